import { int, ms, ratio, seconds, table, type Row, type Status } from '../stats';
import type { Timing } from '../browserApp';
import { DOCUMENT_MEDIAN_TARGET_MS, type DocumentBenchReport } from './permitMedicalPdfs';

type Verdict = (what: string, pass: boolean | null, result: string) => Status;

const spread = (t: Timing) => `median ${ms(t.median)} · min ${ms(t.min)} · max ${ms(t.max)}`;

export function documentTable(report: DocumentBenchReport, verdict: Verdict): string {
  const target = `median ≤ ${seconds(DOCUMENT_MEDIAN_TARGET_MS)}`;
  if ('skipped' in report) {
    verdict(`permit and medical PDFs ${target}`, null, 'skipped');
    return table('Permit and medical PDFs in Chromium (issue 17)', [{ metric: 'documents', result: `skipped: ${report.skipped}`, target, status: 'SKIP' }]);
  }
  const rows: Row[] = [{ metric: 'anchor: minimal one-page jsPDF document (same page)', result: spread(report.jspdf) }];
  for (const d of report.documents) {
    rows.push({
      metric: `${d.label}${d.bytes ? ` (${d.fileName})` : ''}, click → ${d.bytes ? 'download' : 'shown'}`,
      result: `${spread(d.click)}${d.bytes ? ` · ${int(d.bytes / 1024)} kB` : ''} · ${ratio(d.click.median, report.jspdf.median)} the anchor`,
      target,
      status: verdict(`${d.label} ${target}`, d.click.median <= DOCUMENT_MEDIAN_TARGET_MS, ms(d.click.median)),
    });
  }
  return table(`Permit and medical PDFs in Chromium (issue 17) — Chromium ${report.browserVersion}, ${report.distDir}, PGlite demo data, 1 warm-up + 10 each`, rows);
}
