/**
 * Users configuration calls (spec 1 §3.2, §5 user form, §6, §7 users, §8 messages).
 */
import { todayIsoDate } from '../../resources/engine/dates';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser, envelope, expectStatus, idOf, type UserRecord } from '../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../support/testApp';

const FORBIDDEN = { statusCode: 403, message: 'No tienes permisos para realizar esta acción.' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describeOnEachDatabase('API de usuarios', (kind) => {
  let t: TestApp;
  let adminToken: string;
  let auditorRoleId: number;
  const list = (query = '', token = adminToken) => t.call(token, { method: 'GET', url: `/api/users${query}` });
  const storedHash = async (username: string) => String((await t.database.rawQuery('select password from users where username = $1', [username]))[0].password);
  const valid = (username: string) => ({ username, email: `${username}@policia.gob.ve`, fullname: 'Pedro Pérez', password: 'Clave2026!', roleId: auditorRoleId });

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
    auditorRoleId = await idOf(t, 'roles', 'Auditor');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET users', () => {
    it('pages the list with meta, embeds role.roleName and never returns a password', async () => {
      // The demo accounts grow with the modules (each seeds its own staff): read them, oldest first.
      const stored = (await t.database.rawQuery('select username from users order by id')).map((r) => String(r.username));
      expect(stored.slice(0, 6)).toEqual(['admin', 'mgonzalez', 'jperez', 'crodriguez', 'lhernandez', 'amartinez']);
      const pages = Math.ceil(stored.length / 4);
      const first = expectStatus<UserRecord[]>(await list('?page=1&pageSize=4'), 200);
      expect(first.meta).toEqual({ total_elements: stored.length, total_pages: pages, page_number: 1, page_size: 4 });
      expect(first.data.map((u) => u.username)).toEqual(stored.slice(0, 4));
      expect(first.data[2].role).toEqual({ id: auditorRoleId, roleName: 'Auditor' });
      const second = expectStatus<UserRecord[]>(await list('?page=2&pageSize=4'), 200);
      expect(second.data.map((u) => u.username)).toEqual(stored.slice(4, 8));
      expect(second.meta).toMatchObject({ page_number: 2, total_pages: pages });
      for (const user of [...first.data, ...second.data]) expect(user).not.toHaveProperty('password');
    });

    it('defaults to page 1 of 10', async () => {
      const total = Number((await t.database.rawQuery('select count(*)::int as n from users'))[0].n);
      expect(expectStatus(await list(), 200).meta).toEqual({ total_elements: total, total_pages: Math.ceil(total / 10), page_number: 1, page_size: 10 });
    });

    it.each([
      ['perez', ['jperez', 'ybriceno']],
      ['jose', ['jperez']],
      ['GONZÁLEZ', ['mgonzalez']],
      ['hernandez', ['lhernandez']],
      ['ñandú', []],
    ])('search %s is accent- and case-insensitive', async (search, usernames) => {
      const body = expectStatus<UserRecord[]>(await list(`?search=${encodeURIComponent(search)}`), 200);
      expect(body.data.map((u) => u.username)).toEqual(usernames);
      expect(body.meta?.total_elements).toBe(usernames.length);
    });

    it('filters by role and sorts by a declared field', async () => {
      expect(expectStatus<UserRecord[]>(await list(`?roleId=${auditorRoleId}`), 200).data.map((u) => u.username)).toEqual(['jperez']);
      const sorted = expectStatus<UserRecord[]>(await list('?sort=username&order=DESC&pageSize=3'), 200);
      const names = (await t.database.rawQuery('select username from users order by username desc limit 3')).map((r) => String(r.username));
      expect(sorted.data.map((u) => u.username)).toEqual(names);
      expect(names).toEqual([...names].sort().reverse());
    });

    it('gets one user by id, 404 when it does not exist', async () => {
      const body = expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${await idOf(t, 'users', 'jperez')}` }), 200);
      expect(body.data).toMatchObject({ username: 'jperez', fullname: 'José Pérez', role: { roleName: 'Auditor' } });
      expect(body.data).not.toHaveProperty('password');
      expect(envelope(await t.call(adminToken, { method: 'GET', url: '/api/users/99999' }))).toEqual({ statusCode: 404, message: 'Recurso no encontrado.' });
    });
  });

  describe('POST users', () => {
    it('creates a user (201) with the defaults and an argon2id hash; the user can log in', async () => {
      const body = expectStatus<UserRecord>(await t.call(adminToken, { method: 'POST', url: '/api/users', payload: valid('pperez') }), 201);
      expect(body.message).toBe('Usuario guardado exitosamente');
      expect(body.data).toMatchObject({ username: 'pperez', isActive: true, isAdmin: false, isWebSite: false, isMedical: false, role: { id: auditorRoleId, roleName: 'Auditor' } });
      expect(body.data).not.toHaveProperty('password');
      expect(await storedHash('pperez')).toMatch(/^\$argon2id\$/);
      await t.login('pperez', 'Clave2026!');
    });

    it.each([
      [{ username: undefined }, 'El nombre de usuario es requerido'],
      [{ username: '  ' }, 'El nombre de usuario es requerido'],
      [{ email: undefined }, 'El correo electrónico es requerido'],
      [{ email: 'no-es-un-correo' }, 'Correo electrónico inválido'],
      [{ fullname: '' }, 'El nombre completo es requerido'],
      [{ password: undefined }, 'La contraseña es requerida'],
      [{ password: '' }, 'La contraseña es requerida'],
      [{ roleId: undefined }, 'El rol es requerido'],
      [{ roleId: null }, 'El rol es requerido'],
      [{ roleId: '' }, 'El rol es requerido'],
    ])('refuses %j with 400 "%s" and stores nothing', async (change, message) => {
      const before = await countRows(t, 'users');
      const body = expectStatus(await t.call(adminToken, { method: 'POST', url: '/api/users', payload: { ...valid('rechazado'), ...change } }), 400);
      expect(body).toMatchObject({ statusCode: 400, message: 'Datos enviados incorrectos.' });
      // The field's first message is the one the form shows ('' also breaks the length rule).
      expect(body.errors?.[0]).toBe(message);
      expect(await countRows(t, 'users')).toBe(before);
    });

    it('lists every missing field at once', async () => {
      const body = expectStatus(await t.call(adminToken, { method: 'POST', url: '/api/users', payload: {} }), 400);
      expect(body.errors).toEqual(['El nombre de usuario es requerido', 'El correo electrónico es requerido', 'El nombre completo es requerido', 'La contraseña es requerida', 'El rol es requerido']);
    });

    it('refuses a role that does not exist with 409 and stores nothing', async () => {
      const body = expectStatus(await t.call(adminToken, { method: 'POST', url: '/api/users', payload: { ...valid('sinrol'), roleId: 99999 } }), 409);
      expect(body.message).toBe('No se puede completar la acción: el registro está relacionado con otros datos.');
      expect(await t.database.rawQuery('select id from users where username = $1', ['sinrol'])).toEqual([]);
    });

    it('refuses a duplicate user name (any case) with 409 and stores nothing', async () => {
      const before = await countRows(t, 'users');
      for (const username of ['jperez', 'JPerez']) {
        const body = expectStatus(await t.call(adminToken, { method: 'POST', url: '/api/users', payload: valid(username) }), 409);
        expect(body.message).toBe('Ya existe un usuario con ese nombre de usuario');
      }
      expect(await countRows(t, 'users')).toBe(before);
    });
  });

  describe('PUT, PATCH status and DELETE users/{id}', () => {
    it('an update without password keeps the stored one; with a password replaces it', async () => {
      const user = await createUser(t, adminToken, { roleId: auditorRoleId });
      const hash = await storedHash(user.username);
      const payload = { username: user.username, email: 'nuevo@policia.gob.ve', fullname: 'Nombre Cambiado', roleId: auditorRoleId, password: '' };
      const body = expectStatus<UserRecord>(await t.call(adminToken, { method: 'PUT', url: `/api/users/${user.id}`, payload }), 200);
      expect(body.message).toBe('Usuario guardado exitosamente');
      expect(body.data).toMatchObject({ fullname: 'Nombre Cambiado', email: 'nuevo@policia.gob.ve' });
      expect(await storedHash(user.username)).toBe(hash);
      await t.login(user.username, user.password);
      expectStatus(await t.call(adminToken, { method: 'PUT', url: `/api/users/${user.id}`, payload: { ...payload, password: 'OtraClave9' } }), 200);
      expectStatus(await t.call(null, { method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: user.password } }), 401);
      await t.login(user.username, 'OtraClave9');
    });

    it('an update is validated like a create and cannot take another user name', async () => {
      const user = await createUser(t, adminToken);
      const base = { username: user.username, email: user.email, fullname: user.fullname, roleId: user.roleId };
      const invalid = expectStatus(await t.call(adminToken, { method: 'PUT', url: `/api/users/${user.id}`, payload: { ...base, email: 'mal' } }), 400);
      expect(invalid.errors).toEqual(['Correo electrónico inválido']);
      const taken = expectStatus(await t.call(adminToken, { method: 'PUT', url: `/api/users/${user.id}`, payload: { ...base, username: 'admin' } }), 409);
      expect(taken.message).toBe('Ya existe un usuario con ese nombre de usuario');
      const stored = expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${user.id}` }), 200).data;
      expect(stored).toMatchObject({ username: user.username, email: user.email });
      expectStatus(await t.call(adminToken, { method: 'PUT', url: '/api/users/99999', payload: base }), 404);
    });

    it('toggles the active state', async () => {
      const user = await createUser(t, adminToken);
      const body = expectStatus<UserRecord>(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload: { isActive: false } }), 200);
      expect(body.message).toBe('Estado del usuario actualizado exitosamente');
      expect(body.data.isActive).toBe(false);
      expect(expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${user.id}` }), 200).data.isActive).toBe(false);
      expectStatus(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload: { isActive: true } }), 200);
      for (const payload of [{}, { isActive: null }, { isActive: 'no' }]) {
        const refused = expectStatus(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload }), 400);
        expect(refused.errors).toEqual(['El campo isActive es requerido y debe ser verdadero o falso']);
      }
      expect(expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${user.id}` }), 200).data.isActive).toBe(true);
    });

    it('deletes a user', async () => {
      const user = await createUser(t, adminToken);
      const body = expectStatus(await t.call(adminToken, { method: 'DELETE', url: `/api/users/${user.id}` }), 200);
      expect(body.message).toBe('Usuario eliminado exitosamente');
      expectStatus(await t.call(adminToken, { method: 'GET', url: `/api/users/${user.id}` }), 404);
      expect(await t.database.rawQuery('select id from users where id = $1', [user.id])).toEqual([]);
      expectStatus(await t.call(adminToken, { method: 'DELETE', url: `/api/users/${user.id}` }), 404);
    });

    it('the administrator can neither delete nor disable himself (409)', async () => {
      const adminId = await idOf(t, 'users', 'admin');
      expect(envelope(await t.call(adminToken, { method: 'DELETE', url: `/api/users/${adminId}` }))).toEqual({ statusCode: 409, message: 'No puedes eliminar tu propio usuario.' });
      expect(envelope(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${adminId}/status`, payload: { isActive: false } }))).toEqual({ statusCode: 409, message: 'No puedes desactivar tu propio usuario.' });
      expect(expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${adminId}` }), 200).data.isActive).toBe(true);
    });
  });

  it('a non-administrator with configuration access can list, export and switch, but not create, update or delete', async () => {
    const token = await t.login('amartinez');
    const target = await createUser(t, adminToken);
    expectStatus(await list('', token), 200);
    expectStatus(await t.call(token, { method: 'GET', url: '/api/users/export/excel' }), 200);
    expectStatus(await t.call(token, { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: false } }), 200);
    const before = await countRows(t, 'users');
    expect(envelope(await t.call(token, { method: 'POST', url: '/api/users', payload: valid('intruso') }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(token, { method: 'PUT', url: `/api/users/${target.id}`, payload: { ...valid(target.username), fullname: 'Cambiado' } }))).toEqual(FORBIDDEN);
    expect(envelope(await t.call(token, { method: 'DELETE', url: `/api/users/${target.id}` }))).toEqual(FORBIDDEN);
    expect(await countRows(t, 'users')).toBe(before);
    expect(expectStatus<UserRecord>(await t.call(adminToken, { method: 'GET', url: `/api/users/${target.id}` }), 200).data.fullname).toBe(target.fullname);
    expect(envelope(await list('', await t.login('mgonzalez')))).toEqual(FORBIDDEN);
  });

  it('the status switch decides on the row as locked: never applied after a concurrent change made the target an administrator', async () => {
    const staff = await t.login('amartinez');
    const outcomes = { applied: 0, refused: 0 };
    for (let round = 0; round < 12; round++) {
      const target = await createUser(t, adminToken);
      const stored = expectStatus<UserRecord & { version: number }>(await t.call(adminToken, { method: 'GET', url: `/api/users/${target.id}` }), 200).data;
      const [promote, disable] = await Promise.all([
        t.call(adminToken, { method: 'PUT', url: `/api/users/${target.id}`, payload: { ...valid(target.username), password: '', fullname: target.fullname, isAdmin: true } }),
        t.call(staff, { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: false } }),
      ]);
      const promoted = expectStatus<{ version: number }>(promote, 200).data;
      if (disable.statusCode === 200) {
        // Applied: it must have come before the promotion, so its version is the older one.
        outcomes.applied++;
        expect(disable.json().data.version).toBeLessThan(promoted.version);
      } else {
        outcomes.refused++;
        expect(envelope(disable)).toEqual({ statusCode: 403, message: 'Solo un administrador puede cambiar el estado de otro administrador.' });
      }
      expect(promoted.version).toBeGreaterThan(stored.version);
    }
    expect(outcomes.applied + outcomes.refused).toBe(12);
    // A version read before another change is stale on this route too.
    const target = await createUser(t, adminToken);
    const read = expectStatus<{ version: number }>(await t.call(adminToken, { method: 'GET', url: `/api/users/${target.id}` }), 200).data;
    expectStatus(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: false, version: read.version } }), 200);
    expect((await t.call(adminToken, { method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { isActive: true, version: read.version } })).statusCode).toBe(409);
  });

  describe('GET users/export/excel', () => {
    it('answers data.url of an XLSX with the header row and the users', async () => {
      const body = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel' }), 200);
      expect(body.message).toBe('Archivo Excel generado exitosamente');
      expect(body.data.url).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+\.[\w-]+$/);
      const download = await t.call(null, { method: 'GET', url: body.data.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(XLSX);
      expect(download.headers['content-disposition']).toBe(`attachment; filename="usuarios_${todayIsoDate()}.xlsx"`);
      expect(download.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('Usuarios')!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Usuario', 'Nombre completo', 'Correo electrónico', 'Rol', 'Administrador', 'Activo', 'Sitio web', 'Médico']);
      const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
      expect(rows).toHaveLength(await countRows(t, 'users'));
      expect(rows).toContainEqual(['jperez', 'José Pérez', 'jperez@policia.gob.ve', 'Auditor', 'No', 'Sí', 'No', 'No']);
    });

    it('exports only the rows matching the search', async () => {
      const { url } = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel?search=martinez' }), 200).data;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await t.call(null, { method: 'GET', url })).rawPayload as unknown as ExcelJS.Buffer);
      const usernames = workbook.getWorksheet('Usuarios')!.getSheetValues().slice(2).map((row) => (row as unknown[])[1]);
      expect(usernames).toEqual(['amartinez']);
    });

    it('a tampered download token answers 404', async () => {
      const { url } = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel' }), 200).data;
      const tampered = url.slice(0, -3) + (url.endsWith('AAA') ? 'BBB' : 'AAA');
      expect(envelope(await t.call(null, { method: 'GET', url: tampered }))).toEqual({ statusCode: 404, message: 'El enlace de descarga no es válido o ha caducado.' });
      expectStatus(await t.call(null, { method: 'GET', url: '/api/files/no-es-un-token' }), 404);
    });
  });

  describe('GET users/search/autocomplete', () => {
    it('answers data.items [{id, username, name, lastName}]', async () => {
      const body = expectStatus<{ items: unknown[] }>(await t.call(adminToken, { method: 'GET', url: '/api/users/search/autocomplete?search=perez' }), 200);
      expect(body.data.items).toContainEqual({ id: await idOf(t, 'users', 'jperez'), username: 'jperez', name: 'José', lastName: 'Pérez' });
      for (const item of body.data.items) expect(Object.keys(item as object).sort()).toEqual(['id', 'lastName', 'name', 'username']);
    });

    it('answers empty items for an empty search', async () => {
      for (const query of ['', '?search=', '?search=%20%20']) {
        expect(expectStatus(await t.call(adminToken, { method: 'GET', url: `/api/users/search/autocomplete${query}` }), 200).data).toEqual({ items: [] });
      }
    });

    it('is open to the audit module and to users configuration only', async () => {
      expectStatus(await t.call(await t.login('jperez'), { method: 'GET', url: '/api/users/search/autocomplete?search=ana' }), 200);
      expect(envelope(await t.call(await t.login('crodriguez'), { method: 'GET', url: '/api/users/search/autocomplete?search=ana' }))).toEqual(FORBIDDEN);
    });
  });
});
