import { CAREER } from '../../server/catalogues/education';
import { MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { datesInOrder } from '../engine/dateOrder';
import { defineResource } from '../engine/types';

const EDUCATION = { module: MODULE_IDS.education };
const today = () => new Date().toISOString().slice(0, 10);
const name = (label: string, required?: string) => ({
  type: 'text' as const,
  label,
  rules: { ...(required ? { required } : {}), maxLength: [60, `${label}: máximo 60 caracteres`] as [number, string] },
});
const phone = (label: string, required: string) => ({
  type: 'text' as const,
  label,
  rules: { required, maxLength: [20, `${label}: máximo 20 caracteres`] as [number, string], pattern: [/^[0-9+()\-\s]{7,20}$/, `${label}: número inválido`] as [RegExp, string] },
});

/**
 * Students of the police university (spec 3 §2.8, §3.9, §4.5, §5.8, §7.7, §8.6). Module 7
 * (Educación Policial) of the permission tree guards every call: the spec shows no finer
 * check. Location uses the whole Venezuelan geography of data-init, not the old short list.
 */
export const studentsDeclaration = defineResource({
  name: 'students',
  table: 'students',
  apiPath: 'unes',
  route: 'unes',
  menu: { group: 'education', label: 'Registro UNES' },
  label: { one: 'Estudiante', many: 'Estudiantes' },
  messages: { created: 'Estudiante registrado exitosamente', updated: 'Estudiante actualizado exitosamente', deleted: 'Estudiante eliminado exitosamente' },
  answer: 'paged',
  views: 'dialogs',
  recordRepresentation: 'firstLastname',
  fields: {
    identification: {
      type: 'text',
      label: 'Cédula',
      rules: {
        required: 'La cédula es requerida',
        minLength: [7, 'La cédula debe tener al menos 7 caracteres'],
        maxLength: [12, 'La cédula no puede exceder 12 caracteres'],
        pattern: [/^\d+$/, 'La cédula solo admite números'],
      },
      unique: 'Ya existe un estudiante con esa cédula',
    },
    firstName: name('Primer nombre', 'El primer nombre es requerido'),
    secondName: name('Segundo nombre'),
    firstLastname: name('Primer apellido', 'El primer apellido es requerido'),
    secondLastname: name('Segundo apellido'),
    gender: { type: 'catalog', label: 'Género', catalog: 'education.gender', rules: { required: 'El género es requerido', min: [1, 'El género es requerido'], max: [2, 'Género inválido'] } },
    dateBirth: { type: 'date', label: 'Fecha de nacimiento', rules: { required: 'La fecha de nacimiento es requerida' } },
    bloodType: { type: 'catalog', label: 'Tipo de sangre', catalog: 'education.bloodType', rules: { required: 'El tipo de sangre es requerido', min: [1, 'El tipo de sangre es requerido'], max: [8, 'Tipo de sangre inválido'] } },
    phone: phone('Teléfono', 'El teléfono es requerido'),
    email: { type: 'email', label: 'Correo electrónico', rules: { required: 'El correo electrónico es requerido', email: 'Correo electrónico inválido', maxLength: [120, 'El correo no puede exceder 120 caracteres'] } },
    emergencyContact: { type: 'text', label: 'Contacto de emergencia', rules: { required: 'El contacto de emergencia es requerido', maxLength: [120, 'El contacto de emergencia no puede exceder 120 caracteres'] } },
    emergencyPhone: phone('Teléfono de emergencia', 'El teléfono de emergencia es requerido'),
    state: { type: 'integer', label: 'Estado', place: 'state', rules: { required: 'El estado es requerido', min: [1, 'Estado inválido'], max: [99, 'Estado inválido'] } },
    municipality: { type: 'text', label: 'Municipio', place: 'municipality', rules: { required: 'El municipio es requerido', maxLength: [100, 'Municipio inválido'] } },
    parish: { type: 'text', label: 'Parroquia', place: 'parish', rules: { required: 'La parroquia es requerida', maxLength: [100, 'Parroquia inválida'] } },
    address: { type: 'longText', label: 'Dirección', rules: { required: 'La dirección es requerida', maxLength: [300, 'La dirección no puede exceder 300 caracteres'] } },
    career: { type: 'text', label: 'Carrera', catalog: 'education.career', rules: { required: 'La carrera es requerida', oneOf: [CAREER.map((c) => c.key), 'Carrera inválida'] } },
    semester: { type: 'catalog', label: 'Semestre', catalog: 'education.semester', rules: { required: 'El semestre es requerido', min: [1, 'El semestre debe estar entre 1 y 10'], max: [10, 'El semestre debe estar entre 1 y 10'] } },
    academicPeriod: {
      type: 'text',
      label: 'Período académico',
      rules: { required: 'El período académico es requerido', maxLength: [20, 'El período académico no puede exceder 20 caracteres'], pattern: [/^\d{4}-\d{1,2}$/, 'El período académico debe tener el formato AAAA-N (ej. 2025-1)'] },
    },
    admissionDate: { type: 'date', label: 'Fecha de ingreso', rules: { required: 'La fecha de ingreso es requerida' } },
    status: { type: 'catalog', label: 'Estatus', catalog: 'education.status', default: 1, rules: { required: 'El estatus es requerido', min: [1, 'Estatus inválido'], max: [5, 'Estatus inválido'] } },
    observations: { type: 'longText', label: 'Observaciones', rules: { maxLength: [1000, 'Las observaciones no pueden exceder 1000 caracteres'] } },
  },
  checks: [
    { field: 'dateBirth', message: 'La fecha de nacimiento no puede ser futura', valid: (v) => !v.dateBirth || String(v.dateBirth) <= today() },
    datesInOrder('dateBirth', 'admissionDate', 'La fecha de ingreso debe ser posterior a la fecha de nacimiento', { strict: true }),
  ],
  searchFields: ['identification', 'firstName', 'firstLastname', 'secondLastname', 'email'],
  filterFields: ['career', 'status', 'semester'],
  // Its list sits in the module's own page: the module's 'Acceso Denegado' text.
  list: { denied: 'app.education.students.denied' },
  listFields: ['identification', 'firstName', 'firstLastname', 'career', 'semester', 'academicPeriod', 'status'],
  sortFields: ['identification', 'firstLastname', 'semester', 'admissionDate'],
  exportFields: ['identification', 'firstName', 'secondName', 'firstLastname', 'secondLastname', 'gender', 'dateBirth', 'phone', 'email', 'career', 'semester', 'academicPeriod', 'admissionDate', 'status'],
  actions: [
    {
      path: 'status', method: 'PUT', label: 'Cambiar estatus', access: EDUCATION, message: 'Estado actualizado exitosamente',
      input: [{ key: 'status', field: 'status', required: 'El estatus es requerido' }],
    },
  ],
  summary: { counts: { active: { status: [1] }, graduated: { status: [3] }, inactive: { status: [2, 4, 5] } }, distributions: ['status', 'career'] },
  access: { list: EDUCATION, get: EDUCATION, export: EDUCATION, status: EDUCATION, create: EDUCATION, update: EDUCATION, delete: EDUCATION },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});
