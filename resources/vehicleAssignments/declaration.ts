import { todayIsoDate } from '../engine/dates';
import { defineResource } from '../engine/types';
import { ASSIGNMENT_DATES_CHECK } from '../gunAssignments/declaration';
import { TRANSPORT_ACCESS as A } from '../vehicles/access';

/**
 * Assignments of a vehicle to an officer (spec 3 §3.6, §4.3, §5.5, §7.4). Unlike a gun,
 * a vehicle may be assigned to several officers at once (a patrol crew): the spec sets
 * no limit. A same-day assignment (start = end) is accepted.
 */
export const vehicleAssignmentsDeclaration = defineResource({
  name: 'vehicleAssignments',
  table: 'vehicle_assignments',
  apiPath: 'vehicle-assignments',
  label: { one: 'Asignación de vehículo', many: 'Asignaciones de vehículos', gender: 'f' },
  fields: {
    vehicleId: {
      type: 'reference',
      label: 'Vehículo',
      rules: { required: 'Debe seleccionar un vehículo' },
      reference: { resource: 'vehicles', display: 'codeVehicle', embedAs: 'vehicle', embedFields: ['brand', 'model', 'plate'], missing: 'Debe seleccionar un vehículo' },
    },
    policeId: {
      type: 'reference',
      label: 'Funcionario',
      rules: { required: 'Debe seleccionar un funcionario' },
      reference: { resource: 'officers', display: 'identification', embedAs: 'police', embedFields: ['firstName', 'firstLastname'], missing: 'Debe seleccionar un funcionario' },
    },
    assignmentType: { type: 'catalog', label: 'Tipo de asignación', catalog: 'configuration.vehicleAssignmentType', default: 1, rules: { required: 'El tipo de asignación es requerido' } },
    startDate: { type: 'date', label: 'Fecha de inicio', default: todayIsoDate, rules: { required: 'La fecha de inicio es requerida' } },
    endDate: { type: 'date', label: 'Fecha de finalización' },
    purpose: { type: 'text', label: 'Propósito', rules: { required: 'El propósito es requerido', minLength: [10, 'Debe tener al menos 10 caracteres'], maxLength: [300, 'El propósito no puede exceder 300 caracteres'] } },
    destination: { type: 'text', label: 'Destino', rules: { maxLength: [200, 'El destino no puede exceder 200 caracteres'] } },
    observations: { type: 'longText', label: 'Observaciones', rules: { maxLength: [1000, 'Las observaciones no pueden exceder 1000 caracteres'] } },
    active: { type: 'boolean', label: 'Activa', default: true, readOnly: true },
  },
  checks: [ASSIGNMENT_DATES_CHECK],
  searchFields: ['purpose', 'destination', 'observations'],
  filterFields: ['vehicleId', 'policeId', 'active'],
  listFields: ['policeId', 'assignmentType', 'startDate', 'endDate', 'purpose', 'active'],
  sortFields: ['startDate'],
  access: { list: A.read, get: A.read, export: A.read, status: A.edit, create: A.edit, update: A.edit, delete: A.edit },
  defaultSort: { field: 'startDate', order: 'DESC' },
});
