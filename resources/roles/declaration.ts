import { defineResource } from '../engine/types';

/** Roles with their permission tree (spec 1 §3.3, §5 role form, §7 roles calls). */
export const rolesDeclaration = defineResource({
  name: 'roles',
  table: 'roles',
  apiPath: 'roles',
  route: 'configuration/roles',
  label: { one: 'Rol', many: 'Roles' },
  partOfSessions: true,
  fields: {
    roleName: {
      type: 'text',
      label: 'Nombre del rol',
      rules: {
        required: 'El nombre del rol es obligatorio',
        minLength: [3, 'El nombre debe tener al menos 3 caracteres'],
        maxLength: [100, 'El nombre no puede exceder 100 caracteres'],
        pattern: [/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]+$/, 'El nombre solo puede contener letras y espacios'],
      },
      unique: 'Ya existe un rol con ese nombre',
    },
    description: {
      type: 'longText',
      label: 'Descripción',
      rules: { maxLength: [500, 'La descripción no puede exceder 500 caracteres'] },
    },
    active: { type: 'boolean', label: 'Activo', default: true },
    /** The permission tree; the API receives it as `data` (spec 1 §7). */
    permissions: { type: 'json', label: 'Permisos', default: null },
  },
  statusField: 'active',
  searchFields: ['roleName', 'description'],
  filterFields: ['active'],
  listFields: ['roleName', 'description', 'active'],
  sortFields: ['roleName'],
  access: {
    list: { anyOf: [{ module: 8, sub: 2 }] },
    get: { anyOf: [{ module: 8, sub: 2 }] },
    export: { anyOf: [{ module: 8, sub: 2 }] },
    status: { anyOf: [{ module: 8, sub: 2 }] },
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  },
  defaultSort: { field: 'id', order: 'ASC' },
});
