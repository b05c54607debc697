/**
 * `npx tsx bench/loginFlood.ts`: does a login flood starve signed-in users (issue 18)?
 * The anchor is the signed-in officer search (GET /api/rrhh/search, name fragment) p95 at
 * 4 connections with nothing else running; then the same while 16 connections flood
 * POST /api/auth/login with made-up names from made-up addresses, ignoring Retry-After.
 * Goal: flood p95 ÷ anchor p95 ≤ 1.5×. Before the hashing gate, 16 such logins took the
 * search p95 from 55 ms to 1.5 s.
 *
 * PGlite and PostgreSQL when it answers (BENCH_DATABASES=pglite|postgres picks one);
 * BENCH_OFFICERS generated officers (default 5,000) besides the demo data; BENCH_SECONDS
 * measured per phase (default 10).
 */
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { insertGeneratedOfficers } from '../server/officers/seedOfficers';
import { seed } from '../server/seed';
import { ADMIN_PASSWORD, withBenchRun } from './benchRun';
import { cpuSnapshot } from './cpu';
import { choosePostgres } from './database';
import { httpLoad, type LoadShape } from './load';
import { int, ms, ratio, table, type Row } from './stats';

const OFFICERS = Number(process.env.BENCH_OFFICERS ?? 5_000);
const SEARCH: LoadShape = { connections: 4, warmupMs: 2_000, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000 };
const FLOOD_CONNECTIONS = 16;
const RATIO_TARGET = 1.5;
const log = (line: string) => console.log(line);

/** Starts the flood; the returned function stops it and tells what the flood got. */
function startFlood(base: string): () => Promise<{ statuses: Record<string, number>; count: number }> {
  const worker = new Worker(new URL('./loginFloodWorker.mjs', import.meta.url), { workerData: { url: `${base}/api/auth/login`, connections: FLOOD_CONNECTIONS } });
  const done = new Promise<{ statuses: Record<string, number>; count: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return async () => {
    worker.postMessage('stop');
    // Requests in flight finish first (a waiting login takes at most a few seconds).
    const guard = setTimeout(() => void worker.terminate(), 60_000);
    try {
      return await done;
    } finally {
      clearTimeout(guard);
    }
  };
}

async function measure(kind: 'pglite' | 'postgres', url: string | undefined): Promise<{ rows: Row[]; pass: boolean }> {
  return withBenchRun(kind, url, 'loginflood', log, async (run) => {
    await seed(run.database.db, { adminPassword: ADMIN_PASSWORD, demoData: true });
    // Past the demo officers (the same generator, from 0).
    if (OFFICERS > 0) await insertGeneratedOfficers(run.database.db, OFFICERS, undefined, 500_000);
    await run.database.rawQuery('analyze');
    const { base, token } = await run.startApp();
    const searchUrl = `${base}/api/rrhh/search?search=hernan`;
    const headers = { authorization: `Bearer ${token}` };
    const probe = () => cpuSnapshot(kind === 'postgres' ? run.database.rawQuery : null);

    log(`  ${kind}: search alone…`);
    const anchor = await httpLoad(searchUrl, headers, probe, SEARCH);
    log(`  ${kind}: search during the flood…`);
    const stopFlood = startFlood(base);
    const flooded = await httpLoad(searchUrl, headers, probe, SEARCH).catch(async (error: unknown) => {
      await stopFlood();
      throw error;
    });
    const flood = await stopFlood();
    const floodSeconds = (SEARCH.warmupMs + SEARCH.durationMs) / 1000;
    const pass = anchor.errors === 0 && flooded.errors === 0 && flooded.p95 <= anchor.p95 * RATIO_TARGET;
    const latency = (m: typeof anchor) => `p50 ${ms(m.p50)} · p95 ${ms(m.p95)} · p99 ${ms(m.p99)} (${int(m.perSecond)} req/s${m.errors ? `, ${int(m.errors)} non-200` : ''})`;
    return {
      pass,
      rows: [
        { metric: `${kind}: search alone (anchor)`, result: latency(anchor) },
        { metric: `${kind}: search during the flood`, result: latency(flooded) },
        { metric: `${kind}: p95 during ÷ p95 alone`, result: ratio(flooded.p95, anchor.p95), target: `≤ ${RATIO_TARGET}×`, status: pass ? 'PASS' : 'FAIL' },
        { metric: `${kind}: flood answers`, result: `${int(flood.count)} logins in ≈ ${floodSeconds} s (${int(flood.count / floodSeconds)}/s): ${JSON.stringify(flood.statuses)}` },
        { metric: `${kind}: machine load (1 min)`, result: `${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs` },
      ],
    };
  });
}

async function main() {
  const only = process.env.BENCH_DATABASES;
  const rows: Row[] = [];
  let pass = true;
  const add = (result: { rows: Row[]; pass: boolean }) => {
    rows.push(...result.rows);
    pass &&= result.pass;
  };
  if (!only || only === 'pglite') add(await measure('pglite', undefined));
  if (!only || only === 'postgres') {
    const postgres = await choosePostgres();
    if ('skip' in postgres) log(`PostgreSQL skipped: ${postgres.skip}`);
    else add(await measure('postgres', postgres.url));
  }
  log(table(`Signed-in search during a login flood (${FLOOD_CONNECTIONS} connections, made-up names and addresses), ${int(OFFICERS)} generated officers`, rows));
  process.exitCode = pass ? 0 : 1;
}

main().then(() => process.exit(process.exitCode ?? 0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
