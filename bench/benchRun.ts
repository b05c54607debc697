/**
 * What every database run of a suite does around its measurements: a fresh database (a
 * `bench_<pid>` database on PostgreSQL, or PGlite in memory), the app listening on a
 * loopback port with the administrator signed in, and everything removed afterwards even
 * when the run fails.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { localStorage } from '../server/lib/storage';
import { createBenchDatabase, describePostgres, type BenchDatabase } from './database';

export const ADMIN_PASSWORD = 'Bench-Admin-2026!';

export interface BenchRun {
  database: DatabaseHandle;
  /** The server and its settings, or PGlite. */
  description: string;
  /** Starts the app on the (seeded) database and signs the administrator in. */
  startApp: () => Promise<{ app: FastifyInstance; base: string; token: string }>;
  /** The bench's PostgreSQL database (a second instance connects to it), none on PGlite. */
  url?: string;
}

/** Signs the administrator in; the session token. */
export async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return String(((await response.json()) as { data: { access_token: string } }).data.access_token);
}

export async function withBenchRun<T>(kind: 'pglite' | 'postgres', baseUrl: string | undefined, name: string, log: (line: string) => void, body: (run: BenchRun) => Promise<T>): Promise<T> {
  let pgDatabase: BenchDatabase | null = null;
  let database: DatabaseHandle | null = null;
  let app: FastifyInstance | null = null;
  const filesDir = mkdtempSync(join(tmpdir(), `policia-bench-${name}-`));
  try {
    if (kind === 'postgres') {
      pgDatabase = await createBenchDatabase(baseUrl!);
      log(`  created database ${pgDatabase.name}`);
    }
    const opened = await openDatabase(pgDatabase ? { url: pgDatabase.url } : {});
    database = opened;
    const description = opened.kind === 'postgres' ? await describePostgres(opened.rawQuery) : 'PGlite in memory (single connection, WASM in the app process)';
    const startApp = async () => {
      const started = await buildApp({ database: opened, storage: localStorage(filesDir), jwtSecret: randomBytes(32).toString('hex'), version: 'bench' });
      app = started;
      await started.listen({ port: 0, host: '127.0.0.1' });
      const address = started.server.address();
      if (!address || typeof address === 'string') throw new Error('app did not listen on a TCP port');
      const base = `http://127.0.0.1:${address.port}`;
      return { app: started, base, token: await login(base) };
    };
    return await body({ database: opened, description, startApp, url: pgDatabase?.url });
  } finally {
    await (app as FastifyInstance | null)?.close().catch((error: unknown) => log(`  closing the app failed: ${String(error)}`));
    await database?.close().catch((error: unknown) => log(`  closing the database failed: ${String(error)}`));
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for EXPLAIN (drop it yourself).
    if (pgDatabase && process.env.BENCH_KEEP_DATABASE === '1') log(`  kept database ${pgDatabase.name}`);
    else await pgDatabase?.drop().then(() => log(`  dropped database ${pgDatabase?.name}`), (error: unknown) => log(`  DROP DATABASE ${pgDatabase?.name} failed: ${String(error)}`));
    rmSync(filesDir, { recursive: true, force: true });
  }
}
