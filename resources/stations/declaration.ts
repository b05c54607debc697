import { GUNPARK_ACCESS as A } from '../guns/access';
import { TRANSPORT_ACCESS } from '../vehicles/access';
import { defineResource } from '../engine/types';

const readers = { anyOf: [...A.read.anyOf, ...TRANSPORT_ACCESS.read.anyOf] };

/** Stations of the weapons park (spec 3 §2.4, §3.3, §5.2, §7.3). */
export const stationsDeclaration = defineResource({
  name: 'stations',
  table: 'stations',
  apiPath: 'gunpark/stations',
  route: 'gunpark',
  label: { one: 'Estación', many: 'Estaciones', gender: 'f' },
  fields: {
    name: { type: 'text', label: 'Nombre', rules: { required: 'El nombre es requerido', maxLength: [150, 'El nombre no puede exceder 150 caracteres'] } },
    code: {
      type: 'text',
      label: 'Código',
      rules: { required: 'El código es requerido', maxLength: [50, 'El código no puede exceder 50 caracteres'] },
      unique: 'Ya existe una estación con ese código',
    },
    address: { type: 'longText', label: 'Dirección', rules: { maxLength: [300, 'La dirección no puede exceder 300 caracteres'] } },
    typeService: { type: 'catalog', label: 'Tipo de servicio', catalog: 'configuration.typeServices' },
    service: { type: 'catalog', label: 'Servicio', catalog: 'configuration.services' },
    subService: { type: 'catalog', label: 'Sub servicio', catalog: 'configuration.services.subServices', catalogParent: 'service' },
    /** The spec lists a `station` field on a station without saying what it holds: kept as the parent unit's name. */
    station: { type: 'text', label: 'Unidad superior', rules: { maxLength: [150, 'La unidad no puede exceder 150 caracteres'] } },
    defaultPark: { type: 'boolean', label: 'Parque por defecto', default: false },
    status: { type: 'boolean', label: 'Estado', default: true },
  },
  searchFields: ['name', 'code', 'address'],
  filterFields: ['service', 'status', 'defaultPark'],
  listFields: ['name', 'code', 'address', 'defaultPark', 'status'],
  sortFields: ['name', 'code'],
  // Vehicles sit in stations too: transport staff read the list (the vehicle form's station select).
  // The screen is the weapons park's: transport staff read the list only through the API.
  access: { list: readers, get: readers, export: A.read, status: A.edit, create: A.register, update: A.edit, delete: A.edit, screen: A.module },
  // Spec 3 §8.2: shown when a call fails without a message of its own.
  failures: { create: 'Error al crear la estación', update: 'Error al actualizar la estación', delete: 'Error al eliminar la estación' },
  defaultSort: { field: 'name', order: 'ASC' },
  // Spec 3 §2.4: its toolbar ('Asignaciones de Armas'), form and 'Armas' action are in resources/customViews.ts.
  list: {
    page: { title: 'app.gunpark.title', denied: 'app.gunpark.denied' },
    columns: [
      { field: 'name', display: 'strong' },
      'code',
      { field: 'address', empty: 'app.gunpark.stations.noAddress' },
      { field: 'defaultPark', display: 'yesNo', align: 'center' },
      { field: 'status', display: 'flag', flag: { yes: 'app.gunpark.stations.active', no: 'app.gunpark.stations.inactive' }, align: 'center' },
    ],
    searchPlaceholder: 'app.gunpark.stations.searchPlaceholder',
    createLabel: 'app.gunpark.stations.create',
    filters: [],
    rowClick: 'edit',
    rowButtons: true,
    remove: { title: 'app.gunpark.stations.deleteTitle', item: (s) => `${String(s.name)} — ${String(s.code)}`, done: 'app.gunpark.stations.deleted' },
  },
});
