/**
 * Checks the rows of an import file one by one with the form's rules (recordValues), the
 * references and catalogues by their shown text, uniqueness within the file and against
 * the database, and, to update, the stored record each row names by the resource's unique
 * key. Every problem is reported with its row and column.
 */
import { headerKey, importColumnsOf, importKeyOf, type ImportColumn, type ImportMode } from '../../../resources/engine/importColumns';
import type { ResourceDeclaration } from '../../../resources/engine/types';
import type { Database } from '../../db/client';
import type { ImportRowError } from '../../db/importSchema';
import type { ResourceHooks } from '../crudRoutes';
import { recordValues } from '../recordValues';
import type { ResourceRepository, Row } from '../repository';
import { cellValue, ReferenceLookup } from './cellValues';
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
  private readonly key: ImportColumn | undefined;

  constructor(
    private readonly declaration: ResourceDeclaration,
    private readonly repository: ResourceRepository,
    private readonly hooks: ResourceHooks,
    readonly mode: ImportMode,
    header: SheetRow | undefined,
    db: Database,
  ) {
    if (!header || header.cells.every((c) => c === null)) throw refused(CHECK_MESSAGES.empty);
    const byKey = new Map(importColumnsOf(declaration).map((c) => [headerKey(c.header), c]));
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
    this.key = importKeyOf(declaration);
    const needed = mode === 'create' ? importColumnsOf(declaration).filter((c) => c.required) : this.key ? [this.key] : [];
    for (const column of needed) if (!taken.has(headerKey(column.header))) problems.push(CHECK_MESSAGES.missingHeader(column.header));
    if (problems.length) throw Object.assign(refused(problems[0]), { errors: problems });
    this.lookup = new ReferenceLookup(db);
  }

  private headerOf(field: string): string {
    return this.declaration.fields[field]?.label ?? CHECK_MESSAGES.record;
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

  /** The keys of the row's unique values (fields and declared indexes) with their messages and column. */
  private uniqueKeys(values: Row): { key: string; message: string; field: string }[] {
    const out: { key: string; message: string; field: string }[] = [];
    const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (field.unique && values[name] !== undefined && values[name] !== null) out.push({ key: `${name}\u0000${norm(values[name])}`, message: field.unique, field: name });
    }
    for (const unique of this.declaration.uniqueIndexes ?? []) {
      if (Object.entries(unique.where ?? {}).some(([f, v]) => values[f] !== v) || unique.fields.some((f) => values[f] === undefined || values[f] === null)) continue;
      out.push({ key: `${unique.name}\u0000${unique.fields.map((f) => norm(values[f])).join('\u0000')}`, message: unique.message, field: unique.fields[0] });
    }
    return out;
  }

  private fieldOfUniqueMessage(message: string): string {
    const field = Object.entries(this.declaration.fields).find(([, f]) => f.unique === message)?.[0];
    return field ?? this.declaration.uniqueIndexes?.find((u) => u.message === message)?.fields[0] ?? '';
  }

  async check(row: SheetRow, db: Database): Promise<CheckedRow> {
    const problems: ImportRowError[] = [];
    const sent = await this.bodyOf(row, problems);
    let stored: Row | undefined;
    if (this.mode === 'update' && this.key) {
      const keyValue = sent[this.key.name];
      stored = keyValue === undefined ? undefined : (await this.repository.findByUnique(this.key.name, keyValue, db)) ?? undefined;
      if (!stored) problems.push({ row: row.line, column: this.key.header, message: keyValue === undefined ? this.key.field.rules?.required ?? CHECK_MESSAGES.missingHeader(this.key.header) : CHECK_MESSAGES.notStored(this.key.header, String(keyValue)) });
    }
    if (problems.length) return { line: row.line, problems };
    const storedBody = stored ? Object.fromEntries(Object.keys(this.declaration.fields).filter((f) => stored![f] !== undefined).map((f) => [f, stored![f]])) : {};
    const raw = { ...storedBody, ...sent };
    const prepared = this.hooks.prepareBody ? this.hooks.prepareBody(raw, this.mode) : raw;
    const { values, problems: rules } = await recordValues(this.declaration, this.mode, prepared, stored);
    for (const problem of rules) problems.push({ row: row.line, column: this.headerOf(problem.field), message: problem.message });
    if (problems.length) return { line: row.line, problems };
    const asStored = stored ? { ...stored, ...values } : values;
    for (const unique of this.uniqueKeys(asStored)) {
      const first = this.seen.get(unique.key);
      if (first !== undefined) problems.push({ row: row.line, column: this.headerOf(unique.field), message: CHECK_MESSAGES.repeated(unique.message, first) });
      else this.seen.set(unique.key, row.line);
    }
    if (problems.length) return { line: row.line, problems };
    const duplicate = await this.repository.uniqueConflict(asStored, stored ? Number(stored.id) : undefined, db);
    if (duplicate) return { line: row.line, problems: [{ row: row.line, column: this.headerOf(this.fieldOfUniqueMessage(duplicate)), message: duplicate }] };
    if (!stored) return { line: row.line, values, problems };
    // To update: only the columns the file carries (and what is computed from them) change.
    // The key names the record: it is matched, not changed (not even its case).
    const present = new Set(this.columns.filter((c) => c !== null && c.name !== this.key?.name).map((c) => c!.name));
    const changes = Object.fromEntries(Object.entries(values).filter(([name]) => present.has(name) || this.declaration.fields[name]?.computed));
    return { line: row.line, values: changes, stored, problems };
  }
}
