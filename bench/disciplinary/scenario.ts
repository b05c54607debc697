/**
 * Disciplinary cases under load (issue 16): 200,000 ICAP and OIDP cases (the demo
 * generator, with their involved officers, vehicles and guns) over 100,000 officers, then
 * the case list (a page of one kind, a search by victim, a search by case number) and
 * every dashboard endpoint at 10 connections. The raw side of a list call is its page and
 * count statements; the raw side of a dashboard endpoint is the same queries in process.
 */
import { type DatabaseHandle } from '../../server/db/client';
import { disciplinaryDashboardEndpoints } from '../../server/routes/disciplinary/dashboard';
import { insertDemoCases } from '../../server/disciplinary/demoData';
import { insertGeneratedOfficers } from '../../server/officers/seedOfficers';
import { seed } from '../../server/seed';
import { insertDemoAssets } from '../../server/seed/gunparkDemo';
import { cpuSnapshot } from '../cpu';
import { httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE, type LoadShape } from '../load';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import type { AssetCase } from '../gunpark/scenario';
import { listCasesRaw } from './rawList';

export const CASE_ROWS = Number(process.env.BENCH_CASES ?? 200_000);
export const CASE_OFFICERS = Number(process.env.BENCH_OFFICERS ?? 100_000);
export const CASES_P95_TARGET_MS = 50;
const SHAPE: LoadShape = { connections: 10, warmupMs: 500, durationMs: 3_000 };

export interface CaseBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  counts: { officers: number; cases: number; officerLinks: number };
  seedMs: number;
  cases: AssetCase[];
}

export async function benchCases(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<CaseBenchReport> {
  return withBenchRun(kind, baseUrl, 'disciplinary', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    log(`  seeding ${CASE_OFFICERS.toLocaleString('en-US')} officers and ${CASE_ROWS.toLocaleString('en-US')} cases …`);
    const seedStarted = performance.now();
    await insertGeneratedOfficers(database.db, CASE_OFFICERS);
    const officerIds = (await database.rawQuery('select id from officers order by id')).map((r) => Number(r.id));
    await insertDemoAssets(database.db, { stations: 20, guns: 2_000, vehicles: 2_000, officerIds: officerIds.slice(0, 2_000) });
    const ids = async (table: string) => (await database.rawQuery(`select id from ${table} order by id`)).map((r) => Number(r.id));
    await insertDemoCases(database.db, { cases: CASE_ROWS, officerIds, vehicleIds: await ids('vehicles'), gunIds: await ids('guns') });
    await database.rawQuery('ANALYZE');
    const seedMs = performance.now() - seedStarted;
    const [counts] = await database.rawQuery(`select (select count(*)::int from officers) as officers, (select count(*)::int from disciplinary_cases) as cases,
      (select count(*)::int from disciplinary_case_officers) as "officerLinks"`);
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const probe = () => cpuSnapshot(database.kind === 'postgres' ? database.rawQuery : null);
    const [sample] = await database.rawQuery('select number_of_case from disciplinary_cases where type_disciplinary = 1 order by id desc limit 1 offset 500');
    const plan: { key: string; label: string; path: string; work: () => Promise<unknown>; rawKind: string; dashboard: boolean }[] = [
      listCase(database, 'ICAP cases, page 1 of 10', 'disciplinary?typeDisciplinary=1&page=1&pageSize=10'),
      listCase(database, 'ICAP cases searched by victim ("ramirez")', 'disciplinary?typeDisciplinary=1&search=ramirez&page=1&pageSize=10'),
      listCase(database, `cases searched by number ("${sample.number_of_case}")`, `disciplinary?search=${encodeURIComponent(String(sample.number_of_case))}&page=1&pageSize=10`),
    ];
    for (const [path, endpoint] of Object.entries(disciplinaryDashboardEndpoints(database))) {
      plan.push({ key: `dashboard/${path}`, label: `disciplinary/dashboard/${path}`, path: `disciplinary/dashboard/${path}`, work: endpoint.run, rawKind: 'same queries in process', dashboard: true });
    }
    const only = process.env.BENCH_DISCIPLINARY_ONLY;
    const cases: AssetCase[] = [];
    for (const item of plan.filter((p) => !only || p.path.includes(only))) {
      const url = `${base}/api/${item.path}`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
      log(`  GET /api/${item.path} …`);
      const http = await httpLoad(url, headers, probe, SHAPE);
      await app.flushAudit();
      cases.push({
        key: item.key, label: item.label, path: item.path, rawKind: item.rawKind, dashboard: item.dashboard, http,
        rawSerial: await inProcessLoad(item.work, RAW_SERIAL_SHAPE),
        rawConcurrent: await inProcessLoad(item.work, RAW_CONCURRENT_SHAPE),
      });
    }
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, seedMs, cases, counts: counts as unknown as CaseBenchReport['counts'] };
  });
}

/** A list call and, as its raw side, the same list through the app's repository in process. */
function listCase(database: DatabaseHandle, label: string, path: string) {
  const query = new URLSearchParams(path.split('?')[1]);
  const work = () => listCasesRaw(database, query);
  return { key: `list ${label}`, label, path, work, rawKind: 'repository list in process', dashboard: false };
}
