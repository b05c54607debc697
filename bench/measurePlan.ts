/**
 * The measuring loop the module suites share (medical, permits, disciplinary): each planned
 * call over HTTP at 10 connections, then its raw side (the repository's own work) in
 * process, one at a time and at 10.
 */
import { httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE, type LoadShape } from './load';
import type { Measured } from './scenario';

export const PLAN_SHAPE: LoadShape = { connections: 10, warmupMs: 1_000, durationMs: 4_000 };

export interface PlannedCase {
  label: string;
  path: string;
  work: () => Promise<unknown>;
}

/** A measured call: what was planned (without its work) and its three load summaries. */
export type MeasuredCase<P extends PlannedCase = PlannedCase> = Omit<P, 'work'> & Measured;

export async function measurePlan<P extends PlannedCase>(
  plan: P[], base: string, headers: Record<string, string>, probe: Parameters<typeof httpLoad>[2],
  flushAudit: () => Promise<unknown>, log: (line: string) => void,
): Promise<MeasuredCase<P>[]> {
  const cases: MeasuredCase<P>[] = [];
  for (const { work, ...item } of plan) {
    const url = `${base}/api/${item.path}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`GET ${url} answered ${check.status}: ${await check.text()}`);
    log(`  GET /api/${item.path} …`);
    const http = await httpLoad(url, headers, probe, PLAN_SHAPE);
    await flushAudit();
    cases.push({ ...item, http, rawSerial: await inProcessLoad(work, RAW_SERIAL_SHAPE), rawConcurrent: await inProcessLoad(work, RAW_CONCURRENT_SHAPE) });
  }
  return cases;
}
