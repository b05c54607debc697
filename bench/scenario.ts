/**
 * One database's run: the real app on a loopback port, seeded, logged in over HTTP;
 * GET /api/auth/me under load and its session query raw; a large audit trail; then
 * GET /api/audits for three filter cases and their two statements raw.
 */
import { type DatabaseHandle } from '../server/db/client';
import { seed } from '../server/seed';
import { endpointOf, seedAudits, vacuumRequested, type AuditSeedResult } from './auditSeed';
import { ADMIN_PASSWORD, withBenchRun } from './benchRun';
import { cpuSnapshot } from './cpu';
import { HTTP_SHAPE_TEXT, httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE } from './load';
import type { LoadSummary } from './stats';
import { auditStatements, inlineParams, sessionStatement, type AuditCase, type Statement } from './statements';


export const AUDITS_P95_TARGET_MS = 50;

export interface Measured {
  http: LoadSummary;
  rawSerial: LoadSummary;
  rawConcurrent: LoadSummary;
}

export interface AuditCaseReport extends Measured {
  auditCase: AuditCase;
  total: number;
  explain?: string;
}

export interface DatabaseReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  setupMs: number;
  me: Measured;
  seed: AuditSeedResult;
  audits: AuditCaseReport[];
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export function auditCases(): AuditCase[] {
  return [
    { key: 'a', label: '(a) page 1, no filter', query: {} },
    { key: 'b', label: '(b) 30-day window + userId', query: { startDate: isoDay(90), endDate: isoDay(61), userId: '7' } },
    { key: 'c', label: '(c) endpoint exact + search', query: { endpoint: endpointOf(5), search: 'usuario1' } },
  ];
}

const run = (database: DatabaseHandle, statement: Statement) => database.rawQuery(statement.sql, statement.params);

async function measureRaw(work: () => Promise<unknown>): Promise<Pick<Measured, 'rawSerial' | 'rawConcurrent'>> {
  return { rawSerial: await inProcessLoad(work, RAW_SERIAL_SHAPE), rawConcurrent: await inProcessLoad(work, RAW_CONCURRENT_SHAPE) };
}

async function getJson(url: string, token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  // After the event loop was blocked for minutes (PGlite seeding), a pooled keep-alive
  // socket may be closed by the server just as it is reused: retry once on a socket error.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

async function explain(database: DatabaseHandle, statement: Statement): Promise<string> {
  const rows = await database.rawQuery(`EXPLAIN (ANALYZE, BUFFERS) ${inlineParams(statement)}`);
  return rows.map((r) => `      ${String(r['QUERY PLAN'])}`).join('\n');
}

export async function benchDatabase(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<DatabaseReport> {
  const setupStarted = performance.now();
  return withBenchRun(kind, baseUrl, 'platform', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: true });
    const { app, base, token } = await startApp();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; jti: string };
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const cpuQuery = database.kind === 'postgres' ? database.rawQuery : null;
    const probe = () => cpuSnapshot(cpuQuery);
    const setupMs = performance.now() - setupStarted;
    log(`  ${description}; app on ${base}, logged in as admin (setup ${(setupMs / 1000).toFixed(1)} s)`);

    // 2. GET /api/auth/me and the session query it runs when its session is not cached.
    const me = await getJson(`${base}/api/auth/me`, token);
    if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}`);
    log(`  GET /api/auth/me: ${HTTP_SHAPE_TEXT} …`);
    const meHttp = await httpLoad(`${base}/api/auth/me`, headers, probe);
    const session = sessionStatement(database.db, Number(claims.sub), claims.jti);
    const rows = await run(database, session);
    if (rows.length !== 1) throw new Error('session query found no user');
    const handle = database;
    const meRaw = await measureRaw(() => run(handle, session));
    await app.flushAudit();

    // 3. The audit trail.
    log('  seeding audits …');
    const seeded = await seedAudits(database, log);
    log(`  seeded ${seeded.inserted.toLocaleString('en-US')} audit rows in ${(seeded.insertMs / 1000).toFixed(1)} s (+ ${vacuumRequested() ? 'VACUUM (ANALYZE)' : 'ANALYZE'} ${(seeded.analyzeMs / 1000).toFixed(1)} s)`);

    // 4. GET /api/audits, three cases.
    const audits: AuditCaseReport[] = [];
    for (const auditCase of auditCases()) {
      const url = `${base}/api/audits${Object.keys(auditCase.query).length ? `?${new URLSearchParams(auditCase.query)}` : ''}`;
      const check = await getJson(url, token);
      if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${JSON.stringify(check.body)}`);
      const total = Number((check.body.meta as { total_elements?: number } | undefined)?.total_elements ?? Number.NaN);
      log(`  GET /api/audits ${auditCase.label} (${total.toLocaleString('en-US')} matching rows): ${HTTP_SHAPE_TEXT} …`);
      const http = await httpLoad(url, headers, probe);
      await app.flushAudit();
      const statements = auditStatements(database.db, auditCase.query);
      const raw = await measureRaw(() => Promise.all([run(handle, statements.page), run(handle, statements.count)]));
      const report: AuditCaseReport = { auditCase, total, http, ...raw };
      if (database.kind === 'postgres' && http.p95 > AUDITS_P95_TARGET_MS) {
        report.explain = `    page:  ${inlineParams(statements.page)}\n${await explain(database, statements.page)}\n    count: ${inlineParams(statements.count)}\n${await explain(database, statements.count)}`;
      }
      audits.push(report);
    }
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, setupMs, me: { http: meHttp, ...meRaw }, seed: seeded, audits };
  });
}
