/** Lists shared by several modules. */
import type { Catalog } from './types';

/** Spec (RRHH §4, modules §4.1): re-entry, disincorporation, vacation, permit and medical statuses. */
export const REQUEST_STATUS: Catalog = [
  { key: 1, value: 'Pendiente' },
  { key: 2, value: 'Aprobado' },
  { key: 3, value: 'Rechazado' },
];

/** Label shown for a request status outside REQUEST_STATUS (spec). */
export const NO_STATUS_LABEL = 'Sin Estado';

/** Spec (modules §3.9; platform §2.6): 1 Masculino, 2 Femenino. */
export const GENDER: Catalog = [
  { key: 1, value: 'Masculino' },
  { key: 2, value: 'Femenino' },
];

/** Spec (modules §3.9): 1 O+, 2 O-, 3 A+, 4 A-, 5 B+, 6 B-, 7 AB+, 8 AB-. */
export const BLOOD_TYPE: Catalog = [
  { key: 1, value: 'O+' },
  { key: 2, value: 'O-' },
  { key: 3, value: 'A+' },
  { key: 4, value: 'A-' },
  { key: 5, value: 'B+' },
  { key: 6, value: 'B-' },
  { key: 7, value: 'AB+' },
  { key: 8, value: 'AB-' },
];

/** Spec (modules §3.7): dayOfWeek 1 Monday to 7 Sunday. */
export const DAY_OF_WEEK: Catalog = [
  { key: 1, value: 'Lunes' },
  { key: 2, value: 'Martes' },
  { key: 3, value: 'Miércoles' },
  { key: 4, value: 'Jueves' },
  { key: 5, value: 'Viernes' },
  { key: 6, value: 'Sábado' },
  { key: 7, value: 'Domingo' },
];
