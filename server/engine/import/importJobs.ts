/**
 * An import from its upload to its end. The check reads the uploaded file once (nothing
 * is stored; a target whose rules need writing has each row written in a savepoint of a
 * transaction that is rolled back), keeps the first problems in the job and writes the error workbook;
 * a clean file's rows are kept for its import (checkedRows.ts). The import runs as a job:
 * the kept rows (or, without them, the file read and checked again) are written inside one
 * transaction, so all rows are stored or none (a crash rolls it back).
 * Its state and progress are rows of `import_jobs`, so any instance reports it; a job
 * whose instance stopped beating is reported as failed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ImportMode } from '../../../resources/engine/importColumns';
import type { Database } from '../../db/client';
import { audits, importJobs, type ImportRowError } from '../../db/schema';
import { ApiError } from '../../lib/envelope';
import { uniqueViolationConstraint, uniqueViolationValue } from '../../lib/pgErrors';
import type { FileStorage } from '../../lib/storage';
import type { Row } from '../repository';
import { importSheets, RowRefused, type ImportTarget, type WorkbookSheet } from './importTarget';
import { namedIn, RowsRefused, writeRows } from './rowWrites';
import { firstSheetPart, workbookSheets } from './workbookParts';
import { writeErrorWorkbook } from './importWorkbooks';
import { csvRows, refused, SHEET_MESSAGES, xlsxRows, type SheetRow } from './readSheet';
import { workersFromRows } from './ruleWorkers';
import type { RuleRunner } from './schemaRows';
import { CHECK_MESSAGES, RowChecker, rowErrorsOf, withStoredConflicts, type CheckedRow } from './rowChecker';
import { checkedBatches, checkedRowsKey, CheckedRowsWriter, sweepCheckedRows } from './checkedRows';

export type ImportJob = typeof importJobs.$inferSelect;

/** Problems kept in the job (the dialog's table); the error workbook has them all. */
const KEPT_ERRORS = 100;
/** A running job without a heartbeat for this long has lost its instance (IMPORT_STALE_SECONDS, default 60). */
export const STALE_SECONDS = Number(process.env.IMPORT_STALE_SECONDS) > 0 ? Number(process.env.IMPORT_STALE_SECONDS) : 60;
const PROGRESS_EVERY_MS = 1000;

