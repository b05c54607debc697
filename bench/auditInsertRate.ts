/**
 * Issue 19: the sustained audit insert rate while the API serves reads. The app on
 * PostgreSQL with generated officers; first the officer search alone (10 connections),
 * then the same search while 4 more connections create stations (each create's entry is
 * written before its answer leaves; each search's entry is queued and written in batches).
 * Prints the audit rows committed per second in the measured window (read from the table
 * itself) and the search p95 with and without the writes.
 *
 *   npx tsx bench/auditInsertRate.ts   (PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default)
 *
 * BENCH_OFFICERS sets the officer count (default 20,000); BENCH_SECONDS the measured
 * seconds of each run (10); BENCH_WRITERS the write connections (4).
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { insertGeneratedOfficers } from '../server/officers/seedOfficers';
import { seed } from '../server/seed';
import { ADMIN_PASSWORD, withBenchRun } from './benchRun';
import { cpuSnapshot } from './cpu';
import { choosePostgres } from './database';
import { httpLoad, type LoadShape } from './load';
import { int, ms, table, type Row } from './stats';

const OFFICERS = Number(process.env.BENCH_OFFICERS ?? 20_000);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 4);
const READ_SHAPE: LoadShape = { connections: 10, warmupMs: 3_000, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000 };
const READ_PATH = '/api/rrhh/search?search=hernan';

interface WriteResult { created: number; errors: number; statuses: Record<string, number> }

function writeLoad(url: string, headers: Record<string, string>, shape: LoadShape): Promise<WriteResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./writeWorker.mjs', import.meta.url), {
      workerData: { url, headers, connections: WRITERS, warmupMs: shape.warmupMs, durationMs: shape.durationMs, tag: process.pid % 10_000 },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function main() {
  const target = await choosePostgres();
  if ('skip' in target) {
    console.log(`Skipped: ${target.skip}`);
    return;
  }
  const log = (line: string) => console.log(line);
  log(`Audit insert rate under reads on ${target.source} (load average ${loadavg()[0].toFixed(1)}, 2 CPUs shared)`);
  await withBenchRun('postgres', target.url, 'audit-rate', log, async ({ database, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    await insertGeneratedOfficers(database.db, OFFICERS);
    await database.rawQuery('VACUUM (ANALYZE)');
    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const probeDatabase = () => cpuSnapshot(database.rawQuery);
    log(`  ${int(OFFICERS)} officers; reads: GET ${READ_PATH} at ${READ_SHAPE.connections} connections; writes: POST /api/gunpark/stations at ${WRITERS} connections; ${READ_SHAPE.warmupMs / 1000} s warm-up + ${READ_SHAPE.durationMs / 1000} s`);

    const readsAlone = await httpLoad(`${base}${READ_PATH}`, headers, probeDatabase, READ_SHAPE);
    await app.flushAudit();
    log(`  reads alone: ${int(readsAlone.perSecond)} req/s · p50 ${ms(readsAlone.p50)} · p95 ${ms(readsAlone.p95)}`);

    // httpLoad probes at the end of its warm-up and at the end: the last audit id at both bounds the window.
    const lastIds: Promise<number>[] = [];
    const probe = () => {
      lastIds.push(database.rawQuery('SELECT coalesce(max(id), 0) AS id FROM audits').then((rows) => Number(rows[0].id)));
      return probeDatabase();
    };
    const [readsWithWrites, writes] = await Promise.all([
      httpLoad(`${base}${READ_PATH}`, headers, probe, READ_SHAPE),
      writeLoad(`${base}/api/gunpark/stations`, headers, READ_SHAPE),
    ]);
    const [first, last] = await Promise.all(lastIds);
    const [committed] = await database.rawQuery(
      "SELECT count(*)::int AS total, count(*) FILTER (WHERE method = 'POST')::int AS creates FROM audits WHERE id > $1 AND id <= $2",
      [first, last],
    );
    const seconds = READ_SHAPE.durationMs / 1000;
    const auditRate = Number(committed.total) / seconds;
    log(`  reads + writes: ${int(readsWithWrites.perSecond)} reads/s (p95 ${ms(readsWithWrites.p95)}) · ${int(writes.created / seconds)} creates/s${writes.errors ? ` (${writes.errors} failed: ${JSON.stringify(writes.statuses)})` : ''} · ${int(auditRate)} audit rows/s committed`);

    const rows: Row[] = [
      { metric: 'search p95, reads alone', result: `${ms(readsAlone.p95)} (p50 ${ms(readsAlone.p50)}, ${int(readsAlone.perSecond)} req/s)` },
      { metric: 'search p95, with the writes', result: `${ms(readsWithWrites.p95)} (p50 ${ms(readsWithWrites.p50)}, ${int(readsWithWrites.perSecond)} req/s)` },
      { metric: 'audited creates committed', result: `${int(writes.created / seconds)} /s (${int(writes.created)} in ${seconds} s)` },
      { metric: 'audit rows committed (creates + searches)', result: `${int(auditRate)} /s (${int(Number(committed.creates) / seconds)} creates + ${int((Number(committed.total) - Number(committed.creates)) / seconds)} searches)` },
    ];
    log(table(`Sustained audit insert rate while serving reads (PostgreSQL, one app process)`, rows));
    log(`load average at the end ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  });
}

await main();
