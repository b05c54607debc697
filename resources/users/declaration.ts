import { defineResource } from '../engine/types';

/** Users of the system (spec 1 §3.2, §5 user form, §7 users calls). */
export const usersDeclaration = defineResource({
  name: 'users',
  table: 'users',
  apiPath: 'users',
  route: 'configuration/users',
  label: { one: 'Usuario', many: 'Usuarios' },
  partOfSessions: true,
  fields: {
    username: {
      type: 'text',
      label: 'Usuario',
      rules: { required: 'El nombre de usuario es requerido', maxLength: [100, 'El nombre de usuario no puede exceder 100 caracteres'] },
      unique: 'Ya existe un usuario con ese nombre de usuario',
    },
    email: {
      type: 'email',
      label: 'Correo electrónico',
      rules: { required: 'El correo electrónico es requerido', email: 'Correo electrónico inválido' },
    },
    fullname: {
      type: 'text',
      label: 'Nombre completo',
      rules: { required: 'El nombre completo es requerido', maxLength: [200, 'El nombre completo no puede exceder 200 caracteres'] },
    },
    password: {
      type: 'password',
      label: 'Contraseña',
      writeOnly: true,
      rules: {
        requiredOnCreate: 'La contraseña es requerida',
        minLength: [6, 'La contraseña debe tener al menos 6 caracteres'],
        maxLength: [128, 'La contraseña no puede exceder 128 caracteres'],
      },
    },
    roleId: {
      type: 'reference',
      label: 'Rol',
      rules: { required: 'El rol es requerido' },
      reference: { resource: 'roles', display: 'roleName', embedAs: 'role' },
    },
    isAdmin: { type: 'boolean', label: 'Administrador', default: false },
    isActive: { type: 'boolean', label: 'Activo', default: true },
    isWebSite: { type: 'boolean', label: 'Sitio web', default: false },
    isMedical: { type: 'boolean', label: 'Médico', default: false },
  },
  statusField: 'isActive',
  searchFields: ['username', 'email', 'fullname'],
  filterFields: ['roleId', 'isActive', 'isAdmin'],
  listFields: ['username', 'fullname', 'email', 'roleId', 'isAdmin', 'isActive'],
  sortFields: ['username', 'fullname', 'email'],
  exportFields: ['username', 'fullname', 'email', 'roleId', 'isAdmin', 'isActive', 'isWebSite', 'isMedical'],
  access: {
    list: { anyOf: [{ module: 8, sub: 1 }] },
    get: { anyOf: [{ module: 8, sub: 1 }] },
    export: { anyOf: [{ module: 8, sub: 1 }] },
    status: { anyOf: [{ module: 8, sub: 1 }] },
    create: 'admin',
    update: 'admin',
    delete: 'admin',
  },
  defaultSort: { field: 'id', order: 'ASC' },
  // Spec 1 §2.7; its form (UserFormDialog) is named in resources/customViews.ts.
  list: {
    page: { title: 'app.users.title', denied: 'app.errors.configurationDenied' },
    columns: [
      { field: 'username', display: 'strong' },
      'fullname',
      'email',
      { field: 'roleId', empty: 'app.users.noRole' },
      { field: 'isAdmin', display: 'yesNo', align: 'center' },
      { field: 'isActive', display: 'switch', switched: 'app.users.statusUpdated', align: 'center' },
    ],
    // Newest first, so a user just created shows on the first page.
    sort: { field: 'id', order: 'DESC' },
    searchPlaceholder: 'app.users.searchPlaceholder',
    createLabel: 'app.users.create',
    filters: [],
    rowClick: 'edit',
    rowButtons: true,
    remove: { title: 'app.users.deleteTitle', item: (u) => `${String(u.username)} — ${String(u.fullname)}`, done: 'app.users.deleted' },
  },
});
