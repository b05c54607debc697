/**
 * Vacations, rests and service commissions (RRHH §2.8, §3.9, §7.3): paths, rules and
 * answers shared by the server and the screen. Commissions are saved through their own
 * path; both saves edit when the body carries `id`.
 */
import { MOVEMENT_ACCESS as A } from '../movements/access';
import { defineMovement, MOVEMENT_DECISION_FIELDS, movementOfficerField } from '../movements/declaration';
import { MODULE_COMMISSION, MODULE_REST, MODULE_VACATION, VACATION_ANSWERS } from './messages';

/**
 * Listing needs Consultar on either internal module; saving (create, or edit with `id`)
 * Registrar or Editar on vacations (commissions save through their own path); approving,
 * rejecting and deleting Editar — the handlers then check the record's own module.
 */
export const vacationsDeclaration = defineMovement({
  name: 'vacations',
  table: 'vacations',
  apiPath: 'rrhh/vacations',
  label: { one: 'Vacación', many: 'Vacaciones', gender: 'f' },
  // Its screen (spec 2 §2.1) in the human-resources group, after the officer's register and query.
  menu: { group: 'rrhh', order: 3 },
  pages: [{ paths: ['vac-com'], view: 'vacations.list', menuLabel: 'app.movements.menu.vacations' }],
  fields: {
    idPoliceOfficer: movementOfficerField('policeOfficer'),
    /** 1 vacation, 2 service commission, 3 rest. */
    typeVacationAndRest: { type: 'integer', label: 'Módulo' },
    idType: { type: 'catalog', label: 'Tipo de vacación', catalog: 'rrhh.vacationType' },
    dateIn: { type: 'date', label: 'Fecha de inicio' },
    dateOut: { type: 'date', label: 'Fecha fin' },
    motive: { type: 'longText', label: 'Motivo' },
    ...MOVEMENT_DECISION_FIELDS,
  },
  searchFields: ['motive'],
  filterFields: ['status', 'typeVacationAndRest'],
  listFields: ['idPoliceOfficer', 'typeVacationAndRest', 'dateIn', 'dateOut', 'motive', 'status'],
  paths: {
    list: 'rrhh/vacations', save: 'rrhh/addvacationorrest', status: 'rrhh/vacation/:id/status', remove: 'rrhh/vacation/:id',
    /** The service commission's own save (§7.3). */
    saveOtherKind: 'rrhh/com-service',
    /** Whole history of one officer in one module (§7.3: reads data.listVacationAndRest). */
    byOfficer: 'rrhh/listvacationandrest/:id',
  },
  access: {
    list: A.vacationsQuery, get: A.vacationsQuery, export: A.vacationsQuery,
    create: A.vacationsRegister, update: A.vacationsRegister, status: A.vacationsEdit, delete: A.vacationsEdit,
  },
  messages: VACATION_ANSWERS,
});


/**
 * `GET rrhh/{id}/{type}` (§7.2): the paged history of one module of an officer. The
 * spec names 'vacations'; commissions and rests follow the same pattern.
 */
export const VACATION_HISTORY_TYPES = {
  vacations: MODULE_VACATION,
  commissions: MODULE_COMMISSION,
  rests: MODULE_REST,
} as const;

/** The path of one of those histories, `:id` being the officer's. */
export const vacationHistoryPath = (type: keyof typeof VACATION_HISTORY_TYPES) => `rrhh/:id/${type}`;
