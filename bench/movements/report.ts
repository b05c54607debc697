/** The movement suite's tables: officer history calls (req/s, latency, raw-SQL ratio) and the officer PDFs in Chromium. */
import { AFTER_SEED } from '../officers/scenario';
import { int, ms, ratio, seconds, table, type Row, type Status } from '../stats';
import type { Timing } from '../browserApp';
import { PDF_MEDIAN_TARGET_MS, type PdfBenchReport } from './pdfs';
import { HISTORY_P95_TARGET_MS, type MovementBenchReport } from './scenario';

export type Verdict = (what: string, pass: boolean | null, result: string) => Status;

/** Where a request's time goes when the machine is shared: CPU of the app's thread and of PostgreSQL. */
function cpuPerRequest(m: MovementBenchReport['cases'][number]['http']): string {
  const parts: string[] = [];
  if (typeof m.appCpuPerRequest === 'number') parts.push(`app main thread ${ms(m.appCpuPerRequest)}`);
  if (typeof m.dbCpuPerRequest === 'number') parts.push(`PostgreSQL backends ${ms(m.dbCpuPerRequest)}`);
  if (m.appLoopBusy !== undefined) parts.push(`event loop busy ${(m.appLoopBusy * 100).toFixed(0)} %`);
  return parts.join(' · ') || 'n/a (needs Linux /proc)';
}

export function movementTable(report: MovementBenchReport, verdict: Verdict): string {
  const pg = report.kind === 'postgres';
  const judged = (what: string, pass: boolean, result: string): Status => (pg ? verdict(`${report.label}: ${what}`, pass, result) : 'info');
  const m = report.movements;
  const rows: Row[] = [
    { metric: 'officers seeded (generator, with families and education)', result: `${int(report.officers)} in ${seconds(report.officerSeedMs)}` },
    {
      metric: 'movement rows seeded',
      result: `${int(m.reentries)} re-entries, ${int(m.disincorporations)} egresos, ${int(m.vacations)} vacations / rests / commissions (${int(m.byStatus[1])} pending, ${int(m.byStatus[2])} approved, ${int(m.byStatus[3])} rejected) in ${seconds(m.ms)} + ${AFTER_SEED} ${seconds(report.analyzeMs)}`,
    },
  ];
  for (const c of report.cases) {
    const name = `GET /api/${c.path.replace(/\d+/, '{id}')}`;
    rows.push(
      { metric: `${c.label}`, result: `${int(c.rows)} rows over ${int(c.officers)} officers (${(c.rows / Math.max(c.officers, 1)).toFixed(1)} each) · random officer per request, e.g. /api/${c.path}` },
      { metric: `${name} throughput`, result: `${int(c.http.perSecond)} req/s${c.http.errors ? ` (${int(c.http.errors)} errors: ${JSON.stringify(c.http.statuses)})` : ' (0 errors)'}` },
      {
        metric: `${name} latency`,
        result: `p50 ${ms(c.http.p50)} · p95 ${ms(c.http.p95)} · p99 ${ms(c.http.p99)}`,
        target: `p95 ≤ ${HISTORY_P95_TARGET_MS} ms`,
        status: judged(`${name} p95 ≤ ${HISTORY_P95_TARGET_MS} ms`, c.http.errors === 0 && c.http.p95 <= HISTORY_P95_TARGET_MS, ms(c.http.p95)),
      },
      { metric: `${name} CPU per request`, result: cpuPerRequest(c.http) },
      { metric: `${name} raw SQL (${c.rawKind})`, result: `p50 ${ms(c.rawSerial.p50)} one at a time · ${ms(c.rawConcurrent.p50)} at 10 concurrent` },
      { metric: `${name} API p50 ÷ raw p50`, result: `${ratio(c.http.p50, c.rawSerial.p50)} (vs 1 at a time) · ${ratio(c.http.p50, c.rawConcurrent.p50)} (vs 10 concurrent)` },
    );
  }
  let text = table(`Movements (issue 4) — ${report.label} — ${report.description}`, rows);
  for (const c of report.cases.filter((x) => x.explain)) {
    text += `\n\n  EXPLAIN (ANALYZE, BUFFERS) of GET /api/${c.path} (p95 ${ms(c.http.p95)}):\n${c.explain}`;
  }
  return text;
}

const spread = (t: Timing) => `median ${ms(t.median)} · min ${ms(t.min)} · max ${ms(t.max)}`;

export function pdfTable(report: PdfBenchReport, verdict: Verdict): string {
  if ('skipped' in report) {
    verdict(`officer PDFs median ≤ ${seconds(PDF_MEDIAN_TARGET_MS)}`, null, 'skipped');
    return table('Officer PDFs in Chromium (issue 4)', [{ metric: 'officer PDFs', result: `skipped: ${report.skipped}`, target: `median ≤ ${seconds(PDF_MEDIAN_TARGET_MS)}`, status: 'SKIP' }]);
  }
  const rows: Row[] = [
    { metric: 'anchor: minimal one-page jsPDF document (same page)', result: spread(report.jspdf) },
  ];
  for (const d of report.documents) {
    rows.push(
      {
        metric: `${d.label} (${d.fileName}), click → download`,
        result: `${spread(d.click)} · ${int(d.bytes / 1024)} kB`,
        target: `median ≤ ${seconds(PDF_MEDIAN_TARGET_MS)}`,
        status: verdict(`${d.label} PDF median ≤ ${seconds(PDF_MEDIAN_TARGET_MS)}`, d.click.median <= PDF_MEDIAN_TARGET_MS, ms(d.click.median)),
      },
      { metric: '  ÷ minimal jsPDF document', result: ratio(d.click.median, report.jspdf.median) },
      { metric: '  in the page: click event → PDF handed to the download link', result: `${spread(d.app)} · ${((d.app.median / d.click.median) * 100).toFixed(0)} % of the click` },
      { metric: '  its API calls alone, fetch in the page', result: `${spread(d.calls)} · ${((d.calls.median / d.click.median) * 100).toFixed(0)} % of the click · ${d.callList}` },
    );
  }
  return table(`Officer PDFs in Chromium (issue 4) — ${report.browserVersion ? `Chromium ${report.browserVersion}` : report.chromium}, ${report.distDir}, PGlite demo data, 1 warm-up + 10 each`, rows);
}
