/**
 * Permits under load (issue 17): 300,000 requests over 100,000 officers, seeded set-based
 * (bench/fanOut.ts: 3,000 requests by the demo generator of server/permits/generator.ts,
 * created over the last two years in every status, copied over the officers), then the
 * list (first page, a search by officer name, by cédula, by request number and by type)
 * and the dashboard `GET permits/statistics` at 10 connections. The raw side of each call
 * is the repository's own work run in process (Drizzle, no HTTP, session or audit).
 * Only the requests are copied: the list and the dashboard read no studies, schedules or
 * approvals.
 */
import { permits } from '../../server/permits/schema';
import { generatePermit } from '../../server/permits/generator';
import { PermitRepository } from '../../server/permits/repository';
import { permitStatistics } from '../../server/permits/statistics';
import { Random } from '../../server/officers/random';
import { seed } from '../../server/seed';
import type { DatabaseHandle } from '../../server/db/client';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { cpuSnapshot } from '../cpu';
import { fanOut, fanOutOfficers, hashPick, OFFICER_OF_ROW } from '../fanOut';
import { measurePlan, type MeasuredCase } from '../measurePlan';

export const PERMIT_OFFICERS = Number(process.env.BENCH_PERMIT_OFFICERS ?? 100_000);
export const PERMIT_ROWS = Number(process.env.BENCH_PERMITS ?? 300_000);
export const PERMITS_P95_TARGET_MS = 50;
const TEMPLATES = 3_000;
const DAY_MS = 86_400_000;

export interface PermitBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  counts: { officers: number; permits: number };
  officersMs: number;
  permitsMs: number;
  cases: MeasuredCase[];
}

/** Template `i`: created in the last two years; the older the request, the likelier it was decided. */
function template(i: number, now: number) {
  const random = new Random(1717, i);
  const age = random.int(0, 730);
  const createdAt = new Date(now - age * DAY_MS - random.int(0, 86_000) * 1000);
  const status = age < 10 && random.chance(0.7) ? 'pending' : random.weighted([['approved', 7], ['rejected', 2], ['pending', 1]] as const);
  const decidedAt = status === 'pending' ? null : new Date(createdAt.getTime() + random.int(1, 5) * DAY_MS);
  return {
    ...generatePermit(1717, i, createdAt).values,
    officerId: 0,
    requestNumber: '',
    status,
    statusNotes: status === 'approved' ? 'Aprobado por la jefatura inmediata' : status === 'rejected' ? 'No consignó los soportes requeridos' : null,
    statusDate: decidedAt,
    createdAt,
    updatedAt: decidedAt ?? createdAt,
  };
}

/** The requests, numbered PER-<year>-<copy>; the counters move past them, as the demo seed's. */
export async function insertPermits(database: DatabaseHandle, count: number): Promise<void> {
  const now = Date.now();
  const templates = Array.from({ length: TEMPLATES }, (_, i) => template(i, now));
  await fanOut(database, permits, {
    count,
    templates,
    computed: {
      officer_id: OFFICER_OF_ROW,
      created_at: `t.created_at - ${hashPick('3600', 23)} * interval '1 second'`,
      request_number: `'PER-' || extract(year from t.created_at)::int || '-' || lpad((g + 1)::text, 6, '0')`,
    },
  });
  await database.rawQuery(`insert into counters (name, period, value)
    select 'permits.requestNumber', extract(year from created_at)::int, ${count} from permits group by 2
    on conflict (name, period) do update set value = greatest(counters.value, excluded.value)`);
}

export async function benchPermits(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<PermitBenchReport> {
  return withBenchRun(kind, baseUrl, 'permits', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    log(`  seeding ${PERMIT_OFFICERS.toLocaleString('en-US')} officers and ${PERMIT_ROWS.toLocaleString('en-US')} permits …`);
    const officersMs = await fanOutOfficers(database, PERMIT_OFFICERS);
    const permitsStarted = performance.now();
    await insertPermits(database, PERMIT_ROWS);
    await database.rawQuery(process.env.BENCH_VACUUM === '0' ? 'ANALYZE' : 'VACUUM (ANALYZE)');
    const permitsMs = performance.now() - permitsStarted;
    const [counts] = await database.rawQuery('select (select count(*)::int from officers) as officers, (select count(*)::int from permits) as permits');
    log(`  officers in ${(officersMs / 1000).toFixed(1)} s, permits (+ vacuum) in ${(permitsMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const probe = () => cpuSnapshot(database.kind === 'postgres' ? database.rawQuery : null);
    const repository = new PermitRepository(database.db);
    const [sample] = await database.rawQuery('select o.identification, o.first_name as "firstName", p.request_number as "number" from permits p join officers o on o.id = p.officer_id order by p.id desc limit 1 offset 777');
    const searches: { label: string; search?: string }[] = [
      { label: 'list, page 1 of 10' },
      { label: `list, search by officer name "${String(sample.firstName)}"`, search: String(sample.firstName) },
      { label: 'list, search by cédula', search: String(sample.identification) },
      { label: `list, search by request number "${String(sample.number)}"`, search: String(sample.number) },
      { label: 'list, search by type "estudio"', search: 'estudio' },
    ];
    const plan = [
      ...searches.map(({ label, search }) => ({
        label,
        path: `permits?page=1&pageSize=10${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        work: () => repository.list({ page: 1, pageSize: 10, search }),
      })),
      { label: 'dashboard (totals, types, 12 months, days)', path: 'permits/statistics', work: () => permitStatistics(database.db) },
    ];
    const cases = await measurePlan(plan, base, headers, probe, () => app.flushAudit(), log);
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, officersMs, permitsMs, cases, counts: counts as unknown as PermitBenchReport['counts'] };
  });
}
