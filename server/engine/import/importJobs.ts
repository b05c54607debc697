/**
 * An import from its upload to its end. The check reads the uploaded file once (nothing
 * is stored; a target whose rules need writing has each row written in a savepoint of a
 * transaction that is rolled back), keeps the first problems in the job and writes the error workbook. The
 * import runs as a job: the file is read and checked again inside one transaction and
 * every row is written there, so all rows are stored or none (a crash rolls it back).
 * Its state and progress are rows of `import_jobs`, so any instance reports it; a job
 * whose instance stopped beating is reported as failed.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ImportMode } from '../../../resources/engine/importColumns';
import type { Database } from '../../db/client';
import { audits, importJobs, type ImportRowError } from '../../db/schema';
import { uniqueViolationConstraint } from '../../lib/pgErrors';
import type { FileStorage } from '../../lib/storage';
import type { Row } from '../repository';
import { RowRefused, type ImportTarget } from './importTarget';
import { firstSheetPart } from './firstSheet';
import { writeErrorWorkbook } from './importWorkbooks';
import { csvRows, refused, SHEET_MESSAGES, xlsxRows, type SheetRow } from './readSheet';
import { CHECK_MESSAGES, RowChecker, rowErrorsOf, type CheckedRow } from './rowChecker';

export type ImportJob = typeof importJobs.$inferSelect;

/** Problems kept in the job (the dialog's table); the error workbook has them all. */
const KEPT_ERRORS = 100;
/** A running job without a heartbeat for this long has lost its instance (IMPORT_STALE_SECONDS, default 60). */
export const STALE_SECONDS = Number(process.env.IMPORT_STALE_SECONDS) > 0 ? Number(process.env.IMPORT_STALE_SECONDS) : 60;
const PROGRESS_EVERY_MS = 1000;

export const JOB_MESSAGES = {
  crashed: 'La importación se interrumpió: no se guardó ningún registro',
  failed: 'La importación falló: no se guardó ningún registro',
  notReady: 'Solo se puede importar un archivo revisado y sin errores',
  rowProblems: 'El archivo tiene errores: no se guardó ningún registro',
} as const;

export function errorWorkbookKey(job: Pick<ImportJob, 'id'>): string {
  return `imports/errors/${job.id}.xlsx`;
}

/** A stored upload whole (at most MAX_IMPORT_BYTES): a zip's index is at its end. */
export async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const stream = await storage.readStream(key);
  if (!stream) throw refused(SHEET_MESSAGES.notSpreadsheet);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The rows of an upload: a CSV streamed, an XLSX's first sheet streamed from its compressed bytes. */
export async function* rowsOf(storage: FileStorage, key: string): AsyncGenerator<SheetRow> {
  if (key.endsWith('.csv')) {
    const stream = await storage.readStream(key);
    if (!stream) throw refused(SHEET_MESSAGES.notSpreadsheet);
    yield* csvRows(stream);
    return;
  }
  const zip = await storedBytes(storage, key);
  yield* xlsxRows(Readable.from([zip]), await firstSheetPart(zip));
}

/** Reads the file and checks every row: the rows' results in order (`onRow`), the header's problems as a 400. */
async function checkRows(db: Database, storage: FileStorage, key: string, target: ImportTarget, mode: ImportMode, onRow: (row: CheckedRow) => Promise<void>): Promise<number> {
  const rows = rowsOf(storage, key);
  const header = await rows.next();
  const checker = new RowChecker(target, mode, header.done ? undefined : header.value, db);
  let total = 0;
  for await (const row of rows) {
    if (row.cells.every((c) => c === null)) continue;
    total++;
    await onRow(await checker.check(row, db));
  }
  if (total === 0) throw refused(CHECK_MESSAGES.noRows);
  return total;
}

/** Thrown to end a transaction whose writes were only a rehearsal. */
class Rehearsed extends Error {}

/** Runs `work` in a transaction that is always rolled back, and answers what it returned. */
async function rolledBack<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(tx) };
      throw new Rehearsed();
    });
  } catch (error) {
    if (!(error instanceof Rehearsed)) throw error;
  }
  return result!.value;
}

/**
 * A checked row written in a savepoint of the check's rolled-back transaction: a rule of
 * the target's storage that refuses it becomes its problems, and the savepoint is undone.
 */
