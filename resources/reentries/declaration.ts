/** Re-entries (RRHH §2.6, §3.7, §7.3): paths, rules and answers shared by the server and the screen. */
import { MOVEMENT_ACCESS } from '../movements/access';
import { defineMovement, MOVEMENT_COMMON_FIELDS, movementOfficerField } from '../movements/declaration';
import { REENTRY_ANSWERS } from './messages';

const A = MOVEMENT_ACCESS.reentries;

export const reentriesDeclaration = defineMovement({
  name: 'reentries',
  table: 'reentries',
  apiPath: 'rrhh/reentries',
  label: { one: 'Reingreso', many: 'Reingresos' },
  // Its screen (spec 2 §2.1) in the human-resources group, after the officer's register and query.
  menu: { group: 'rrhh', order: 1 },
  pages: [{ paths: ['re-entry'], view: 'reentries.list', menuLabel: 'app.movements.menu.reentries' }],
  fields: {
    idPoliceOfficer: movementOfficerField('policeOfficer'),
    dateIn: { type: 'date', label: 'Fecha de reingreso' },
    comment: { type: 'longText', label: 'Motivo de reingreso' },
    ...MOVEMENT_COMMON_FIELDS,
  },
  searchFields: ['comment'],
  filterFields: ['status'],
  listFields: ['idPoliceOfficer', 'dateIn', 'comment', 'status'],
  // byOfficer: the officer's history of re-entries (§7.2).
  paths: { list: 'rrhh/reentries', save: 'rrhh/addreentry', status: 'rrhh/reentry/:id/status', remove: 'rrhh/reentry/:id', byOfficer: 'rrhh/:id/reentries' },
  access: { list: A, get: A, export: A, create: A, update: A, delete: A, status: A },
  messages: REENTRY_ANSWERS,
});
