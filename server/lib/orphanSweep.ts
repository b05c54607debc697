/**
 * The periodic sweep of files that no record names (issue 26). Uploads and deletes keep
 * files and rows together as they happen (./recordFiles.ts); what a crash leaves between a
 * file written and its row committed, or a row deleted and its file removed, is found here:
 * every file under a record folder that no row names, once it is older than the grace
 * period (an upload in flight writes its file before its row), is removed.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { FileStorage } from './storage';

/** Where one kind of record keeps its files, and the rows (table and column) that name them. */
export interface FileHome {
  folder: string;
  rows: { table: string; column: string }[];
}

/** An upload writes its file first; its row commits within the request, far less than this. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** The first sweep waits for the start-up work to settle. */
const FIRST_SWEEP_AFTER_MS = 5 * 60 * 1000;
/** Keys looked up per statement. */
const CHUNK = 500;

async function namedKeys(db: Database, home: FileHome, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK);
    for (const { table, column } of home.rows) {
      const result = await db.execute<{ key: string }>(sql`select ${sql.identifier(column)} as key from ${sql.identifier(table)} where ${sql.identifier(column)} in (${sql.join(chunk.map((key) => sql`${key}`), sql`, `)})`);
      for (const row of (result as unknown as { rows: { key: string }[] }).rows) named.add(row.key);
    }
  }
  return named;
}

/** Removes every file under the homes' folders that no row names and that is older than the grace; returns the keys removed. */
export async function sweepOrphanFiles(db: Database, storage: FileStorage, homes: readonly FileHome[], now = Date.now(), graceMs = ORPHAN_GRACE_MS): Promise<string[]> {
  if (!storage.listTree) return [];
  const removed: string[] = [];
  for (const home of homes) {
    const settled = (await storage.listTree(home.folder)).filter((file) => now - file.modifiedAt.getTime() >= graceMs).map((file) => file.key);
    if (settled.length === 0) continue;
    const named = await namedKeys(db, home, settled);
    for (const key of settled) {
      if (named.has(key)) continue;
      await storage.remove(key);
      removed.push(key);
    }
  }
  return removed;
}

/** Sweeps a few minutes after start and every six hours; logs what it removed and any failure. */
export function registerOrphanSweep(app: FastifyInstance, db: Database, storage: FileStorage, homes: readonly FileHome[]): void {
  const run = (log: FastifyBaseLogger) =>
    sweepOrphanFiles(db, storage, homes)
      .then((removed) => { if (removed.length > 0) log.warn({ removed: removed.length, keys: removed.slice(0, 20) }, 'orphan files removed'); })
      .catch((error: unknown) => log.error({ err: error }, 'orphan file sweep failed'));
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(() => void run(app.log), FIRST_SWEEP_AFTER_MS).unref());
    timers.push(setInterval(() => void run(app.log), SWEEP_EVERY_MS).unref());
  });
  app.addHook('onClose', async () => { for (const timer of timers) clearTimeout(timer); });
}
