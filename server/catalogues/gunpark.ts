/** Weapons park lists (modules §3.2, §3.4, §4.4). Colours: colors.ts (gunStatusColor). */
import type { Catalog } from './types';

export const TYPE_GUN: Catalog = [
  { key: 1, value: 'Pistola' },
  { key: 2, value: 'Revólver' },
  { key: 3, value: 'Escopeta' },
  { key: 4, value: 'Fusil' },
  { key: 5, value: 'Carabina' },
  { key: 6, value: 'Subametralladora' },
  { key: 7, value: 'Arma No Letal' },
];

export const SUB_TYPE_GUN: Catalog = [
  { key: 1, value: 'Arma Corta' },
  { key: 2, value: 'Arma Larga' },
  { key: 3, value: 'Semiautomática' },
  { key: 4, value: 'Automática' },
  { key: 5, value: 'De Repetición' },
  { key: 6, value: 'Lanzador de Gas' },
  { key: 7, value: 'Dispositivo Eléctrico de Control' },
];

/** Spec (modules §4.4): 1 Disponible, 2 En Uso, 3 En Mantenimiento, 4 Fuera de Servicio. Key 5 invented. */
export const TYPE_STATUS_GUN: Catalog = [
  { key: 1, value: 'Disponible' },
  { key: 2, value: 'En Uso' },
  { key: 3, value: 'En Mantenimiento' },
  { key: 4, value: 'Fuera de Servicio' },
  { key: 5, value: 'En Revisión' },
];

export const CALIBER: Catalog = [
  { key: 1, value: '9 mm' },
  { key: 2, value: '.38 Especial' },
  { key: 3, value: '.40 S&W' },
  { key: 4, value: '.45 ACP' },
  { key: 5, value: '12 GA' },
  { key: 6, value: '5.56 mm' },
  { key: 7, value: '7.62 mm' },
  { key: 8, value: '37 mm' },
];

/** Spec (modules §3.4, create form): 1 Temporal, 2 Permanente, 3 Comisión de Servicio, 4 Entrenamiento. */
export const GUN_ASSIGNMENT_TYPE: Catalog = [
  { key: 1, value: 'Temporal' },
  { key: 2, value: 'Permanente' },
  { key: 3, value: 'Comisión de Servicio' },
  { key: 4, value: 'Entrenamiento' },
];
