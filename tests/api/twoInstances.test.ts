/**
 * Issue 19: two app instances on one PostgreSQL database and one S3 bucket behave as one
 * system. Each instance is a separate app with its own caches and its own listener
 * connection, as two processes behind a load balancer would be. PostgreSQL only: PGlite
 * is one process's database.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { createRole, createUser, expectStatus, treeWithModules, uniqueLetters } from '../support/api';
import { startS3Server, testS3Storage, type TestS3Server } from '../support/s3Server';
import { createCustomTestApp, createPostgresDatabase, type TestApp } from '../support/testApp';
import { FILES, gunBody, multipart } from './gunparkFixture';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Polls until `check` holds: a change made on one instance reaches the other through NOTIFY. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the other instance did not see the change in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!onPostgres)('Dos instancias, una base de datos PostgreSQL y un bucket S3', () => {
  let a: TestApp;
  let b: TestApp;
  let s3: TestS3Server;
  let drop: () => Promise<void>;
  let adminA: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    const database = await createPostgresDatabase();
    drop = database.drop;
    // Both start at the same moment on an empty database: one migrates and seeds, the other waits.
    const options = { databaseUrl: database.url, storage: testS3Storage(s3), demoData: false };
    [a, b] = await Promise.all([createCustomTestApp('postgres', options), createCustomTestApp('postgres', options)]);
    adminA = await a.login();
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    await s3?.close();
  });

  it('arrancar a la vez aplica las migraciones y el sembrado una sola vez', async () => {
    const admins = await a.database.rawQuery("select count(*)::int as n from users where username = 'admin'");
    expect(admins[0].n).toBe(1);
    const applied = await a.database.rawQuery('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations');
    expect(applied[0].n).toBe(applied[0].d);
  });

  it('lo escrito en una se lee en la otra, y ambas escriben la auditoría', async () => {
    const before = await a.database.rawQuery('select count(*)::int as n from audits');
    const gun = expectStatus<{ id: number; codeGun: string }>(await a.call(adminA, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    const adminB = await b.login();
    const read = expectStatus<{ codeGun: string }>(await b.call(adminB, { method: 'GET', url: `/api/gunpark/guns/${gun.id}` }), 200).data;
    expect(read.codeGun).toBe(gun.codeGun);
    // Writes are audited before their answer leaves; both instances wrote (the create on A, the login on B).
    const rows = await b.database.rawQuery('select count(*)::int as n from audits');
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(Number(before[0].n) + 2);
  });

  it('un documento subido por una se descarga por la otra; un enlace de Excel firmado por una se abre en la otra', async () => {
    const gun = expectStatus<{ id: number }>(await a.call(adminA, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    const uploaded = expectStatus<{ url: string }[]>(
      await a.call(adminA, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([{ name: 'acta.pdf', content: FILES.pdf, type: 'application/pdf' }]) }),
      201,
    ).data;
    const adminB = await b.login();
    const download = await b.call(adminB, { method: 'GET', url: uploaded[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);

    const link = expectStatus<{ url: string }>(await a.call(adminA, { method: 'GET', url: '/api/gunpark/guns/filter/excel?isExcel=true' }), 200).data.url;
    const excel = await b.call(null, { method: 'GET', url: link });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('el almacenamiento S3 es el mismo para ambas', async () => {
    const storage = testS3Storage(s3);
    await pipeline(Readable.from([Buffer.from('compartido')]), await storage.writeStream('tmp/compartido.txt'));
    expect(await storage.readStream('tmp/compartido.txt')).not.toBeNull();
  });

  it('cerrar sesión, desactivar un usuario o editar su rol en una surte efecto en la otra', async () => {
    const role = await createRole(a, adminA, { modules: [MODULE_IDS.audit] });
    const user = await createUser(a, adminA, { roleId: role.id, username: `dos${uniqueLetters()}` });
    const auditsOnB = (token: string) => b.call(token, { method: 'GET', url: '/api/audits?page=1&pageSize=5' }).then((r) => r.statusCode);
    const meOnB = (token: string) => b.call(token, { method: 'GET', url: '/api/auth/me' }).then((r) => r.statusCode);

    // Logout on A: the token stops working on B.
    const first = await a.login(user.username, user.password);
    expect(await meOnB(first)).toBe(200);
    expectStatus(await a.call(first, { method: 'POST', url: '/api/auth/logout' }), 200);
    await eventually(async () => (await meOnB(first)) === 401);

    // The role edited on A: B refuses the module at once.
    const second = await a.login(user.username, user.password);
    expect(await auditsOnB(second)).toBe(200);
    expectStatus(await a.call(adminA, { method: 'PUT', url: `/api/roles/${role.id}`, payload: { roleName: role.roleName, description: 'Sin auditoría', active: true, data: treeWithModules(MODULE_IDS.permits) } }), 200);
    await eventually(async () => (await auditsOnB(second)) === 403);

    // The user disabled on A: B ends the session.
    expectStatus(await a.call(adminA, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload: { isActive: false } }), 200);
    await eventually(async () => (await meOnB(second)) === 401);
  });
});
