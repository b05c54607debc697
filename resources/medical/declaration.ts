/**
 * Medical reports (spec 3 §2.7, §3.8, §5.7, §7.6, §9): the declaration gives the table
 * (server/db/schema.ts builds it with tableFromDeclaration), the labels, the list's
 * columns and search, the permission of each action and the spec's irregular API paths
 * (`medical/create`, `medical/update/{id}`...), served by server/routes/medical/, so the
 * declaration is not in the generic registry (which would add the engine's REST routes
 * beside them; see ModuleDeclaration). The rules with their messages are the yup schema
 * of ./validation.ts, shared by the form and the server.
 */
import { defineModuleResource } from '../engine/types';
import { MEDICAL_ACCESS as A } from './access';
import { MEDICAL_LIMITS as L, MEDICAL_MESSAGES as M } from './messages';

export const medicalReportsDeclaration = defineModuleResource({
  name: 'medicalReports',
  table: 'medical_reports',
  apiPath: 'medical',
  route: 'medical',
  label: { one: 'Informe Médico', many: 'Informes Médicos' },
  // Spec 3 §2.1, §2.7: both list routes show the same list; the sidebar links to the second.
  menu: { group: 'medical' },
  pages: [
    { paths: ['medical-reports', 'medical'], view: 'medical.list', menuLabel: 'app.medical.menu.reports' },
    { paths: ['medical/statistics'], view: 'medical.statistics', menuLabel: 'app.medical.menu.statistics' },
  ],
  fields: {
    policeId: { type: 'reference', label: 'Funcionario', rules: { required: M.selectOfficer }, reference: { resource: 'officers', display: 'identification', embedAs: 'police', missing: 'Funcionario no encontrado' } },
    /** The doctor: the signed-in user who created the report (never read from a body). */
    doctorId: { type: 'reference', label: 'Médico', readOnly: true, reference: { resource: 'users', display: 'fullname', embedAs: 'medical', embedFields: ['username', 'email'] } },
    diagnosis: { type: 'longText', label: 'Diagnóstico', rules: { required: M.diagnosisRequired, minLength: [L.diagnosisMin, M.minTen], maxLength: [L.textMax, M.maxThousand] } },
    paraclinicalExams: { type: 'longText', label: 'Exámenes paraclínicos', rules: { maxLength: [L.textMax, M.maxThousand] } },
    pharmacologicalTreatment: { type: 'longText', label: 'Tratamiento farmacológico', rules: { maxLength: [L.textMax, M.maxThousand] } },
    /** A list of 1 to 10 texts of 5 to 500 characters (checked by ./validation.ts). */
    recommendations: { type: 'json', label: 'Recomendaciones', rules: { required: M.recommendationRequired } },
    restStartDate: { type: 'date', label: 'Fecha Inicio Reposo', rules: { required: M.startRequired } },
    restEndDate: { type: 'date', label: 'Fecha Fin Reposo', rules: { required: M.endRequired } },
    /** 1 Pendiente, 2 Aprobado, 3 Rechazado (§4.1); changed only by `medical/{id}/status`. */
    status: { type: 'integer', label: 'Estado', readOnly: true, default: 1, rules: { required: 'El estado es requerido' } },
    statusNotes: { type: 'longText', label: 'Notas del estado', readOnly: true, rules: { maxLength: [L.notesMax, 'Las notas no pueden exceder 500 caracteres'] } },
    statusBy: { type: 'reference', label: 'Decidido por', readOnly: true, reference: { resource: 'users', display: 'fullname', embedAs: 'decidedBy' } },
  },
  searchFields: ['diagnosis'],
  filterFields: ['status'],
  listFields: ['policeId', 'doctorId', 'diagnosis', 'restStartDate', 'restEndDate', 'status'],
  access: { list: A.read, get: A.read, export: A.read, create: A.write, update: A.write, delete: A.write, status: A.decide, statistics: A.statistics, byOfficer: A.officerHistory },
  defaultSort: { field: 'id', order: 'DESC' },
  /** The spec's paths (§7.6), under /api; `:id` is the report's id, or the officer's for `byOfficer`. */
  paths: {
    list: 'medical/reports',
    one: 'medical/reports/:id',
    byOfficer: 'medical/by-police/:id',
    create: 'medical/create',
    update: 'medical/update/:id',
    remove: 'medical/delete/:id',
    status: 'medical/:id/status',
    statistics: 'medical/statistics',
    /** Records a printed informe or constancia (`:kind`, see MEDICAL_DOCUMENTS) and answers its verification code. */
    verification: 'medical/:id/documents/:kind',
  },
});

/** The two printed documents of a report (§2.7, §9): Letter size, each with a verification QR. */
export const MEDICAL_DOCUMENTS = {
  informe: { label: 'Informe Médico', title: 'INFORME MÉDICO', filePrefix: 'informe_medico' },
  constancia: { label: 'Constancia Médica', title: 'CONSTANCIA MÉDICA', filePrefix: 'constancia_medica' },
} as const;
export type MedicalDocumentKind = keyof typeof MEDICAL_DOCUMENTS;
export const MEDICAL_DOCUMENT_KINDS = Object.keys(MEDICAL_DOCUMENTS) as MedicalDocumentKind[];

/**
 * `informe_medico_{id or identification or funcionario}.pdf` (§9): the report's id, else
 * the officer's cédula, else 'funcionario'.
 */
export function medicalFileName(kind: MedicalDocumentKind, report: { id?: number | null; police?: { identification?: number | null } | null }): string {
  const key = report.id ?? report.police?.identification ?? 'funcionario';
  return `${MEDICAL_DOCUMENTS[kind].filePrefix}_${key}.pdf`;
}
