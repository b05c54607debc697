/**
 * Roles configuration calls (spec 1 §3.3, §4 tree, §5 role form, §6, §7 roles, §8 messages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { toggleNode, type SessionUser } from '../../authProvider/permissions';
import { countRows, createRole, createUser, envelope, expectStatus, idOf, treeWithModules, type RoleRecord } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

const FORBIDDEN = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };
const AUDIT = 8; // index of module 9 (Auditorías) in the catalogue

describeOnEachDatabase('API de roles', (kind) => {
  let t: TestApp;
  let adminToken: string;
  const getRole = async (id: number) => expectStatus<RoleRecord>(await t.call(adminToken, { method: 'GET', url: `/api/roles/${id}` }), 200).data;
  const post = (payload: Record<string, unknown>, token = adminToken) => t.call(token, { method: 'POST', url: '/api/roles', payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST and GET roles', () => {
    it('creates a role from the permission tree sent as data and reads the selection back', async () => {
      const tree = toggleNode(emptyPermissionTree(), [AUDIT]);
      const body = expectStatus<RoleRecord>(await post({ roleName: 'Supervisión de Auditoría', description: 'Revisa el registro', active: true, data: tree }), 201);
      expect(body.message).toBe('Rol guardado exitosamente');
      expect(body.data).toMatchObject({ roleName: 'Supervisión de Auditoría', description: 'Revisa el registro', active: true });
      const stored = await getRole(body.data.id);
      expect(stored.permissions).toEqual(tree);
      expect(stored.permissions.filter((m) => m.selected).map((m) => m.id)).toEqual([9]);
      expect(stored.permissions[AUDIT]).toMatchObject({ id: 9, name: 'Auditorías', selected: true, configured: true });
    });

    it('keeps a partial selection (one sub-module, one internal permission) and defaults active to true', async () => {
      let tree = toggleNode(emptyPermissionTree(), [0]);
      tree = toggleNode(tree, [0, 0, 0, 2]); // Recursos Humanos > Ingreso > Policial > Editar off
      const body = expectStatus<RoleRecord>(await post({ roleName: 'Registro Parcial', data: tree }), 201);
      const stored = await getRole(body.data.id);
      expect(stored.active).toBe(true);
      expect(stored.permissions[0].subModules[0].internalModules[0].permissions.map((p) => [p.name, p.selected])).toEqual([['Registrar', true], ['Consultar', true], ['Editar', false]]);
      expect(stored.permissions[1].selected).toBe(false);
    });

    it('stores every ancestor of a selected node, so a role with only a sub-module ticked reaches it', async () => {
      // A tree built by a client that does not select ancestors: only Gestión Administrativa > Transporte.
      const tree = emptyPermissionTree().map((m) => (m.id === 3
        ? { ...m, subModules: m.subModules.map((s) => (s.id === 2 ? { ...s, selected: true, internalModules: s.internalModules.map((i) => ({ ...i, selected: true })) } : s)) }
        : m));
      const body = expectStatus<RoleRecord>(await post({ roleName: 'Solo Transporte', data: tree }), 201);
      const stored = (await getRole(body.data.id)).permissions.find((m) => m.id === 3)!;
      expect(stored).toMatchObject({ selected: true, configured: true });
      expect(stored.subModules.map((s) => [s.name, s.selected])).toEqual([['Parque de Armas', false], ['Transporte', true]]);

      const username = 'solo.transporte';
      await createUser(t, adminToken, { username, roleId: body.data.id });
      const token = await t.login(username, 'Clave2026!');
      expect((await t.call(token, { method: 'GET', url: '/api/vehicle?page=1&pageSize=5' })).statusCode).toBe(200);
      expect((await t.call(token, { method: 'GET', url: '/api/gunpark/guns?page=1&pageSize=5' })).statusCode).toBe(403);
    });

    it('a role without a tree gets the empty catalogue tree', async () => {
      const body = expectStatus<RoleRecord>(await post({ roleName: 'Sin Permisos' }), 201);
      expect((await getRole(body.data.id)).permissions).toEqual(emptyPermissionTree());
    });

    it('lists roles with meta and accent-insensitive search', async () => {
      const all = expectStatus<RoleRecord[]>(await t.call(adminToken, { method: 'GET', url: '/api/roles?page=1&pageSize=3' }), 200);
      expect(all.meta).toEqual({ total_elements: await countRows(t, 'roles'), total_pages: Math.ceil((await countRows(t, 'roles')) / 3), page_number: 1, page_size: 3 });
      expect(all.data.map((r) => r.roleName)).toEqual(['Administrador', 'Recursos Humanos', 'Auditor']);
      const found = expectStatus<RoleRecord[]>(await t.call(adminToken, { method: 'GET', url: '/api/roles?search=configuracion' }), 200);
      expect(found.data.map((r) => r.roleName)).toEqual(['Configuración']);
      const byDescription = expectStatus<RoleRecord[]>(await t.call(adminToken, { method: 'GET', url: '/api/roles?search=VEHICULOS' }), 200);
      expect(byDescription.data.map((r) => r.roleName)).toEqual(['Transporte']);
    });
  });

  describe('validation', () => {
    it.each([
      [{ roleName: undefined }, 'El nombre del rol es obligatorio'],
      [{ roleName: '' }, 'El nombre del rol es obligatorio'],
      [{ roleName: 'Ab' }, 'El nombre debe tener al menos 3 caracteres'],
      [{ roleName: 'A'.repeat(101) }, 'El nombre no puede exceder 100 caracteres'],
      [{ roleName: 'Rol 1' }, 'El nombre solo puede contener letras y espacios'],
      [{ roleName: 'Rol_de-prueba' }, 'El nombre solo puede contener letras y espacios'],
      [{ description: 'd'.repeat(501) }, 'La descripción no puede exceder 500 caracteres'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const before = await countRows(t, 'roles');
      const body = expectStatus(await post({ roleName: 'Rol Valido', description: 'ok', ...change }), 400);
      expect(body).toMatchObject({ statusCode: 400, message: 'Datos enviados incorrectos.' });
      expect(body.errors?.[0]).toBe(message);
      expect(await countRows(t, 'roles')).toBe(before);
    });

    it.each([['Jefatura Ñáñez'], ['Área de Güiria'], ['Abc'], ['A'.repeat(100)]])('accepts the name %s', async (roleName) => {
      const body = expectStatus<RoleRecord>(await post({ roleName, description: 'd'.repeat(500) }), 201);
      expect(body.data.roleName).toBe(roleName);
    });

    it('refuses a duplicate name (any case) with 409', async () => {
      const before = await countRows(t, 'roles');
      expect(envelope(await post({ roleName: 'AUDITOR' }))).toEqual({ statusCode: 409, message: 'Ya existe un rol con ese nombre' });
      expect(await countRows(t, 'roles')).toBe(before);
    });
  });

  describe('status, active list and delete', () => {
    it('toggles the active state; roles/active/all lists only active roles as {id, roleName}', async () => {
      const role = await createRole(t, adminToken);
      const body = expectStatus<RoleRecord>(await t.call(adminToken, { method: 'PATCH', url: `/api/roles/${role.id}/status`, payload: { active: false } }), 200);
      expect(body.message).toBe('Estado del rol actualizado exitosamente');
      expect((await getRole(role.id)).active).toBe(false);
      const items = expectStatus<{ items: { id: number; roleName: string }[] }>(await t.call(adminToken, { method: 'GET', url: '/api/roles/active/all' }), 200).data.items;
      const active = await t.database.rawQuery('select id, role_name from roles where active order by role_name');
      expect(items).toEqual(active.map((r) => ({ id: Number(r.id), roleName: r.role_name })));
      expect(items.map((i) => i.id)).not.toContain(role.id);
      expect(items.map((i) => i.roleName)).toContain('Administrador');
    });

    it('the users of a disabled role lose their module access at once', async () => {
      const role = await createRole(t, adminToken, { modules: [9] });
      const user = await createUser(t, adminToken, { roleId: role.id });
      const token = await t.login(user.username, user.password);
      expectStatus(await t.call(token, { method: 'GET', url: '/api/audits' }), 200);
      expectStatus(await t.call(adminToken, { method: 'PATCH', url: `/api/roles/${role.id}/status`, payload: { active: false } }), 200);
      expect(envelope(await t.call(token, { method: 'GET', url: '/api/audits' }))).toEqual(FORBIDDEN);
    });

    it('a role with users cannot be deleted (409) and still exists', async () => {
      const role = await createRole(t, adminToken);
      await createUser(t, adminToken, { roleId: role.id });
      expect(envelope(await t.call(adminToken, { method: 'DELETE', url: `/api/roles/${role.id}` }))).toEqual({ statusCode: 409, message: 'No se puede eliminar el rol porque tiene usuarios asignados.' });
      expect((await getRole(role.id)).roleName).toBe(role.roleName);
    });

    it('an unused role is deleted', async () => {
      const role = await createRole(t, adminToken);
      const body = expectStatus(await t.call(adminToken, { method: 'DELETE', url: `/api/roles/${role.id}` }), 200);
      expect(body.message).toBe('Rol eliminado exitosamente');
      expectStatus(await t.call(adminToken, { method: 'GET', url: `/api/roles/${role.id}` }), 404);
      expect(await t.database.rawQuery('select id from roles where id = $1', [role.id])).toEqual([]);
    });
  });

  describe('PUT roles/{id}', () => {
    it('a user whose module is deselected loses access at once, with the same token', async () => {
      const role = await createRole(t, adminToken, { modules: [9, 4] });
      const user = await createUser(t, adminToken, { roleId: role.id });
      const token = await t.login(user.username, user.password);
      expectStatus(await t.call(token, { method: 'GET', url: '/api/audits' }), 200);
      const tree = toggleNode(role.permissions, [AUDIT]);
      const body = expectStatus<RoleRecord>(await t.call(adminToken, { method: 'PUT', url: `/api/roles/${role.id}`, payload: { roleName: role.roleName, description: role.description, active: true, data: tree } }), 200);
      expect(body.message).toBe('Rol guardado exitosamente');
      expect(envelope(await t.call(token, { method: 'GET', url: '/api/audits' }))).toEqual(FORBIDDEN);
      const session = expectStatus<{ user: SessionUser }>(await t.call(token, { method: 'GET', url: '/api/auth/me' }), 200).data.user;
      expect(session.role!.permissions.modules.filter((m) => m.selected).map((m) => m.id)).toEqual([4]);
    });

    it('an update is validated and cannot take another role name', async () => {
      const role = await createRole(t, adminToken);
      const put = (roleName: string) => t.call(adminToken, { method: 'PUT', url: `/api/roles/${role.id}`, payload: { roleName, data: role.permissions } });
      expect(expectStatus(await put('Rol 2'), 400).errors).toEqual(['El nombre solo puede contener letras y espacios']);
      expect(envelope(await put('Auditor'))).toEqual({ statusCode: 409, message: 'Ya existe un rol con ese nombre' });
      expect((await getRole(role.id)).roleName).toBe(role.roleName);
      expectStatus(await put(role.roleName.toUpperCase()), 200);
    });
  });

  it('a non-administrator with configuration access can list and switch roles but not create, update or delete', async () => {
    const token = await t.login('amartinez');
    const role = await createRole(t, adminToken);
    expectStatus(await t.call(token, { method: 'GET', url: '/api/roles' }), 200);
    expectStatus(await t.call(token, { method: 'GET', url: '/api/roles/active/all' }), 200);
    expectStatus(await t.call(token, { method: 'PATCH', url: `/api/roles/${role.id}/status`, payload: { active: false } }), 200);
    const before = await countRows(t, 'roles');
    expect(envelope(await post({ roleName: 'Rol Intruso', data: treeWithModules(1) }, token))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(token, { method: 'PUT', url: `/api/roles/${role.id}`, payload: { roleName: 'Cambiado', data: treeWithModules(1) } }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(token, { method: 'DELETE', url: `/api/roles/${role.id}` }))).toEqual(FORBIDDEN);
    expect(await countRows(t, 'roles')).toBe(before);
    expect((await getRole(role.id)).roleName).toBe(role.roleName);
    const rrhh = await t.login('mgonzalez');
    expect(envelope(await t.call(rrhh, { method: 'GET', url: '/api/roles' }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(rrhh, { method: 'GET', url: `/api/roles/${await idOf(t, 'roles', 'Auditor')}` }))).toEqual(FORBIDDEN);
  });
});
