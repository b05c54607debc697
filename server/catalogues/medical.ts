/** Medical lists (modules §2.7, §3.8). Statuses are the shared REQUEST_STATUS (1 pending). */
import type { Catalog } from './types';

/** Spec (modules §2.7): officer condition shown as Activo when 1, otherwise Inactivo. */
export const MEDICAL_OFFICER_CONDITION: Catalog = [
  { key: 1, value: 'Activo' },
  { key: 2, value: 'Inactivo' },
];

export const MEDICAL_SPECIALTY: Catalog = [
  { key: 1, value: 'Medicina General' },
  { key: 2, value: 'Medicina Interna' },
  { key: 3, value: 'Traumatología' },
  { key: 4, value: 'Cardiología' },
  { key: 5, value: 'Ginecología y Obstetricia' },
  { key: 6, value: 'Oftalmología' },
  { key: 7, value: 'Otorrinolaringología' },
  { key: 8, value: 'Psiquiatría' },
  { key: 9, value: 'Psicología' },
  { key: 10, value: 'Odontología' },
  { key: 11, value: 'Dermatología' },
  { key: 12, value: 'Neurología' },
];

export const REST_TYPE: Catalog = [
  { key: 1, value: 'Reposo Médico' },
  { key: 2, value: 'Reposo Post-operatorio' },
  { key: 3, value: 'Reposo Pre-natal' },
  { key: 4, value: 'Reposo Post-natal' },
  { key: 5, value: 'Reposo por Accidente Laboral' },
  { key: 6, value: 'Reposo Psicológico' },
];
