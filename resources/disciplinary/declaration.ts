import { todayIsoDate } from '../engine/dates';
import { datesInOrder } from '../engine/dateOrder';
import { defineResource, type FieldDeclaration } from '../engine/types';
import { GENERIC_EXTENSIONS } from '../engine/files';
import { DISCIPLINARY_ACCESS as A } from './access';

/** Spec 3 §3.1: typeDisciplinary 1 administrative (ICAP), 2 penal (OIDP). */
export const ICAP = 1;
export const OIDP = 2;
/** OIDP statuses run 1 Iniciado … 5 Suspendido (§4.2); ICAP ones come from typeOfStatusDisciplinary (1–7). */
export const OIDP_MAX_STATUS = 5;

/** After its prefix a case or expedient number holds the year and the number (server/disciplinary/numbers.ts). */
const CODE_CHARS = '0123456789-';
const currentYear = () => new Date().getFullYear();
const text = (label: string, max = 150): FieldDeclaration => ({ type: 'text', label, rules: { maxLength: [max, `${label}: no puede exceder ${max} caracteres`] } });
const longText = (label: string, max = 5000): FieldDeclaration => ({ type: 'longText', label, rules: { maxLength: [max, `${label}: no puede exceder ${max} caracteres`] } });
const date = (label: string): FieldDeclaration => ({ type: 'date', label });
const flag = (label: string): FieldDeclaration => ({ type: 'boolean', label, default: false });
const catalog = (label: string, path: string, max: number): FieldDeclaration => ({
  type: 'catalog', label, catalog: path, rules: { min: [1, `${label}: valor no válido`], max: [max, `${label}: valor no válido`] },
});

/** Spec 3 §5.1: the OIDP form's required fields, with their Spanish messages (the ICAP form has none). */
export const OIDP_REQUIRED: Record<string, string> = {
  dateKnowledgeFact: 'La fecha de conocimiento del hecho es requerida',
  dateStartInvestigation: 'La fecha de inicio de la investigación es requerida',
  presumedFacts: 'Los hechos presuntos son requeridos',
  dateNotificationOfficer: 'La fecha de notificación al funcionario es requerida',
  numeralArticle102: 'El numeral del artículo 102 es requerido',
  typeFaults: 'El tipo de falta es requerido',
  investigationStatus: 'El estado de la investigación es requerido',
  investigationSpecify: 'La especificación de la investigación es requerida',
  dateLastDiligence: 'La fecha de la última diligencia es requerida',
};

/** The case's date pairs with an order: a case closes, an investigation starts and goes on after it began. */
export const CASE_DATE_MESSAGES = {
  closing: 'La fecha de cierre no puede ser anterior a la fecha de inicio',
  investigation: 'La fecha de inicio de la investigación no puede ser anterior a la fecha de conocimiento del hecho',
  lastDiligence: 'La fecha de la última diligencia no puede ser anterior a la fecha de inicio de la investigación',
};
const CASE_DATE_ORDER = [
  datesInOrder('dateInit', 'dateEnd', CASE_DATE_MESSAGES.closing),
  datesInOrder('dateKnowledgeFact', 'dateStartInvestigation', CASE_DATE_MESSAGES.investigation),
  datesInOrder('dateStartInvestigation', 'dateLastDiligence', CASE_DATE_MESSAGES.lastDiligence),
];

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The §5.1 messages an OIDP case's values leave unmet (none for ICAP). */
export function missingOidpFields(values: Record<string, unknown>): string[] {
  if (Number(values.typeDisciplinary) !== OIDP) return [];
  return Object.entries(OIDP_REQUIRED).filter(([field]) => isMissing(values[field])).map(([, message]) => message);
}

/**
 * Disciplinary cases (spec 3 §2.3, §3.1, §4.2, §5.1, §7.1): ICAP and OIDP are one
 * resource with two layouts. Number, expedient number, council and the involved
 * officers, vehicles and guns are handled by server/routes/disciplinary/.
 */
