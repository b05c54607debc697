/** OpenAPI schemas of the permit routes (spec 3 §3.7, §7.5): records, bodies and queries. */
import { pageQueryProperties } from '../../lib/envelope';

const organisationItems = { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } as const;

export const policeSchema = {
  type: 'object',
  nullable: true,
  properties: {
    id: { type: 'integer' }, firstName: { type: 'string' }, secondName: { type: 'string', nullable: true }, firstLastname: { type: 'string' },
    secondLastname: { type: 'string', nullable: true }, identification: { type: 'integer' }, codeRrhh: { type: 'string', nullable: true },
    range: { type: 'integer', nullable: true }, condition: { type: 'integer', description: '1 activo' }, position: { type: 'integer', nullable: true },
    positions: organisationItems, dependencies: organisationItems, dependenceWork: { type: 'string', nullable: true },
    email: { type: 'string', nullable: true }, phone: { type: 'array', items: { type: 'string' } }, dateBirth: { type: 'string', format: 'date', nullable: true },
  },
} as const;

const study = {
  type: 'object',
  properties: {
    institution: { type: 'string', maxLength: 200 }, career: { type: 'string', maxLength: 200 }, lastLevelApproved: { type: 'string', nullable: true, maxLength: 100 },
    lastLevelAverage: { type: 'number', nullable: true, minimum: 0, maximum: 100 }, studyType: { type: 'string', nullable: true, enum: ['SEMESTRE', 'TRIMESTRE', 'CUATRIMESTRE', 'ANUAL', null] },
  },
} as const;

const schedule = {
  type: 'object',
  properties: {
    dayOfWeek: { type: 'integer', minimum: 1, maximum: 7, description: '1 lunes … 7 domingo' }, timeFrom: { type: 'string', description: 'hh:mm' },
    timeTo: { type: 'string', description: 'hh:mm, posterior a timeFrom' }, scheduleType: { type: 'string', enum: ['diurno', 'vespertino', 'nocturno'] },
  },
} as const;

const approval = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, approverId: { type: 'integer', nullable: true }, approver: { type: 'object', properties: { id: { type: 'integer', nullable: true }, fullName: { type: 'string' } } },
    approvalLevel: { type: 'integer' }, approvalStatus: { type: 'string', enum: ['approved', 'rejected'] }, comments: { type: 'string', nullable: true },
    approvalDate: { type: 'string', format: 'date-time' },
  },
} as const;

const permitProperties = {
  id: { type: 'integer' }, policeId: { type: 'integer' }, requestNumber: { type: 'string', description: 'PER-{año}-{número}, generado por el servidor' },
  typeKey: { type: 'integer', description: '1 obligatorio, 2 potestativo, 3 estudio' }, personalKey: { type: 'integer' }, daysKey: { type: 'integer' }, reasonKey: { type: 'integer' },
  permitType: { type: 'string', enum: ['obligatorio', 'potestativo', 'estudio'], nullable: true }, typeLabel: { type: 'string' }, personalLabel: { type: 'string' },
  daysLabel: { type: 'string' }, reasonLabel: { type: 'string' }, motive: { type: 'string' }, durationDays: { type: 'integer' }, supportsDelivered: { type: 'string', nullable: true },
  periodFrom: { type: 'string', format: 'date' }, periodTo: { type: 'string', format: 'date' }, status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
  statusNotes: { type: 'string', nullable: true }, statusDate: { type: 'string', format: 'date-time', nullable: true },
  createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' }, version: { type: 'integer', description: 'Versión del registro: se envía al editar' }, police: policeSchema,
} as const;

export const permitSchema = { type: 'object', properties: permitProperties } as const;
export const permitDetailSchema = {
  type: 'object',
  properties: { ...permitProperties, message: { type: 'string' }, studies: { type: 'array', items: study }, schedules: { type: 'array', items: schedule }, approvals: { type: 'array', items: approval } },
} as const;

