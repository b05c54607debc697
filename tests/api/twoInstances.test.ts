/**
 * Issue 19: two server processes (`server/start.ts`, as `npm start` runs it) on one
 * PostgreSQL database and one S3 bucket behave as one system. They start at the same
 * moment on an empty database; each has its own pool, session cache, listener connection
 * and data folder, as two instances behind a load balancer have. PostgreSQL only: PGlite
 * is one process's database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_IDS } from '../../authProvider/moduleCatalogue';
import { treeWithModules, uniqueLetters, type RoleRecord, type UserRecord } from '../support/api';
import { expectHttpStatus, httpClient, type HttpClient } from '../support/httpClient';
import { startS3Server, type TestS3Server } from '../support/s3Server';
import { startServerProcess, type ServerProcess } from '../support/serverProcess';
import { createPostgresDatabase } from '../support/testApp';
import { FILES, gunBody, multipart } from './gunparkFixture';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Polls until `check` holds: a change made on one instance reaches the other through NOTIFY. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the other instance did not see the change in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The S3 settings of `server/config.ts` for the test bucket. */
function s3Environment(s3: TestS3Server): Record<string, string> {
  const { options } = s3;
  return {
    S3_BUCKET: options.bucket, S3_ENDPOINT: options.endpoint ?? '', S3_REGION: options.region ?? '', S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: options.accessKeyId ?? '', S3_SECRET_ACCESS_KEY: options.secretAccessKey ?? '',
  };
}

