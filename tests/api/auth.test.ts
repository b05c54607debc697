/**
 * Session calls (spec 1 §3.5, §5 login, §7 auth/login and auth/me, §8) and the rules every
 * answer follows: version header, security headers, size limit, 404 envelope, API description.
 */
import jwt from 'jsonwebtoken';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../authProvider/permissions';
import { buildApp } from '../../server/app';
import { LISTENER_APPLICATION_NAME } from '../../server/db/client';
import { localStorage } from '../../server/lib/storage';
import { createUser, envelope, expectStatus, idOf } from '../support/api';
import { ADMIN_PASSWORD, createTestApp, describeOnEachDatabase, TEST_JWT_SECRET, TEST_VERSION, type TestApp } from '../support/testApp';

const login = (t: TestApp, payload: unknown) => t.call(null, { method: 'POST', url: '/api/auth/login', payload: payload as Record<string, unknown> });
const me = (t: TestApp, token: string | null) => t.call(token, { method: 'GET', url: '/api/auth/me' });
const EXPIRED = 'Sesión expirada, por favor inicia sesión nuevamente';

describeOnEachDatabase('API de sesión', (kind) => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST auth/login', () => {
    it('answers data {access_token, expires_in, user} with the role and its permission modules', async () => {
      const body = expectStatus<{ access_token: string; expires_in: number; user: SessionUser }>(await login(t, { username: 'mgonzalez', password: 'Demo2026!' }), 200);
      expect(body.data.access_token.split('.')).toHaveLength(3);
      expect(body.data.expires_in).toBe(8 * 60 * 60);
      const { user } = body.data;
      expect(user).toMatchObject({ username: 'mgonzalez', name: 'María González', email: 'mgonzalez@policia.gob.ve', isAdmin: false });
      expect(user.role).toMatchObject({ roleName: 'Recursos Humanos', active: true });
      const modules = user.role!.permissions.modules;
      expect(modules.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(modules.filter((m) => m.selected).map((m) => m.id)).toEqual([1, 4]);
      expect(modules[0].subModules[0].internalModules[0].permissions[0]).toEqual({ name: 'Registrar', selected: true });
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    });

    it('accepts the user name in any case', async () => {
      expectStatus(await login(t, { username: 'ADMIN', password: ADMIN_PASSWORD }), 200);
    });

    it.each([
      [{}, ['El usuario es requerido', 'La contraseña es requerida']],
      [{ username: 'ab', password: 'secreto1' }, ['El usuario debe tener al menos 3 caracteres']],
      [{ username: 'admin' }, ['La contraseña es requerida']],
      [{ username: 'admin', password: '12345' }, ['La contraseña debe tener al menos 6 caracteres']],
      [{ username: 'admin', password: 'x'.repeat(129) }, ['La contraseña no puede exceder 128 caracteres']],
    ])('refuses %j with 400 and the Spanish messages', async (payload, messages) => {
      const body = expectStatus(await login(t, payload), 400);
      expect(body.message).toBe('Datos enviados incorrectos.');
      expect(body.errors).toEqual(messages);
    });

    it('takes a blank user name as missing', async () => {
      expect(expectStatus(await login(t, { username: '   ', password: 'secreto1' }), 400).errors).toContain('El usuario es requerido');
    });

    it('answers 401 "Usuario o contraseña incorrectos" for a wrong password and for an unknown user alike', async () => {
      const wrong = expectStatus(await login(t, { username: 'admin', password: 'otra-clave' }), 401);
      const unknown = expectStatus(await login(t, { username: 'nadie', password: 'otra-clave' }), 401);
      expect(wrong).toEqual({ statusCode: 401, message: 'Usuario o contraseña incorrectos' });
      expect(unknown).toEqual(wrong);
    });

    it('blocks a user name after 5 failures in a minute (429), even with the right password; other names still log in', async () => {
      const user = await createUser(t, adminToken);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expectStatus(await login(t, { username: user.username, password: 'incorrecta' }), 401);
      }
      const blocked = expectStatus(await login(t, { username: user.username, password: user.password }), 429);
      expect(blocked.message).toBe('Demasiados intentos fallidos. Espera un minuto antes de volver a intentarlo.');
      expectStatus(await login(t, { username: 'jperez', password: 'Demo2026!' }), 200);
      expectStatus(await login(t, { username: 'lhernandez', password: 'incorrecta' }), 401);
    });
  });

  describe('GET auth/me', () => {
    it('answers data.user of the token', async () => {
      const body = expectStatus<{ user: SessionUser }>(await me(t, adminToken), 200);
      expect(body.data.user).toMatchObject({ username: 'admin', isAdmin: true, role: { roleName: 'Administrador', active: true } });
    });

    it('answers the same text on every call: the envelope with the user alone, as JSON.stringify writes it', async () => {
      const first = await me(t, adminToken);
      const second = await me(t, adminToken);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(second.body).toBe(first.body);
      const parsed = JSON.parse(first.body) as { data: { user: SessionUser } };
      expect(first.body).toBe(JSON.stringify({ statusCode: 200, data: { user: parsed.data.user } }));
      expect(first.body.startsWith('{"statusCode":200,"data":{"user":{"id":')).toBe(true);
    });

    it('its audit entry keeps the session and its role, not the role\'s permission tree', async () => {
      await me(t, adminToken);
      await t.app.flushAudit();
      const entries = expectStatus<{ res: { body: { statusCode: number; data: { user: Record<string, unknown> & { role: Record<string, unknown> } } } } }[]>(await t.call(adminToken, { method: 'GET', url: '/api/audits?endpoint=/api/auth/me' }), 200).data;
      const { user } = entries[0].res.body.data;
      expect(entries[0].res.body.statusCode).toBe(200);
      expect(user).toMatchObject({ username: 'admin', isAdmin: true, role: { roleName: 'Administrador', active: true, permissions: '[árbol de permisos del rol]' } });
    });

    it('answers 401 without a token, with a garbage token, an expired one or one signed with another key', async () => {
      expect(envelope(await me(t, null))).toEqual({ statusCode: 401, message: 'No autenticado. Inicia sesión para continuar.' });
      const adminId = await idOf(t, 'users', 'admin');
      const expired = jwt.sign({}, TEST_JWT_SECRET, { subject: String(adminId), jwtid: 'expirado', expiresIn: -60 });
      const forged = jwt.sign({}, 'otra-clave-otra-clave-otra-clave', { subject: String(adminId), jwtid: 'falso', expiresIn: 600 });
      for (const token of ['basura', expired, forged]) {
        expect(envelope(await me(t, token))).toEqual({ statusCode: 401, message: EXPIRED });
      }
    });

    it('refuses a download link token used as a session token', async () => {
      const { url } = expectStatus<{ url: string }>(await t.call(adminToken, { method: 'GET', url: '/api/users/export/excel' }), 200).data;
      const downloadToken = url.split('/').pop()!;
      expect(envelope(await me(t, downloadToken))).toEqual({ statusCode: 401, message: EXPIRED });
    });
  });

  it('logout revokes the token at once; another session of the same user keeps working', async () => {
    const token = await t.login('amartinez');
    const other = await t.login('amartinez');
    const body = expectStatus(await t.call(token, { method: 'POST', url: '/api/auth/logout' }), 200);
    expect(body.message).toBe('Sesión cerrada exitosamente');
    expect(envelope(await me(t, token))).toEqual({ statusCode: 401, message: EXPIRED });
    expectStatus(await t.call(token, { method: 'POST', url: '/api/auth/logout' }), 401);
    expectStatus(await me(t, other), 200);
  });

  it('a user disabled by the administrator gets 401 at once with his existing token, and cannot log in', async () => {
    const user = await createUser(t, adminToken);
    const token = await t.login(user.username, user.password);
    expectStatus(await me(t, token), 200);
    expectStatus(await t.call(adminToken, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload: { isActive: false } }), 200);
    const inactive = { statusCode: 401, message: 'Usuario inactivo. Contacta al administrador.' };
    expect(envelope(await me(t, token))).toEqual(inactive);
    expect(envelope(await t.call(token, { method: 'GET', url: '/api/data-init' }))).toEqual(inactive);
    expect(envelope(await login(t, { username: user.username, password: user.password }))).toEqual(inactive);
  });

  describe('sessions resolved once and kept in memory', () => {
    /**
     * Calls `me` until `done` says so (at most 3 s). A change made elsewhere arrives as a
     * notification on a socket: the pause between calls lets the event loop read it (calls
     * answered from memory alone would never give it the chance).
     */
    const meUntil = async (token: string, done: (response: Awaited<ReturnType<typeof me>>) => boolean) => {
      const started = Date.now();
      for (;;) {
        const response = await me(t, token);
        if (done(response) || Date.now() - started > 3_000) return { response, ms: Date.now() - started };
        await new Promise((resume) => setTimeout(resume, 5));
      }
    };
    const settlesTo = (token: string, status: number) => meUntil(token, (response) => response.statusCode === status);

    it('a user disabled outside this instance (another instance, or SQL) is refused as soon as the change commits', async () => {
      const user = await createUser(t, adminToken);
      const token = await t.login(user.username, user.password);
      expectStatus(await me(t, token), 200);
      expectStatus(await me(t, token), 200);
      await t.database.rawQuery('update users set is_active = false where id = $1', [user.id]);
      const { response, ms } = await settlesTo(token, 401);
      expect(envelope(response)).toEqual({ statusCode: 401, message: 'Usuario inactivo. Contacta al administrador.' });
      expect(ms).toBeLessThan(1_000);
    });

    it('a role edited outside this instance changes the permissions of its sessions', async () => {
      const token = await t.login('lhernandez');
      const before = expectStatus<{ user: SessionUser }>(await me(t, token), 200).data.user;
      expect(before.role!.active).toBe(true);
      await t.database.rawQuery('update roles set active = false where id = $1', [before.role!.id]);
      try {
        const { response } = await meUntil(token, (answer) => answer.json().data?.user?.role?.active === false);
        expect(expectStatus<{ user: SessionUser }>(response, 200).data.user.role!.active).toBe(false);
      } finally {
        await t.database.rawQuery('update roles set active = true where id = $1', [before.role!.id]);
      }
    });

    // PostgreSQL only: PGlite runs in the app's process, with no connection to lose.
    if (kind === 'postgres') it('when the listening connection drops, sessions are read from the database until it is back', async () => {
      const user = await createUser(t, adminToken);
      const token = await t.login(user.username, user.password);
      expectStatus(await me(t, token), 200);
      const listening = async () => (await t.database.rawQuery('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [LISTENER_APPLICATION_NAME])).map((row) => Number(row.pid));
      const [listener] = await listening();
      expect(listener).toBeGreaterThan(0);
      await t.database.rawQuery('select pg_terminate_backend($1)', [listener]);
      // No notification can arrive while it is down: the change must still be seen at once.
      await new Promise((done) => setTimeout(done, 50));
      await t.database.rawQuery('update users set is_active = false where id = $1', [user.id]);
      expect(envelope(await me(t, token))).toEqual({ statusCode: 401, message: 'Usuario inactivo. Contacta al administrador.' });
      const started = Date.now();
      while ((await listening()).length === 0 && Date.now() - started < 5_000) await new Promise((done) => setTimeout(done, 100));
      expect(await listening()).toHaveLength(1);
      await t.database.rawQuery('update users set is_active = true where id = $1', [user.id]);
      expect((await settlesTo(token, 200)).response.statusCode).toBe(200);
    });
  });

  describe('every answer', () => {
    it.each([
      ['GET', '/api/auth/me', true, 200],
      ['GET', '/api/auth/me', false, 401],
      ['GET', '/api/users?pageSize=0', true, 400],
      ['GET', '/api/no-existe', false, 404],
      ['GET', '/api/docs/json', false, 200],
    ])('%s %s (token: %s) carries the version header and exposes it', async (method, url, withToken, status) => {
      const response = await t.call(withToken ? adminToken : null, { method: method as 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-app-version']).toBe(TEST_VERSION);
      expect(String(response.headers['access-control-expose-headers']).split(/,\s*/)).toContain('x-app-version');
    });

    it('carries the security headers; API answers are never cached', async () => {
      const response = await me(t, adminToken);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });

    it('a body over 1 MB answers 413 with the Spanish envelope and stores nothing', async () => {
      const payload = { username: 'enorme', email: 'enorme@policia.gob.ve', fullname: 'x'.repeat(1024 * 1024 + 10), password: 'Clave2026!', roleId: 1 };
      const response = await t.call(adminToken, { method: 'POST', url: '/api/users', payload });
      expect(envelope(response)).toEqual({ statusCode: 413, message: 'El contenido enviado es demasiado grande.' });
      expect(await t.database.rawQuery('select id from users where username = $1', ['enorme'])).toEqual([]);
      const bigLogin = await login(t, { username: 'admin', password: ADMIN_PASSWORD, relleno: 'x'.repeat(20_000) });
      expect(bigLogin.statusCode).toBe(413);
    });

    it('an unknown /api path answers 404 "Recurso no encontrado." with or without a session', async () => {
      for (const [token, method, url] of [[null, 'GET', '/api/no-existe'], [adminToken, 'GET', '/api/users/1/otra'], [adminToken, 'POST', '/api/no-existe']] as const) {
        const response = await t.call(token, { method, url });
        expect(envelope(response)).toEqual({ statusCode: 404, message: 'Recurso no encontrado.' });
      }
    });

    it('serves an OpenAPI document that lists /api/users and its calls', async () => {
      const response = await t.call(null, { method: 'GET', url: '/api/docs/json' });
      const document = response.json<{ openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(document.info.title).toBe('API de Administración de Personal Policial');
      expect(Object.keys(document.paths['/api/users']).sort()).toEqual(['get', 'post']);
      expect(Object.keys(document.paths['/api/users/{id}']).sort()).toEqual(['delete', 'get', 'put']);
      expect(document.paths['/api/auth/login']).toHaveProperty('post');
    });
  });

  it('with the browser app served, unknown /api paths stay 404 JSON and screen routes load index.html', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'policia-dist-'));
    const filesDir = mkdtempSync(join(tmpdir(), 'policia-files-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Policía</title>');
    const app = await buildApp({ database: t.database, storage: localStorage(filesDir), jwtSecret: TEST_JWT_SECRET, version: TEST_VERSION, staticDir: distDir });
    try {
      const api = await app.inject({ method: 'GET', url: '/api/no-existe' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ statusCode: 404, message: 'Recurso no encontrado.' });
      const screen = await app.inject({ method: 'GET', url: '/home/configuration/users' });
      expect(screen.statusCode).toBe(200);
      expect(screen.body).toContain('<title>Policía</title>');
      expect(screen.headers['x-app-version']).toBe(TEST_VERSION);
    } finally {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
