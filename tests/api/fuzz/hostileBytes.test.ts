/**
 * No request can make the audit trail lose an entry (issue 26), as a property over every
 * /api route of the OpenAPI description: requests carrying NUL bytes, lone surrogates or
 * invalid UTF-8 in one part each (path, query, parameter names, headers, JSON bodies as
 * escapes and as raw bytes, multipart field and file names), half of them signed in and
 * half anonymous, are sent in concurrent waves with the reads of three other users. After
 * them: no 5xx, every hostile request has exactly one entry, every read has its entry, and
 * the audit writer counted no failed write and no lost entry.
 *
 * Requests per route: HOSTILE_RUNS, else 2 on PGlite and 1 on PostgreSQL. FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, expectStatus } from '../../support/api';
import { createTestApp, describeOnEachDatabase, type TestApp } from '../../support/testApp';
import { HOSTILE_PARTS, hostileRequestFor, routeTakes, type HostilePart, type HostileRequest } from './hostileBytes';
import { discoverRoutes, spendsSession } from './routes';

const runsFor = (kind: string) => Number(process.env.HOSTILE_RUNS) || (kind === 'postgres' ? 1 : 2);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 1_000_000;
/** Requests in flight at once: hostile ones and reads mixed, as the audit writer batches them. */
const WAVE = 24;
const PROBES = new Set(['/api/health', '/api/ready']);

interface Failures { failedWrites: number; lostEntries: number }

describeOnEachDatabase('Bytes hostiles en cada parte de la petición mientras otros leen', (kind) => {
  let t: TestApp;
  let admin = '';
  let signedIn = '';
  let readers: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { demoData: false });
    admin = await t.login();
    const hostile = await createUser(t, admin, { isAdmin: true });
    signedIn = await t.login(hostile.username, hostile.password);
    readers = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(t, admin, { isAdmin: true });
      readers.push(await t.login(user.username, user.password));
    }
  }, 300_000);
  afterAll(async () => t?.close());

  const failures = async () => expectStatus<Failures>(await t.call(admin, { method: 'GET', url: '/api/audits/write-failures' }), 200).data;

  /** How many stored entries carry each marker (in their headers, query or path). */
  const entriesByMarker = async (prefix: string): Promise<Map<string, number>> => {
    await t.app.flushAudit();
    const rows = await t.database.rawQuery(
      "select substring(req::text from $1) as marker, count(*)::int as n from audits where req::text like $2 group by 1",
      [`(${prefix}-[0-9]+)`, `%${prefix}-%`],
    );
    return new Map(rows.map((row) => [String(row.marker), Number(row.n)]));
  };

  it('every hostile request and every read keeps its audit entry; nothing answers 5xx', async () => {
    const before = await failures();
    // Health probes are not audited by design (server/plugins/audit.ts), whatever they carry.
    const routes = discoverRoutes(t.app).filter((route) => !spendsSession(route) && !PROBES.has(route.path));
    const hostile: HostileRequest[] = [];
    for (const route of routes) {
      // Each route gets its runs in parts drawn at random; an upload route always gets a multipart one too.
      const parts = HOSTILE_PARTS.filter((part) => routeTakes(route, part));
      const drawn = fc.sample(fc.constantFrom(...parts), { numRuns: runsFor(kind), seed: seed + hostile.length });
      if (route.multipart && !drawn.includes('multipart')) drawn.push('multipart');
      const samples = drawn.map((part, i) => fc.sample(hostileRequestFor(route, 'pendiente', part), { numRuns: 1, seed: seed + hostile.length + i })[0]);
      for (const sample of samples) {
        const marker = `hostil-${hostile.length}`;
        const token = hostile.length % 2 === 0 ? signedIn : '';
        hostile.push({ ...sample, marker, headers: { ...sample.headers, 'x-marca': marker, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
      }
    }

    const reads: { marker: string; send: () => ReturnType<TestApp['call']> }[] = [];
    const answers: { label: string; statusCode: number }[] = [];
    for (let start = 0; start < hostile.length; start += WAVE) {
      const wave = hostile.slice(start, start + WAVE);
      const waveReads = readers.map((token, r) => {
        const marker = `lectura-${reads.length + r}`;
        return { marker, send: () => t.call(token, { method: 'GET', url: `/api/users?search=nadie&marca=${marker}` }) };
      });
      reads.push(...waveReads);
      const sent = await Promise.all([
        ...wave.map(async (request) => {
          const response = await t.app.inject({ method: request.method, url: request.url, headers: request.headers, ...(request.payload !== undefined ? { payload: request.payload } : {}) });
          return { label: `${request.part}: ${request.method} ${request.url.slice(0, 120)}`, statusCode: response.statusCode };
        }),
        ...waveReads.map(async (read) => ({ label: `lectura ${read.marker}`, statusCode: (await read.send()).statusCode })),
      ]);
      answers.push(...sent);
    }

    const byMarker = await entriesByMarker('hostil');
    const readEntries = await entriesByMarker('lectura');
    const missing = hostile.filter((request) => byMarker.get(request.marker) !== 1).map((request) => `${request.part}: ${request.method} ${request.url.slice(0, 120)} → ${byMarker.get(request.marker) ?? 0} entradas`);
    const readsMissing = reads.filter((read) => readEntries.get(read.marker) !== 1).map((read) => read.marker);
    const serverErrors = answers.filter((answer) => answer.statusCode >= 500).map((answer) => `${answer.statusCode} ← ${answer.label}`);
    const after = await failures();
    const perPart = HOSTILE_PARTS.map((part: HostilePart) => `${part} ${hostile.filter((r) => r.part === part).length}`).join(', ');
    console.log(
      `BYTES HOSTILES [${kind}] semilla ${seed}: ${hostile.length} peticiones en ${routes.length} rutas (${perPart}) y ${reads.length} lecturas; ` +
      `5xx ${serverErrors.length}; entradas que faltan ${missing.length + readsMissing.length}; ` +
      `escrituras fallidas ${after.failedWrites - before.failedWrites}; entradas perdidas ${after.lostEntries - before.lostEntries}`,
    );

    expect(serverErrors, `semilla ${seed}`).toEqual([]);
    expect(missing, `semilla ${seed}`).toEqual([]);
    expect(readsMissing, `semilla ${seed}`).toEqual([]);
    expect(after.lostEntries - before.lostEntries).toBe(0);
    expect(after.failedWrites - before.failedWrites).toBe(0);
    // Every part was exercised (multipart only where a route uploads).
    for (const part of HOSTILE_PARTS) expect(hostile.some((r) => r.part === part), part).toBe(true);
  }, 600_000);
});
