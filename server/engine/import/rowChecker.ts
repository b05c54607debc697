/**
 * Checks the rows of an import file one by one: the cells read as the form would send them
 * (catalogues and references by their shown text), the target's rules, uniqueness within
 * the file and against the database, and, to update, the stored record each row names by
 * the target's key. Every problem is reported with its row and column.
 */
import { headerKey, type ImportColumn, type ImportMode } from '../../../resources/engine/importColumns';
import type { Database } from '../../db/client';
import type { ImportRowError } from '../../db/importSchema';
import type { Row } from '../repository';
import { cellValue, ReferenceLookup } from './cellValues';
import type { FieldProblem, ImportTarget, StoredConflict } from './importTarget';
import type { RuleRunner } from './schemaRows';
import { ERRORS_HEADER } from './importWorkbooks';
import { refused, type CellValue, type SheetRow } from './readSheet';

export const CHECK_MESSAGES = {
  empty: 'El archivo está vacío',
  noRows: 'El archivo no tiene filas de datos',
  unknownHeader: (header: string) => `Columna desconocida: «${header}». Use los encabezados de la plantilla`,
  duplicateHeader: (header: string) => `La columna «${header}» está repetida`,
  missingHeader: (header: string) => `Falta la columna requerida «${header}»`,
  notStored: (label: string, value: string) => `No existe un registro con ${label} «${value}»`,
  repeated: (message: string, line: number) => `${message} (repetido en la fila ${line})`,
  record: 'Registro',
  sheet: (name: string) => `${name}: `,
} as const;

/** Longest stretch of row checks before the event loop serves other requests. */
const YIELD_EVERY_MS = 8;
/** Rows whose cells and rules are checked side by side (their schemas go to a worker together). */
const SIDE_BY_SIDE = 100;

/** The column a field's problem is reported under: its header, or 'Registro'; a later sheet's name before it. */
function columnOf(target: ImportTarget, field: string, sheetName?: string): string {
  const header = target.labelOf(field) || CHECK_MESSAGES.record;
  return sheetName ? `${CHECK_MESSAGES.sheet(sheetName)}${header}` : header;
}

/** A rule's problems as the row's errors, under the columns of their fields. */
export function rowErrorsOf(target: ImportTarget, line: number, problems: FieldProblem[], sheetName?: string): ImportRowError[] {
  return problems.map((problem) => ({ row: line, column: columnOf(target, problem.field, sheetName), message: problem.message }));
}

export interface CheckedRow {
  line: number;
  /** The values to store (only the columns present, to update), when the row has no problem. */
  values?: Row;
  /** The stored record the row updates. */
  stored?: Row;
  problems: ImportRowError[];
}

/** A key as compared between a file's cells and a conflict's `heldBy` (texts case aside, as the lookups by key). */
const keyText = (value: unknown): string => String(value).trim().toLowerCase();

/**
 * The database's uniqueness for clean rows, asked for all of them at once where the target
 * can: a row that takes a stored value gets the problem and loses its values; unless the
 * record holding it is one the file updates (`updated`, their keys: ImportTarget.swapsUnique).
 */
export async function withStoredConflicts(target: ImportTarget, rows: CheckedRow[], db: Database, sheetName?: string, updated?: ReadonlySet<string>): Promise<void> {
  const pending = rows.filter((row) => !row.problems.length && row.values);
  if (!pending.length) return;
  const candidates = pending.map((row) => ({ values: row.stored ? { ...row.stored, ...row.values } : row.values!, storedId: row.stored ? Number(row.stored.id) : undefined }));
  let conflicts: (StoredConflict | null)[] = [];
  if (target.conflicts) conflicts = await target.conflicts(candidates, db);
  else for (const candidate of candidates) conflicts.push(await target.conflict(candidate.values, candidate.storedId, db));
  pending.forEach((row, index) => {
    const conflict = conflicts[index];
    if (!conflict || (conflict.heldBy !== undefined && updated?.has(keyText(conflict.heldBy)))) return;
    row.problems.push(...rowErrorsOf(target, row.line, [{ field: conflict.field, message: conflict.message }], sheetName));
    delete row.values;
    delete row.stored;
  });
}

/** A row's cells as the form would send them, and the problems reading them. */
interface ReadRow {
  line: number;
  sent: Row;
  problems: ImportRowError[];
}

