/** Human-resources lists (RRHH §3, §3.11, §4). Physical traits: physical.ts; dependencies and positions: organization.ts. */
import type { Catalog } from './types';

/** Spec (RRHH §2.1, §9): 'Tipo de Personal', keys 1, 4, 5, 6, 7, 8. */
export const TYPE_REGISTER: Catalog = [
  { key: 1, value: 'Policiales' },
  { key: 4, value: 'Administrativos' },
  { key: 5, value: 'Obreros' },
  { key: 6, value: 'Contratados' },
  { key: 7, value: 'Honorarios Profesionales' },
  { key: 8, value: 'Comisión de servicio' },
];

/**
 * Officer statusIn (RRHH §4): 1 default on creation, 2 approved, 3 rejected,
 * 4 blocked, 5 shown blue (meaning not given by the spec; label invented).
 */
export const STATUS_IN: Catalog = [
  { key: 1, value: 'Pendiente' },
  { key: 2, value: 'Aprobado' },
  { key: 3, value: 'Rechazado' },
  { key: 4, value: 'Bloqueado' },
  { key: 5, value: 'Egresado' },
];

/** Officer condition. Spec: 1 = Activo; disincorporation options exclude key 1. */
export const CONDITION: Catalog = [
  { key: 1, value: 'Activo' },
  { key: 2, value: 'Jubilado' },
  { key: 3, value: 'Pensionado por Incapacidad' },
  { key: 4, value: 'Renuncia' },
  { key: 5, value: 'Destituido' },
  { key: 6, value: 'Fallecido' },
  { key: 7, value: 'Fin de Contrato' },
  { key: 8, value: 'Traslado a otro Cuerpo Policial' },
];

/** Police ranks (Ley del Estatuto de la Función Policial), lowest first. */
export const RANGE: Catalog = [
  { key: 1, value: 'Oficial' },
  { key: 2, value: 'Oficial Agregado' },
  { key: 3, value: 'Oficial Jefe' },
  { key: 4, value: 'Supervisor' },
  { key: 5, value: 'Supervisor Agregado' },
  { key: 6, value: 'Supervisor Jefe' },
  { key: 7, value: 'Comisionado' },
  { key: 8, value: 'Comisionado Agregado' },
  { key: 9, value: 'Comisionado Jefe' },
  { key: 10, value: 'Director' },
];

export const CIVIL_STATE: Catalog = [
  { key: 1, value: 'Soltero(a)' },
  { key: 2, value: 'Casado(a)' },
  { key: 3, value: 'Divorciado(a)' },
  { key: 4, value: 'Viudo(a)' },
  { key: 5, value: 'Unión Estable de Hecho' },
];

export const PARENTAGE: Catalog = [
  { key: 1, value: 'Padre' },
  { key: 2, value: 'Madre' },
  { key: 3, value: 'Hijo(a)' },
  { key: 4, value: 'Cónyuge' },
  { key: 5, value: 'Concubino(a)' },
  { key: 6, value: 'Hermano(a)' },
  { key: 7, value: 'Abuelo(a)' },
  { key: 8, value: 'Nieto(a)' },
  { key: 9, value: 'Tío(a)' },
  { key: 10, value: 'Sobrino(a)' },
  { key: 11, value: 'Primo(a)' },
  { key: 12, value: 'Suegro(a)' },
  { key: 13, value: 'Otro' },
];

/**
 * Degree level of a professional item. Keys are ordered by level: the
 * officer's grade is the key of the highest type among the items (RRHH §3.5).
 */
export const TYPE_PROFESIONALITY: Catalog = [
  { key: 1, value: 'Educación Primaria' },
  { key: 2, value: 'Bachiller' },
  { key: 3, value: 'Técnico Medio' },
  { key: 4, value: 'Técnico Superior Universitario' },
  { key: 5, value: 'Universitario (Licenciatura o Ingeniería)' },
  { key: 6, value: 'Especialización' },
  { key: 7, value: 'Maestría' },
  { key: 8, value: 'Doctorado' },
  { key: 9, value: 'Postdoctorado' },
];

/** Unit of a professional item's duration (typeDuration). */
export const TYPE_OF_DURATION: Catalog = [
  { key: 1, value: 'Horas' },
  { key: 2, value: 'Días' },
  { key: 3, value: 'Semanas' },
  { key: 4, value: 'Meses' },
  { key: 5, value: 'Trimestres' },
  { key: 6, value: 'Semestres' },
  { key: 7, value: 'Años' },
];

/** Spec (RRHH §3.6): image type 1 civil photo, 2 uniformed photo. */
export const TYPE_IMAGE: Catalog = [
  { key: 1, value: 'Foto Civil' },
  { key: 2, value: 'Foto Uniformado' },
];

export const HOUSING_TYPE: Catalog = [
  { key: 1, value: 'Casa' },
  { key: 2, value: 'Apartamento' },
  { key: 3, value: 'Quinta' },
  { key: 4, value: 'Townhouse' },
  { key: 5, value: 'Anexo' },
  { key: 6, value: 'Habitación' },
  { key: 7, value: 'Rancho' },
  { key: 8, value: 'Vivienda de la Gran Misión Vivienda Venezuela' },
];

/** Driver licence grades (binding data: licenseGrade). */
export const LICENSE_GRADE: Catalog = [
  { key: 1, value: 'Primer Grado' },
  { key: 2, value: 'Segundo Grado' },
  { key: 3, value: 'Tercer Grado' },
  { key: 4, value: 'Cuarto Grado' },
  { key: 5, value: 'Quinto Grado' },
];

/** Spec (RRHH §3.9): vacation idType 1 Normales, 2 Vencidas, 3 Médico, 4 Maternal, 5 Especial. */
export const VACATION_TYPE: Catalog = [
  { key: 1, value: 'Normales' },
  { key: 2, value: 'Vencidas' },
  { key: 3, value: 'Médico' },
  { key: 4, value: 'Maternal' },
  { key: 5, value: 'Especial' },
];

/** Spec (RRHH §3.9): typeVacationAndRest 1 vacation, 2 service commission, 3 rest. */
export const TYPE_VACATION_AND_REST: Catalog = [
  { key: 1, value: 'Vacaciones' },
  { key: 2, value: 'Comisión de Servicio' },
  { key: 3, value: 'Reposo' },
];

/** Spec (RRHH §2.2): query search type 1 officers, 2 family members, 3 extranet report. */
export const SEARCH_TYPE: Catalog = [
  { key: 1, value: 'Funcionarios' },
  { key: 2, value: 'Familiares' },
  { key: 3, value: 'Reporte Extranet' },
];

/** Type of rejection required by the reject dialog (RRHH §5.4). */
export const REJECTION_TYPE: Catalog = [
  { key: 1, value: 'Datos incompletos' },
  { key: 2, value: 'Documentación inválida o ilegible' },
  { key: 3, value: 'Registro duplicado' },
  { key: 4, value: 'No cumple con los requisitos de ingreso' },
  { key: 5, value: 'Otro' },
];

/** typeBlock sent with a status change to 4 (blocked). */
export const BLOCK_TYPE: Catalog = [
  { key: 1, value: 'Procedimiento disciplinario en curso' },
  { key: 2, value: 'Medida judicial' },
  { key: 3, value: 'Abandono de cargo' },
  { key: 4, value: 'Suspensión administrativa' },
  { key: 5, value: 'Otro' },
];
