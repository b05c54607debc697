/**
 * The officer record under load (issue 3): 100,000 generated officers (the demo
 * generator), then `GET /api/rrhh/search` by name fragment, by cédula and with two
 * filters, and `GET /api/rrhh/search/multi`, each against the same statements run raw;
 * then the Excel export of all 100,000 with the process's peak memory, compared with an
 * export of 10,000 to show whether memory grows with the row count.
 */
import { fillPlaceholders } from 'drizzle-orm';
import { type DatabaseHandle } from '../../server/db/client';
import { Placeholders } from '../../server/lib/statementsByShape';
import { OfficerRepository } from '../../server/officers/repository';
import { quickSearchConditions, searchIdsQuery, searchPageQueries, type OfficerSearchQuery } from '../../server/officers/search';
import { insertGeneratedOfficers } from '../../server/officers/seedOfficers';
import { seed } from '../../server/seed';
import { cpuSnapshot } from '../cpu';
import { HTTP_SHAPE_TEXT, httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE } from '../load';
import type { Measured } from '../scenario';
import { vacuumRequested } from '../auditSeed';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import type { Statement } from '../statements';

/** Officers seeded (BENCH_OFFICERS overrides, for a quick look). */
export const OFFICER_ROWS = Number(process.env.BENCH_OFFICERS ?? 100_000);
export const SEARCH_P95_TARGET_MS = 25;
export const SEARCH_RATIO_TARGET = 1.5;
export const EXPORT_TARGET_MS = 10_000;
/** Run after seeding, as for the audit trail (bench/auditSeed.ts `vacuumRequested`): VACUUM (ANALYZE), or ANALYZE alone with BENCH_VACUUM=0. */
export const AFTER_SEED = vacuumRequested() ? 'VACUUM (ANALYZE)' : 'ANALYZE';

export interface SearchCase {
  key: string;
  label: string;
  path: 'search' | 'search/multi';
  query: Record<string, string>;
}

export interface SearchCaseReport extends Measured {
  searchCase: SearchCase;
  found: number;
  /** How the raw side was run: the statements themselves, or the same Drizzle calls in process. */
  rawKind: string;
}

export interface ExportRun {
  rows: number;
  ms: number;
  /** Peak resident memory and live heap above their level before the export. */
  peakRssGrowth: number;
  peakHeapGrowth: number;
}

export interface OfficerBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  seeded: number;
  seedMs: number;
  analyzeMs: number;
  cases: SearchCaseReport[];
  exports: ExportRun[];
}

const run = (database: DatabaseHandle, statement: Statement) => database.rawQuery(statement.sql, statement.params);
/** A statement built with placeholders, with their values in place. */
const filled = (statement: Statement, placeholders: Placeholders): Statement => ({ sql: statement.sql, params: fillPlaceholders(statement.params, placeholders.values) });


async function getJson(url: string, token: string): Promise<{ status: number; body: { data?: unknown; meta?: { total_elements?: number } } }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { data?: unknown; meta?: { total_elements?: number } } };
}

/** A surname fragment, a cédula and a two-filter case taken from the seeded rows themselves. */
async function searchCases(database: DatabaseHandle): Promise<SearchCase[]> {
  const [sample] = await database.rawQuery('select identification, first_lastname from officers order by id desc offset 137 limit 1');
  const identification = String(sample.identification);
  return [
    { key: 'a', label: '(a) name fragment, accents ignored', path: 'search', query: { search: 'hernan' } },
    { key: 'b', label: '(b) by cédula', path: 'search', query: { identification } },
    { key: 'c', label: '(c) two filters: gender + status', path: 'search', query: { gender: '2', statusIn: '2' } },
    { key: 'd', label: '(d) quick search (multi, limit 5): last name', path: 'search/multi', query: { lastnames: 'perez', limit: '5' } },
  ];
}

/** The raw side of a case: the page statement, or the multi search's calls in process. */
function rawWork(database: DatabaseHandle, searchCase: SearchCase): { kind: string; work: () => Promise<unknown> } {
  const { db } = database;
  if (searchCase.path === 'search') {
    const q: OfficerSearchQuery = {
      search: searchCase.query.search,
      identification: searchCase.query.identification ? Number(searchCase.query.identification) : undefined,
      gender: searchCase.query.gender ? Number(searchCase.query.gender) : undefined,
      statusIn: searchCase.query.statusIn ? Number(searchCase.query.statusIn) : undefined,
    };
    // What the API runs for a page that is not empty: one statement (kept for the search's
    // shape, so with placeholders), the count inside it.
    const placeholders = new Placeholders();
    const page = filled(searchPageQueries(db, q, 1, 10, placeholders.bind).page.toSQL(), placeholders);
    return { kind: 'page statement with its count, raw', work: () => run(database, page) };
  }
  const placeholders = new Placeholders();
  const where = quickSearchConditions({ lastnames: searchCase.query.lastnames }, placeholders.bind);
  const ids = filled(searchIdsQuery(db, where, placeholders.bind(5)).toSQL(), placeholders);
  const repository = new OfficerRepository(db);
  return {
    kind: 'ids statement raw + the 5 whole officers through the repository, in process',
    work: async () => repository.findMany((await run(database, ids)).map((r) => Number(r.id))),
  };
}

