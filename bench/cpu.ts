/**
 * CPU time spent per request, which stays meaningful when other processes share the
 * machine (wall-clock throughput does not): the app's main thread (where Fastify,
 * Drizzle and PGlite run) and, for a local PostgreSQL, the backends of the bench
 * database. Linux only (/proc); elsewhere the figures are left out.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
} catch {
  // not Linux: the readers below return null
}

/** utime + stime of /proc/<path>/stat in milliseconds (`<pid>`: the whole process), or null when unreadable. */
export function cpuMsOf(path: string): number | null {
  try {
    const stat = readFileSync(`/proc/${path}/stat`, 'utf8');
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  appMs: number | null;
  /** pid → CPU ms of each backend connected to the bench database. */
  backends: Map<number, number> | null;
}

export type RawQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export async function cpuSnapshot(rawQuery: RawQuery | null): Promise<CpuSnapshot> {
  // The main thread's task id is the process id.
  const appMs = cpuMsOf(`self/task/${process.pid}`);
  let backends: Map<number, number> | null = null;
  if (rawQuery) {
    let rows: Record<string, unknown>[];
    try {
      rows = await rawQuery('select pid from pg_stat_activity where datname = current_database()');
    } catch {
      return { appMs, backends: null };
    }
    backends = new Map();
    for (const row of rows) {
      const ms = cpuMsOf(String(row.pid));
      if (ms === null) return { appMs, backends: null }; // server not on this machine
      backends.set(Number(row.pid), ms);
    }
  }
  return { appMs, backends };
}

/** CPU ms between two snapshots: [app main thread, database backends]. */
export function cpuBetween(start: CpuSnapshot, end: CpuSnapshot): { appMs: number | null; dbMs: number | null } {
  const appMs = start.appMs !== null && end.appMs !== null ? end.appMs - start.appMs : null;
  let dbMs: number | null = null;
  if (start.backends && end.backends) {
    dbMs = 0;
    for (const [pid, ms] of end.backends) dbMs += ms - (start.backends.get(pid) ?? 0); // a backend opened meanwhile counts whole
  }
  return { appMs, dbMs };
}
