/**
 * What an import writes to. The file's side (reading, headers, cells by their shown text,
 * uniqueness within the file, the job, the workbooks) is the same for every target; a target
 * says which columns it takes, how one row's values are checked with its form's rules and
 * how a checked row is stored. A declared resource is one target (below); the movements,
 * whose rules live in their own repositories, are others (server/movements/imports.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../../../authProvider/permissions';
import { importColumnsOf, importKeyOf, type ImportColumn, type ImportMode, type ImportResource } from '../../../resources/engine/importColumns';

export type { ImportResource };
import type { ResourceDeclaration } from '../../../resources/engine/types';
import type { Database } from '../../db/client';
import type { ResourceHooks } from '../crudRoutes';
import { recordValues } from '../recordValues';
import type { ResourceRepository, Row } from '../repository';
import type { RuleRunner } from './schemaRows';

/** A rule's problem with one field of a row (the field's name; '' for the record). */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A value already stored by another record, as its rule's problem; `heldBy`: that record's key, when the target tells it (`swapsUnique`). */
export interface StoredConflict extends FieldProblem {
  heldBy?: unknown;
}

/** A value that may appear once: in the file and, to the target, in the database. */
export interface UniqueValue {
  key: string;
  message: string;
  field: string;
}

/** What a row's check is given: the mode, the stored record it updates, the columns present, where form schemas may run. */
export interface CheckContext {
  mode: ImportMode;
  stored?: Row;
  present: ReadonlySet<string>;
  db: Database;
  /** Worker threads for the form's schemas in a large check (schemaRows.validatedRow takes it). */
  rules?: RuleRunner;
}

/** One sheet of a workbook of several (the officer record: its data, family, professional items). */
export interface ImportSheet {
  /** The sheet's name in the template; a file without it has no rows for it. */
  name: string;
  target: ImportTarget;
}

/**
 * A row the target's storage refused by one of its rules (an officer's state, an overlap):
 * thrown by `write`, reported as the row's problems.
 */
export class RowRefused extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super(problems[0]?.message ?? '');
  }
}

export interface ImportTarget {
  /** Names, paths, permissions and labels of the resource imported (its routes and screens). */
  declaration: ImportResource;
  /** Who may import: the declaration's create rule unless the target's records need a narrower one. */
  access?: AccessRule;
  /**
   * Some rules are only known by writing (a movement's repository locks the officer and
   * looks at the stored records): the check then writes every row inside a transaction
   * that is always rolled back, each row in a savepoint, so a refused row does not stop
   * the others and later rows see earlier ones.
   */
  rehearse?: boolean;
  /** The columns a file may have, under their Spanish headers. */
  columns: ImportColumn[];
  /** The column that names the stored record a row updates ('Actualizar existentes'); without it, only 'Crear nuevos'. */
  key?: ImportColumn;
  /** Spanish name of a column's field ('' or unknown: the record). */
  labelOf(field: string): string;
  /** The stored record whose key is `value`, to update. */
  findByKey(value: unknown, db: Database): Promise<Row | undefined>;
  /**
   * To update, the stored records of a batch of rows (their cells as read) in one query, in
   * their order: with a key, the record each row's key names (`findByKey` of each, without
   * this); without one, the record a row changes when it matches one (a family member by its
   * officer and cédula), given to `check` as `stored` (none: the row adds a record).
   */
  findMany?(rows: Row[], db: Database): Promise<(Row | undefined)[]>;
  /**
   * The form's rules on one row: the values to store or the problems. `present` are the
   * columns the file carries: to update, only those change.
   */
  check(sent: Row, context: CheckContext): Promise<{ values?: Row; problems: FieldProblem[]; stored?: Row }>;
  /**
   * The entry of the import's audit for a row written to update (or add to) a stored record,
   * when a bare `recordChange` would not say whose record changed (a family member is part of
   * an officer's). `check` may answer the record it matched as `stored` (a member by its officer
   * and cédula): it is given to `write` and here.
   */
  changeOf?(values: Row, stored: Row | undefined, written: Row): Row | null;
  /** The row's values that must be unique, to compare rows of one file. */
  uniqueValues(values: Row): UniqueValue[];
  /** A value already stored by another record, as its rule's problem. */
  conflict(values: Row, storedId: number | undefined, db: Database): Promise<StoredConflict | null>;
  /** `conflict` for many rows in one query, in their order (a large file is checked in batches). */
  conflicts?(rows: { values: Row; storedId?: number }[], db: Database): Promise<(StoredConflict | null)[]>;
  /**
   * 'Actualizar existentes': rows of one file may swap a unique value among the records they
   * update (two officers' e-mails), or pass one on. Its conflicts say which record holds the
   * value (`heldBy`, by key); a value held by a record the file itself updates is left to the
   * file's own uniqueness, which compares the records as the file leaves them. The database
   * checks the final state at commit: the constraint must be deferrable (the import defers it).
   */
  swapsUnique?: boolean;
  /** Stores one checked row inside the import's transaction; a rule of the storage that refuses it throws RowRefused. */
  write(values: Row, context: { mode: ImportMode; stored?: Row; tx: Database; request: FastifyRequest }): Promise<Row | null>;
  /**
   * Creates many checked rows in one statement (a large file is stored in batches); with
   * `answer`, answers them as written, in order (the audit of rows an update adds).
   */
  createMany?(rows: Row[], context: { tx: Database; request: FastifyRequest; answer?: boolean }): Promise<Row[] | void>;
  /**
   * 'Actualizar existentes': writes many checked rows over their stored records in few
   * statements, answering each as written (for the audit), in order. Only for a target whose
   * storage refuses no row (RowRefused) and runs nothing per row: the others write row by row.
   */
  updateMany?(rows: { values: Row; stored: Row }[], context: { tx: Database; request: FastifyRequest }): Promise<(Row | null)[]>;
  /** The Spanish message of a unique constraint the database refused, when it is one of the target's. */
  uniqueMessageOf(constraint: string | undefined): string | null;
  /**
   * A workbook of several sheets linked by a column: called once per check and once per run,
   * it gives fresh targets for the sheets in the order they are read (the first is this one's
   * sheet, the only one a CSV has), so a later sheet can refer to the rows of an earlier one.
   */
  workbook?: () => ImportSheet[];
  /** How the workbook's sheets are linked, for its 'Instrucciones'. */
  workbookNote?: string;
  /** Worker threads for the form schemas of a large check (ruleWorkers.ts); without them the rules run on the main thread. */
  rules?: () => RuleRunner;
}

