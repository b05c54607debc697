/** Request and answer schemas of the medical routes (spec 3 §3.8, §7.6), for the API description. */
import { pageQueryProperties } from '../../lib/envelope';

const MAX_ID = 2_147_483_647;

/** A record or officer id: a positive 32-bit integer (larger ones are a 400, never a database error). */
export const medicalIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: MAX_ID } },
} as const;

export const listQuerySchema = {
  type: 'object',
  properties: {
    ...pageQueryProperties,
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    status: { type: 'integer', enum: [1, 2, 3], description: 'Solo los informes en este estado' },
    policeId: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'Solo los informes de este funcionario' },
  },
} as const;

export type ListQuery = { page: number; pageSize: number; search?: string; status?: number; policeId?: number };

const items = (label: string) => ({ type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } }, description: label });

export const policeSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' }, identification: { type: 'integer' }, firstName: { type: 'string' }, secondName: { type: 'string', nullable: true },
    firstLastname: { type: 'string' }, secondLastname: { type: 'string', nullable: true }, codeRrhh: { type: 'string', nullable: true },
    positions: items('Cargos'), position: { type: 'integer', nullable: true }, dependencies: items('Dependencias'), dependenceWork: { type: 'string', nullable: true },
    email: { type: 'string', nullable: true }, phone: { type: 'array', items: { type: 'string' } }, dateBirth: { type: 'string', format: 'date', nullable: true },
    range: { type: 'integer', nullable: true }, condition: { type: 'integer', description: '1 Activo' },
  },
} as const;

export const reportSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    policeId: { type: 'integer' },
    police: policeSchema,
    doctorId: { type: 'integer', nullable: true },
    medical: {
      type: 'object', nullable: true, description: 'El médico: el usuario que registró el informe',
      properties: { id: { type: 'integer' }, name: { type: 'string', nullable: true }, fullname: { type: 'string', nullable: true }, username: { type: 'string', nullable: true }, email: { type: 'string', nullable: true } },
    },
    diagnosis: { type: 'string' },
    paraclinicalExams: { type: 'string', nullable: true },
    pharmacologicalTreatment: { type: 'string', nullable: true },
    recommendations: { type: 'array', items: { type: 'string' } },
    restStartDate: { type: 'string', format: 'date' },
    restEndDate: { type: 'string', format: 'date' },
    restDays: { type: 'integer', description: 'Días de reposo, ambos extremos incluidos' },
    status: { type: 'integer', description: '1 Pendiente, 2 Aprobado, 3 Rechazado' },
    currentStatus: { type: 'string', description: 'Etiqueta del estado (constancia)' },
    statusNotes: { type: 'string', nullable: true },
    decidedBy: { type: 'string', nullable: true, description: 'Quién aprobó o rechazó' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const reportBodyDoc = {
  type: 'object',
  description: 'Validado con el esquema compartido del formulario (§5.7); un 400 trae todos los mensajes.',
  properties: {
    policeId: { type: 'integer', description: 'Funcionario (idPoliceOfficer del formulario); no cambia al editar' },
    diagnosis: { type: 'string', description: 'Diagnóstico, 10 a 1000 caracteres' },
    paraclinicalExams: { type: 'string', description: 'Exámenes paraclínicos, hasta 1000 caracteres' },
    pharmacologicalTreatment: { type: 'string', description: 'Tratamiento farmacológico, hasta 1000 caracteres' },
    recommendations: { type: 'array', items: { type: 'string' }, description: '1 a 10 recomendaciones de 5 a 500 caracteres (las vacías se descartan)' },
    restStartDate: { type: 'string', format: 'date', description: 'Inicio del reposo (hoy si se omite al crear)' },
    restEndDate: { type: 'string', format: 'date', description: 'Fin del reposo (hoy si se omite al crear), no anterior al inicio' },
  },
} as const;

export const statusBodyDoc = {
  type: 'object',
  properties: {
    status: { type: 'integer', enum: [2, 3], description: '2 aprobar, 3 rechazar' },
    statusNotes: { type: 'string', description: 'Notas opcionales (hasta 500 caracteres)' },
  },
} as const;

const countList = (key: string) => ({ type: 'array', items: { type: 'object', properties: { [key]: { type: 'string' }, count: { type: 'integer' } } } });

export const statisticsSchema = {
  type: 'object',
  properties: {
    total: { type: 'integer' }, pending: { type: 'integer' }, approved: { type: 'integer' }, rejected: { type: 'integer' },
    byType: { ...countList('type'), description: 'Informes por duración del reposo' },
    byMonth: { type: 'array', items: { type: 'object', properties: { year: { type: 'integer' }, month: { type: 'integer' }, count: { type: 'integer' } } } },
    topDiagnoses: { ...countList('diagnosis'), description: 'Los 5 diagnósticos más frecuentes' },
    restDays: { type: 'object', properties: { totalDays: { type: 'integer' }, averageDays: { type: 'number' } } },
    period: { type: 'object', properties: { from: { type: 'string', format: 'date' }, months: { type: 'integer' } } },
  },
} as const;
