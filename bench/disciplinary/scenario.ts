/**
 * Disciplinary cases under load (issue 16): 100,000 officers and 200,000 ICAP and OIDP cases
 * (2,000 made by the demo generator of server/disciplinary/demoData.ts, copied over the
 * officers by bench/fanOut.ts, each copy with a number of its own), their involved officers
 * (1–3 a case), vehicles (15 %) and guns (20 %) written set-based, then the case list (a
 * page of one kind, a search by victim, a search by case number) and every dashboard
 * endpoint at 10 connections (bench/measurePlan.ts). The raw side of a list call is the
 * generic repository's list in process; of a dashboard endpoint, the same queries in process.
 */
import { type DatabaseHandle } from '../../server/db/client';
import { disciplinaryCases } from '../../server/db/schema';
import { demoCaseRows } from '../../server/disciplinary/demoData';
import { disciplinaryDashboardEndpoints } from '../../server/routes/disciplinary/dashboard';
import { seed } from '../../server/seed';
import { insertDemoAssets } from '../../server/seed/gunparkDemo';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { cpuSnapshot } from '../cpu';
import { fanOut, fanOutOfficers } from '../fanOut';
import { measurePlan, type MeasuredCase, type PlannedCase } from '../measurePlan';
import { listCasesRaw } from './rawList';

export const CASE_ROWS = Number(process.env.BENCH_CASES ?? 200_000);
export const CASE_OFFICERS = Number(process.env.BENCH_OFFICERS ?? 100_000);
export const CASES_P95_TARGET_MS = 50;
const TEMPLATES = 2_000;

interface CasePlan extends PlannedCase {
  key: string;
  rawKind: string;
  dashboard: boolean;
}

export interface CaseBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  counts: { officers: number; cases: number; officerLinks: number };
  seedMs: number;
  cases: MeasuredCase<CasePlan>[];
}

/** Copy g keeps its template's kind, year and texts; its number (and an OIDP's expedient) ends in g + 1, so every copy's is unique. */
const numbered = (column: string, prefix: string) =>
  `case when t.${column} is null then null else ${prefix} || '-' || split_part(t.${column}, '-', 2) || '-' || lpad((g + 1)::text, 6, '0') end`;

/** The cases (fanned out from the generator's templates), then their involved records in one statement each. */
async function insertCases(database: DatabaseHandle, count: number) {
  await fanOut(database, disciplinaryCases, {
    count,
    templates: demoCaseRows(TEMPLATES),
    computed: { number_of_case: numbered('number_of_case', "split_part(t.number_of_case, '-', 1)"), expedient_number: numbered('expedient_number', "'EXP'") },
  });
  const h = (salt: number) => `abs(hashint4(c.id::int + ${salt}))`;
  await database.rawQuery(`with o as (select array_agg(id order by id) as ids from officers)
    insert into disciplinary_case_officers (case_id, officer_id)
    select distinct c.id, o.ids[1 + abs(hashint4(c.id::int * 3 + k)) % cardinality(o.ids)] from disciplinary_cases c cross join o
    cross join lateral generate_series(1, case when ${h(1)} % 10 < 6 then 1 when ${h(1)} % 10 < 9 then 2 else 3 end) k`);
  for (const [table, column, source, percent] of [['disciplinary_case_vehicles', 'vehicle_id', 'vehicles', 15], ['disciplinary_case_guns', 'gun_id', 'guns', 20]] as const) {
    await database.rawQuery(`with r as (select array_agg(id order by id) as ids from ${source})
      insert into ${table} (case_id, ${column}) select c.id, r.ids[1 + ${h(percent)} % cardinality(r.ids)] from disciplinary_cases c cross join r where ${h(percent + 1)} % 100 < ${percent}`);
  }
}

export async function benchCases(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<CaseBenchReport> {
  return withBenchRun(kind, baseUrl, 'disciplinary', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    log(`  seeding ${CASE_OFFICERS.toLocaleString('en-US')} officers and ${CASE_ROWS.toLocaleString('en-US')} cases …`);
    const seedStarted = performance.now();
    await fanOutOfficers(database, CASE_OFFICERS);
    const officerIds = (await database.rawQuery('select id from officers order by id limit 2000')).map((r) => Number(r.id));
    await insertDemoAssets(database.db, { stations: 20, guns: 2_000, vehicles: 2_000, officerIds });
    await insertCases(database, CASE_ROWS);
    await database.rawQuery(process.env.BENCH_VACUUM === '0' ? 'ANALYZE' : 'VACUUM (ANALYZE)');
    const seedMs = performance.now() - seedStarted;
    const [counts] = await database.rawQuery(`select (select count(*)::int from officers) as officers, (select count(*)::int from disciplinary_cases) as cases,
      (select count(*)::int from disciplinary_case_officers) as "officerLinks"`);
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const probe = () => cpuSnapshot(database.kind === 'postgres' ? database.rawQuery : null);
    const [sample] = await database.rawQuery('select number_of_case from disciplinary_cases where type_disciplinary = 1 order by id desc limit 1 offset 500');
    const plan: CasePlan[] = [
      listCase(database, 'ICAP cases, page 1 of 10', 'disciplinary?typeDisciplinary=1&page=1&pageSize=10'),
      listCase(database, 'ICAP cases searched by victim ("ramirez")', 'disciplinary?typeDisciplinary=1&search=ramirez&page=1&pageSize=10'),
      listCase(database, `cases searched by number ("${sample.number_of_case}")`, `disciplinary?search=${encodeURIComponent(String(sample.number_of_case))}&page=1&pageSize=10`),
    ];
    for (const [path, endpoint] of Object.entries(disciplinaryDashboardEndpoints(database))) {
      plan.push({ key: `dashboard/${path}`, label: `disciplinary/dashboard/${path}`, path: `disciplinary/dashboard/${path}`, work: endpoint.run, rawKind: 'same queries in process', dashboard: true });
    }
    const only = process.env.BENCH_DISCIPLINARY_ONLY;
    const cases = await measurePlan(plan.filter((p) => !only || p.path.includes(only)), base, headers, probe, () => app.flushAudit(), log);
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, seedMs, cases, counts: counts as unknown as CaseBenchReport['counts'] };
  });
}

/** A list call and, as its raw side, the same list through the app's repository in process. */
function listCase(database: DatabaseHandle, label: string, path: string): CasePlan {
  const query = new URLSearchParams(path.split('?')[1]);
  return { key: `list ${label}`, label, path, work: () => listCasesRaw(database, query), rawKind: 'repository list in process', dashboard: false };
}
