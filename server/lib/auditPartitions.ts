/**
 * The audit trail's monthly partitions (migration 0032): months are created ahead, and
 * months older than the retention are written to file storage as gzip-compressed JSON
 * lines (`audit-archive/audits-YYYY-MM.jsonl.gz`) and then dropped. The archive is stored
 * completely before its partition is dropped, so a crash in between keeps the month online
 * (the next run writes the archive again). With several instances, one runs at a time (an
 * advisory lock); the others skip that round.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import type { FileStorage } from './storage';

export const AUDIT_ARCHIVE_FOLDER = 'audit-archive';
export const DEFAULT_AUDIT_RETENTION_MONTHS = 12;
const MONTHS_AHEAD = 2;
const MAINTENANCE_EVERY_MS = 6 * 60 * 60 * 1000;
const ARCHIVE_LOCK_KEY = 727_002;
const BATCH = 2_000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** 'YYYY-MM' of a partition named audits_YYYY_MM. */
const monthOf = (partition: string) => partition.slice('audits_'.length).replace('_', '-');
const archiveKeyOf = (month: string) => `${AUDIT_ARCHIVE_FOLDER}/audits-${month}.jsonl.gz`;

export async function ensureAuditPartitions(database: DatabaseHandle): Promise<void> {
  await database.rawQuery('SELECT audit_partitions_ensure($1)', [MONTHS_AHEAD]);
}

/** The months whose entries are in the database, oldest first. */
export async function onlineAuditMonths(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.rawQuery(
    "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audits'::regclass AND c.relname ~ '^audits_[0-9]{4}_[0-9]{2}$' ORDER BY 1",
  );
  return rows.map((row) => monthOf(String(row.name)));
}

/** The months written to file storage, oldest first. */
export async function archivedAuditMonths(storage: FileStorage): Promise<string[]> {
  const keys = (await storage.list?.(AUDIT_ARCHIVE_FOLDER)) ?? [];
  return keys
    .map((key) => /audits-(\d{4}-\d{2})\.jsonl\.gz$/.exec(key)?.[1])
    .filter((month): month is string => Boolean(month))
    .sort();
}

/** 'YYYY-MM' of the first month kept online: `retentionMonths` months back from `now`'s month. */
export function firstKeptMonth(retentionMonths: number, now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (retentionMonths - 1), 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function* monthLines(tx: Database, partition: string): AsyncGenerator<string> {
  let lastId = -1;
  for (;;) {
    const rows = rowsOf(
      await tx.execute(sql`SELECT * FROM ${sql.identifier(partition)} WHERE id > ${lastId} ORDER BY id LIMIT ${BATCH}`),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
    lastId = Number(rows[rows.length - 1].id);
  }
}

/**
 * Archives and drops every month before the retention. Returns the archived months
 * (none when another instance holds the lock).
 */
export async function archiveOldAuditMonths(database: DatabaseHandle, storage: FileStorage, retentionMonths: number, now = new Date()): Promise<string[]> {
  const keepFrom = firstKeptMonth(retentionMonths, now);
  const old = (await onlineAuditMonths(database)).filter((month) => month < keepFrom);
  const archived: string[] = [];
  for (const month of old) {
    const partition = `audits_${month.replace('-', '_')}`;
    const done = await database.db.transaction(async (tx) => {
      const [lock] = rowsOf(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${ARCHIVE_LOCK_KEY}) AS locked`));
      if (!lock?.locked) return false;
      await pipeline(Readable.from(monthLines(tx, partition)), createGzip(), await storage.writeStream(archiveKeyOf(month)));
      await tx.execute(sql`DROP TABLE ${sql.identifier(partition)}`);
      return true;
    });
    if (!done) break;
    archived.push(month);
  }
  return archived;
}

/** Creates months ahead and archives old ones at start and every few hours. */
export function registerAuditMaintenance(app: FastifyInstance, database: DatabaseHandle, storage: FileStorage, retentionMonths: number): void {
  const run = async () => {
    await ensureAuditPartitions(database);
    if (retentionMonths > 0) await archiveOldAuditMonths(database, storage, retentionMonths);
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // The months ahead must exist before the first entry; archiving may take its time.
    await ensureAuditPartitions(database);
    if (retentionMonths > 0) void archiveOldAuditMonths(database, storage, retentionMonths).catch((error: unknown) => app.log.error({ err: error }, 'audit archive failed'));
    timer = setInterval(() => void run().catch((error: unknown) => app.log.error({ err: error }, 'audit maintenance failed')), MAINTENANCE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
