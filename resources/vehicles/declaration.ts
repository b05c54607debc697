import { todayIsoDate } from '../engine/dates';
import { defineResource } from '../engine/types';
import { GENERIC_EXTENSIONS } from '../engine/files';
import { vehicleStatusColor } from '../../server/catalogues/colors';
import { TRANSPORT_ACCESS as A } from './access';

/** How a vehicle reads in confirmations and pickers: code — brand model (plate). */
export const vehicleLabel = (v: { codeVehicle?: unknown; brand?: unknown; model?: unknown; plate?: unknown; id?: unknown }) =>
  `${v.codeVehicle ? String(v.codeVehicle) : `#${String(v.id)}`} — ${[v.brand, v.model].filter(Boolean).join(' ')}${v.plate ? ` (${String(v.plate)})` : ''}`;

const currentYear = () => new Date().getFullYear();
const text = (label: string, max = 150) => ({ type: 'text' as const, label, rules: { maxLength: [max, `${label}: no puede exceder ${max} caracteres`] as [number, string] } });

/** Vehicles (spec 3 §2.5, §3.5, §5.4, §7.4, §9). */
export const vehiclesDeclaration = defineResource({
  name: 'vehicles',
  table: 'vehicles',
  apiPath: 'vehicle',
  route: 'transport',
  label: { one: 'Vehículo', many: 'Vehículos' },
  fields: {
    codeVehicle: { ...text('Código', 50), unique: 'Ya existe un vehículo con ese código' },
    typeVehicle: { type: 'catalog', label: 'Tipo de vehículo', catalog: 'configuration.typeVehicle', rules: { required: 'El tipo de vehículo es requerido' } },
    type: { type: 'catalog', label: 'Clase', catalog: 'configuration.typeVehicle.classes', catalogParent: 'typeVehicle' },
    brand: text('Marca', 100),
    model: text('Modelo', 100),
    year: { type: 'integer', label: 'Año', rules: { min: [1900, 'Año mínimo 1900'], max: [currentYear, 'El año no puede ser mayor al año actual'] } },
    color: text('Color', 50),
    plate: { ...text('Placa', 20), unique: 'Ya existe un vehículo con esa placa' },
    serial: { type: 'text', label: 'Serial de carrocería', rules: { required: 'El serial de carrocería es requerido', maxLength: [100, 'Serial de carrocería: no puede exceder 100 caracteres'] } },
    serialMotor: { type: 'text', label: 'Serial del motor', rules: { required: 'El serial del motor es requerido', maxLength: [100, 'Serial del motor: no puede exceder 100 caracteres'] } },
    facsimile: text('Facsímil', 50),
    dateAssignment: { type: 'date', label: 'Fecha de asignación', default: todayIsoDate },
    /** Starts at 0 in the form (spec 3 §9), which means "not chosen": a status must be picked. */
    status: { type: 'catalog', label: 'Estado', catalog: 'configuration.typeOfStatusVehicle', rules: { required: 'El estado es requerido', min: [1, 'El estado es requerido'] } },
    certificate: text('Certificado', 100),
    inspected: { type: 'boolean', label: 'Inspeccionado', default: false },
    proceedings: text('Expediente disciplinario', 100),
    office: text('Oficina'),
    location: text('Ubicación', 200),
    titleLocation: text('Ubicación del título', 200),
    comment: { type: 'longText', label: 'Comentario', rules: { maxLength: [1000, 'Comentario: no puede exceder 1000 caracteres'] } },
    operability: { type: 'boolean', label: 'Operatividad', default: true },
    typeService: { type: 'catalog', label: 'Tipo de servicio', catalog: 'configuration.typeServices' },
    service: { type: 'catalog', label: 'Servicio', catalog: 'configuration.services' },
    subService: { type: 'catalog', label: 'Sub servicio', catalog: 'configuration.services.subServices', catalogParent: 'service' },
    station: { type: 'reference', label: 'Estación', reference: { resource: 'stations', display: 'name', embedAs: 'stationInfo', embedFields: ['code'], missing: 'La estación seleccionada no existe' } },
  },
  searchFields: ['codeVehicle', 'plate', 'brand', 'model'],
  filterFields: ['status', 'typeVehicle', 'operability', 'inspected', 'station'],
  listFields: ['codeVehicle', 'typeVehicle', 'brand', 'model', 'plate', 'year', 'operability', 'status'],
  sortFields: ['codeVehicle', 'plate', 'year'],
  exportFields: ['codeVehicle', 'typeVehicle', 'type', 'brand', 'model', 'year', 'color', 'plate', 'serial', 'serialMotor', 'status', 'operability', 'inspected', 'station', 'service', 'location'],
  exportPath: 'filter/excel',
  /** Spec 3 §3.2 / §3.5 documents: pdf, doc, docx, jpg, jpeg, png (checked by content too). */
  documents: { extensions: GENERIC_EXTENSIONS },
  access: { list: A.read, get: A.read, export: A.read, status: A.edit, create: A.register, update: A.edit, delete: A.edit },
  // Spec 3 §8.3: shown when a call fails without a message of its own.
  failures: { create: 'Error al crear el vehículo', update: 'Error al actualizar el vehículo', delete: 'Error al eliminar el vehículo', export: 'Error al exportar vehículos' },
  defaultSort: { field: 'codeVehicle', order: 'ASC' },
  // Spec 3 §2.5: its toolbar ('Centro de Asignaciones'), form and 'Asignaciones' action are in resources/customViews.ts.
  list: {
    page: { title: 'app.transport.title', denied: 'app.transport.denied' },
    columns: [
      { field: 'codeVehicle', display: 'strong', empty: 'app.engine.noValue' },
      'typeVehicle',
      { field: 'brand', join: ['model'], label: 'app.transport.vehicles.brandModel', empty: 'app.engine.noValue' },
      { field: 'plate', empty: 'app.engine.noValue' },
      { field: 'year', empty: 'app.engine.noValue' },
      { field: 'operability', display: 'flag', flag: { yes: 'app.transport.vehicles.operative', no: 'app.transport.vehicles.notOperative', outlined: true } },
      { field: 'status', display: 'colored', color: (value) => vehicleStatusColor(value as number), empty: 'app.engine.noValue' },
    ],
    searchPlaceholder: 'app.transport.vehicles.searchPlaceholder',
    createLabel: 'app.transport.vehicles.create',
    filters: [],
    rowClick: 'edit',
    rowButtons: true,
    exportParams: { isExcel: true },
    remove: { title: 'app.transport.vehicles.deleteTitle', item: (v) => vehicleLabel(v), done: 'app.transport.vehicles.deleted' },
  },
});
