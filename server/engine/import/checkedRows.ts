/**
 * The rows a check found clean, kept for the import of the same job ('Crear nuevos').
 * Checking a row is most of its cost (the cells read, the form's yup rules): the import
 * of a checked file used to read the workbook and run every rule again. The check now
 * writes each batch of clean rows (their line and values) to the file storage, and the
 * import reads them back: what only the database can tell, its uniqueness, is asked
 * again there (rowChecker.ts `withStoredConflicts`), and the database's own constraints
 * hold as for any write. Without these rows (a job checked before they existed, an
 * update, a storage that lost them) the import reads and checks the file again.
 *
 * Format: gzip (fast level, compressed off the main thread) of frames, each a 4-byte
 * length and a v8-serialised batch, so values keep their types (dates, numbers, nulls).
 */
import { inArray } from 'drizzle-orm';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deserialize, serialize } from 'node:v8';
import { constants, createGunzip, createGzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { importJobs } from '../../db/schema';
import type { FileStorage } from '../../lib/storage';
import type { CheckedRow } from './rowChecker';

export const CHECKED_ROWS_FOLDER = 'imports/checked';

export function checkedRowsKey(job: { id: number }): string {
  return `${CHECKED_ROWS_FOLDER}/${job.id}.v8.gz`;
}

/** One batch of a sheet's clean rows. */
export interface CheckedBatch {
  /** The sheet's place in the target's workbook (importSheets). */
  sheet: number;
  rows: Pick<CheckedRow, 'line' | 'values'>[];
}

async function written(stream: Writable, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    stream.once('error', failed);
    stream.once('drain', () => {
      stream.off('error', failed);
      resolve();
    });
  });
}

/** Writes the clean rows of a check as it goes; `close` keeps them, `discard` removes them. */
export class CheckedRowsWriter {
  private ended = false;

  private constructor(
    private readonly storage: FileStorage,
    private readonly key: string,
    private readonly gzip: Writable,
    private readonly stored: Promise<void>,
  ) {}

  static async open(storage: FileStorage, key: string): Promise<CheckedRowsWriter> {
    const target = await storage.writeStream(key);
    const gzip = createGzip({ level: constants.Z_BEST_SPEED });
    const stored = pipeline(gzip, target);
    // Kept from an unhandled rejection: close() or discard() reads the outcome.
    stored.catch(() => undefined);
    return new CheckedRowsWriter(storage, key, gzip, stored);
  }

  async add(sheet: number, rows: CheckedRow[]): Promise<void> {
    const clean = rows.filter((row) => !row.problems.length && row.values).map((row) => ({ line: row.line, values: row.values }));
    if (!clean.length) return;
    const body = serialize({ sheet, rows: clean } satisfies CheckedBatch);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    await written(this.gzip, length);
    await written(this.gzip, body);
  }

  async close(): Promise<void> {
    this.ended = true;
    this.gzip.end();
    await this.stored;
  }

  async discard(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.gzip.end();
      await this.stored.catch(() => undefined);
    }
    await this.storage.remove(this.key).catch(() => undefined);
  }
}

/** The batches a check kept, in order; null when they are not stored. */
export async function checkedBatches(storage: FileStorage, key: string): Promise<AsyncGenerator<CheckedBatch> | null> {
  const stream = await storage.readStream(key).catch(() => null);
  return stream ? framesOf(stream.pipe(createGunzip())) : null;
}

async function* framesOf(stream: Readable): AsyncGenerator<CheckedBatch> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of stream) {
    pending = pending.length ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
      const end = 4 + pending.readUInt32BE(0);
      yield deserialize(pending.subarray(4, end)) as CheckedBatch;
      pending = pending.subarray(end);
    }
  }
  if (pending.length) throw new Error('the checked rows end inside a batch');
}

/**
 * Removes kept rows no import will read: those of jobs that ended (imported, failed,
 * with errors) or that no longer exist. A checked job waiting for 'Importar' keeps its.
 */
export async function sweepCheckedRows(db: Database, storage: FileStorage): Promise<void> {
  if (!storage.list) return;
  const keys = await storage.list(CHECKED_ROWS_FOLDER);
  const ids = keys.map((key) => Number(/(\d+)\.v8\.gz$/.exec(key)?.[1])).filter(Number.isSafeInteger);
  if (!ids.length) return;
  const waiting = new Set((await db.select({ id: importJobs.id, status: importJobs.status }).from(importJobs).where(inArray(importJobs.id, ids)))
    .filter((job) => job.status === 'checking' || job.status === 'checked' || job.status === 'running')
    .map((job) => job.id));
  await Promise.all(keys.filter((key) => !waiting.has(Number(/(\d+)\.v8\.gz$/.exec(key)?.[1]))).map((key) => storage.remove(key).catch(() => undefined)));
}
