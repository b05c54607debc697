import { MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { datesInOrder } from '../engine/dateOrder';
import { defineResource, type FieldDeclaration } from '../engine/types';
import { averageRating, CRITERIA, type CriterionName } from './criteria';

const EDUCATION = { module: MODULE_IDS.education };
const PENDING = [1, 2];
const DATES_REQUIRED = 'Las fechas de inicio y fin son requeridas';
const MAX_500 = 'Máximo 500 caracteres';

const criterion = (label: string): FieldDeclaration => ({
  type: 'integer',
  label,
  default: 5,
  rules: { required: `${label}: la calificación es requerida`, min: [1, 'La calificación debe estar entre 1 y 5'], max: [5, 'La calificación debe estar entre 1 y 5'] },
});
const text500 = (label: string): FieldDeclaration => ({ type: 'longText', label, rules: { maxLength: [500, MAX_500] } });
const officer = (label: string, required: string, embedAs: string): FieldDeclaration => ({
  type: 'reference',
  label,
  rules: { required },
  reference: { resource: 'officers', display: 'firstLastname', embedAs, embedFields: ['identification', 'firstName', 'range'], missing: 'El funcionario seleccionado no existe' },
});

/**
 * Performance evaluations of officers (spec 3 §2.9, §3.10, §4.5, §5.9, §7.8, §8.6).
 * The average and the overall rating are computed from the ten criteria on every write;
 * the evaluator's data is embedded from the officer record (`evaluator`), so the body's
 * `evaluatorData` is not stored. Status: 1 Pendiente (new), 2 En Proceso, 3 Aprobado,
 * 4 Rechazado, 5 Completado; approve and reject decide a pending one (1 or 2) only.
 * Module 7 (Educación Policial) guards every call.
 */
export const evaluationsDeclaration = defineResource({
  name: 'evaluations',
  table: 'evaluations',
  apiPath: 'evaluation-board/evaluations',
  route: 'evaluation-board',
  menu: { group: 'education', label: 'Junta de Evaluación' },
  label: { one: 'Evaluación', many: 'Evaluaciones', gender: 'f' },
  messages: { created: 'Evaluación creada exitosamente', updated: 'Evaluación actualizada exitosamente', deleted: 'Evaluación eliminada exitosamente' },
  views: 'dialogs',
  fields: {
    evaluatedOfficerId: officer('Funcionario evaluado', 'Debe seleccionar el funcionario a evaluar', 'evaluatedOfficer'),
    evaluatorId: { ...officer('Evaluador', 'Debe seleccionar el funcionario evaluador', 'evaluator'), filterParam: 'evaluator' },
    evaluationType: { type: 'catalog', label: 'Tipo de evaluación', catalog: 'evaluation.type', filterParam: 'type', rules: { required: 'El tipo de evaluación es requerido', min: [1, 'Tipo de evaluación inválido'], max: [5, 'Tipo de evaluación inválido'] } },
    evaluationPeriod: { type: 'text', label: 'Período', catalog: 'evaluation.periodOptions', filterParam: 'period', rules: { required: 'El período es requerido', maxLength: [20, 'El período no puede exceder 20 caracteres'], pattern: [/^\d{4}-\d{1,2}$/, 'El período debe tener el formato AAAA-N (ej. 2024-1)'] } },
    startDate: { type: 'date', label: 'Fecha de inicio', rules: { required: DATES_REQUIRED } },
    endDate: { type: 'date', label: 'Fecha de fin', rules: { required: DATES_REQUIRED } },
    ...(Object.fromEntries(CRITERIA.map(([name, label]) => [name, criterion(label)])) as Record<CriterionName, FieldDeclaration>),
    averageRating: { type: 'decimal', label: 'Promedio', computed: averageRating },
    overallRating: { type: 'integer', label: 'Calificación general', catalog: 'evaluation.rating', filterParam: 'rating', computed: (v) => { const a = averageRating(v); return a === null ? null : Math.round(a); } },
    generalComments: text500('Comentarios generales'),
    recommendations: text500('Recomendaciones'),
    goals: text500('Metas'),
    trainingNeeds: text500('Necesidades de capacitación'),
    // Read-only on create/update; the rules bound the value the status action takes (1–5).
    status: { type: 'catalog', label: 'Estado', catalog: 'evaluation.status', readOnly: true, default: 1, rules: { min: [1, 'Estado inválido'], max: [5, 'Estado inválido'] } },
    rejectionReason: { type: 'longText', label: 'Motivo del rechazo', readOnly: true, rules: { maxLength: [500, MAX_500] } },
  },
  checks: [
    datesInOrder('startDate', 'endDate', 'La fecha de inicio debe ser anterior a la fecha de fin', { strict: true }),
    { field: 'evaluatorId', message: 'El evaluador no puede ser el mismo funcionario evaluado', valid: (v) => !v.evaluatorId || v.evaluatorId !== v.evaluatedOfficerId },
  ],
  searchFields: ['evaluationPeriod', 'generalComments'],
  filterFields: ['status', 'evaluationType', 'evaluationPeriod', 'evaluatorId', 'overallRating'],
  // Its list sits in the module's own page: the module's 'Acceso Denegado' text.
  list: { denied: 'app.education.evaluations.denied' },
  listFields: ['evaluatedOfficerId', 'evaluatorId', 'evaluationType', 'evaluationPeriod', 'averageRating', 'status'],
  sortFields: ['evaluationPeriod', 'averageRating', 'startDate'],
  exportFields: ['evaluatedOfficerId', 'evaluatorId', 'evaluationType', 'evaluationPeriod', 'startDate', 'endDate', ...CRITERIA.map(([name]) => name), 'averageRating', 'overallRating', 'status'],
  actions: [
    { path: 'status', label: 'Cambiar estado', access: EDUCATION, message: 'Estado actualizado exitosamente', input: [{ key: 'status', field: 'status', required: 'El estado es requerido' }], hidden: true },
    { path: 'approve', label: 'Aprobar', access: EDUCATION, set: { status: 3 }, from: { field: 'status', values: PENDING }, message: 'Evaluación aprobada exitosamente', confirm: '¿Aprobar esta evaluación?' },
    { path: 'reject', label: 'Rechazar', access: EDUCATION, set: { status: 4 }, from: { field: 'status', values: PENDING }, message: 'Evaluación rechazada exitosamente', input: [{ key: 'reason', field: 'rejectionReason', required: 'El motivo del rechazo es requerido' }] },
  ],
  summary: {
    counts: { pending: { status: PENDING }, completed: { status: [3, 5] }, rejected: { status: [4] } },
    averages: { rating: { field: 'averageRating' } },
    distributions: ['status', 'evaluationPeriod'],
  },
  access: { list: EDUCATION, get: EDUCATION, export: EDUCATION, status: EDUCATION, create: EDUCATION, update: EDUCATION, delete: EDUCATION },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});
