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
import type { FieldProblem, ImportTarget } from './importTarget';
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
} as const;

/** A rule's problems as the row's errors, under the columns of their fields ('Registro' for the record). */
export function rowErrorsOf(target: ImportTarget, line: number, problems: FieldProblem[]): ImportRowError[] {
  return problems.map((problem) => ({ row: line, column: target.labelOf(problem.field) || CHECK_MESSAGES.record, message: problem.message }));
}

export interface CheckedRow {
  line: number;
  /** The values to store (only the columns present, to update), when the row has no problem. */
  values?: Row;
  /** The stored record the row updates. */
  stored?: Row;
  problems: ImportRowError[];
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
    if (problems.length) throw Object.assign(refused(problems[0]), { errors: problems });
    this.present = new Set(this.columns.filter((c): c is ImportColumn => c !== null && c.name !== target.key?.name).map((c) => c.name));
    this.lookup = new ReferenceLookup(db);
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
      if ('problem' in read) problems.push({ row: row.line, column: column.header, message: read.problem });
      else if (read.value !== undefined) body[column.name] = read.value;
    }
    return body;
  }

  async check(row: SheetRow, db: Database): Promise<CheckedRow> {
    const problems: ImportRowError[] = [];
    const reported = (problem: FieldProblem): ImportRowError => rowErrorsOf(this.target, row.line, [problem])[0];
    const sent = await this.bodyOf(row, problems);
    const key = this.target.key;
    let stored: Row | undefined;
    if (this.mode === 'update' && key) {
      const keyValue = sent[key.name];
      stored = keyValue === undefined ? undefined : await this.target.findByKey(keyValue, db);
      if (!stored) problems.push({ row: row.line, column: key.header, message: keyValue === undefined ? key.field.rules?.required ?? CHECK_MESSAGES.missingHeader(key.header) : CHECK_MESSAGES.notStored(key.header, String(keyValue)) });
    }
    if (problems.length) return { line: row.line, problems };
    const { values, problems: rules } = await this.target.check(sent, { mode: this.mode, stored, present: this.present, db });
    if (rules.length || !values) return { line: row.line, problems: rules.map(reported) };
    const asStored = stored ? { ...stored, ...values } : values;
    for (const unique of this.target.uniqueValues(asStored)) {
      const first = this.seen.get(unique.key);
      if (first !== undefined) problems.push(reported({ field: unique.field, message: CHECK_MESSAGES.repeated(unique.message, first) }));
      else this.seen.set(unique.key, row.line);
    }
    if (problems.length) return { line: row.line, problems };
    const duplicate = await this.target.conflict(asStored, stored ? Number(stored.id) : undefined, db);
    if (duplicate) return { line: row.line, problems: [reported(duplicate)] };
    return { line: row.line, values, stored, problems };
  }
}
