/** News manager lists (modules §3.11, §4.5). */
import type { Catalog } from './types';

/** Spec: category 1 General ... 8 Tecnología. */
export const NEWS_CATEGORY: Catalog = [
  { key: 1, value: 'General' },
  { key: 2, value: 'Operativos' },
  { key: 3, value: 'Capacitación' },
  { key: 4, value: 'Reconocimientos' },
  { key: 5, value: 'Eventos' },
  { key: 6, value: 'Comunicados' },
  { key: 7, value: 'Prevención' },
  { key: 8, value: 'Tecnología' },
];

/** Spec: priority 1 Normal, 2 Importante, 3 Urgente, 4 Destacada. */
export const NEWS_PRIORITY: Catalog = [
  { key: 1, value: 'Normal' },
  { key: 2, value: 'Importante' },
  { key: 3, value: 'Urgente' },
  { key: 4, value: 'Destacada' },
];

/** Spec: status 1 Borrador, 2 Programada, 3 Publicada, 4 Archivada. */
export const NEWS_STATUS: Catalog = [
  { key: 1, value: 'Borrador' },
  { key: 2, value: 'Programada' },
  { key: 3, value: 'Publicada' },
  { key: 4, value: 'Archivada' },
];
