/** Evaluation board lists (modules §3.10, §4.5). */
import type { Catalog, StringCatalogItem } from './types';

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

/**
 * The periods the evaluation form offers (a select, spec 3 §9): every half-year from 2025 to
 * the current one, newest first, then the spec's four. The spec's list alone would leave
 * a clerk no period of this year (docs/decisions.md).
 */
export function evaluationPeriodOptions(now: Date): StringCatalogItem[] {
  const year = now.getUTCFullYear();
  const recent: string[] = [];
  for (let y = 2025; y <= year; y += 1) {
    recent.push(`${y}-1`);
    if (y < year || now.getUTCMonth() >= 6) recent.push(`${y}-2`);
  }
  return [...recent.reverse(), ...EVALUATION_PERIODS].map((period) => ({ key: period, value: period }));
}
