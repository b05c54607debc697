/** Configuration lists: administrative rank, user type and document type. */
import type { Catalog } from './types';

/** Administrative rank of civilian staff (public administration classes). */
export const RANGE_ADMIN: Catalog = [
  { key: 1, value: 'Bachiller I' },
  { key: 2, value: 'Bachiller II' },
  { key: 3, value: 'Bachiller III' },
  { key: 4, value: 'Técnico Superior Universitario I' },
  { key: 5, value: 'Técnico Superior Universitario II' },
  { key: 6, value: 'Técnico Superior Universitario III' },
  { key: 7, value: 'Profesional I' },
  { key: 8, value: 'Profesional II' },
  { key: 9, value: 'Profesional III' },
  { key: 10, value: 'Profesional Especialista' },
  { key: 11, value: 'Obrero No Calificado' },
  { key: 12, value: 'Obrero Calificado' },
  { key: 13, value: 'Obrero Supervisor' },
];

export const TYPE_USER: Catalog = [
  { key: 1, value: 'Administrador' },
  { key: 2, value: 'Analista' },
  { key: 3, value: 'Operador' },
  { key: 4, value: 'Consulta' },
  { key: 5, value: 'Médico' },
  { key: 6, value: 'Editor Web' },
];

/** Document types: the documents tab's required 'Tipo de Archivo' select. */
export const TYPE_DOCUMENT: Catalog = [
  { key: 1, value: 'Cédula de Identidad' },
  { key: 2, value: 'Registro de Información Fiscal (RIF)' },
  { key: 3, value: 'Partida de Nacimiento' },
  { key: 4, value: 'Título Académico' },
  { key: 5, value: 'Notas Certificadas' },
  { key: 6, value: 'Curriculum Vitae' },
  { key: 7, value: 'Acta de Matrimonio' },
  { key: 8, value: 'Partida de Nacimiento de Hijos' },
  { key: 9, value: 'Constancia de Trabajo' },
  { key: 10, value: 'Certificado Médico' },
  { key: 11, value: 'Evaluación Psicológica' },
  { key: 12, value: 'Credencial Policial' },
  { key: 13, value: 'Resolución de Ascenso' },
  { key: 14, value: 'Resolución de Nombramiento' },
  { key: 15, value: 'Licencia de Conducir' },
  { key: 16, value: 'Certificado de Antecedentes Penales' },
  { key: 17, value: 'Otro' },
];
