/**
 * `npx tsx bench/authMe.ts`: throughput of `GET /api/auth/me`, the call whose cost is
 * mostly the session token's check (the session itself comes from memory): a fixed number
 * of requests (BENCH_REQUESTS, default 20,000) at 10 connections on loopback, after 3 s of
 * warm-up, on PGlite and on PostgreSQL when it answers (BENCH_DATABASES=pglite|postgres
 * picks one). Used to compare token implementations side by side (issue 18): run it
 * before and after a change, on the same machine, and compare req/s and the app's CPU
 * per request (which stays meaningful when other processes share the machine).
 * Beside each run, a bare node:http server on the same thread answers the same body under the
 * same load (issue 31): the app's throughput as a share of it is the server's own cost,
 * and holds up better than req/s alone when the machine is shared.
 * BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of the app's load alone (warm-up
 * included, the bare server's run left out) there, for Chrome DevTools or speedscope.
 */
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { seed } from '../server/seed';
import { ADMIN_PASSWORD, withBenchRun } from './benchRun';
import { bareHttpCeiling } from './calibrate';
import { cpuSnapshot } from './cpu';
import { choosePostgres } from './database';
import { httpLoad, type LoadShape } from './load';
import { int, ms, table, type Row } from './stats';

const SHAPE: LoadShape = { connections: 10, warmupMs: 3_000, durationMs: 120_000, requests: Number(process.env.BENCH_REQUESTS ?? 20_000) };
const log = (line: string) => console.log(line);

/** Runs `work` under the V8 profiler when BENCH_CPU_PROFILE names a folder. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${name}-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    log(`  CPU profile of the app's load: ${file}`);
    session.disconnect();
  }
}

async function measure(kind: 'pglite' | 'postgres', url: string | undefined): Promise<Row[]> {
  return withBenchRun(kind, url, 'authme', log, async (run) => {
    await seed(run.database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    const { base, token } = await run.startApp();
    const probe = () => cpuSnapshot(kind === 'postgres' ? run.database.rawQuery : null);
    const loadBefore = loadavg()[0];
    const headers = { authorization: `Bearer ${token}` };
    const body = await (await fetch(`${base}/api/auth/me`, { headers })).text();
    const bare = await bareHttpCeiling(body, SHAPE);
    const m = await profiled(`authme-${kind}`, () => httpLoad(`${base}/api/auth/me`, headers, probe, SHAPE));
    return [
      { metric: `${kind}: bare node:http, the same ${int(Buffer.byteLength(body))}-byte body`, result: `${int(bare.perSecond)} req/s · app main thread ${typeof bare.appCpuPerRequest === 'number' ? ms(bare.appCpuPerRequest) : 'n/a'} per request` },
      { metric: `${kind}: app ÷ bare node:http throughput`, result: `${(m.perSecond / bare.perSecond).toFixed(2)}`, target: '≥ 0.25' },
      { metric: `${kind}: GET /api/auth/me throughput`, result: `${int(m.perSecond)} req/s (${int(m.count)} requests${m.errors ? `, ${int(m.errors)} non-200 ${JSON.stringify(m.statuses)}` : ''})` },
      { metric: `${kind}: latency`, result: `p50 ${ms(m.p50)} · p95 ${ms(m.p95)} · p99 ${ms(m.p99)}` },
      { metric: `${kind}: app main thread CPU per request`, result: typeof m.appCpuPerRequest === 'number' ? ms(m.appCpuPerRequest) : 'n/a' },
      { metric: `${kind}: machine load (1 min) before → after`, result: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs` },
    ];
  });
}

async function main() {
  const only = process.env.BENCH_DATABASES;
  const rows: Row[] = [];
  if (!only || only === 'pglite') rows.push(...(await measure('pglite', undefined)));
  if (!only || only === 'postgres') {
    const postgres = await choosePostgres();
    if ('skip' in postgres) log(`PostgreSQL skipped: ${postgres.skip}`);
    else rows.push(...(await measure('postgres', postgres.url)));
  }
  log(table(`GET /api/auth/me, ${int(SHAPE.requests!)} requests at ${SHAPE.connections} connections`, rows));
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
