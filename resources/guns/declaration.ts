import { defineResource } from '../engine/types';
import { GENERIC_EXTENSIONS } from '../engine/files';
import { gunStatusColor } from '../../server/catalogues/colors';
import { GUNPARK_ACCESS as A } from './access';

/** How a gun reads in confirmations and the new assignment's form: code — brand model (serial). */
export const gunLabel = (g: Record<string, unknown>) => `${String(g.codeGun)} — ${String(g.brand)} ${String(g.model)} (${String(g.serial)})`;

/** Guns (spec 3 §2.4, §3.2, §5.2, §7.3, §9). */
export const gunsDeclaration = defineResource({
  name: 'guns',
  table: 'guns',
  apiPath: 'gunpark/guns',
  label: { one: 'Arma', many: 'Armas', gender: 'f', stressedA: true },
  fields: {
    codeGun: { type: 'text', label: 'Código', rules: { required: 'El código es requerido', maxLength: [50, 'El código no puede exceder 50 caracteres'] }, unique: 'Ya existe un arma con ese código' },
    typeGun: { type: 'catalog', label: 'Tipo', catalog: 'configuration.typeGun', rules: { required: 'El tipo es requerido' } },
    subTypeGun: { type: 'catalog', label: 'Subtipo', catalog: 'configuration.subTypeGun' },
    brand: { type: 'text', label: 'Marca', rules: { required: 'La marca es requerida', maxLength: [100, 'La marca no puede exceder 100 caracteres'] } },
    model: { type: 'text', label: 'Modelo', rules: { required: 'El modelo es requerido', maxLength: [100, 'El modelo no puede exceder 100 caracteres'] } },
    caliber: { type: 'catalog', label: 'Calibre', catalog: 'configuration.caliber' },
    serial: {
      type: 'text',
      label: 'Serial',
      rules: { required: 'El serial es requerido', minLength: [5, 'El serial debe tener al menos 5 caracteres'], maxLength: [100, 'El serial no puede exceder 100 caracteres'] },
      unique: 'Ya existe un arma con ese serial',
    },
    cylinderSerial: { type: 'text', label: 'Serial del cilindro', rules: { maxLength: [100, 'El serial no puede exceder 100 caracteres'] } },
    serialSlide: { type: 'text', label: 'Serial de la corredera', rules: { maxLength: [100, 'El serial no puede exceder 100 caracteres'] } },
    serialCanon: { type: 'text', label: 'Serial del cañón', rules: { maxLength: [100, 'El serial no puede exceder 100 caracteres'] } },
    serialFrame: { type: 'text', label: 'Serial del armazón', rules: { maxLength: [100, 'El serial no puede exceder 100 caracteres'] } },
    codeOp: { type: 'text', label: 'Código operativo', rules: { maxLength: [50, 'El código no puede exceder 50 caracteres'] } },
    identificationSpecial: { type: 'integer', label: 'Cédula (asignación especial)', rules: { min: [1, 'La cédula debe ser un número positivo'], max: [999_999_999, 'La cédula no puede exceder 9 dígitos'] } },
    nameOfSpecial: { type: 'text', label: 'Nombre (asignación especial)', rules: { maxLength: [150, 'El nombre no puede exceder 150 caracteres'] } },
    date: { type: 'date', label: 'Fecha de asignación especial' },
    /** The form starts at 0 (spec 3 §3.2, §9), which means "not chosen": a status must be picked. */
    status: { type: 'catalog', label: 'Estado', catalog: 'configuration.typeStatusGun', rules: { required: 'El estado es requerido', min: [1, 'El estado es requerido'] } },
    operability: { type: 'boolean', label: 'Operatividad', default: true },
    typeService: { type: 'catalog', label: 'Tipo de servicio', catalog: 'configuration.typeServices' },
    service: { type: 'catalog', label: 'Servicio', catalog: 'configuration.services' },
    subService: { type: 'catalog', label: 'Sub servicio', catalog: 'configuration.services.subServices', catalogParent: 'service' },
    station: { type: 'reference', label: 'Estación', reference: { resource: 'stations', display: 'name', embedAs: 'stationInfo', embedFields: ['code'], missing: 'La estación seleccionada no existe' } },
  },
  searchFields: ['codeGun', 'serial', 'brand', 'model'],
  filterFields: ['typeGun', 'subTypeGun', 'status', 'operability', 'station', 'caliber'],
  listFields: ['codeGun', 'typeGun', 'brand', 'model', 'caliber', 'serial', 'operability', 'status'],
  sortFields: ['codeGun', 'brand', 'serial'],
  exportFields: ['codeGun', 'typeGun', 'subTypeGun', 'brand', 'model', 'caliber', 'serial', 'cylinderSerial', 'serialSlide', 'serialCanon', 'serialFrame', 'codeOp', 'status', 'operability', 'station', 'service', 'subService'],
  exportPath: 'filter/excel',
  /** Spec 3 §3.2 / §3.5 documents: pdf, doc, docx, jpg, jpeg, png (checked by content too). */
  documents: { extensions: GENERIC_EXTENSIONS },
  access: { list: A.read, get: A.read, export: A.read, status: A.edit, create: A.register, update: A.edit, delete: A.edit },
  // Spec 3 §8.2: shown when a call fails without a message of its own.
  failures: { create: 'Error al crear el arma', update: 'Error al actualizar el arma', delete: 'Error al eliminar el arma', export: 'Error al exportar armas' },
  defaultSort: { field: 'codeGun', order: 'ASC' },
  // Spec 3 §2.4, the station's weapons view (resources/guns/GunList.tsx draws its page); its form and
  // 'Asignaciones' / 'Nueva Asignación' actions are in resources/customViews.ts.
  list: {
    columns: [
      { field: 'codeGun', display: 'strong' },
      'typeGun',
      { field: 'brand', join: ['model'], label: 'app.gunpark.guns.brandModel' },
      { field: 'caliber', empty: 'app.engine.noValue' },
      'serial',
      { field: 'operability', display: 'flag', flag: { yes: 'app.gunpark.guns.operative', no: 'app.gunpark.guns.notOperative', outlined: true } },
      { field: 'status', display: 'colored', color: (value) => gunStatusColor(value as number), empty: 'app.gunpark.guns.noStatus' },
    ],
    searchPlaceholder: 'app.gunpark.guns.searchPlaceholder',
    createLabel: 'app.gunpark.guns.create',
    filters: [],
    rowClick: 'edit',
    rowButtons: true,
    exportParams: { isExcel: true },
    remove: { title: 'app.gunpark.guns.deleteTitle', item: (g) => gunLabel(g), done: 'app.gunpark.guns.deleted' },
  },
});