export const permitBodyDoc = {
  type: 'object',
  properties: {
    policeId: { type: 'integer', description: 'Funcionario (requerido)' }, typeKey: { type: 'integer', description: 'rrhh.permitTypes: 1, 2 o 3' },
    personalKey: { type: 'integer', description: 'Del tipo elegido' }, daysKey: { type: 'integer', description: 'Del personal elegido' }, reasonKey: { type: 'integer', description: 'De los días elegidos' },
    durationDays: { type: 'integer', description: '1 a 366' }, periodFrom: { type: 'string', format: 'date' }, periodTo: { type: 'string', format: 'date', description: 'No anterior a periodFrom' },
    motive: { type: 'string', description: '10 a 1000 caracteres' }, supportsDelivered: { type: 'string', description: 'Hasta 500 caracteres' },
    studies: { type: 'array', items: study, description: 'Solo tipo 3; hasta 10' }, schedules: { type: 'array', items: schedule, description: 'Solo tipo 3; hasta 14' },
  },
} as const;

export const decisionBodyDoc = {
  type: 'object',
  properties: {
    approverId: { type: 'integer', description: 'Ignorado: el aprobador es el usuario de la sesión' },
    comments: { type: 'string', description: 'Notas opcionales (hasta 500 caracteres)' },
    statusNotes: { type: 'string', description: 'Sinónimo de comments' },
  },
} as const;

export const statusBodyDoc = {
  type: 'object',
  properties: {
    status: { description: '2 o approved aprueba; 3 o rejected rechaza', oneOf: [{ type: 'integer', enum: [2, 3] }, { type: 'string', enum: ['approved', 'rejected', '2', '3'] }] },
    statusNotes: { type: 'string', description: 'Notas opcionales (hasta 500 caracteres)' },
  },
} as const;

const statusQuery = { type: 'string', enum: ['pending', 'approved', 'rejected', '1', '2', '3'], description: 'pending | approved | rejected (o 1, 2, 3)' } as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    policeId: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'Histórico de un funcionario' },
    typeKey: { type: 'integer', enum: [1, 2, 3] },
    permitType: { type: 'string', enum: ['obligatorio', 'potestativo', 'estudio'] },
    status: statusQuery,
  },
} as const;

export const reportQuerySchema = {
  type: 'object',
  properties: {
    policeId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    typeKey: { type: 'integer', enum: [1, 2, 3] },
    status: statusQuery,
    dateFrom: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD: permisos que terminan desde esta fecha' },
    dateTo: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD: permisos que comienzan hasta esta fecha' },
  },
} as const;

export const statisticsSchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' }, pending: { type: 'integer' }, approved: { type: 'integer' }, rejected: { type: 'integer' },
    byType: { type: 'array', items: { type: 'object', properties: { typeKey: { type: 'integer' }, permitType: { type: 'string' }, label: { type: 'string' }, count: { type: 'integer' } } } },
    byMonth: { type: 'array', items: { type: 'object', properties: { year: { type: 'integer' }, month: { type: 'integer' }, count: { type: 'integer' } } } },
    byStatus: { type: 'array', items: { type: 'object', properties: { status: { type: 'string' }, label: { type: 'string' }, count: { type: 'integer' } } } },
    restDays: { type: 'object', properties: { totalDays: { type: 'integer' }, averageDays: { type: 'number' } } },
    topDiagnoses: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
} as const;

export const issuedSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, verificationPath: { type: 'string' }, documentType: { type: 'string' }, issuedAt: { type: 'string', format: 'date-time' } },
} as const;

/** A report's issued document: also how many requests it lists, as the server counted them. */
export const issuedReportSchema = {
  type: 'object',
  properties: { ...issuedSchema.properties, total: { type: 'integer', description: 'Solicitudes que lista el reporte, contadas por el servidor' } },
} as const;

/** Status of the list and report filters, as stored. */
export function statusFilterOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return ({ '1': 'pending', '2': 'approved', '3': 'rejected' } as Record<string, string>)[value] ?? value;
}
