/**
 * Two load shapes: HTTP requests against the listening app (from a worker thread, over
 * loopback, keep-alive), and the same work done in-process as raw SQL (`rawQuery`).
 * Both run N concurrent loops for a warm-up and then a fixed measured window.
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { cpuBetween, type CpuSnapshot } from './cpu';
import { summarize, type LoadSummary } from './stats';

export interface LoadShape {
  connections: number;
  warmupMs: number;
  durationMs: number;
  /** HTTP only: measure this many requests (durationMs then only bounds the run). */
  requests?: number;
  /** HTTP only, with several URLs: take them in turn instead of at random (a load balancer's split). */
  roundRobin?: boolean;
}

/**
 * 3 s of warm-up: after 1 s the first case of a fresh process still ran ~30 % slower than
 * the same case later in the run (V8 still optimizing the request path), which measured
 * the process's start, not the server a user meets.
 */
export const HTTP_SHAPE: LoadShape = { connections: 10, warmupMs: 3_000, durationMs: 5_000 };
/** How a load run is described in the progress lines. */
export const HTTP_SHAPE_TEXT = `${HTTP_SHAPE.connections} connections, ${HTTP_SHAPE.warmupMs / 1000} s warm-up + ${HTTP_SHAPE.durationMs / 1000} s`;
/** Raw SQL, one statement (pair) at a time: the database's own time for the work. */
export const RAW_SERIAL_SHAPE: LoadShape = { connections: 1, warmupMs: 500, durationMs: 2_000 };
/** Raw SQL with the same concurrency as the HTTP run: shows how much is database-bound. */
export const RAW_CONCURRENT_SHAPE: LoadShape = { connections: 10, warmupMs: 500, durationMs: 2_000 };

interface WorkerResult {
  latencies: Float64Array;
  errors: number;
  statuses: Record<string, number>;
  measuredMs: number;
}

/** GET `url` (or one of the URLs, at random, for each request) with `headers` from a worker thread; latencies in milliseconds. */
export function httpLoad(url: string | readonly string[], headers: Record<string, string>, probe: () => Promise<CpuSnapshot>, shape: LoadShape = HTTP_SHAPE): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    let cpuAtStart: Promise<CpuSnapshot> | null = null;
    const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), { workerData: { url, headers, ...shape } });
    // The app runs on this thread: how busy its event loop is tells whether Node is the limit.
    let loopAtStart: EventLoopUtilization | null = null;
    const mark = setTimeout(() => {
      loopAtStart = performance.eventLoopUtilization();
      cpuAtStart = probe();
    }, shape.warmupMs);
    // The worker stops by itself after warm-up + duration (+ at most one 10 s request timeout).
    const guard = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`load worker for ${typeof url === 'string' ? url : `${url[0]} (and ${url.length - 1} more)`} did not finish`));
    }, shape.warmupMs + shape.durationMs + 30_000);
    worker.once('message', (result: WorkerResult) => {
      clearTimeout(guard);
      clearTimeout(mark);
      const summary = summarize(result.latencies, result.measuredMs, result.errors, result.statuses);
      if (loopAtStart) summary.appLoopBusy = performance.eventLoopUtilization(loopAtStart).utilization;
      const started = cpuAtStart;
      if (!started || summary.count === 0) return resolve(summary);
      void Promise.all([started, probe()]).then(([start, end]) => {
        const cpu = cpuBetween(start, end);
        summary.appCpuPerRequest = cpu.appMs === null ? null : cpu.appMs / summary.count;
        summary.dbCpuPerRequest = cpu.dbMs === null ? null : cpu.dbMs / summary.count;
        resolve(summary);
      }, reject);
    });
    worker.once('error', (error) => {
      clearTimeout(guard);
      clearTimeout(mark);
      reject(error);
    });
  });
}

/** Runs `work` in `connections` concurrent loops in this process. */
export async function inProcessLoad(work: () => Promise<unknown>, shape: LoadShape): Promise<LoadSummary> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown = null;
  const measureStart = performance.now() + shape.warmupMs;
  const end = measureStart + shape.durationMs;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        await work();
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
      if (started >= measureStart) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: shape.connections }, loop));
  if (firstError) throw new Error(`raw query failed ${errors} times: ${String(firstError)}`);
  return summarize(Float64Array.from(latencies), shape.durationMs, errors);
}
