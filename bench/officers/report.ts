/** The officer suite's table: search throughput, latency and raw-SQL ratio, export time and memory, seeding. */
import { int, ms, ratio, seconds, table, type Row, type Status } from '../stats';
import { AFTER_SEED, EXPORT_TARGET_MS, OFFICER_ROWS, SEARCH_P95_TARGET_MS, SEARCH_RATIO_TARGET, type OfficerBenchReport } from './scenario';

export type Verdict = (what: string, pass: boolean | null, result: string) => Status;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Where a request's time goes when the machine is shared: CPU of the app's thread and of PostgreSQL. */
function cpuPerRequest(m: OfficerBenchReport['cases'][number]['http']): string {
  const parts: string[] = [];
  if (typeof m.appCpuPerRequest === 'number') parts.push(`app main thread ${ms(m.appCpuPerRequest)}`);
  if (typeof m.dbCpuPerRequest === 'number') parts.push(`PostgreSQL backends ${ms(m.dbCpuPerRequest)}`);
  if (m.appLoopBusy !== undefined) parts.push(`event loop busy ${(m.appLoopBusy * 100).toFixed(0)} %`);
  return parts.join(' · ') || 'n/a (needs Linux /proc)';
}

export function officerTable(report: OfficerBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const judged = (what: string, pass: boolean, result: string): Status => (pg ? verdict(`${report.label}: ${what}`, pass, result) : 'info');
  const rows: Row[] = [
    {
      metric: 'officers seeded (generator, with families and education)',
      result: `${int(report.seeded)} in ${seconds(report.seedMs)} (${int(report.seeded / (report.seedMs / 1000))} officers/s) + ${AFTER_SEED} ${seconds(report.analyzeMs)}`,
      target: int(OFFICER_ROWS),
    },
  ];
  for (const c of report.cases) {
    const name = `GET /api/rrhh/${c.searchCase.path} ${c.searchCase.key}`;
    const p50Ratio = c.http.p50 / c.rawSerial.p50;
    rows.push(
      { metric: c.searchCase.label, result: `${int(c.found)} found · ?${new URLSearchParams(c.searchCase.query)}` },
      { metric: `${name} throughput`, result: `${int(c.http.perSecond)} req/s${c.http.errors ? ` (${int(c.http.errors)} errors)` : ''}` },
      {
        metric: `${name} latency`,
        result: `p50 ${ms(c.http.p50)} · p95 ${ms(c.http.p95)} · p99 ${ms(c.http.p99)}`,
        target: `p95 ≤ ${SEARCH_P95_TARGET_MS} ms`,
        status: judged(`${name} p95 ≤ ${SEARCH_P95_TARGET_MS} ms`, c.http.errors === 0 && c.http.p95 <= SEARCH_P95_TARGET_MS, ms(c.http.p95)),
      },
      { metric: `${name} CPU per request`, result: cpuPerRequest(c.http) },
      { metric: `${name} raw (${c.rawKind})`, result: `p50 ${ms(c.rawSerial.p50)} one at a time · ${ms(c.rawConcurrent.p50)} at 10 concurrent` },
      {
        metric: `${name} API p50 ÷ raw p50`,
        result: `${ratio(c.http.p50, c.rawSerial.p50)} (vs 1 at a time) · ${ratio(c.http.p50, c.rawConcurrent.p50)} (vs 10 concurrent)`,
        target: `≤ ${SEARCH_RATIO_TARGET}× (vs 10 concurrent)`,
        status: judged(`${name} p50 ≤ ${SEARCH_RATIO_TARGET}× raw`, c.http.p50 / c.rawConcurrent.p50 <= SEARCH_RATIO_TARGET, `${ratio(c.http.p50, c.rawConcurrent.p50)} (1 at a time ${p50Ratio.toFixed(1)}×)`),
      },
    );
  }
  const [small, all] = report.exports;
  for (const e of report.exports) {
    rows.push({
      metric: `Excel export of ${int(e.rows)} officers`,
      result: `${seconds(e.ms)} · peak memory +${mb(e.peakRssGrowth)} RSS, +${mb(e.peakHeapGrowth)} ${global.gc ? 'live heap (sampled after GC)' : 'heap (run with --expose-gc for live heap)'}`,
      target: e === all ? `≤ ${seconds(EXPORT_TARGET_MS)}` : undefined,
      status: e === all ? judged(`Excel export of ${int(e.rows)} ≤ ${seconds(EXPORT_TARGET_MS)}`, e.ms <= EXPORT_TARGET_MS, seconds(e.ms)) : undefined,
    });
  }
  if (small && all) {
    // Memory "does not grow with the row count": 10× the rows may not need much more than the small export.
    const growth = all.peakHeapGrowth / Math.max(small.peakHeapGrowth, 1);
    const flat = all.peakHeapGrowth <= Math.max(2 * small.peakHeapGrowth, small.peakHeapGrowth + 32 * 1024 * 1024);
    rows.push({
      metric: `export heap growth, ${int(all.rows)} vs ${int(small.rows)} rows`,
      result: `${growth.toFixed(1)}× for ${(all.rows / Math.max(small.rows, 1)).toFixed(0)}× the rows`,
      target: '≤ 2× (or + 32 MB)',
      status: judged('export memory does not grow with the row count', flat, `${growth.toFixed(1)}×`),
    });
  }
  return table(`Officer record (issue 3) — ${report.label} — ${report.description}`, rows);
}
