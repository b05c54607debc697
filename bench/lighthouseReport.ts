/** The Lighthouse table of issue 31: medians per page against the targets, and each run. */
import type { LighthouseResultOrSkip, PageFigures } from './lighthouse';
import { kb, table, type Row, type Status } from './stats';

export type Verdict = (what: string, pass: boolean | null, result: string) => Status;

/** Performance score targets by page path; LCP ≤ 2.5 s on the public pages. */
export const PERFORMANCE_TARGETS: Record<string, number> = { '/login': 90, '/noticias/{slug}': 90, '/home/human-resources/query': 80 };
export const PUBLIC_LCP_TARGET_MS = 2_500;

const secondsOf = (millis: number) => `${(millis / 1000).toFixed(2)} s`;
const figures = (f: PageFigures) =>
  `performance ${f.performance} · accessibility ${f.accessibility} · best practices ${f.bestPractices} · FCP ${secondsOf(f.fcpMs)} · LCP ${secondsOf(f.lcpMs)} · TBT ${Math.round(f.tbtMs)} ms · ${kb(f.bytes)} transferred`;

export function lighthouseTable(report: LighthouseResultOrSkip, verdict: Verdict): string {
  if ('skipped' in report) {
    verdict('Lighthouse (mobile) run', null, 'skipped');
    return table('Lighthouse, mobile preset', [{ metric: 'Lighthouse', result: `skipped: ${report.skipped}`, status: 'SKIP' }]);
  }
  const rows: Row[] = [];
  for (const page of report.pages) {
    const target = PERFORMANCE_TARGETS[page.path];
    const m = page.median;
    rows.push({
      metric: `${page.path} (${page.name}), median of ${page.runs.length}`,
      result: figures(m),
      target: `performance ≥ ${target}`,
      status: verdict(`Lighthouse ${page.path} performance ≥ ${target}`, m.performance >= target, String(m.performance)),
    });
    if (!page.path.startsWith('/home')) {
      rows.push({
        metric: `${page.path} LCP`,
        result: secondsOf(m.lcpMs),
        target: `≤ ${secondsOf(PUBLIC_LCP_TARGET_MS)}`,
        status: verdict(`Lighthouse ${page.path} LCP ≤ ${secondsOf(PUBLIC_LCP_TARGET_MS)}`, m.lcpMs <= PUBLIC_LCP_TARGET_MS, secondsOf(m.lcpMs)),
      });
    }
    page.runs.forEach((run, i) => rows.push({ metric: `  run ${i + 1}`, result: figures(run) }));
  }
  return table(`Lighthouse, mobile preset (simulated throttling, cold cache), Chromium ${report.chromium}; load average ${report.loadBefore.toFixed(1)} → ${report.loadAfter.toFixed(1)}`, rows);
}
