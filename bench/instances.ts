/**
 * Issue 19, scale-out: the officer search (GET /api/rrhh/search by name fragment) at 10
 * connections against one server process, then against two processes on the same
 * PostgreSQL database with the load generator taking them in turn (a round-robin load
 * balancer). Rounds alternate 1, 2, 1, 2 … and the medians are compared. The CPU of each
 * server process, of the database's backends and of the load generator itself is read
 * from /proc over each measured window, to say where the bottleneck is.
 *
 *   npx tsx bench/instances.ts   (PostgreSQL only: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default)
 *
 * BENCH_OFFICERS sets the officer count (default 100,000); BENCH_ROUNDS the rounds (3);
 * BENCH_SECONDS the measured seconds of each run (10).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { insertGeneratedOfficers } from '../server/officers/seedOfficers';
import { seed } from '../server/seed';
import { startServerProcess, type ServerProcess } from '../tests/support/serverProcess';
import { ADMIN_PASSWORD, login } from './benchRun';
import { cpuBetween, cpuMsOf, cpuSnapshot, type CpuSnapshot } from './cpu';
import { choosePostgres, createBenchDatabase } from './database';
import { httpLoad, type LoadShape } from './load';
import { int, ms, table, type Row } from './stats';

const OFFICERS = Number(process.env.BENCH_OFFICERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHAPE: LoadShape = { connections: 10, warmupMs: 3_000, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000, roundRobin: true };
const SEARCH_PATH = '/api/rrhh/search?search=hernan';

/** utime + stime of a whole process (every thread), in ms; null when unreadable. */
const processCpuMs = (pid: number | undefined) => (pid === undefined ? null : cpuMsOf(String(pid)));

interface Sample {
  servers: (number | null)[];
  generator: number | null;
  database: CpuSnapshot;
}

interface RunResult {
  instances: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** Share of one core over the measured window: each server, the database's backends, the load generator. */
  serverCores: (number | null)[];
  databaseCores: number | null;
  generatorCores: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const cores = (cpuMs: number | null) => (cpuMs === null ? null : cpuMs / SHAPE.durationMs);
const share = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value * 100)} %`);

async function main() {
  const target = await choosePostgres();
  if ('skip' in target) {
    console.log(`Skipped: ${target.skip}`);
    return;
  }
  const log = (line: string) => console.log(line);
  const benchDatabase = await createBenchDatabase(target.url);
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  try {
    log(`Officer search, 1 vs 2 server processes on ${target.source} (load average ${loadavg()[0].toFixed(1)}, 2 CPUs shared)`);
    const database = await openDatabase({ url: benchDatabase.url });
    const seedStarted = performance.now();
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    await insertGeneratedOfficers(database.db, OFFICERS);
    await database.rawQuery('VACUUM (ANALYZE)');
    log(`  ${int(OFFICERS)} officers seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    for (const name of ['a', 'b']) {
      const dataDir = mkdtempSync(join(tmpdir(), `policia-instance-${name}-`));
      dataDirs.push(dataDir);
      servers.push(await startServerProcess({ dataDir, env: { DATABASE_URL: benchDatabase.url, ADMIN_PASSWORD } }));
    }
    // A token signed by one is valid on the other (same JWT_SECRET): one login serves both.
    const token = await login(servers[0].baseUrl);
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const sample = async (): Promise<Sample> => ({
      servers: servers.map((server) => processCpuMs(server.child.pid)),
      generator: processCpuMs(process.pid),
      database: await cpuSnapshot(database.rawQuery),
    });

    const measure = async (instances: number): Promise<RunResult> => {
      const urls = servers.slice(0, instances).map((server) => `${server.baseUrl}${SEARCH_PATH}`);
      let start: Promise<Sample> | null = null;
      const summary = await httpLoad(urls, headers, async () => {
        // httpLoad probes at the end of warm-up and at the end: the same two moments here.
        const current = sample();
        start ??= current;
        return (await current).database;
      }, SHAPE);
      const [first, last] = await Promise.all([start!, sample()]);
      const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
      return {
        instances,
        perSecond: summary.perSecond,
        p50: summary.p50,
        p95: summary.p95,
        errors: summary.errors,
        serverCores: servers.map((_, i) => cores(diff(first.servers[i], last.servers[i]))),
        databaseCores: cores(cpuBetween(first.database, last.database).dbMs),
        generatorCores: cores(diff(first.generator, last.generator)),
      };
    };

    const results: RunResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const instances of [1, 2]) {
        const result = await measure(instances);
        results.push(result);
        log(`  round ${round}, ${instances} instance${instances > 1 ? 's' : ''}: ${int(result.perSecond)} req/s · p50 ${ms(result.p50)} · p95 ${ms(result.p95)}${result.errors ? ` · ${result.errors} errors` : ''} · CPU servers ${result.serverCores.map(share).join(' + ')}, PostgreSQL ${share(result.databaseCores)}, load generator ${share(result.generatorCores)} (load average ${loadavg()[0].toFixed(1)})`);
      }
    }
    await database.close();

    const rows: Row[] = [];
    const medians: Record<number, number> = {};
    for (const instances of [1, 2]) {
      const runs = results.filter((r) => r.instances === instances);
      medians[instances] = median(runs.map((r) => r.perSecond));
      const middle = runs.find((r) => r.perSecond === medians[instances])!;
      rows.push({ metric: `${instances} instance${instances > 1 ? 's' : ''}: throughput (median of ${runs.length})`, result: `${int(medians[instances])} req/s (runs: ${runs.map((r) => int(r.perSecond)).join(', ')})` });
      rows.push({ metric: `${instances} instance${instances > 1 ? 's' : ''}: latency (median run)`, result: `p50 ${ms(middle.p50)} · p95 ${ms(middle.p95)}` });
      rows.push({ metric: `${instances} instance${instances > 1 ? 's' : ''}: CPU (median run, share of one core)`, result: `servers ${middle.serverCores.slice(0, instances).map(share).join(' + ')} · PostgreSQL ${share(middle.databaseCores)} · load generator ${share(middle.generatorCores)}` });
    }
    rows.push({ metric: 'throughput ratio, 2 ÷ 1', result: `${(medians[2] / medians[1]).toFixed(2)}×` });
    log(table(`Officer search ${SEARCH_PATH}, ${int(OFFICERS)} officers, ${SHAPE.connections} connections, ${SHAPE.durationMs / 1000} s per run`, rows));
    log(`load average at the end ${loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await benchDatabase.drop();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
