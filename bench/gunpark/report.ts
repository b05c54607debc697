/** The weapons park and transport suite's table: per call req/s, p50 / p95, and the ratio to its raw side. */
import { int, ms, ratio, seconds, table, type Row, type Status } from '../stats';
import { DASHBOARD_P95_TARGET_MS, GUN_ROWS, VEHICLE_ROWS, type AssetBenchReport } from './scenario';

export type Verdict = (what: string, pass: boolean | null, result: string) => Status;

/** Where a request's time goes on a shared machine: CPU of the app's thread and of PostgreSQL, per request. */
function cpu(item: AssetBenchReport['cases'][number]): string {
  const { appCpuPerRequest: app, dbCpuPerRequest: db } = item.http;
  return typeof app === 'number' ? ` · CPU/request app ${ms(app)}${typeof db === 'number' ? `, PostgreSQL ${ms(db)}` : ''}` : '';
}

export function assetTable(report: AssetBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const c = report.counts;
  const rows: Row[] = [{
    metric: 'seeded (generator, with assignment histories)',
    result: `${int(c.guns)} guns, ${int(c.vehicles)} vehicles, ${int(c.stations)} stations, ${int(c.gunAssignments)} + ${int(c.vehicleAssignments)} assignments in ${seconds(report.seedMs)}`,
    target: `${int(GUN_ROWS)} guns, ${int(VEHICLE_ROWS)} vehicles`,
  }];
  for (const item of report.cases) {
    const ok = item.http.errors === 0 && item.http.p95 <= DASHBOARD_P95_TARGET_MS;
    rows.push({
      metric: `GET /api/${item.dashboard ? item.path : `gunpark/guns — ${item.label}`}`,
      result: `${int(item.http.perSecond)} req/s · p50 ${ms(item.http.p50)} · p95 ${ms(item.http.p95)}${item.http.errors ? ` · ${int(item.http.errors)} errors` : ''} · raw (${item.rawKind}) p50 ${ms(item.rawSerial.p50)} / ${ms(item.rawConcurrent.p50)} at 10 · API ÷ raw ${ratio(item.http.p50, item.rawSerial.p50)} / ${ratio(item.http.p50, item.rawConcurrent.p50)}${cpu(item)}`,
      target: item.dashboard ? `p95 ≤ ${DASHBOARD_P95_TARGET_MS} ms` : undefined,
      status: item.dashboard && pg ? verdict(`${report.label}: GET /api/${item.path} p95 ≤ ${DASHBOARD_P95_TARGET_MS} ms`, ok, ms(item.http.p95)) : 'info',
    });
  }
  return table(`Weapons park and transport (issue 5) — ${report.label} — ${report.description}`, rows);
}
