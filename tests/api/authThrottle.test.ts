/**
 * A login that cannot be flooded (issue 18): failed logins are counted in the database
 * (so two instances on one database share the counts), per user name and address and per
 * address; the password hashing runs behind a bounded gate that answers 429 with
 * Retry-After when full; the right password logs in again once the window has passed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LoginThrottle, MAX_FAILURES_PER_ADDRESS, MAX_FAILURES_PER_NAME } from '../../server/lib/loginThrottle';
import { BUSY_MESSAGE, MAX_RUNNING, MAX_WAITING } from '../../server/lib/passwordHashing';
import { localStorage } from '../../server/lib/storage';
import { DEMO_PASSWORD, hashWithDefaults } from '../../server/seed/passwords';
import { createUser, envelope, expectStatus } from '../support/api';
import { createTestApp, describeOnEachDatabase, TEST_JWT_SECRET, TEST_VERSION, type TestApp } from '../support/testApp';

const BLOCKED = 'Demasiados intentos fallidos. Espera un minuto antes de volver a intentarlo.';

describeOnEachDatabase('inicio de sesión bajo ataque', (kind) => {
  let t: TestApp;
  let other: FastifyInstance;
  let adminToken: string;
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-throttle-'));

  /** A login from `address` (the app trusts X-Forwarded-For, as behind a load balancer). */
  const login = (app: FastifyInstance, username: string, password: string, address = '198.51.100.1') =>
    app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': address }, payload: { username, password } });
  /** Moves every counted failure back past the sliding window, as if a minute had passed. */
  const windowPasses = () => t.database.rawQuery("update login_failures set failed_at = failed_at - interval '61 seconds'");

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = await t.login();
    // A second instance on the same database, as behind a load balancer.
    other = await buildApp({ database: t.database, storage: localStorage(filesDir), jwtSecret: TEST_JWT_SECRET, version: TEST_VERSION });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('counts the failures of one name across both instances; the right password logs in again after the window', async () => {
    const user = await createUser(t, adminToken);
    for (let attempt = 1; attempt <= MAX_FAILURES_PER_NAME; attempt++) {
      expectStatus(await login(attempt % 2 ? t.app : other, user.username, 'incorrecta'), 401);
    }
    for (const app of [t.app, other]) {
      expect(envelope(await login(app, user.username, user.password))).toEqual({ statusCode: 429, message: BLOCKED });
    }
    // The same name from another address is not blocked: nobody locks a user out from everywhere.
    expectStatus(await login(other, user.username, user.password, '198.51.100.2'), 200);
    await windowPasses();
    expectStatus(await login(other, user.username, user.password), 200);
    expectStatus(await login(t.app, user.username, user.password), 200);
  }, 120_000);

  it('blocks an address that fails with many names, on both instances; other addresses still log in', async () => {
    const address = '203.0.113.9';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ADDRESS; attempt++) {
      expectStatus(await login(attempt % 2 ? t.app : other, `inventado${attempt}`, 'incorrecta', address), 401);
    }
    expect(envelope(await login(t.app, 'jperez', 'Demo2026!', address))).toEqual({ statusCode: 429, message: BLOCKED });
    expect(envelope(await login(other, 'otro-nombre', 'incorrecta', address))).toEqual({ statusCode: 429, message: BLOCKED });
    expectStatus(await login(other, 'jperez', 'Demo2026!', '203.0.113.10'), 200);
    await windowPasses();
    expectStatus(await login(t.app, 'jperez', 'Demo2026!', address), 200);
  }, 180_000);

  it('a flood of made-up names gets 429 with Retry-After once the hashing line is full, never a 5xx; a real login works after it', async () => {
    const flood = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login(i % 2 ? t.app : other, `flood${i}x`, 'incorrecta', `192.0.2.${i + 1}`)),
    );
    const statuses = flood.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // One gate per process: both in-process instances share it.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_RUNNING + MAX_WAITING);
    const refused = flood.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(24 - MAX_RUNNING - MAX_WAITING);
    for (const response of refused) {
      expect(envelope(response)).toEqual({ statusCode: 429, message: BUSY_MESSAGE });
      expect(response.headers['retry-after']).toBe('1');
    }
    expectStatus(await login(t.app, 'mgonzalez', 'Demo2026!', '192.0.2.200'), 200);
  }, 120_000);

  it('one address cannot take the whole hashing line; its refusals come after the Retry-After pause', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const response = await login(t.app, `mismo${i}x`, 'incorrecta', '192.0.2.250');
      return { status: response.statusCode, elapsed: Date.now() - started };
    }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // A flood that ignores Retry-After gets one answer per connection per second, not hundreds.
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.elapsed).toBeGreaterThanOrEqual(950);
  }, 120_000);

  it('old failures are deleted', async () => {
    await login(t.app, 'antiguo', 'incorrecta', '192.0.2.251');
    await windowPasses();
    // A fresh throttle cleans up on its first recorded failure.
    await new LoginThrottle(t.database.db).recordFailure('nuevo', '192.0.2.252');
    const [{ n }] = await t.database.rawQuery("select count(*)::int as n from login_failures where failed_at < now() - interval '60 seconds'");
    expect(n).toBe(0);
  });

  describe('timing', () => {
    it('an unknown name costs a full verification, like a known name with a wrong password', async () => {
      const time = async (username: string, address: string) => {
        const started = performance.now();
        expectStatus(await login(t.app, username, 'incorrecta', address), 401);
        return performance.now() - started;
      };
      // Five of each, interleaved, each name and address once (no count reaches the limit). The
      // fastest of each is compared: a loaded machine only adds time, so the minimum is the cost.
      const names = ['lhernandez', 'mgonzalez', 'jperez', 'crodriguez', 'amartinez'];
      // The test databases' seeded hashes are cheap (cheapTestHash): these names get one with the
      // production parameters, so a known name costs here what it costs in production.
      await t.database.rawQuery('update users set password = $1 where username = any($2)', [await hashWithDefaults(DEMO_PASSWORD), names]);
      const known: number[] = [];
      const unknown: number[] = [];
      for (const [i, username] of names.entries()) {
        known.push(await time(username, `192.0.2.${240 + i}`));
        unknown.push(await time(`no-existe-nadie-${i}`, `192.0.2.${250 + i}`));
      }
      // A verification takes tens of milliseconds at least; a skipped one would take ~1 ms.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 3);
    });
  });
});