export const JOB_MESSAGES = {
  crashed: 'La importación se interrumpió: no se guardó ningún registro',
  checkFailed: 'No se pudo revisar el archivo: no se guardó ningún registro',
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

/** A sheet of the upload: the first one, or the one named so (a workbook of several sheets). */
interface SheetChoice {
  name: string | null;
  first: boolean;
}

/**
 * The rows of one sheet of an upload: a CSV streamed (it is the first sheet and the only
 * one), an XLSX's sheet streamed from its compressed bytes. A named sheet the file lacks
 * has no rows; the first sheet is taken by its name when the file has it, else as first.
 */
export async function* rowsOf(storage: FileStorage, key: string, sheet: SheetChoice = { name: null, first: true }): AsyncGenerator<SheetRow> {
  if (key.endsWith('.csv')) {
    if (!sheet.first) return;
    const stream = await storage.readStream(key);
    if (!stream) throw refused(SHEET_MESSAGES.notSpreadsheet);
    yield* csvRows(stream);
    return;
  }
  const zip = await storedBytes(storage, key);
  const named = (await workbookSheets(zip)).find((s) => sheet.name !== null && s.name === sheet.name)?.part;
  const part = named ?? (sheet.first ? await firstSheetPart(zip) : null);
  if (!part) {
    if (sheet.first) throw refused(SHEET_MESSAGES.notSpreadsheet);
    return;
  }
  yield* xlsxRows(zip, part);
}

/** Rows checked (and stored) together: one query for their uniqueness, one statement to create them. */
const BATCH_ROWS = 500;

/**
 * Reads the file and checks every row of every sheet, in batches: the rows' results in
 * order (`onRows`, with the sheet whose target stores them), the header's problems as a
 * 400. Between batches the event loop serves the other users' requests.
 */
async function checkRows(
  db: Database, storage: FileStorage, key: string, target: ImportTarget, mode: ImportMode,
  onRows: (rows: CheckedRow[], sheet: WorkbookSheet) => Promise<void>,
  options: { rules?: RuleRunner; overlap?: boolean } = {},
): Promise<number> {
  let total = 0;
  for (const sheet of importSheets(target)) {
    const rows = rowsOf(storage, key, sheet);
    const header = await rows.next();
    // A later sheet may be left out, or left empty: it adds no rows.
    if (!sheet.first && (header.done || header.value.cells.every((c) => c === null))) continue;
    const checker = new RowChecker(sheet.target, mode, header.done ? undefined : header.value, db, namedIn(sheet), options.rules);
    await checker.learnKeys(rowsOf(storage, key, sheet));
    let batch: SheetRow[] = [];
    // With `overlap`, the next batch is read and its rules started while the last one ends (its rules in workers); results still go out in order.
    let inFlight: Promise<void> = Promise.resolve();
    const flush = async () => {
      if (!batch.length) return;
      const checking = checker.checkMany(batch, db);
      batch = [];
      const previous = inFlight;
      inFlight = (async () => {
        const checked = await checking;
        await previous;
        await onRows(checked, sheet);
      })();
      // Awaited below or at the end: kept from counting as unhandled meanwhile.
      inFlight.catch(() => undefined);
      await (options.overlap ? previous : inFlight);
      await new Promise((resolve) => setImmediate(resolve));
    };
    try {
      for await (const row of rows) {
        if (row.cells.every((c) => c === null)) continue;
        total++;
        batch.push(row);
        if (batch.length >= BATCH_ROWS) await flush();
      }
      await flush();
      await inFlight;
    } finally {
      // A batch that failed leaves none checking behind it (an import's transaction ends after).
      await inFlight.catch(() => undefined);
    }
  }
  if (total === 0) throw refused(CHECK_MESSAGES.noRows);
  return total;
}

/** How long the check route waits for a check before answering the job as 'checking' (IMPORT_CHECK_WAIT_MS, default 10 s). */
const checkWaitMs = () => (process.env.IMPORT_CHECK_WAIT_MS && Number(process.env.IMPORT_CHECK_WAIT_MS) >= 0 ? Number(process.env.IMPORT_CHECK_WAIT_MS) : 10_000);

/**
 * What is refused before a job exists, as a 400: the file's limits (rows, columns, cell
 * sizes), in a pass that only reads (a file of a million rows is refused in seconds, not
 * after checking 200,000 rows against the database), each sheet's headers, and a file
 * without rows. Answers how many rows the check will read.
 */
async function fileRows(db: Database, storage: FileStorage, key: string, target: ImportTarget, mode: ImportMode): Promise<number> {
  let total = 0;
  for (const sheet of importSheets(target)) {
    let header: SheetRow | undefined;
    for await (const row of rowsOf(storage, key, sheet)) {
      if (!header) header = row;
      else if (row.cells.some((c) => c !== null)) total++;
    }
    // A later sheet may be left out, or left empty.
    if (!sheet.first && (!header || header.cells.every((c) => c === null))) continue;
    void new RowChecker(sheet.target, mode, header, db, namedIn(sheet));
  }
  if (total === 0) throw refused(CHECK_MESSAGES.noRows);
  return total;
}

/**
 * The rows an import writes: those its check kept (checkedRows.ts), their uniqueness asked
 * of the database again; or, without them, the file read and checked again (a large one with
 * the target's rule workers, as its check): always to update, since the stored records may
 * have changed since the check (docs/decisions.md).
 */
async function importedRows(
  tx: Database, storage: FileStorage, job: ImportJob, target: ImportTarget, mode: ImportMode,
  onRows: (rows: CheckedRow[], sheet: WorkbookSheet) => Promise<void>,
): Promise<void> {
  const batches = mode === 'create' ? await checkedBatches(storage, checkedRowsKey(job)) : null;
  if (!batches) {
    const rules = job.totalRows >= workersFromRows() ? target.rules?.() : undefined;
    await checkRows(tx, storage, job.fileKey, target, mode, onRows, { rules, overlap: Boolean(rules) });
    return;
  }
  const sheets = importSheets(target);
  for await (const batch of batches) {
    const sheet = sheets[batch.sheet];
    const rows: CheckedRow[] = batch.rows.map((row) => ({ ...row, problems: [] }));
    await withStoredConflicts(sheet.target, rows, tx, namedIn(sheet));
    await onRows(rows, sheet);
    await new Promise((resolve) => setImmediate(resolve));
  }
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
async function rehearsedRow(tx: Database, sheet: WorkbookSheet, mode: ImportMode, row: CheckedRow, request: FastifyRequest): Promise<CheckedRow> {
  const { target } = sheet;
  if (row.problems.length || !row.values) return row;
  const values = row.values;
  try {
    await tx.transaction((savepoint) => target.write(values, { mode, stored: row.stored, tx: savepoint, request }));
    return row;
  } catch (error) {
    if (!(error instanceof RowRefused)) throw error;
    return { line: row.line, problems: rowErrorsOf(target, row.line, error.problems, namedIn(sheet)) };
  }
}

/**
 * Checks an uploaded file (stored under `fileKey`) as a job: 'checking' while its rows are
 * read, then 'checked' or 'invalid' with the first problems and the error workbook. What the
 * file itself breaks is a 400 before the job. Waits up to 10 s for the end: a small
 * file is answered checked, a large one as 'checking' (followed with GET /api/imports/{id}).
 */
export async function checkImport(
  db: Database,
  storage: FileStorage,
  target: ImportTarget,
  options: { mode: ImportMode; fileKey: string; fileName: string; user: { id: number; username: string }; request: FastifyRequest },
): Promise<ImportJob> {
  const totalRows = await fileRows(db, storage, options.fileKey, target, options.mode);
  const [job] = await db.insert(importJobs).values({
    userId: options.user.id, userName: options.user.username, resource: target.declaration.name, mode: options.mode,
    status: 'checking', fileName: options.fileName, fileKey: options.fileKey, totalRows, errorRows: 0, errors: [],
    startedAt: sql`now()`, heartbeatAt: sql`now()`,
  }).returning();
  const progress = { done: 0 };
  runningHere.set(job.id, progress);
  const run = runCheck(db, storage, target, job, progress, options.request).finally(() => {
    runningHere.delete(job.id);
    runs.delete(run);
  });
  runs.add(run);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([run, new Promise((resolve) => { timer = setTimeout(resolve, checkWaitMs()); })]);
  clearTimeout(timer);
  const [current] = await db.select().from(importJobs).where(eq(importJobs.id, job.id));
  return reportedJob(db, current);
}

async function runCheck(db: Database, storage: FileStorage, target: ImportTarget, job: ImportJob, progress: { done: number }, request: FastifyRequest): Promise<void> {
  const mode = job.mode as ImportMode;
  const errors: ImportRowError[] = [];
  const byLine = new Map<string, Map<number, string>>();
  let errorRows = 0;
  // To update, the clean rows that name no stored record: they add one (ImportTarget.check's `stored`).
  let newRows = 0;
  const timer = setInterval(() => {
    void db.update(importJobs).set({ doneRows: progress.done, heartbeatAt: sql`now()` }).where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'checking'))).catch(() => undefined);
  }, PROGRESS_EVERY_MS);
  const tally = async (rows: CheckedRow[], sheet: WorkbookSheet) => {
    progress.done += rows.length;
    if (!errorRows) await kept?.add(sheet.index, rows);
    for (const row of rows) {
      if (!row.problems.length) {
        if (mode === 'update' && !row.stored) newRows++;
        continue;
      }
      errorRows++;
      if (!byLine.has(sheet.name)) byLine.set(sheet.name, new Map());
      byLine.get(sheet.name)!.set(row.line, row.problems.map((p) => `${p.column}: ${p.message}`).join('\n'));
      for (const problem of row.problems) if (errors.length < KEPT_ERRORS) errors.push(problem);
    }
  };
  // A large file's form rules run in the target's worker threads, beside the reading of the next rows (ruleWorkers.ts).
  const rules = job.totalRows >= workersFromRows() ? target.rules?.() : undefined;
  // The clean rows kept for the import of a new-records file (checkedRows.ts).
  let kept: CheckedRowsWriter | undefined;
  const keepFromStart = async () => {
    await kept?.discard();
    kept = mode === 'create' ? await CheckedRowsWriter.open(storage, checkedRowsKey(job)) : undefined;
  };
  try {
    await sweepCheckedRows(db, storage);
    const total = target.rehearse
      ? await rolledBack(db, async (tx) => {
        // A transaction the database aborted (a deadlock between two checks locking the same officers) runs again from the start.
        errors.length = 0;
        byLine.clear();
        errorRows = 0;
        newRows = 0;
        progress.done = 0;
        await keepFromStart();
        return checkRows(tx, storage, job.fileKey, target, mode, async (rows, sheet) => {
          const rehearsed: CheckedRow[] = [];
          for (const row of rows) rehearsed.push(await rehearsedRow(tx, sheet, mode, row, request));
          await tally(rehearsed, sheet);
        });
      })
      : await keepFromStart().then(() => checkRows(db, storage, job.fileKey, target, mode, tally, { rules, overlap: Boolean(rules) }));
    if (errorRows) await kept?.discard();
    else await kept?.close();
    if (errorRows) {
      // The file as uploaded, sheet by sheet, each with its 'Errores' column.
      const sheets = importSheets(target).map((sheet) => ({
        name: sheet.name,
        rows: rowsOf(storage, job.fileKey, sheet),
        errorsByLine: byLine.get(sheet.name) ?? new Map<number, string>(),
      }));
      await writeErrorWorkbook(storage, errorWorkbookKey(job), sheets);
    }
    clearInterval(timer);
    await db.update(importJobs).set({ status: errorRows ? 'invalid' : 'checked', totalRows: total, errorRows, newRows, errors, doneRows: 0, heartbeatAt: sql`now()` }).where(eq(importJobs.id, job.id));
  } catch (error) {
    clearInterval(timer);
    await kept?.discard();
    const message = error instanceof ApiError ? error.message : JOB_MESSAGES.checkFailed;
    await db.update(importJobs).set({ status: 'failed', message, finishedAt: sql`now()` }).where(eq(importJobs.id, job.id)).catch(() => undefined);
  }
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
  // To update, the rows that added a record: the check's count, made again on what was stored at import.
  let added = 0;
  let currentTarget = target;
  const changes: Row[] = [];
  const sheets = importSheets(target);
  const beat = () => {
    // Not awaited: on PostgreSQL it is written at once from another connection; PGlite writes it after the transaction.
    void db.update(importJobs).set({ doneRows: progress.done, heartbeatAt: sql`now()` }).where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running'))).catch(() => undefined);
  };
  const timer = setInterval(beat, PROGRESS_EVERY_MS);
  const forgetCheckedRows = () => storage.remove(checkedRowsKey(job)).catch(() => undefined);
  const started = Date.now();
  try {
    await db.transaction(async (tx) => {
      // Run again after a deadlock (server/db/transactionRetry.ts): from the start.
      progress.done = 0;
      added = 0;
      changes.length = 0;
      // Rows may swap unique values (ImportTarget.swapsUnique): the deferrable constraints are checked at commit, on the final state.
      if (mode === 'update' && sheets.some((sheet) => sheet.target.swapsUnique)) await tx.execute(sql`set constraints all deferred`);
      await importedRows(tx, storage, job, target, mode, async (rows, sheet) => {
        currentTarget = sheet.target;
        const refusedRow = rows.find((row) => row.problems.length || !row.values);
        if (refusedRow) {
          current = refusedRow.line;
          throw new RowsRefused(refusedRow.problems);
        }
        const clean = rows as (CheckedRow & { values: Row })[];
        if (mode === 'update') added += clean.filter((row) => !row.stored).length;
        changes.push(...(await writeRows(sheet, clean, { mode, tx, request, at: (line) => { current = line; } })));
        progress.done += rows.length;
        if (Date.now() - lastBeat > PROGRESS_EVERY_MS) lastBeat = Date.now();
      });
    });
    clearInterval(timer);
    // The kept rows are read once: removed before the job says it ended.
    await forgetCheckedRows();
    await db.update(importJobs).set({ status: 'done', doneRows: progress.done, newRows: mode === 'update' ? added : 0, finishedAt: sql`now()`, heartbeatAt: sql`now()` }).where(eq(importJobs.id, job.id));
    await auditImport(db, job, request, { status: 'done', rows: progress.done, seconds: (Date.now() - started) / 1000, changes });
  } catch (error) {
    clearInterval(timer);
    const constraint = uniqueViolationConstraint(error);
    // A deferred constraint fails at commit, whatever sheet was written last.
    const duplicate = [currentTarget, ...sheets.map((sheet) => sheet.target)].map((t) => t.uniqueMessageOf(constraint)).find((m) => m !== null) ?? null;
    let problems: ImportRowError[] = error instanceof RowsRefused ? error.problems : [];
    if (duplicate) {
      // The row holding the value the database names; else the row written last.
      const holding = await cellHolding(storage, job, sheets, constraint, uniqueViolationValue(error)).catch(() => undefined);
      problems = holding ? rowErrorsOf(holding.sheet.target, holding.line, [{ field: holding.field, message: duplicate }], namedIn(holding.sheet))
        : [{ row: current, column: CHECK_MESSAGES.record, message: duplicate }];
    }
    const message = error instanceof RowsRefused || duplicate ? JOB_MESSAGES.rowProblems : JOB_MESSAGES.failed;
    if (!(error instanceof RowsRefused) && !duplicate) request.log.error({ err: error }, 'import failed');
    await forgetCheckedRows();
    await db.update(importJobs).set({ status: 'failed', doneRows: 0, message, errors: problems, errorRows: problems.length ? 1 : 0, finishedAt: sql`now()` }).where(eq(importJobs.id, job.id)).catch(() => undefined);
    await auditImport(db, job, request, { status: 'failed', rows: 0, message, problems }).catch(() => undefined);
  }
}

