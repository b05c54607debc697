import { todayIsoDate } from '../engine/dates';
import { datesInOrder } from '../engine/dateOrder';
import { defineResource } from '../engine/types';
import { GUNPARK_ACCESS as A } from '../guns/access';

export const ASSIGNMENT_DATES_MESSAGE = 'La fecha de inicio debe ser menor a la fecha fin';
/** An open end date is always fine; a given one may not fall before the start. */
export const ASSIGNMENT_DATES_CHECK = datesInOrder('startDate', 'endDate', ASSIGNMENT_DATES_MESSAGE);

/**
 * Assignments of a gun to an officer (spec 3 §3.4, §4.3, §5.3, §7.3). At most one active
 * assignment per gun: a partial unique index, checked inside the write's transaction.
 * The spec gives the start-before-end rule for vehicles only; guns follow it too, and a
 * same-day assignment (start = end) is accepted.
 */
export const gunAssignmentsDeclaration = defineResource({
  name: 'gunAssignments',
  table: 'gun_assignments',
  apiPath: 'gunpark/officer-assignments',
  label: { one: 'Asignación de arma', many: 'Asignaciones de armas', gender: 'f' },
  fields: {
    gunId: {
      type: 'reference',
      label: 'Arma',
      rules: { required: 'Debe seleccionar un arma' },
      reference: { resource: 'guns', display: 'codeGun', embedAs: 'gun', embedFields: ['brand', 'model', 'serial'], missing: 'Debe seleccionar un arma' },
    },
    policeId: {
      type: 'reference',
      label: 'Funcionario',
      rules: { required: 'Debe buscar y seleccionar un funcionario primero' },
      reference: { resource: 'officers', display: 'identification', embedAs: 'police', embedFields: ['firstName', 'firstLastname'], missing: 'Debe buscar y seleccionar un funcionario primero' },
    },
    assignmentType: { type: 'catalog', label: 'Tipo de asignación', catalog: 'configuration.gunAssignmentType', default: 1, rules: { required: 'El tipo de asignación es requerido' } },
    startDate: { type: 'date', label: 'Fecha de inicio', default: todayIsoDate, rules: { required: 'La fecha de inicio es requerida' } },
    endDate: { type: 'date', label: 'Fecha de finalización' },
    purpose: { type: 'text', label: 'Propósito', rules: { required: 'El propósito es requerido', maxLength: [300, 'El propósito no puede exceder 300 caracteres'] } },
    observations: { type: 'longText', label: 'Observaciones', rules: { maxLength: [1000, 'Las observaciones no pueden exceder 1000 caracteres'] } },
    destination: { type: 'text', label: 'Destino', rules: { maxLength: [200, 'El destino no puede exceder 200 caracteres'] } },
    active: { type: 'boolean', label: 'Activa', default: true, readOnly: true },
  },
  checks: [ASSIGNMENT_DATES_CHECK],
  uniqueIndexes: [
    {
      name: 'gun_assignments_one_active_per_gun',
      fields: ['gunId'],
      where: { active: true },
      message: 'El arma ya tiene una asignación activa. Finalícela antes de asignarla de nuevo.',
    },
  ],
  searchFields: ['purpose', 'destination', 'observations'],
  filterFields: ['gunId', 'policeId', 'active'],
  listFields: ['policeId', 'assignmentType', 'startDate', 'endDate', 'purpose', 'active'],
  sortFields: ['startDate'],
  access: { list: A.read, get: A.read, export: A.read, status: A.edit, create: A.edit, update: A.edit, delete: A.edit },
  // Spec 3 §8.2: shown when assigning or finishing fails without a message of its own.
  failures: { create: 'Error al asignar el arma', finish: 'Error al desasignar el arma' },
  defaultSort: { field: 'startDate', order: 'DESC' },
});