export const disciplinaryCasesDeclaration = defineResource({
  name: 'disciplinaryCases',
  table: 'disciplinary_cases',
  apiPath: 'disciplinary',
  label: { one: 'Caso disciplinario', many: 'Casos disciplinarios' },
  // Spec 3 §2.1: the ICAP and OIDP areas whose content the spec does not show open their case list.
  menu: { group: 'disciplinary' },
  pages: [
    {
      paths: ['disciplinary/icap', 'disciplinary', 'disciplinary/administrative',
        'disciplinary/administrative/cases', 'disciplinary/administrative/cases/register', 'disciplinary/administrative/cases/query', 'disciplinary/administrative/cases/edit',
        'icap', 'icap/evaluations', 'icap/query'],
      view: 'disciplinary.icap',
      menuLabel: 'app.disciplinary.menu.icap',
    },
    // The council area (spec 3 §2.1 administrative/council, council/query): the ICAP cases sent to the council.
    { paths: ['disciplinary/administrative/council', 'disciplinary/administrative/council/query'], view: 'disciplinary.council' },
    { paths: ['disciplinary/penal/cases', 'disciplinary/penal', 'oidp', 'oidp/processes', 'oidp/query'], view: 'disciplinary.oidp', menuLabel: 'app.disciplinary.menu.oidp' },
    { paths: ['disciplinary/statistics'], view: 'disciplinary.statistics', menuLabel: 'app.disciplinary.menu.statistics' },
  ],
  fields: {
    numberOfCase: { type: 'text', label: 'Número de caso', readOnly: true, unique: 'Ya existe un caso con ese número', code: { prefixes: ['ICAP-', 'OIDP-'], chars: CODE_CHARS } },
    typeRegister: { type: 'integer', label: 'Tipo de registro', default: 1, rules: { min: [1, 'Tipo de registro: valor no válido'], max: [2, 'Tipo de registro: valor no válido'] } },
    typeDisciplinary: {
      type: 'catalog', label: 'Tipo de caso', catalog: 'disciplinary.type',
      rules: { requiredOnCreate: 'El tipo de caso es requerido', min: [ICAP, 'El tipo de caso debe ser 1 (ICAP) o 2 (OIDP)'], max: [OIDP, 'El tipo de caso debe ser 1 (ICAP) o 2 (OIDP)'] },
    },
    statusDisciplinary: { ...catalog('Estado', 'configuration.typeOfStatusDisciplinary', 7), default: 1 },
    state: text('Estado (entidad)', 100),
    /** Defaults to the day the case is registered: the dashboard's 12 months are counted on it. */
    dateInit: { ...date('Fecha de inicio'), default: () => todayIsoDate() },
    dateOfApperture: date('Fecha de apertura'),
    dateEnd: date('Fecha de cierre'),
    descriptionOfCase: longText('Descripción del caso'),
    office: text('Oficina'),
    proceedings: text('Actuaciones', 100),
    victim: text('Víctima'),
    identificationOfVictim: text('Cédula de la víctima', 20),
    fault: text('Falta', 500),
    crime: text('Delito', 500),
    locationOfProceedings: text('Lugar de los hechos', 300),
    assignation: text('Asignación'),
    proceedingRelantion: text('Actuación relacionada'),
    detective: text('Investigador'),
    codeOfMP: text('Código del Ministerio Público', 50),
    officeOfMP: text('Fiscalía del Ministerio Público'),
    publicOrganism: text('Organismo público'),
    statusOfMP: text('Estado ante el Ministerio Público', 100),
    prosecutorOffice: text('Fiscalía'),
    prosecutorStatus: text('Estado fiscal', 100),
    decision: catalog('Decisión', 'configuration.typeOfDecision', 3),
    admAct: text('Acto administrativo', 100),
    sanction: text('Sanción', 500),
    typeOfSanction: catalog('Tipo de sanción', 'disciplinary.typeOfSanction', 5),
    sendToReTraining: { ...flag('Enviar a reentrenamiento'), hiddenInForm: true },
    folioNumber: text('Número de folio', 50),
    rangeOfPolice: text('Jerarquía del funcionario', 100),
    caseReview: longText('Revisión del caso', 2000),
    identificationPolice: text('Cédula del funcionario investigado', 20),
    numberOfCaseRelation: text('Número de caso relacionado', 50),
    isCouncil: { ...flag('Enviado a Consejo Disciplinario'), hiddenInForm: true },
    isArchive: flag('Archivado'),
    article: text('Artículo', 50),
    numeral: text('Numeral', 50),
    modeOfNotice: catalog('Modo de conocimiento', 'disciplinary.modeOfNotice', 3),
    correlativeNumber: text('Número correlativo', 50),
    correlative: text('Correlativo', 50),
    sufixCorrelative: text('Sufijo del correlativo', 20),
    dateOfCorrelative: {
      type: 'integer', label: 'Año del correlativo', default: currentYear,
      rules: { min: [1900, 'Año del correlativo: mínimo 1900'], max: [() => currentYear() + 1, 'Año del correlativo: no puede ser posterior al próximo año'] },
    },
    privated: flag('Privado'),
    privatedOfLiberty: flag('Privado de libertad'),
    reclutionCenter: text('Centro de reclusión'),
    meassureByOffice: text('Medida dictada por el tribunal', 300),
    absence: flag('Ausencia'),
    statusProsecutor: text('Estado ante la fiscalía', 100),
    complaint: longText('Denuncia', 2000),
    penalRecord: longText('Antecedentes penales', 2000),
    idRelationDisciplinary: {
      type: 'reference', label: 'Caso OIDP relacionado',
      reference: { resource: 'disciplinaryCases', display: 'numberOfCase', embedAs: 'relatedCase', embedFields: ['descriptionOfCase', 'statusDisciplinary'], missing: 'El caso OIDP seleccionado no existe' },
    },
    inspectorate: text('Inspectoría'),
    // OIDP (§3.1 "OIDP-specific").
    expedientNumber: { type: 'text', label: 'Número de expediente', readOnly: true, unique: 'Ya existe un caso con ese número de expediente', code: { prefixes: ['EXP-'], chars: CODE_CHARS } },
    dateKnowledgeFact: date('Fecha de conocimiento del hecho'),
    dateStartInvestigation: date('Fecha de inicio de la investigación'),
    presumedFacts: longText('Hechos presuntos'),
    precautionaryMeasures: longText('Medidas cautelares', 2000),
    actNumber: text('Número de acta', 50),
    inspectionNumber: text('Número de inspección', 50),
    dateNotificationOfficer: date('Fecha de notificación al funcionario'),
    numeralArticle102: text('Numeral del artículo 102', 50),
    typeFaults: catalog('Tipo de falta', 'disciplinary.typeFaults', 3),
    investigationStatus: catalog('Estado de la investigación', 'disciplinary.investigationStatus', 5),
    investigationSpecify: longText('Especificación de la investigación', 2000),
    dateLastDiligence: date('Fecha de la última diligencia'),
    dateRemissionDisciplinary: date('Fecha de remisión al Consejo Disciplinario'),
    dateRemissionDigesudis: date('Fecha de remisión a DIGESUDIS'),
    generalObservations: longText('Observaciones generales'),
  },
  checks: [
    ...Object.entries(OIDP_REQUIRED).map(([field, message]) => ({
      field, message, valid: (values: Record<string, unknown>) => Number(values.typeDisciplinary) !== OIDP || !isMissing(values[field]),
    })),
    ...CASE_DATE_ORDER,
  ],
  searchFields: ['numberOfCase', 'expedientNumber', 'victim', 'descriptionOfCase'],
  // 200,000 cases: a victim search reads ~850 rows for a page (migration 0036).
  searchText: true,
  filterFields: ['typeDisciplinary', 'statusDisciplinary', 'isCouncil'],
  listFields: ['numberOfCase', 'dateInit', 'victim', 'office', 'fault', 'statusDisciplinary'],
  sortFields: ['numberOfCase', 'dateInit', 'statusDisciplinary'],
  documents: { extensions: GENERIC_EXTENSIONS },
  access: { list: A.read, get: A.read, export: A.read, create: A.write, update: A.write, delete: A.write, status: A.write },
  messages: { created: 'Caso disciplinario creado exitosamente', updated: 'Caso disciplinario actualizado exitosamente', deleted: 'Caso disciplinario eliminado exitosamente' },
  actions: [
    {
      path: 'status', label: 'Cambiar estado', access: A.write, message: 'Estado del caso actualizado exitosamente',
      input: [{ key: 'statusDisciplinary', field: 'statusDisciplinary', required: 'El estado es requerido' }],
    },
    {
      path: 'sanction', label: 'Asignar sanción', access: A.council, message: 'Sanción asignada exitosamente',
      set: { sendToReTraining: false },
      input: [
        { key: 'sanction', field: 'sanction', required: 'La sanción es requerida' },
        { key: 'typeOfSanction', field: 'typeOfSanction', required: 'El tipo de sanción es requerido' },
        { key: 'sendToReTraining', field: 'sendToReTraining' },
      ],
    },
    {
      path: 'council', label: 'Enviar a Consejo Disciplinario', access: A.write, message: 'Caso enviado a Consejo Disciplinario exitosamente',
      set: { isCouncil: true }, from: { field: 'isCouncil', values: [false] },
      confirm: '¿Enviar el caso a Consejo Disciplinario? Esta acción no se puede deshacer.',
    },
  ],
  recordRepresentation: 'numberOfCase',
});
