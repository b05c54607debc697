/** The medical suite's table: per call req/s, p50 / p95 against the target, and the raw side. */
import { int, ms, ratio, seconds, table, type Row, type Status } from '../stats';
import { MEDICAL_OFFICERS, MEDICAL_P95_TARGET_MS, MEDICAL_REPORTS, type MedicalBenchReport } from './scenario';

export type Verdict = (what: string, pass: boolean | null, result: string) => Status;

export function medicalTable(report: MedicalBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const rows: Row[] = [{
    metric: 'seeded (set-based, bench/fanOut.ts)',
    result: `${int(report.counts.officers)} officers, ${int(report.counts.reports)} medical reports in ${seconds(report.seedMs)}`,
    target: `${int(MEDICAL_OFFICERS)} officers, ${int(MEDICAL_REPORTS)} reports`,
  }];
  for (const item of report.cases) {
    const ok = item.http.errors === 0 && item.http.p95 <= MEDICAL_P95_TARGET_MS;
    rows.push({
      metric: `GET /api/${item.path.split('?')[0]} — ${item.label}`,
      result: `${int(item.http.perSecond)} req/s · p50 ${ms(item.http.p50)} · p95 ${ms(item.http.p95)}${item.http.errors ? ` · ${int(item.http.errors)} errors` : ''} · raw p50 ${ms(item.rawSerial.p50)} / ${ms(item.rawConcurrent.p50)} at 10 · API ÷ raw ${ratio(item.http.p50, item.rawSerial.p50)}`,
      target: `p95 ≤ ${MEDICAL_P95_TARGET_MS} ms`,
      status: pg ? verdict(`${report.label}: GET /api/${item.path} p95 ≤ ${MEDICAL_P95_TARGET_MS} ms`, ok, ms(item.http.p95)) : 'info',
    });
  }
  return table(`Medical reports (issue 17) — ${report.label} — ${report.description}`, rows);
}
