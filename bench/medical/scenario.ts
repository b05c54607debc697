/**
 * Medical reports under load (issue 17): 100,000 officers (bench/fanOut.ts) and 200,000 medical reports
 * (2,000 by the demo generator of server/medical/demoData.ts, over the last six months,
 * copied over the officers by bench/fanOut.ts), then the
 * list (first page, a search by officer name, by cédula and by diagnosis) and the
 * dashboard `GET medical/statistics` at 10 connections. The raw side of each call is the
 * repository's own work run in process (Drizzle, no HTTP, session or audit).
 */
import { type DatabaseHandle } from '../../server/db/client';
import { medicalReports } from '../../server/db/schema';
import { demoReport } from '../../server/medical/demoData';
import { MedicalReportRepository } from '../../server/medical/reports';
import { medicalStatistics } from '../../server/medical/statistics';
import { Random } from '../../server/officers/random';
import { seed } from '../../server/seed';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { fanOut, fanOutOfficers, hashPick, OFFICER_OF_ROW } from '../fanOut';
import { cpuSnapshot } from '../cpu';
import { measurePlan, type MeasuredCase, type PlannedCase } from '../measurePlan';

export const MEDICAL_OFFICERS = Number(process.env.BENCH_MEDICAL_OFFICERS ?? 100_000);
export const MEDICAL_REPORTS = Number(process.env.BENCH_MEDICAL_REPORTS ?? 200_000);
export const MEDICAL_P95_TARGET_MS = 50;
const TEMPLATES = 2_000;

export interface MedicalBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  counts: { officers: number; reports: number };
  seedMs: number;
  cases: MeasuredCase[];
}

/** The reports: 2,000 made by the demo generator, copied over every officer in one statement (bench/fanOut.ts). */
export async function insertReports(database: DatabaseHandle, doctorId: number, count: number) {
  const random = new Random(2026, 17);
  const today = new Date();
  const templates = Array.from({ length: TEMPLATES }, () => demoReport(random, 0, doctorId, doctorId, today));
  // Each copy keeps its template's rest and status, and is created up to an hour earlier.
  await fanOut(database, medicalReports, { count, templates, computed: { police_id: OFFICER_OF_ROW, created_at: `t.created_at - ${hashPick('3600', 17)} * interval '1 second'` } });
}

export async function benchMedical(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<MedicalBenchReport> {
  return withBenchRun(kind, baseUrl, 'medical', log, async ({ database, description, startApp }) => {
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    log(`  seeding ${MEDICAL_OFFICERS.toLocaleString('en-US')} officers and ${MEDICAL_REPORTS.toLocaleString('en-US')} medical reports …`);
    const seedStarted = performance.now();
    await fanOutOfficers(database, MEDICAL_OFFICERS);
    log(`  officers in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const [adminUser] = await database.rawQuery("select id from users where username = 'admin'");
    await insertReports(database, Number(adminUser.id), MEDICAL_REPORTS);
    await database.rawQuery(process.env.BENCH_VACUUM === '0' ? 'ANALYZE' : 'VACUUM (ANALYZE)');
    const seedMs = performance.now() - seedStarted;
    const [counts] = await database.rawQuery('select (select count(*)::int from officers) as officers, (select count(*)::int from medical_reports) as reports');
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const probe = () => cpuSnapshot(database.kind === 'postgres' ? database.rawQuery : null);
    const repository = new MedicalReportRepository(database.db);
    const [sample] = await database.rawQuery('select o.identification, o.first_name as "firstName" from medical_reports r join officers o on o.id = r.police_id order by r.id limit 1');
    const plan: PlannedCase[] = [
      { label: 'list, page 1 of 10', path: 'medical/reports?page=1&pageSize=10', work: () => repository.list({ page: 1, pageSize: 10 }) },
      { label: `list, search by officer name "${String(sample.firstName)}"`, path: `medical/reports?page=1&pageSize=10&search=${encodeURIComponent(String(sample.firstName))}`, work: () => repository.list({ page: 1, pageSize: 10, search: String(sample.firstName) }) },
      { label: 'list, search by cédula', path: `medical/reports?page=1&pageSize=10&search=${String(sample.identification)}`, work: () => repository.list({ page: 1, pageSize: 10, search: String(sample.identification) }) },
      { label: 'list, search by diagnosis "fractura"', path: 'medical/reports?page=1&pageSize=10&search=fractura', work: () => repository.list({ page: 1, pageSize: 10, search: 'fractura' }) },
      { label: 'dashboard (6 months, top 5 diagnoses, rest days)', path: 'medical/statistics', work: () => medicalStatistics(database.db) },
    ];
    const cases = await measurePlan(plan, base, headers, probe, () => app.flushAudit(), log);
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, seedMs, cases, counts: counts as unknown as MedicalBenchReport['counts'] };
  });
}
