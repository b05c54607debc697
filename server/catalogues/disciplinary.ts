/** Disciplinary lists (modules §3.1, §4.2; RRHH §3.10). */
import type { Catalog } from './types';

/**
 * Record type as summarised in officer views (spec: 1 ICAP, 2 OIDP). Key 1
 * is also the value a new case is registered with (spec: "1 investigation").
 */
export const DISCIPLINARY_TYPE_REGISTER: Catalog = [
  { key: 1, value: 'ICAP' },
  { key: 2, value: 'OIDP' },
];

/** Spec (modules §3.1): typeDisciplinary 1 administrative (ICAP), 2 penal (OIDP). */
export const TYPE_DISCIPLINARY: Catalog = [
  { key: 1, value: 'Administrativo' },
  { key: 2, value: 'Penal' },
];

/** Spec (modules §4.2): OIDP case status; a new case starts at 1. */
export const DISCIPLINARY_STATUS: Catalog = [
  { key: 1, value: 'Iniciado' },
  { key: 2, value: 'En Investigación' },
  { key: 3, value: 'Resuelto' },
  { key: 4, value: 'Archivado' },
  { key: 5, value: 'Suspendido' },
];

/** ICAP status labels (configuration typeOfStatusDisciplinary); labels chosen to match the badge colours. */
export const TYPE_OF_STATUS_DISCIPLINARY: Catalog = [
  { key: 1, value: 'Iniciado' },
  { key: 2, value: 'En Proceso' },
  { key: 3, value: 'En Investigación' },
  { key: 4, value: 'Remitido a Consejo Disciplinario' },
  { key: 5, value: 'Resuelto' },
  { key: 6, value: 'Archivado' },
  { key: 7, value: 'Suspendido' },
];

/** Spec (RRHH §3.10): decision 1 approved, 2 rejected, 3 pending. Also configuration typeOfDecision. */
export const TYPE_OF_DECISION: Catalog = [
  { key: 1, value: 'Aprobado' },
  { key: 2, value: 'Rechazado' },
  { key: 3, value: 'Pendiente' },
];

/** Spec (modules §4.2): statuses of the OIDP case picker. */
export const CASE_SELECTOR_STATUS: Catalog = [
  { key: 1, value: 'Activo' },
  { key: 2, value: 'Cerrado' },
  { key: 3, value: 'En Proceso' },
];

/** Spec (modules §3.1): modeOfNotice 1 Oficio, 2 Denuncia, 3 Otros. */
export const MODE_OF_NOTICE: Catalog = [
  { key: 1, value: 'Oficio' },
  { key: 2, value: 'Denuncia' },
  { key: 3, value: 'Otros' },
];

/** typeOfSanction of a sanction assignment. */
export const TYPE_OF_SANCTION: Catalog = [
  { key: 1, value: 'Amonestación Verbal' },
  { key: 2, value: 'Amonestación Escrita' },
  { key: 3, value: 'Suspensión sin Goce de Sueldo' },
  { key: 4, value: 'Destitución' },
  { key: 5, value: 'Sin Sanción' },
];

/** OIDP typeFaults. */
export const TYPE_FAULTS: Catalog = [
  { key: 1, value: 'Falta Leve' },
  { key: 2, value: 'Falta Grave' },
  { key: 3, value: 'Causal de Destitución' },
];

/** OIDP investigationStatus. */
export const INVESTIGATION_STATUS: Catalog = [
  { key: 1, value: 'En Curso' },
  { key: 2, value: 'Concluida' },
  { key: 3, value: 'Remitida a Consejo Disciplinario' },
  { key: 4, value: 'Remitida al Ministerio Público' },
  { key: 5, value: 'Archivada' },
];