/**
 * `work` on each item, SIDE_BY_SIDE at a time, answers in order. The rules are CPU work:
 * other users' requests get the event loop every few milliseconds.
 */
async function sideBySide<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let since = performance.now();
  for (let start = 0; start < items.length; start += SIDE_BY_SIDE) {
    out.push(...(await Promise.all(items.slice(start, start + SIDE_BY_SIDE).map((item, i) => work(item, start + i)))));
    if (performance.now() - since > YIELD_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = performance.now();
    }
  }
  return out;
}

export class RowChecker {
  readonly columns: (ImportColumn | null)[];
  private readonly lookup: ReferenceLookup;
  /** Unique values already seen in the file: their key → first row. */
  private readonly seen = new Map<string, number>();
  /** The fields of the columns the file carries, but the key (it names the record, it is not changed). */
  private readonly present: ReadonlySet<string>;

  constructor(
    private readonly target: ImportTarget,
    readonly mode: ImportMode,
    header: SheetRow | undefined,
    db: Database,
    /** A later sheet of a workbook: its problems name it ('Carga familiar: Cédula'). */
    private readonly sheetName?: string,
    /** Where the form's schemas run in a large check (ruleWorkers.ts). */
    private readonly rules?: RuleRunner,
  ) {
    if (!header || header.cells.every((c) => c === null)) throw refused(CHECK_MESSAGES.empty);
    const byKey = new Map(target.columns.map((c) => [headerKey(c.header), c]));
    const problems: string[] = [];
    const taken = new Set<string>();
    this.columns = header.cells.map((cell) => {
      if (cell === null || String(cell).trim() === '') return null;
      const key = headerKey(String(cell));
      // The error workbook's own column: a fixed file is uploaded again as it is.
      if (key === headerKey(ERRORS_HEADER)) return null;
      const column = byKey.get(key);
      if (!column) problems.push(CHECK_MESSAGES.unknownHeader(String(cell)));
      else if (taken.has(key)) problems.push(CHECK_MESSAGES.duplicateHeader(column.header));
      taken.add(key);
      return column ?? null;
    });
    const needed = mode === 'create' ? target.columns.filter((c) => c.required) : target.key ? [target.key] : [];
    for (const column of needed) if (!taken.has(headerKey(column.header))) problems.push(CHECK_MESSAGES.missingHeader(column.header));
    if (problems.length) {
      const named = sheetName ? problems.map((problem) => `${CHECK_MESSAGES.sheet(sheetName)}${problem}`) : problems;
      throw Object.assign(refused(named[0]), { errors: named });
    }
    this.present = new Set(this.columns.filter((c): c is ImportColumn => c !== null && c.name !== target.key?.name).map((c) => c.name));
    this.lookup = new ReferenceLookup(db);
  }

  private columnName(header: string): string {
    return this.sheetName ? `${CHECK_MESSAGES.sheet(this.sheetName)}${header}` : header;
  }

  /** The row's cells as a body, parents before the catalogues that depend on them. */
  private async bodyOf(row: SheetRow, problems: ImportRowError[]): Promise<Row> {
    const body: Row = {};
    const indexed = this.columns.map((column, index) => ({ column, index })).filter((c): c is { column: ImportColumn; index: number } => c.column !== null);
    indexed.sort((a, b) => Number(Boolean(a.column.field.catalogParent)) - Number(Boolean(b.column.field.catalogParent)));
    for (const { column, index } of indexed) {
      const cell: CellValue = row.cells[index] ?? null;
      const parentKey = column.field.catalogParent ? body[column.field.catalogParent] : undefined;
      const read = await cellValue(column.field, cell, { lookup: this.lookup, parentKey });
      if ('problem' in read) problems.push({ row: row.line, column: this.columnName(column.header), message: read.problem });
      else if (read.value !== undefined) body[column.name] = read.value;
    }
    return body;
  }

  /** The keys of the records the file updates (ImportTarget.swapsUnique): `learnKeys`. */
  private updatedKeys?: Set<string>;

  /**
   * To update a target whose rows may swap unique values: the keys of every row of the sheet,
   * read before its rows are checked (a row may take a value a later row frees).
   */
  async learnKeys(rows: AsyncIterable<SheetRow>): Promise<void> {
    const key = this.target.key;
    const index = this.columns.findIndex((column) => column?.name === key?.name);
    if (this.mode !== 'update' || !key || !this.target.swapsUnique || index < 0) return;
    const keys = new Set<string>();
    let header = true;
    for await (const row of rows) {
      if (header) {
        header = false;
        continue;
      }
      const read = await cellValue(key.field, row.cells[index] ?? null, { lookup: this.lookup });
      if (!('problem' in read) && read.value !== undefined) keys.add(keyText(read.value));
    }
    this.updatedKeys = keys;
  }

