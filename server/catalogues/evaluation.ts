/** Evaluation board lists (modules §3.10, §4.5). */
import type { Catalog } from './types';

/** Spec: 1 Anual, 2 Semestral, 3 Trimestral, 4 Especial, 5 Probatoria. */
export const EVALUATION_TYPE: Catalog = [
  { key: 1, value: 'Anual' },
  { key: 2, value: 'Semestral' },
  { key: 3, value: 'Trimestral' },
  { key: 4, value: 'Especial' },
  { key: 5, value: 'Probatoria' },
];

/**
 * Evaluation status. Spec: new ones start at 1; 1 and 2 count as pending,
 * 3 and 5 as approved/completed, 4 as rejected. Labels invented to match.
 */
export const EVALUATION_STATUS: Catalog = [
  { key: 1, value: 'Pendiente' },
  { key: 2, value: 'En Proceso' },
  { key: 3, value: 'Aprobado' },
  { key: 4, value: 'Rechazado' },
  { key: 5, value: 'Completado' },
];

/** Spec: ratings 1-5 (default 5). */
export const EVALUATION_RATING: Catalog = [
  { key: 1, value: 'Deficiente' },
  { key: 2, value: 'Regular' },
  { key: 3, value: 'Bueno' },
  { key: 4, value: 'Muy Bueno' },
  { key: 5, value: 'Excelente' },
];

/** Spec: periods offered 2024-1, 2024-2, 2023-1, 2023-2. */
export const EVALUATION_PERIODS: readonly string[] = ['2024-1', '2024-2', '2023-1', '2023-2'];
