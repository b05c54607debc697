/** The disciplinary suite's table: per call req/s, p50 / p95 (target ≤ 50 ms on PostgreSQL), and the ratio to its raw side. */
import { int, ms, ratio, seconds, table, type Row } from '../stats';
import type { Verdict } from '../gunpark/report';
import { CASE_OFFICERS, CASE_ROWS, CASES_P95_TARGET_MS, type CaseBenchReport } from './scenario';

export function caseTable(report: CaseBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const c = report.counts;
  const rows: Row[] = [{
    metric: 'seeded (generator, with involved records)',
    result: `${int(c.cases)} cases, ${int(c.officerLinks)} involved officers, ${int(c.officers)} officers in ${seconds(report.seedMs)}`,
    target: `${int(CASE_ROWS)} cases, ${int(CASE_OFFICERS)} officers`,
  }];
  for (const item of report.cases) {
    const ok = item.http.errors === 0 && item.http.p95 <= CASES_P95_TARGET_MS;
    const name = item.dashboard ? `GET /api/${item.path}` : `GET /api/disciplinary — ${item.label}`;
    const { appCpuPerRequest: app, dbCpuPerRequest: db } = item.http;
    rows.push({
      metric: name,
      result: `${int(item.http.perSecond)} req/s · p50 ${ms(item.http.p50)} · p95 ${ms(item.http.p95)}${item.http.errors ? ` · ${int(item.http.errors)} errors` : ''} · raw (${item.rawKind}) p50 ${ms(item.rawSerial.p50)} / ${ms(item.rawConcurrent.p50)} at 10 · API ÷ raw ${ratio(item.http.p50, item.rawSerial.p50)} / ${ratio(item.http.p50, item.rawConcurrent.p50)}${typeof app === 'number' ? ` · CPU/request app ${ms(app)}${typeof db === 'number' ? `, PostgreSQL ${ms(db)}` : ''}` : ''}`,
      target: `p95 ≤ ${CASES_P95_TARGET_MS} ms`,
      status: pg ? verdict(`${report.label}: ${name} p95 ≤ ${CASES_P95_TARGET_MS} ms`, ok, ms(item.http.p95)) : 'info',
    });
  }
  return table(`Disciplinary cases (issue 16) — ${report.label} — ${report.description}`, rows);
}