describe.skipIf(!onPostgres)('Dos procesos del servidor, una base de datos PostgreSQL y un bucket S3', () => {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'policia-a-')), mkdtempSync(join(tmpdir(), 'policia-b-'))];
  const processes: ServerProcess[] = [];
  let s3: TestS3Server | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let sql: pg.Client | undefined;
  let a: HttpClient;
  let b: HttpClient;
  let adminA: string;

  const count = async (query: string, params: unknown[] = []) => Number((await sql!.query<{ n: number }>(query, params)).rows[0].n);

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createPostgresDatabase();
    const env = { DATABASE_URL: database.url, ...s3Environment(s3) };
    // Both start at the same moment on an empty database: one migrates and seeds, the other waits.
    const started = await Promise.allSettled(dataDirs.map((dataDir) => startServerProcess({ dataDir, env })));
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    [a, b] = processes.map((server) => httpClient(server.baseUrl));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    adminA = await a.login();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    // SIGTERM: each finishes its requests and closes its pool before the database is dropped.
    for (const server of processes) server.child.kill('SIGTERM');
    await Promise.all(processes.map((server) => server.exited));
    await database?.drop();
    await s3?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('arrancar a la vez aplica las migraciones y el sembrado una sola vez', async () => {
    expect(await count("select count(*)::int as n from users where username = 'admin'")).toBe(1);
    const applied = (await sql!.query<{ n: number; d: number }>('select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations')).rows[0];
    expect(applied.n).toBeGreaterThan(0);
    expect(applied.n).toBe(applied.d);
  });

  it('lo escrito en una se lee en la otra, y ambas escriben la auditoría', async () => {
    const adminB = await b.login();
    const onA = expectHttpStatus<{ id: number; codeGun: string }>(await a.call(adminA, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    const onB = expectHttpStatus<{ id: number; codeGun: string }>(await b.call(adminB, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    expect(expectHttpStatus<{ codeGun: string }>(await b.call(adminB, { method: 'GET', url: `/api/gunpark/guns/${onA.id}` }), 200).data.codeGun).toBe(onA.codeGun);
    expect(expectHttpStatus<{ codeGun: string }>(await a.call(adminA, { method: 'GET', url: `/api/gunpark/guns/${onB.id}` }), 200).data.codeGun).toBe(onB.codeGun);
    // A write's entry is stored before its answer leaves: each process audited its own create.
    const audited = await sql!.query<{ id: number }>(
      "select (res->'body'->'data'->>'id')::int as id from audits where endpoint = '/api/gunpark/guns' and method = 'POST' and status_code = 201 order by 1",
    );
    expect(audited.rows.map((row) => Number(row.id))).toEqual([onA.id, onB.id].sort((x, y) => x - y));
  });

  it('un documento subido por una se descarga por la otra; un enlace de Excel firmado por una se abre en la otra', async () => {
    const gun = expectHttpStatus<{ id: number }>(await a.call(adminA, { method: 'POST', url: '/api/gunpark/guns', payload: gunBody() }), 201).data;
    const uploaded = expectHttpStatus<{ url: string }[]>(
      await a.call(adminA, { method: 'POST', url: `/api/gunpark/guns/${gun.id}/documents`, ...multipart([{ name: 'acta.pdf', content: FILES.pdf, type: 'application/pdf' }]) }),
      201,
    ).data;
    const adminB = await b.login();
    const download = await b.call(adminB, { method: 'GET', url: uploaded[0].url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(FILES.pdf)).toBe(true);

    const link = expectHttpStatus<{ url: string }>(await a.call(adminA, { method: 'GET', url: '/api/gunpark/guns/filter/excel?isExcel=true' }), 200).data.url;
    const excel = await b.call(null, { method: 'GET', url: link });
    expect(excel.statusCode).toBe(200);
    expect(excel.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Neither process kept a file on its own disk: both went to the bucket.
    for (const dataDir of dataDirs) expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });

  it('los inicios de sesión fallidos cuentan en ambas: el sexto se rechaza en cualquiera', async () => {
    const username = `bloqueo${uniqueLetters()}`;
    const password = 'Clave2026!';
    expectHttpStatus(await a.call(adminA, { method: 'POST', url: '/api/users', payload: { username, password, email: `${username}@policia.gob.ve`, fullname: 'Usuario De Prueba', roleId: 1 } }), 201);
    // Five wrong passwords, split 3 + 2 over the two processes: each alone saw fewer than five.
    for (const client of [a, b, a, b, a]) expect((await client.tryLogin(username, 'Incorrecta2026!')).status).toBe(401);
    // The right password is refused now on either process.
    expect((await b.tryLogin(username, password)).status).toBe(429);
    expect((await a.tryLogin(username, password)).status).toBe(429);
  });

  it('cerrar sesión, desactivar un usuario o editar su rol en una surte efecto en la otra', async () => {
    const role = expectHttpStatus<RoleRecord>(await a.call(adminA, {
      method: 'POST', url: '/api/roles', payload: { roleName: `Rol prueba ${uniqueLetters()}`, description: 'Rol creado por una prueba', active: true, data: treeWithModules(MODULE_IDS.audit) },
    }), 201).data;
    const username = `dos${uniqueLetters()}`;
    const password = 'Clave2026!';
    const user = expectHttpStatus<UserRecord>(await a.call(adminA, {
      method: 'POST', url: '/api/users', payload: { username, password, email: `${username}@policia.gob.ve`, fullname: 'Usuario De Prueba', roleId: role.id },
    }), 201).data;
    const auditsOnB = (token: string) => b.call(token, { method: 'GET', url: '/api/audits?page=1&pageSize=5' }).then((r) => r.statusCode);
    const meOnB = (token: string) => b.call(token, { method: 'GET', url: '/api/auth/me' }).then((r) => r.statusCode);

    // Logout on A: the token stops working on B.
    const first = await a.login(username, password);
    expect(await meOnB(first)).toBe(200);
    expectHttpStatus(await a.call(first, { method: 'POST', url: '/api/auth/logout' }), 200);
    await eventually(async () => (await meOnB(first)) === 401);

    // The role edited on A: B refuses the module at once.
    const second = await a.login(username, password);
    expect(await auditsOnB(second)).toBe(200);
    expectHttpStatus(await a.call(adminA, { method: 'PUT', url: `/api/roles/${role.id}`, payload: { roleName: role.roleName, description: 'Sin auditoría', active: true, data: treeWithModules(MODULE_IDS.permits) } }), 200);
    await eventually(async () => (await auditsOnB(second)) === 403);

    // The user disabled on A: B ends the session.
    expectHttpStatus(await a.call(adminA, { method: 'PATCH', url: `/api/users/${user.id}/status`, payload: { isActive: false } }), 200);
    await eventually(async () => (await meOnB(second)) === 401);
  });
});