async function exportOnce(base: string, token: string, top: number): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  const answer = await getJson(`${base}/api/rrhh/search?isExcel=true&top=${top}`, token);
  if (answer.status !== 200) throw new Error(`export answered ${answer.status}`);
  return { rows: (answer.body.data as { total: number }).total, ms: performance.now() - started };
}

/**
 * One export timed alone, then the same export again while this process's memory is sampled
 * (the app runs here). With --expose-gc (npm run bench) each sample collects first, so the
 * heap figure is what the export keeps alive, not garbage V8 has not collected yet; those
 * collections slow the second run, which is why the time comes from the first.
 */
async function measureExport(base: string, token: string, top: number): Promise<ExportRun> {
  const timed = await exportOnce(base, token, top);
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    global.gc?.();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, global.gc ? 100 : 20);
  try {
    await exportOnce(base, token, top);
    return { rows: timed.rows, ms: timed.ms, peakRssGrowth: peakRss - before.rss, peakHeapGrowth: peakHeap - before.heapUsed };
  } finally {
    clearInterval(sampler);
  }
}

/** The admin, then OFFICER_ROWS generated officers with families and education (no ANALYZE: the caller adds its rows first). */
export async function seedOfficers(database: DatabaseHandle, log: (line: string) => void): Promise<{ seeded: number; seedMs: number }> {
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
  log(`  seeding ${OFFICER_ROWS.toLocaleString('en-US')} officers (with families and education) …`);
  const seedStarted = performance.now();
  const seeded = await insertGeneratedOfficers(database.db, OFFICER_ROWS);
  return { seeded, seedMs: performance.now() - seedStarted };
}

export async function benchOfficers(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<OfficerBenchReport> {
  return withBenchRun(kind, baseUrl, 'officers', log, async ({ database, description, startApp }) => {
    const { seeded, seedMs } = await seedOfficers(database, log);
    const analyzeStarted = performance.now();
    await database.rawQuery(AFTER_SEED);
    const analyzeMs = performance.now() - analyzeStarted;
    log(`  seeded ${seeded.toLocaleString('en-US')} officers in ${(seedMs / 1000).toFixed(1)} s (+ ${AFTER_SEED} ${(analyzeMs / 1000).toFixed(1)} s)`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const cpuQuery = database.kind === 'postgres' ? database.rawQuery : null;
    const probe = () => cpuSnapshot(cpuQuery);

    const cases: SearchCaseReport[] = [];
    for (const searchCase of await searchCases(database)) {
      const url = `${base}/api/rrhh/${searchCase.path}?${new URLSearchParams(searchCase.query)}`;
      const check = await getJson(url, token);
      if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${JSON.stringify(check.body)}`);
      const found = check.body.meta?.total_elements ?? (Array.isArray(check.body.data) ? check.body.data.length : 0);
      if (found === 0) throw new Error(`GET ${url} found nothing: the case would measure an empty search`);
      log(`  GET /api/rrhh/${searchCase.path} ${searchCase.label} (${found.toLocaleString('en-US')} found): ${HTTP_SHAPE_TEXT} …`);
      const http = await httpLoad(url, headers, probe);
      await app.flushAudit();
      const raw = rawWork(database, searchCase);
      cases.push({
        searchCase,
        found,
        rawKind: raw.kind,
        http,
        rawSerial: await inProcessLoad(raw.work, RAW_SERIAL_SHAPE),
        rawConcurrent: await inProcessLoad(raw.work, RAW_CONCURRENT_SHAPE),
      });
    }

    const exports: ExportRun[] = [];
    for (const top of [Math.round(OFFICER_ROWS / 10), OFFICER_ROWS]) {
      log(`  Excel export of ${top.toLocaleString('en-US')} officers …`);
      exports.push(await measureExport(base, token, top));
    }
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, seeded, seedMs, analyzeMs, cases, exports };
  });
}
