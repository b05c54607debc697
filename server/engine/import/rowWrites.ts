/**
 * How an import writes a batch of checked rows inside its transaction: to create, in one
 * statement where the target can; to update, the rows that change stored records in few
 * statements and those that add a record (a family member) in one, where the target can;
 * otherwise row by row, where a rule of the target's storage that refuses a row becomes
 * that row's problem. Answers the audit entries of the rows, in their order.
 */
import type { FastifyRequest } from 'fastify';
import type { ImportMode } from '../../../resources/engine/importColumns';
import type { Database } from '../../db/client';
import type { ImportRowError } from '../../db/importSchema';
import type { Row } from '../repository';
import { auditedChange, RowRefused, type WorkbookSheet } from './importTarget';
import { rowErrorsOf, type CheckedRow } from './rowChecker';

/** Rows the import cannot write, with their problems: the job fails and nothing is stored (JOB_MESSAGES.rowProblems). */
export class RowsRefused extends Error {
  constructor(readonly problems: ImportRowError[]) {
    super(problems[0]?.message ?? '');
  }
}

/** The sheet a row's problems name: none on the first (a CSV's only one). */
export const namedIn = (sheet: WorkbookSheet): string | undefined => (sheet.first ? undefined : sheet.name);

interface WriteContext {
  mode: ImportMode;
  tx: Database;
  request: FastifyRequest;
  /** The line being written, for the job's problem if the database refuses it. */
  at(line: number): void;
}

type Clean = CheckedRow & { values: Row };

async function rowByRow(sheet: WorkbookSheet, rows: Clean[], { mode, tx, request, at }: WriteContext): Promise<(Row | null)[]> {
  const written: (Row | null)[] = [];
  for (const row of rows) {
    at(row.line);
    written.push(await sheet.target.write(row.values, { mode, stored: row.stored, tx, request }).catch((error: unknown) => {
      throw error instanceof RowRefused ? new RowsRefused(rowErrorsOf(sheet.target, row.line, error.problems, namedIn(sheet))) : error;
    }));
  }
  return written;
}

/** Rows that change stored records and rows that add one, each kind together where the target can. */
async function updatedBatch(sheet: WorkbookSheet, rows: Clean[], context: WriteContext): Promise<(Row | null)[]> {
  const { target } = sheet;
  const written: (Row | null)[] = rows.map(() => null);
  const changing = rows.flatMap((row, index) => (row.stored ? [{ row, index, stored: row.stored }] : []));
  const adding = rows.flatMap((row, index) => (row.stored ? [] : [{ row, index }]));
  if (changing.length) {
    context.at(changing[0].row.line);
    const updated = await target.updateMany!(changing.map(({ row, stored }) => ({ values: row.values, stored })), context);
    changing.forEach(({ index }, i) => { written[index] = updated[i]; });
  }
  if (adding.length) {
    context.at(adding[0].row.line);
    const added = target.createMany
      ? await target.createMany(adding.map(({ row }) => row.values), { ...context, answer: true })
      : await rowByRow(sheet, adding.map(({ row }) => row), context);
    adding.forEach(({ index }, i) => { written[index] = added?.[i] ?? null; });
  }
  return written;
}

/** Writes a batch of clean rows of a sheet and answers their audit entries. */
export async function writeRows(sheet: WorkbookSheet, rows: Clean[], context: WriteContext): Promise<Row[]> {
  const { target } = sheet;
  context.at(rows[0].line);
  if (context.mode === 'create' && target.createMany) {
    await target.createMany(rows.map((row) => row.values), context);
    return [];
  }
  const written = context.mode === 'update' && target.updateMany ? await updatedBatch(sheet, rows, context) : await rowByRow(sheet, rows, context);
  return rows.flatMap((row, index): Row[] => { const change = auditedChange(target, row.values, row.stored, written[index]); return change ? [change] : []; });
}
