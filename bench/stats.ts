/**
 * Latency statistics and the plain-text tables the benchmark prints.
 */

export interface LoadSummary {
  /** Requests (or iterations) started inside the measured window. */
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Status code → count, for HTTP runs. */
  statuses?: Record<string, number>;
  /** Share of the measured window the app's (main) event loop was busy, for HTTP runs. */
  appLoopBusy?: number;
  /** CPU milliseconds per request: the app's main thread, and the database backends (local PostgreSQL). */
  appCpuPerRequest?: number | null;
  dbCpuPerRequest?: number | null;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function summarize(latencies: Float64Array, measuredMs: number, errors: number, statuses?: Record<string, number>): LoadSummary {
  const sorted = Float64Array.from(latencies).sort();
  return {
    count: sorted.length,
    errors,
    perSecond: measuredMs > 0 ? (sorted.length * 1000) / measuredMs : 0,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : Number.NaN,
    statuses,
  };
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms` : 'n/a');
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
export const ratio = (api: number, raw: number) => (raw > 0 && Number.isFinite(api) ? `${(api / raw).toFixed(1)}×` : 'n/a');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;

export type Status = 'PASS' | 'FAIL' | 'info' | 'SKIP';

export interface Row {
  metric: string;
  result: string;
  target?: string;
  status?: Status;
}

/** A boxed table: metric | result | target | status. */
export function table(title: string, rows: Row[]): string {
  const header: Row = { metric: 'Metric', result: 'Result', target: 'Target', status: 'info' };
  const cells = [header, ...rows].map((r, i) => [r.metric, r.result, r.target ?? '', i === 0 ? 'Status' : r.status === 'info' || !r.status ? '' : r.status]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...cells.map((row) => row[c].length)));
  const line = (row: string[]) => `│ ${row.map((cell, c) => cell.padEnd(widths[c])).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [
    `\n${title}`,
    rule('┌', '┬', '┐'),
    line(cells[0]),
    rule('├', '┼', '┤'),
    ...cells.slice(1).map(line),
    rule('└', '┴', '┘'),
  ].join('\n');
}
