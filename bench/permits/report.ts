/** The permits suite's table: per call req/s, p50 / p95 against the target, and the raw side. */
import { int, ms, ratio, seconds, table, type Row } from '../stats';
import type { Verdict } from '../medical/report';
import { PERMIT_OFFICERS, PERMIT_ROWS, PERMITS_P95_TARGET_MS, type PermitBenchReport } from './scenario';

export function permitTable(report: PermitBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const rows: Row[] = [{
    metric: 'seeded (set-based, bench/fanOut.ts)',
    result: `${int(report.counts.officers)} officers in ${seconds(report.officersMs)}, ${int(report.counts.permits)} permits in ${seconds(report.permitsMs)} (with VACUUM)`,
    target: `${int(PERMIT_OFFICERS)} officers, ${int(PERMIT_ROWS)} permits`,
  }];
  for (const item of report.cases) {
    const ok = item.http.errors === 0 && item.http.p95 <= PERMITS_P95_TARGET_MS;
    rows.push({
      metric: `GET /api/${item.path.split('?')[0]} — ${item.label}`,
      result: `${int(item.http.perSecond)} req/s · p50 ${ms(item.http.p50)} · p95 ${ms(item.http.p95)} (${ratio(item.http.p95, PERMITS_P95_TARGET_MS)} of target)${item.http.errors ? ` · ${int(item.http.errors)} errors` : ''} · raw p50 ${ms(item.rawSerial.p50)} / ${ms(item.rawConcurrent.p50)} at 10 · API ÷ raw ${ratio(item.http.p50, item.rawSerial.p50)}`,
      target: `p95 ≤ ${PERMITS_P95_TARGET_MS} ms`,
      status: pg ? verdict(`${report.label}: GET /api/${item.path} p95 ≤ ${PERMITS_P95_TARGET_MS} ms`, ok, ms(item.http.p95)) : 'info',
    });
  }
  return table(`Permits (issue 17) — ${report.label} — ${report.description}`, rows);
}
