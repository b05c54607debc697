/**
 * PostgreSQL connection failures (issue 18): when the server ends the app's connections
 * (a restart, a failover; here pg_terminate_backend, so the shared server keeps running),
 * requests in that moment answer 200 or a Spanish 503, never a 500 or a crash, and the
 * app recovers by itself: the pool opens new connections, nothing poisoned stays.
 * PostgreSQL only (PGlite runs in-process and has no connections to lose).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';

const UNAVAILABLE = { statusCode: 503, message: 'Servicio no disponible temporalmente. Intenta de nuevo en unos momentos.' };

describe.skipIf(!process.env.TEST_DATABASE_URL)('Fallas de la base de datos [postgres]', () => {
  let t: TestApp;
  let token: string;
  let admin: pg.Client;
  let databaseName: string;
  /** Errors nothing handled (an unheard pool 'error' event would end a real server). */
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    t = await createTestApp('postgres', { demoData: false });
    token = await t.login();
    databaseName = String((await t.database.rawQuery('select current_database() as name'))[0].name);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await admin?.end();
    await t?.close();
  });

  /** Ends every connection the app holds to its database, as a server restart would. */
  const terminateAppConnections = async () => {
    const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [databaseName]);
    return rows.length;
  };
  const read = () => t.call(token, { method: 'GET', url: '/api/roles?page=1&pageSize=5' });
  const expectOkOr503 = (responses: Awaited<ReturnType<typeof read>>[]) => {
    for (const response of responses) {
      if (response.statusCode === 503) expect(response.json()).toEqual(UNAVAILABLE);
      else expect(response.statusCode).toBe(200);
    }
  };
  const recovered = async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const answers = await Promise.all(Array.from({ length: 5 }, read));
      if (answers.every((a) => a.statusCode === 200)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it('conexiones cortadas en reposo: 200 o 503 en español, y se recupera sola', async () => {
    await Promise.all(Array.from({ length: 5 }, read));
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    expectOkOr503(await Promise.all(Array.from({ length: 10 }, read)));
    expect(await recovered()).toBe(true);
    expect(uncaught).toEqual([]);
  });

  it('conexiones cortadas con peticiones en curso (5 rondas): nunca 500, y se recupera sola', async () => {
    for (let round = 0; round < 5; round++) {
      const load = Promise.all(Array.from({ length: 20 }, read));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await terminateAppConnections();
      expectOkOr503(await load);
      expect(await recovered()).toBe(true);
    }
    // Writes work again too (a transaction on a fresh connection).
    const created = await t.call(token, { method: 'POST', url: '/api/gunpark/stations', payload: { name: 'Estación tras el corte', code: 'EST-CORTE' } });
    expect(created.statusCode).toBe(201);
    expect(uncaught).toEqual([]);
  });
});