async function rehearsedRow(tx: Database, target: ImportTarget, mode: ImportMode, row: CheckedRow, request: FastifyRequest): Promise<CheckedRow> {
  if (row.problems.length || !row.values) return row;
  const values = row.values;
  try {
    await tx.transaction((savepoint) => target.write(values, { mode, stored: row.stored, tx: savepoint, request }));
    return row;
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
    return { line: row.line, problems: rowErrorsOf(target, row.line, error.problems) };
  }
}

/** Checks an uploaded file (stored under `fileKey`) and records the job: 'checked' or 'invalid'. */
export async function checkImport(
  db: Database,
  storage: FileStorage,
  target: ImportTarget,
  options: { mode: ImportMode; fileKey: string; fileName: string; user: { id: number; username: string }; request: FastifyRequest },
): Promise<ImportJob> {
  const errors: ImportRowError[] = [];
  const byLine = new Map<number, string>();
  let errorRows = 0;
  // The file's limits first (rows, columns, cell sizes) in a pass that only reads: a file
  // of a million rows is refused in seconds, not after checking 200,000 rows against the database.
  for await (const row of rowsOf(storage, options.fileKey)) void row;
  const onRow = async (row: CheckedRow) => {
    if (!row.problems.length) return;
    errorRows++;
    byLine.set(row.line, row.problems.map((p) => `${p.column}: ${p.message}`).join('\n'));
    for (const problem of row.problems) if (errors.length < KEPT_ERRORS) errors.push(problem);
  };
  const total = target.rehearse
    ? await rolledBack(db, (tx) => {
      // A transaction the database aborted (a deadlock between two checks locking the same officers) runs again from the start.
      errors.length = 0;
      byLine.clear();
      errorRows = 0;
      return checkRows(tx, storage, options.fileKey, target, options.mode, async (row) => onRow(await rehearsedRow(tx, target, options.mode, row, options.request)));
    })
    : await checkRows(db, storage, options.fileKey, target, options.mode, onRow);
  const [job] = await db.insert(importJobs).values({
    userId: options.user.id, userName: options.user.username, resource: target.declaration.name, mode: options.mode,
    status: errorRows ? 'invalid' : 'checked', fileName: options.fileName, fileKey: options.fileKey,
    totalRows: total, errorRows, errors,
  }).returning();
  if (errorRows) await writeErrorWorkbook(storage, errorWorkbookKey(job), target.declaration.label.many, rowsOf(storage, options.fileKey), byLine);
  return job;
}

/** Jobs this instance runs now, with their progress (PGlite cannot write it during the transaction). */
const runningHere = new Map<number, { done: number }>();
const runs = new Set<Promise<void>>();

export function progressHere(id: number): number | undefined {
  return runningHere.get(id)?.done;
}

/** Waits for the imports this instance runs (before it closes). */
export async function importsSettled(): Promise<void> {
  await Promise.allSettled([...runs]);
}

class RowsRefused extends Error {
  constructor(readonly problems: ImportRowError[]) {
    super(JOB_MESSAGES.rowProblems);
  }
}

/**
 * Starts a checked job: 'running' now, then 'done' or 'failed' with nothing stored.
 * Answers at once; the job goes on after the request.
 */
