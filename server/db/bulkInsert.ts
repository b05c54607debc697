/**
 * Many rows into one table in one statement, with one parameter per column: `insert …
 * select * from unnest($1::type[], $2::type[], …)`. Drizzle's `insert().values(rows)`
 * builds one parameter per cell (20,000 for 500 officers), and building and sending that
 * statement was most of an import's own time. Values go through each column's own
 * mapping, as drizzle does; a column no row sets keeps its database default. Rows that
 * leave a column unset while others set it, or a column that is itself an array (unnest
 * would flatten it), are inserted by drizzle as before. Updates: ./bulkUpdate.ts.
 */
import { getTableColumns, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

export type Returned<T extends PgTable, K extends keyof T['_']['columns']> = { [P in K]: T['_']['columns'][P]['_']['data'] };

/** A row's value of a column, or its drizzle-side default, as drizzle's insert takes it. */
function valueOf(column: PgColumn, row: Record<string, unknown>, key: string): unknown {
  const value = row[key];
  if (value !== undefined) return value;
  if (column.defaultFn) return column.defaultFn();
  if (!column.default && column.onUpdateFn) return column.onUpdateFn();
  return undefined;
}

/** One column's values as one parameter: an array of the column's type, each value mapped as drizzle maps it. */
export function columnArray(column: PgColumn, values: unknown[]): SQL {
  const mapped = values.map((value) => (value === null || value === undefined ? null : column.mapToDriverValue(value)));
  return sql`${sql.param(mapped)}::${sql.raw(column.getSQLType())}[]`;
}

/** Whether unnest can carry the column: an array column would be flattened. */
export const unnestable = (column: PgColumn): boolean => column.columnType !== 'PgArray';

/** The `returning` clause of the columns asked for, under their keys (empty when none); qualified by `table` where another relation has the same names. */
export function returningList(byKey: Map<string, PgColumn>, returning: string[], table?: PgTable): SQL {
  const named = (column: PgColumn) => (table ? sql`${table}.${sql.identifier(column.name)}` : sql.identifier(column.name));
  return returning.length ? sql` returning ${sql.join(returning.map((key) => sql`${named(byKey.get(key)!)} as ${sql.identifier(key)}`), sql`, `)}` : sql``;
}

/** A statement's returned rows, each column mapped back as drizzle maps it. */
export function returnedRows<T extends PgTable, K extends keyof T['_']['columns'] & string>(result: unknown, byKey: Map<string, PgColumn>, returning: K[]): Returned<T, K>[] {
  const found = (result as { rows: Record<string, unknown>[] }).rows;
  return found.map((row) => Object.fromEntries(returning.map((key) => [key, row[key] === null ? null : byKey.get(key)!.mapFromDriverValue(row[key])]))) as Returned<T, K>[];
}

export async function bulkInsert<T extends PgTable, K extends keyof T['_']['columns'] & string = never>(
  tx: Database, table: T, rows: InferInsertModel<T>[], returning: K[] = [],
): Promise<Returned<T, K>[]> {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const chosen: { column: PgColumn; values: unknown[] }[] = [];
  let uniform = true;
  for (const [key, column] of columns) {
    const values = rows.map((row) => valueOf(column, row as Record<string, unknown>, key));
    const set = values.filter((value) => value !== undefined).length;
    if (set === 0) continue;
    if (set < values.length || !unnestable(column)) uniform = false;
    chosen.push({ column, values });
  }
  const byKey = new Map(columns);
  if (!uniform) {
    const insert = tx.insert(table).values(rows);
    if (!returning.length) {
      await insert;
      return [];
    }
    return (await insert.returning(Object.fromEntries(returning.map((key) => [key, byKey.get(key)!])) as never)) as unknown as Returned<T, K>[];
  }
  const names = sql.join(chosen.map(({ column }) => sql.identifier(column.name)), sql`, `);
  const arrays = sql.join(chosen.map(({ column, values }) => columnArray(column, values)), sql`, `);
  const result = await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})${returningList(byKey, returning)}`);
  return returnedRows<T, K>(result, byKey, returning);
}