  /** The previous batch's ordered step: batches may be checked side by side, their uniqueness in the file is settled in order. */
  private ordered: Promise<void> = Promise.resolve();

  /**
   * Checks rows: each row's cells (rows side by side), to update the stored records they
   * name (one query where the target can), their rules (the form's schema maybe in a
   * worker), then in the order given their uniqueness within the file, then the database's
   * uniqueness for all of them at once (one query where the target can).
   */
  async checkMany(rows: SheetRow[], db: Database): Promise<CheckedRow[]> {
    const read = await sideBySide(rows, async (row): Promise<ReadRow> => {
      const problems: ImportRowError[] = [];
      return { line: row.line, sent: await this.bodyOf(row, problems), problems };
    });
    const stored = await this.storedOf(read, db);
    const ruled = await sideBySide(read, (row, index) => this.ruledRow(row, stored[index], db));
    const previous = this.ordered;
    let done!: () => void;
    this.ordered = new Promise((resolve) => { done = resolve; });
    try {
      await previous;
      const checked = ruled.map((row) => this.uniqueInFile(row));
      await withStoredConflicts(this.target, checked, db, this.sheetName, this.updatedKeys);
      return checked;
    } finally {
      done();
    }
  }

  async check(row: SheetRow, db: Database): Promise<CheckedRow> {
    return (await this.checkMany([row], db))[0];
  }

  /**
   * To update, the stored record of each row: with a key, the one its key names (asked of
   * every row that has one, as its problem if none); without, the one a clean row matches.
   */
  private async storedOf(rows: ReadRow[], db: Database): Promise<(Row | undefined)[]> {
    const key = this.target.key;
    if (this.mode !== 'update' || (!key && !this.target.findMany)) return rows.map(() => undefined);
    const asked = rows.map((row, index) => ({ row, index })).filter(({ row }) => (key ? row.sent[key.name] !== undefined : !row.problems.length));
    const found = this.target.findMany
      ? await this.target.findMany(asked.map(({ row }) => row.sent), db)
      : await sideBySide(asked, ({ row }) => this.target.findByKey(row.sent[key!.name], db));
    const stored = rows.map((): Row | undefined => undefined);
    asked.forEach(({ index }, i) => { stored[index] = found[i]; });
    return stored;
  }

  /** One row's rules over its cells and stored record: nothing that depends on the other rows. */
  private async ruledRow(row: ReadRow, stored: Row | undefined, db: Database): Promise<CheckedRow> {
    const problems = [...row.problems];
    const { sent } = row;
    const key = this.target.key;
    if (this.mode === 'update' && key && !stored) {
      const keyValue = sent[key.name];
      problems.push({ row: row.line, column: this.columnName(key.header), message: keyValue === undefined ? key.field.rules?.required ?? CHECK_MESSAGES.missingHeader(key.header) : CHECK_MESSAGES.notStored(key.header, String(keyValue)) });
    }
    if (problems.length) return { line: row.line, problems };
    const { values, problems: rules, stored: matched } = await this.target.check(sent, { mode: this.mode, stored, present: this.present, db, rules: this.rules });
    if (rules.length || !values) return { line: row.line, problems: rowErrorsOf(this.target, row.line, rules, this.sheetName) };
    return { line: row.line, values, stored: stored ?? matched, problems };
  }

  /** A ruled row against the unique values of the rows before it. */
  private uniqueInFile(row: CheckedRow): CheckedRow {
    if (row.problems.length || !row.values) return row;
    const problems: ImportRowError[] = [];
    for (const unique of this.target.uniqueValues(row.stored ? { ...row.stored, ...row.values } : row.values)) {
      const first = this.seen.get(unique.key);
      if (first !== undefined) problems.push(...rowErrorsOf(this.target, row.line, [{ field: unique.field, message: CHECK_MESSAGES.repeated(unique.message, first) }], this.sheetName));
      else this.seen.set(unique.key, row.line);
    }
    return problems.length ? { line: row.line, problems } : row;
  }
}
