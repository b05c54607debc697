/** Disincorporations / egresos (RRHH §2.7, §3.8, §7.3): paths, rules and answers shared by the server and the screen. */
import { MOVEMENT_ACCESS } from '../movements/access';
import { defineMovement, MOVEMENT_COMMON_FIELDS, movementOfficerField } from '../movements/declaration';
import { DISINCORPORATION_ANSWERS } from './messages';

const A = MOVEMENT_ACCESS.disincorporations;

export const disincorporationsDeclaration = defineMovement({
  name: 'disincorporations',
  table: 'disincorporations',
  apiPath: 'rrhh/disincorporations',
  label: { one: 'Desincorporación', many: 'Egresos', gender: 'f' },
  // Its screen (spec 2 §2.1) in the human-resources group, after the officer's register and query.
  menu: { group: 'rrhh', order: 2 },
  pages: [{ paths: ['disincorporations-rrhh'], view: 'disincorporations.list', menuLabel: 'app.movements.menu.disincorporations' }],
  fields: {
    idPoliceOfficer: movementOfficerField('police'),
    dateOut: { type: 'date', label: 'Fecha de desincorporación' },
    condition: { type: 'catalog', label: 'Condición del egreso', catalog: 'rrhh.condition' },
    comment: { type: 'longText', label: 'Motivo de desincorporación' },
    /** Set when an approved re-entry closes the egreso. */
    dateIn: { type: 'date', label: 'Fecha reingreso', readOnly: true },
    ...MOVEMENT_COMMON_FIELDS,
  },
  searchFields: ['comment'],
  filterFields: ['status'],
  listFields: ['idPoliceOfficer', 'dateOut', 'condition', 'comment', 'status'],
  // byOfficer: the officer's history of egresos (§7.2).
  paths: { list: 'rrhh/disincorporations', save: 'rrhh/adddisincorporation', status: 'rrhh/disincorporation/:id/status', remove: 'rrhh/disincorporation/:id', byOfficer: 'rrhh/:id/disincorporations' },
  access: { list: A, get: A, export: A, create: A, update: A, delete: A, status: A },
  messages: DISINCORPORATION_ANSWERS,
});