export async function startImport(db: Database, storage: FileStorage, target: ImportTarget, job: ImportJob, request: FastifyRequest): Promise<ImportJob | null> {
  const [started] = await db.update(importJobs)
    .set({ status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()`, doneRows: 0 })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'checked'))).returning();
  if (!started) return null;
  runningHere.set(job.id, { done: 0 });
  const run = runImport(db, storage, target, started, request).finally(() => {
    runningHere.delete(job.id);
    runs.delete(run);
  });
  runs.add(run);
  return started;
}

async function runImport(db: Database, storage: FileStorage, target: ImportTarget, job: ImportJob, request: FastifyRequest): Promise<void> {
  const mode = job.mode as ImportMode;
  const progress = runningHere.get(job.id)!;
  let lastBeat = Date.now();
  let current = 0;
  const changes: Row[] = [];
  const beat = () => {
    // Not awaited: on PostgreSQL it is written at once from another connection; PGlite writes it after the transaction.
    void db.update(importJobs).set({ doneRows: progress.done, heartbeatAt: sql`now()` }).where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running'))).catch(() => undefined);
  };
  const timer = setInterval(beat, PROGRESS_EVERY_MS);
  const started = Date.now();
  try {
    await db.transaction(async (tx) => {
      // Run again after a deadlock (server/db/transactionRetry.ts): from the start.
      progress.done = 0;
      changes.length = 0;
      await checkRows(tx, storage, job.fileKey, target, mode, async (row) => {
        current = row.line;
        if (row.problems.length || !row.values) throw new RowsRefused(row.problems);
        const written = await target.write(row.values, { mode, stored: row.stored, tx, request }).catch((error: unknown) => {
          throw error instanceof RowRefused ? new RowsRefused(rowErrorsOf(target, row.line, error.problems)) : error;
        });
        if (row.stored && written) changes.push({ id: written.id, changes: Object.fromEntries(Object.keys(row.values).filter((k) => row.stored![k] !== written[k]).map((k) => [k, [row.stored![k], written[k]]])) });
        progress.done++;
        if (Date.now() - lastBeat > PROGRESS_EVERY_MS) lastBeat = Date.now();
      });
    });
    clearInterval(timer);
    await db.update(importJobs).set({ status: 'done', doneRows: progress.done, finishedAt: sql`now()`, heartbeatAt: sql`now()` }).where(eq(importJobs.id, job.id));
    await auditImport(db, job, request, { status: 'done', rows: progress.done, seconds: (Date.now() - started) / 1000, changes });
  } catch (error) {
    clearInterval(timer);
    const constraint = uniqueViolationConstraint(error);
    const duplicate = target.uniqueMessageOf(constraint);
    const problems: ImportRowError[] = error instanceof RowsRefused ? error.problems
      : duplicate ? [{ row: current, column: CHECK_MESSAGES.record, message: duplicate }] : [];
    const message = error instanceof RowsRefused || duplicate ? JOB_MESSAGES.rowProblems : JOB_MESSAGES.failed;
    if (!(error instanceof RowsRefused) && !duplicate) request.log.error({ err: error }, 'import failed');
    await db.update(importJobs).set({ status: 'failed', doneRows: 0, message, errors: problems, errorRows: problems.length ? 1 : 0, finishedAt: sql`now()` }).where(eq(importJobs.id, job.id)).catch(() => undefined);
    await auditImport(db, job, request, { status: 'failed', rows: 0, message, problems }).catch(() => undefined);
  }
}

/** One trail entry per import: who, which resource and file (kept in the file storage), how many rows. */
async function auditImport(db: Database, job: ImportJob, request: FastifyRequest, result: Record<string, unknown>): Promise<void> {
  await db.insert(audits).values({
    userId: job.userId, userName: job.userName, origin: request.headers.origin ?? null,
    endpoint: `/api/imports/${job.id}`, method: 'IMPORT', statusCode: result.status === 'done' ? 200 : 400,
    responseTime: Math.round(Number(result.seconds ?? 0) * 1000),
    req: { resource: job.resource, mode: job.mode, fileName: job.fileName, fileKey: job.fileKey, rows: job.totalRows },
    res: result,
  });
}

/** A job as reported: a running job whose instance stopped beating is failed (and so recorded). */
export async function reportedJob(db: Database, job: ImportJob): Promise<ImportJob> {
  if (job.status !== 'running' || runningHere.has(job.id)) return runningHere.has(job.id) ? { ...job, doneRows: Math.max(job.doneRows, runningHere.get(job.id)!.done) } : job;
  const beat = job.heartbeatAt ? Date.parse(job.heartbeatAt) : 0;
  if (Date.now() - beat < STALE_SECONDS * 1000) return job;
  const [failed] = await db.update(importJobs).set({ status: 'failed', message: JOB_MESSAGES.crashed, finishedAt: sql`now()` })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running'))).returning();
  return failed ?? job;
}

/** At start on the embedded database (one process), a job left running died with the last process. */
export async function failOrphanedJobs(db: Database, everyRunning: boolean): Promise<void> {
  const stale = everyRunning ? sql`true` : sql`${importJobs.heartbeatAt} < now() - make_interval(secs => ${STALE_SECONDS})`;
  await db.update(importJobs).set({ status: 'failed', message: JOB_MESSAGES.crashed, finishedAt: sql`now()` }).where(and(eq(importJobs.status, 'running'), stale));
}

export function importFileKey(extension: 'xlsx' | 'csv'): string {
  return `imports/files/${randomUUID()}.${extension}`;
}
