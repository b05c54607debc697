/**
 * Health and readiness probes (issue 19): no session, not in the audit trail; ready
 * answers 503 in the Spanish envelope when the database is gone. And the JSON request
 * log: one line per request with its id, user, route, status and duration, never a token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { localStorage } from '../../server/lib/storage';
import { envelope, expectStatus } from '../support/api';
import { ADMIN_PASSWORD, createTestApp, describeOnEachDatabase, TEST_JWT_SECRET, TEST_VERSION, type TestApp } from '../support/testApp';

describeOnEachDatabase('sondas de operación', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers 200 without a session', async () => {
    expect(expectStatus(await t.call(null, { method: 'GET', url: '/api/health' }), 200).data).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers 200 with the database, the migrations and the session listener up', async () => {
    expect(expectStatus(await t.call(null, { method: 'GET', url: '/api/ready' }), 200).data).toEqual({ status: 'ready' });
  });

  it('the probes are left out of the audit trail', async () => {
    await t.call(null, { method: 'GET', url: '/api/health' });
    await t.call(null, { method: 'GET', url: '/api/ready' });
    await t.app.flushAudit();
    const [{ n }] = await t.database.rawQuery("select count(*)::int as n from audits where endpoint in ('/api/health', '/api/ready')");
    expect(n).toBe(0);
  });
});

describeOnEachDatabase('sonda de disponibilidad sin base de datos', (kind) => {
  it('GET /api/ready answers 503 in the Spanish envelope once the database is closed; health still answers', async () => {
    const t = await createTestApp(kind, { demoData: false });
    const close = t.database.close;
    try {
      await close();
      // The test's own clean-up must not close it twice.
      t.database.close = async () => {};
      const body = envelope(await t.call(null, { method: 'GET', url: '/api/ready' }));
      expect(body).toMatchObject({ statusCode: 503, message: 'Servicio no disponible: la instancia no está lista para atender solicitudes.' });
      expect(body.errors).toContain('La base de datos no responde');
      expectStatus(await t.call(null, { method: 'GET', url: '/api/health' }), 200);
    } finally {
      await t.close().catch(() => {});
    }
    }, 120_000);
});

describe('registro JSON de peticiones', () => {
  it('writes request id, user id, route pattern, status and duration, and never the token or the password', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'policia-log-'));
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({ write(chunk, _encoding, done) { lines.push(JSON.parse(String(chunk))); done(); } });
    const t = await createTestApp('pglite', { demoData: false });
    const logged = await buildApp({ database: t.database, storage: localStorage(filesDir), jwtSecret: TEST_JWT_SECRET, version: TEST_VERSION, logLevel: 'info', logStream: stream });
    try {
      const answer = await logged.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
      const token = expectStatus<{ access_token: string }>(answer, 200).data.access_token;
      expectStatus(await logged.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } }), 200);
      const text = JSON.stringify(lines);
      expect(text).not.toContain(token);
      expect(text).not.toContain(ADMIN_PASSWORD);
      const me = lines.find((line) => line.route === '/api/auth/me');
      expect(me).toMatchObject({ msg: 'request', method: 'GET', statusCode: 200, userId: expect.any(Number) });
      expect(typeof me?.reqId).toBe('string');
      expect(typeof me?.durationMs).toBe('number');
      expect(lines.find((line) => line.route === '/api/auth/login')).toMatchObject({ statusCode: 200, userId: expect.any(Number) });
    } finally {
      await logged.close();
      await t.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
    }, 120_000);
});
