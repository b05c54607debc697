/**
 * Property-based fuzzing of every /api route (issue 18): malformed paths, queries and
 * bodies generated from the routes' own schemas, read from the running app's OpenAPI
 * description, so a route added later is fuzzed too. For every answer: never a 5xx, the
 * envelope with Spanish texts, and a refused write stores nothing.
 *
 * Runs per route: FUZZ_RUNS, else 6 on PGlite and 3 on PostgreSQL. FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../support/api';
import { createCustomTestApp, describeOnEachDatabase, type TestApp } from '../../support/testApp';
import { requestFor, type FuzzRequest } from './arbitraries';
import { changedTables, installWriteCounter, problemsOf, writesSoFar } from './checks';
import { discoverRoutes, spendsSession, type FuzzRoute } from './routes';

/** A designed resource with every field type a definition may use. */
const FUZZ_DESIGNED = {
  name: 'fuzz_records',
  label: { one: 'Registro', many: 'Registros', gender: 'm' },
  fields: {
    code: { type: 'text', label: 'Código', rules: { required: {}, maxLength: { value: 30 } }, unique: {}, search: true, sort: true, list: true },
    notes: { type: 'longText', label: 'Notas', search: true },
    mail: { type: 'email', label: 'Correo', filter: true },
    amount: { type: 'integer', label: 'Cantidad', rules: { min: { value: 0 }, max: { value: 1000 } }, filter: true, sort: true },
    ratio: { type: 'decimal', label: 'Proporción', filter: true },
    done: { type: 'boolean', label: 'Hecho', filter: true },
    day: { type: 'date', label: 'Día', filter: true, sort: true },
    service: { type: 'catalog', label: 'Servicio', catalog: 'configuration.typeServices', filter: true },
    station: { type: 'reference', label: 'Estación', reference: { resource: 'stations', display: 'name' }, filter: true },
    tags: { type: 'textList', label: 'Etiquetas', rules: { maxItems: { value: 5 } } },
  },
  menu: { group: 'configuration' },
  permission: { module: 8 },
};

const runsFor = (kind: string) => Number(process.env.FUZZ_RUNS) || (kind === 'postgres' ? 3 : 6);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 1_000_000;

describeOnEachDatabase('Entradas malformadas en todas las rutas', (kind) => {
  let t: TestApp;
  let token = '';
  let username = '';
  let routes: FuzzRoute[] = [];

  beforeAll(async () => {
    const started = Date.now();
    t = await createCustomTestApp(kind, { prepareDatabase: installWriteCounter });
    console.log(`FUZZ app lista en ${Date.now() - started} ms`);
    const admin = await t.login();
    // A fuzzing administrator of its own: its id is outside the ids the fuzzer edits (1–3).
    const user = await createUser(t, admin, { isAdmin: true });
    username = user.username;
    token = await t.login(username, user.password);
    // A designed resource (issue 29) with every field type: its own paths are fuzzed too.
    const designed = await t.call(admin, { method: 'POST', url: '/api/configuration/resources', payload: FUZZ_DESIGNED });
    if (designed.statusCode !== 201) throw new Error(`designed resource: ${designed.body}`);
    routes = discoverRoutes(t.app, (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  }, 600_000);
  afterAll(async () => t?.close());

  const send = async (request: FuzzRequest) => {
    const options = { method: request.method, url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) };
    return t.app.inject(options);
  };

  it('descubre las rutas de la API desde su descripción OpenAPI', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.some((r) => r.method === 'PUT' && r.path === '/api/designed/fuzz_records/{id}')).toBe(true);
    expect(routes.some((r) => r.method === 'POST' && r.path === '/api/users')).toBe(true);
    expect(routes.some((r) => r.method === 'PUT' && r.path === '/api/gunpark/guns/{id}')).toBe(true);
  });

  it('ninguna ruta responde 5xx, todas responden el sobre en español y nada se guarda al rechazar', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (spendsSession(route)) continue;
      let found = '';
      try {
        await fc.assert(
          fc.asyncProperty(fc.constant(null).chain(() => requestFor(route, token)), async (generated) => {
            const request = { ...generated, headers: { ...generated.headers, authorization: `Bearer ${token}` } };
            const before = request.method === 'GET' ? null : await writesSoFar(t.database);
            const response = await send(request);
            const problems = problemsOf(response);
            if (response.statusCode >= 400 && before) {
              const changed = changedTables(before, await writesSoFar(t.database));
              if (changed.length) problems.push(`escritura rechazada (${response.statusCode}) que guardó filas en ${changed.join(', ')}`);
            }
            // A call that ended the session (or deactivated its role) is not the route's fault: sign in again.
            if (response.statusCode === 401) token = await t.login(username, 'Clave2026!');
            if (problems.length) {
              const payload = typeof request.payload === 'string' || Buffer.isBuffer(request.payload) ? String(request.payload).slice(0, 200) : JSON.stringify(request.payload)?.slice(0, 300);
              found = `${problems.join('; ')} ← ${request.kind}: ${request.method} ${request.url.slice(0, 200)} ${payload ?? ''} → ${response.body.slice(0, 300)}`;
              throw new Error(found);
            }
          }),
          { numRuns: runsFor(kind), seed, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${route.method} ${route.path}: ${found || (error instanceof Error ? error.message.split('\n')[0] : String(error))}`);
      }
    }
    for (const failure of failures) console.log(`FUZZ ${failure}`);
    expect(failures, `semilla ${seed}`).toEqual([]);
  }, 600_000);
});
