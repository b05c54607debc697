/**
 * Many rows into one table in one statement, with one parameter per column: `insert …
 * select * from unnest($1::type[], $2::type[], …)`. Drizzle's `insert().values(rows)`
 * builds one parameter per cell (20,000 for 500 officers), and building and sending that
 * statement was most of an import's own time. Values go through each column's own
 * mapping, as drizzle does; a column no row sets keeps its database default. Rows that
 * leave a column unset while others set it, or a column that is itself an array (unnest
 * would flatten it), are inserted by drizzle as before.
 */
import { getTableColumns, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Returned<T extends PgTable, K extends keyof T['_']['columns']> = { [P in K]: T['_']['columns'][P]['_']['data'] };

/** A row's value of a column, or its drizzle-side default, as drizzle's insert takes it. */
function valueOf(column: PgColumn, row: Record<string, unknown>, key: string): unknown {
  const value = row[key];
  if (value !== undefined) return value;
  if (column.defaultFn) return column.defaultFn();
  if (!column.default && column.onUpdateFn) return column.onUpdateFn();
  return undefined;
}

export async function bulkInsert<T extends PgTable, K extends keyof T['_']['columns'] & string = never>(
  tx: Database, table: T, rows: InferInsertModel<T>[], returning: K[] = [],
): Promise<Returned<T, K>[]> {
  if (!rows.length) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const chosen: { key: string; column: PgColumn; values: unknown[] }[] = [];
  let uniform = true;
  for (const [key, column] of columns) {
    const values = rows.map((row) => valueOf(column, row as Record<string, unknown>, key));
    const set = values.filter((value) => value !== undefined).length;
    if (set === 0) continue;
    if (set < values.length || column.columnType === 'PgArray') uniform = false;
    chosen.push({ key, column, values: values.map((value) => (value === null ? null : column.mapToDriverValue(value))) });
  }
  const byKey = new Map(columns);
  const returnedList = returning.length ? sql` returning ${sql.join(returning.map((key) => sql`${sql.identifier(byKey.get(key)!.name)} as ${sql.identifier(key)}`), sql`, `)}` : sql``;
  if (!uniform) {
    const insert = tx.insert(table).values(rows);
    if (!returning.length) {
      await insert;
      return [];
    }
    return (await insert.returning(Object.fromEntries(returning.map((key) => [key, byKey.get(key)!])) as never)) as unknown as Returned<T, K>[];
  }
  const names = sql.join(chosen.map(({ column }) => sql.identifier(column.name)), sql`, `);
  const arrays: SQL[] = chosen.map(({ column, values }) => sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
  const result = await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})${returnedList}`);
  const found = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return found.map((row) => Object.fromEntries(returning.map((key) => [key, row[key] === null ? null : byKey.get(key)!.mapFromDriverValue(row[key])]))) as Returned<T, K>[];
}
