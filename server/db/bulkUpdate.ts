/**
 * Many rows of one table changed in few statements, with one parameter per column:
 * `update t set c = v.c, … from unnest($1::int[], $2::type[], …) as v(id, c, …) where
 * t.id = v.id`, the values mapped as drizzle maps them (./bulkInsert.ts). Rows change
 * different columns (an import changes only the cells a row fills and that differ): rows
 * that set the same columns share a statement. A row that sets an array column (unnest
 * would flatten it) goes through drizzle's update alone. Answers the rows as written, in
 * the order given.
 */
import { eq, getTableColumns, sql, type InferInsertModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { columnArray, returnedRows, returningList, unnestable, type Returned } from './bulkInsert';
import type { Database } from './client';

export interface RowUpdate<T extends PgTable> {
  id: number;
  /** The columns to change (none: only those of `set`). */
  values: Partial<InferInsertModel<T>>;
}

/** Rows that set the same columns and name different records: one statement. */
interface Group {
  keys: string[];
  indexes: number[];
  ids: Set<number>;
}

/** As drizzle's update: the values that are set, of the table's columns (no `$onUpdate`: no table here has one). */
function groupsOf(rows: { id: number; values: object }[], columns: Map<string, PgColumn>): Group[] {
  const groups: Group[] = [];
  const open = new Map<string, Group>();
  rows.forEach((row, index) => {
    const keys = Object.keys(row.values).filter((key) => columns.has(key) && (row.values as Record<string, unknown>)[key] !== undefined).sort();
    const shape = keys.join('\u0000');
    let group = open.get(shape);
    // The same record twice: the second change goes in a later statement, as row by row.
    if (!group || group.ids.has(row.id)) {
      group = { keys, indexes: [], ids: new Set() };
      groups.push(group);
      open.set(shape, group);
    }
    group.indexes.push(index);
    group.ids.add(row.id);
  });
  return groups;
}

/**
 * Writes each row's values over the record with its id; `set` adds columns every row sets
 * to an expression (`version = version + 1`, `updated_at = now()`), written qualified.
 */
export async function bulkUpdate<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  tx: Database, table: T, rows: RowUpdate<T>[], options: { set?: Partial<Record<keyof T['_']['columns'] & string, SQL>>; returning: K[] },
): Promise<Returned<T, K>[]> {
  const byKey = new Map(Object.entries(getTableColumns(table)) as [string, PgColumn][]);
  const idColumn = byKey.get('id')!;
  const extra = Object.entries(options.set ?? {}) as [string, SQL][];
  const returning = [...new Set<string>(['id', ...options.returning])] as K[];
  const written = new Array<Returned<T, K>>(rows.length);
  for (const group of groupsOf(rows, byKey)) {
    const members = group.indexes.map((index) => rows[index]);
    const columns = group.keys.map((key) => byKey.get(key)!);
    if (!group.keys.length && !extra.length) throw new Error('bulkUpdate: a row changes no column');
    if (!columns.every(unnestable)) {
      for (const index of group.indexes) {
        const answer = await tx.update(table).set({ ...rows[index].values, ...Object.fromEntries(extra) } as never)
          .where(eq(idColumn, rows[index].id)).returning(Object.fromEntries(returning.map((key) => [key, byKey.get(key)!])) as never);
        written[index] = (answer as unknown as Returned<T, K>[])[0];
      }
      continue;
    }
    const names = sql.join(['id', ...group.keys].map((key) => sql.identifier(byKey.get(key)!.name)), sql`, `);
    const arrays = sql.join([
      sql`${sql.param(members.map((row) => row.id))}::int[]`,
      ...group.keys.map((key, i) => columnArray(columns[i], members.map((row) => (row.values as Record<string, unknown>)[key]))),
    ], sql`, `);
    const assignments = sql.join([
      ...columns.map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
      ...extra.map(([key, value]) => sql`${sql.identifier(byKey.get(key)!.name)} = ${value}`),
    ], sql`, `);
    const result = await tx.execute(sql`update ${table} set ${assignments} from unnest(${arrays}) as v(${names}) where ${table}.${sql.identifier(idColumn.name)} = v.${sql.identifier(idColumn.name)}${returningList(byKey, returning, table)}`);
    const place = new Map(members.map((row, i) => [row.id, group.indexes[i]]));
    for (const row of returnedRows<T, K>(result, byKey, returning)) written[place.get(Number((row as Record<string, unknown>).id))!] = row;
  }
  return written;
}