/**
 * Where the file holds `value`, in a sheet whose target owns `constraint`: its row, and the
 * field of its column. A batch write, or a constraint checked at commit, names no row; the
 * file, already checked, holds a unique value once, so the first cell equal to it (case
 * aside) is the one. The file is read again only on this failure path.
 */
async function cellHolding(storage: FileStorage, job: ImportJob, sheets: WorkbookSheet[], constraint: string | undefined, value: string | undefined): Promise<{ line: number; field: string; sheet: WorkbookSheet } | undefined> {
  if (value === undefined) return undefined;
  const wanted = value.trim().toLowerCase();
  const text = (cell: SheetRow['cells'][number]) => (typeof cell === 'string' ? cell.trim().toLowerCase() : typeof cell === 'number' ? String(cell) : null);
  for (const sheet of sheets) {
    if (sheet.target.uniqueMessageOf(constraint) === null) continue;
    let headers: SheetRow['cells'] = [];
    for await (const row of rowsOf(storage, job.fileKey, sheet)) {
      if (row.line === 1) headers = row.cells;
      const at = row.line > 1 ? row.cells.findIndex((cell) => text(cell) === wanted) : -1;
      if (at >= 0) return { line: row.line, field: sheet.target.columns.find((column) => column.header === headers[at])?.name ?? '', sheet };
    }
  }
  return undefined;
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
  const active = job.status === 'running' || job.status === 'checking';
  if (!active || runningHere.has(job.id)) return runningHere.has(job.id) ? { ...job, doneRows: Math.max(job.doneRows, runningHere.get(job.id)!.done) } : job;
  const beat = job.heartbeatAt ? Date.parse(job.heartbeatAt) : 0;
  if (Date.now() - beat < STALE_SECONDS * 1000) return job;
  const [failed] = await db.update(importJobs).set({ status: 'failed', message: JOB_MESSAGES.crashed, finishedAt: sql`now()` })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.status, job.status))).returning();
  return failed ?? job;
}

/** At start on the embedded database (one process), a job left running died with the last process. */
export async function failOrphanedJobs(db: Database, everyRunning: boolean): Promise<void> {
  const stale = everyRunning ? sql`true` : sql`${importJobs.heartbeatAt} < now() - make_interval(secs => ${STALE_SECONDS})`;
  await db.update(importJobs).set({ status: 'failed', message: JOB_MESSAGES.crashed, finishedAt: sql`now()` }).where(and(inArray(importJobs.status, ['running', 'checking']), stale));
}

export function importFileKey(extension: 'xlsx' | 'csv'): string {
  return `imports/files/${randomUUID()}.${extension}`;
}
