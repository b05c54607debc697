/**
 * Weapons park and transport under load (issue 5): 20,000 guns and 20,000 vehicles (the
 * demo generator, with their assignment histories) in 60 stations, then the gun list
 * filtered by station and every dashboard endpoint at 10 connections. The raw side of
 * the gun list is its page and count statements; the raw side of a dashboard endpoint
 * is the same queries run in process (Drizzle, no HTTP, session or audit).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { type DatabaseHandle } from '../../server/db/client';
import { guns } from '../../server/db/schema';
import { insertGeneratedOfficers } from '../../server/officers/seedOfficers';
import { gunDashboardEndpoints } from '../../server/routes/gunpark/dashboard';
import { vehicleDashboardEndpoints } from '../../server/routes/transport/dashboard';
import { seed } from '../../server/seed';
import { insertDemoAssets } from '../../server/seed/gunparkDemo';
import { cpuSnapshot } from '../cpu';
import { httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE, type LoadShape } from '../load';
import type { Measured } from '../scenario';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';

export const GUN_ROWS = Number(process.env.BENCH_GUNS ?? 20_000);
export const VEHICLE_ROWS = Number(process.env.BENCH_VEHICLES ?? 20_000);
export const STATION_ROWS = 60;
const OFFICERS = 2_000;
export const DASHBOARD_P95_TARGET_MS = 50;
/** Twenty dashboard endpoints: a shorter window each than the platform cases, same 10 connections. */
const DASHBOARD_SHAPE: LoadShape = { connections: 10, warmupMs: 500, durationMs: 3_000 };

export interface AssetCase extends Measured {
  key: string;
  label: string;
  path: string;
  rawKind: string;
  /** Judged against the dashboard p95 target. */
  dashboard: boolean;
}

export interface AssetBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  counts: { stations: number; guns: number; vehicles: number; gunAssignments: number; vehicleAssignments: number };
  seedMs: number;
  cases: AssetCase[];
}


/** The page and count statements of GET gunpark/guns?station=… (the generic repository's list, default sort by code). */
function gunListWork(database: DatabaseHandle, station: number) {
  const where = and(eq(guns.station, station));
  const page = database.db.select().from(guns).where(where).orderBy(asc(guns.codeGun), asc(guns.id)).limit(10).offset(0).toSQL();
  const total = database.db.select({ total: count() }).from(guns).where(where).toSQL();
  return () => Promise.all([database.rawQuery(page.sql, page.params), database.rawQuery(total.sql, total.params)]);
}

export async function benchAssets(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<AssetBenchReport> {
  return withBenchRun(kind, baseUrl, 'assets', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    log(`  seeding ${OFFICERS} officers, ${STATION_ROWS} stations, ${GUN_ROWS.toLocaleString('en-US')} guns and ${VEHICLE_ROWS.toLocaleString('en-US')} vehicles with their assignments …`);
    const seedStarted = performance.now();
    await insertGeneratedOfficers(database.db, OFFICERS);
    const officerIds = (await database.rawQuery('select id from officers order by id')).map((r) => Number(r.id));
    const stationIds = await insertDemoAssets(database.db, { stations: STATION_ROWS, guns: GUN_ROWS, vehicles: VEHICLE_ROWS, officerIds });
    await database.rawQuery('ANALYZE');
    const seedMs = performance.now() - seedStarted;
    const [counts] = await database.rawQuery(`select (select count(*)::int from stations) as stations, (select count(*)::int from guns) as guns, (select count(*)::int from vehicles) as vehicles,
      (select count(*)::int from gun_assignments) as "gunAssignments", (select count(*)::int from vehicle_assignments) as "vehicleAssignments"`);
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const cpuQuery = database.kind === 'postgres' ? database.rawQuery : null;
    const probe = () => cpuSnapshot(cpuQuery);
    const handle = database;

    // The busiest station: the largest page + count the list can ask for.
    const [busiest] = await database.rawQuery('select station, count(*)::int as n from guns where station is not null group by station order by n desc limit 1');
    const station = Number(busiest?.station ?? stationIds[0]);
    const plan: { key: string; label: string; path: string; work: () => Promise<unknown>; rawKind: string; dashboard: boolean; shape?: LoadShape }[] = [
      { key: 'list', label: `gun list of station ${station} (${busiest?.n ?? '?'} guns), page 1 of 10`, path: `gunpark/guns?station=${station}&page=1&pageSize=10`, work: gunListWork(handle, station), rawKind: 'page + count statements', dashboard: false },
    ];
    for (const [prefix, endpoints] of [['gunpark/dashboard', gunDashboardEndpoints(handle)], ['vehicle/dashboard', vehicleDashboardEndpoints(handle)]] as const) {
      for (const [path, endpoint] of Object.entries(endpoints)) {
        plan.push({ key: `${prefix}/${path}`, label: `${prefix}/${path}`, path: `${prefix}/${path}`, work: endpoint.run, rawKind: 'same queries in process', dashboard: true, shape: DASHBOARD_SHAPE });
      }
    }
    // BENCH_GUNPARK_ONLY=<text> measures only the calls whose path contains it (a quick look at one).
    const only = process.env.BENCH_GUNPARK_ONLY;
    const cases: AssetCase[] = [];
    for (const item of plan.filter((p) => !only || p.path.includes(only))) {
      const url = `${base}/api/${item.path}`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
      log(`  GET /api/${item.path} …`);
      const http = await httpLoad(url, headers, probe, item.shape);
      await app.flushAudit();
      cases.push({
        key: item.key, label: item.label, path: item.path, rawKind: item.rawKind, dashboard: item.dashboard, http,
        rawSerial: await inProcessLoad(item.work, RAW_SERIAL_SHAPE),
        rawConcurrent: await inProcessLoad(item.work, RAW_CONCURRENT_SHAPE),
      });
    }
    return {
      kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, seedMs, cases,
      counts: counts as unknown as AssetBenchReport['counts'],
    };
  });
}