/** A sheet as the import reads and writes it: its place, and whether it is the first (a CSV's only one; its problems name no sheet). */
export type WorkbookSheet = ImportSheet & { index: number; first: boolean };

/** The sheets of a target's files, in order: its workbook's, or one named after the resource (read whatever its name when it is the first). */
export function importSheets(target: ImportTarget): WorkbookSheet[] {
  const sheets = target.workbook ? target.workbook() : [{ name: target.declaration.label.many, target }];
  return sheets.map((sheet, index) => ({ ...sheet, index, first: index === 0 }));
}

/** An updated record's changed columns, as the import's audit lists them: `{ id, changes: { column: [before, after] } }`. */
export function recordChange(values: Row, stored: Row, written: Row): Row {
  return { id: written.id, changes: Object.fromEntries(Object.keys(values).filter((k) => stored[k] !== written[k]).map((k) => [k, [stored[k], written[k]]])) };
}

/** The audit entry of a written row: the target's own, or an updated record's changed columns. */
export function auditedChange(target: ImportTarget, values: Row, stored: Row | undefined, written: Row | null): Row | null {
  if (!written) return null;
  if (target.changeOf) return target.changeOf(values, stored, written);
  return stored ? recordChange(values, stored, written) : null;
}

/** A resource declared once: its declaration's rules, its repository and its hooks. */
export function declarationImportTarget(declaration: ResourceDeclaration, repository: ResourceRepository, hooks: ResourceHooks): ImportTarget {
  const key = importKeyOf(declaration);
  const fieldOfUniqueMessage = (message: string): string =>
    Object.entries(declaration.fields).find(([, f]) => f.unique === message)?.[0] ?? declaration.uniqueIndexes?.find((u) => u.message === message)?.fields[0] ?? '';
  return {
    declaration,
    columns: importColumnsOf(declaration),
    key,
    labelOf: (field) => declaration.fields[field]?.label ?? '',
    findByKey: async (value, db) => (await repository.findByUnique(key!.name, value, db)) ?? undefined,
    findMany: (rows, db) => repository.findManyByUnique(key!.name, rows.map((row) => row[key!.name]), db),
    async check(sent, { mode, stored, present }) {
      const storedBody = stored ? Object.fromEntries(Object.keys(declaration.fields).filter((f) => stored[f] !== undefined).map((f) => [f, stored[f]])) : {};
      const raw = { ...storedBody, ...sent };
      const prepared = hooks.prepareBody ? hooks.prepareBody(raw, mode) : raw;
      const { values, problems } = await recordValues(declaration, mode, prepared, stored);
      if (problems.length) return { problems };
      if (!stored) return { values, problems: [] };
      // To update: only the columns the file carries (and what is computed from them) change.
      return { values: Object.fromEntries(Object.entries(values).filter(([name]) => present.has(name) || declaration.fields[name]?.computed)), problems: [] };
    },
    uniqueValues(values) {
      const out: UniqueValue[] = [];
      const norm = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : String(v));
      for (const [name, field] of Object.entries(declaration.fields)) {
        if (field.unique && values[name] !== undefined && values[name] !== null) out.push({ key: `${name}\u0000${norm(values[name])}`, message: field.unique, field: name });
      }
      for (const unique of declaration.uniqueIndexes ?? []) {
        if (Object.entries(unique.where ?? {}).some(([f, v]) => values[f] !== v) || unique.fields.some((f) => values[f] === undefined || values[f] === null)) continue;
        out.push({ key: `${unique.name}\u0000${unique.fields.map((f) => norm(values[f])).join('\u0000')}`, message: unique.message, field: unique.fields[0] });
      }
      return out;
    },
    async conflict(values, storedId, db) {
      const message = await repository.uniqueConflict(values, storedId, db);
      return message ? { field: fieldOfUniqueMessage(message), message } : null;
    },
    async write(values, { mode, stored, tx, request }) {
      const id = stored ? Number(stored.id) : undefined;
      const prepared = hooks.beforeWrite ? await hooks.beforeWrite(values, { mode, id, request }) : values;
      const written = id !== undefined ? await repository.update(id, prepared, tx) : await repository.create(prepared, tx);
      if (written && hooks.afterWrite) await hooks.afterWrite(written, { mode, previous: stored, tx, request });
      return written;
    },
    // The write hooks run per row: a resource with them is written row by row.
    updateMany: hooks.beforeWrite || hooks.afterWrite ? undefined
      : (rows, { tx }) => repository.updateMany(rows.map(({ values, stored }) => ({ id: Number(stored.id), values })), tx),
    uniqueMessageOf: (constraint) => repository.uniqueMessageOf(constraint),
  };
}
