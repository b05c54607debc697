/**
 * The generic repository of a declared resource: paged list with accent-insensitive
 * search, filters and sort; get; create; update; delete; status; batched iteration for
 * exports. Answers embed referenced records (`role: {id, roleName}`) and never carry
 * write-only fields.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDeclaration } from '../../resources/engine/types';
import type { Database } from '../db/client';
import { resourceTablesByName } from '../db/schema';
import type { ResourceTable } from '../db/tableFromDeclaration';

export type Row = Record<string, unknown>;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  filters?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** Accent- and case-insensitive "contains" over a text column. */
export function unaccentContains(column: PgColumn | SQL, term: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${`%${escapeLike(term)}%`}))`;
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class ResourceRepository {
  readonly columns: Record<string, PgColumn>;

  constructor(
    private readonly db: Database,
    readonly declaration: ResourceDeclaration,
    readonly table: ResourceTable,
  ) {
    this.columns = getTableColumns(table) as Record<string, PgColumn>;
  }

  private column(name: string): PgColumn {
    const column = this.columns[name];
    if (!column) throw new Error(`${this.declaration.name} has no column ${name}`);
    return column;
  }

  private whereOf(query: Pick<ListQuery, 'search' | 'filters'>): SQL | undefined {
    const conditions: SQL[] = [];
    const term = query.search?.trim();
    if (term) {
      const matches = this.declaration.searchFields.map((f) => unaccentContains(this.column(f), term));
      conditions.push(or(...matches)!);
    }
    for (const [field, value] of Object.entries(query.filters ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      if (!this.declaration.filterFields?.includes(field)) continue;
      conditions.push(eq(this.column(field), value));
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const where = this.whereOf(query);
    const sortable = ['id', 'createdAt', ...(this.declaration.sortFields ?? [])];
    const fallback = this.declaration.defaultSort ?? { field: 'id', order: 'DESC' as const };
    const sortField = query.sort && sortable.includes(query.sort) ? query.sort : fallback.field;
    const order = (query.sort ? query.order : fallback.order) === 'ASC' ? asc : desc;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(this.table)
        .where(where)
        .orderBy(order(this.column(sortField)), order(this.column('id')))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(this.table).where(where),
    ]);
    return { rows: await this.present(rows as Row[]), total: Number(totals[0]?.total ?? 0) };
  }

  async findRaw(id: number, db: Database = this.db): Promise<Row | null> {
    const rows = await db.select().from(this.table).where(eq(this.column('id'), id)).limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }

  async get(id: number): Promise<Row | null> {
    const row = await this.findRaw(id);
    return row ? (await this.present([row]))[0] : null;
  }

  /** Returns the Spanish message of the first unique field already taken, if any. */
  async uniqueConflict(values: Row, exceptId?: number): Promise<string | null> {
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (!field.unique || values[name] === undefined || values[name] === null) continue;
      const conditions = [sql`lower(${this.column(name)}) = lower(${String(values[name])})`];
      if (exceptId !== undefined) conditions.push(sql`${this.column('id')} <> ${exceptId}`);
      const rows = await this.db.select({ id: this.column('id') }).from(this.table).where(and(...conditions)).limit(1);
      if (rows.length) return field.unique;
    }
    return null;
  }

  async create(values: Row, db: Database = this.db): Promise<Row> {
    const rows = await db.insert(this.table).values(values).returning();
    return rows[0] as Row;
  }

  async update(id: number, values: Row, db: Database = this.db): Promise<Row | null> {
    const rows = await db
      .update(this.table)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(this.column('id'), id))
      .returning();
    return (rows[0] as Row | undefined) ?? null;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db.delete(this.table).where(eq(this.column('id'), id)).returning({ id: this.column('id') });
    return rows.length > 0;
  }

  /** Rows in id order, a batch at a time: exports never hold the whole table. */
  async *iterate(query: Pick<ListQuery, 'search' | 'filters'>, batchSize = 1000): AsyncGenerator<Row[]> {
    let lastId = 0;
    for (;;) {
      const where = and(this.whereOf(query), gt(this.column('id'), lastId));
      const rows = (await this.db.select().from(this.table).where(where).orderBy(asc(this.column('id'))).limit(batchSize)) as Row[];
      if (rows.length === 0) return;
      lastId = Number(rows[rows.length - 1].id);
      yield await this.present(rows);
      if (rows.length < batchSize) return;
    }
  }

  /** Drops write-only fields and embeds referenced records. */
  async present(rows: Row[]): Promise<Row[]> {
    const out = rows.map((row) => {
      const copy: Row = { ...row };
      for (const [name, field] of Object.entries(this.declaration.fields)) if (field.writeOnly) delete copy[name];
      return copy;
    });
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (field.type !== 'reference' || !field.reference) continue;
      const ids = [...new Set(out.map((r) => r[name]).filter((v): v is number => typeof v === 'number'))];
      const target = resourceTablesByName.get(field.reference.resource);
      if (!target || ids.length === 0) continue;
      const targetColumns = getTableColumns(target) as Record<string, PgColumn>;
      const display = field.reference.display;
      const refs = await this.db
        .select({ id: targetColumns.id, label: targetColumns[display] })
        .from(target)
        .where(inArray(targetColumns.id, ids));
      const byId = new Map(refs.map((r) => [Number(r.id), r.label]));
      for (const row of out) {
        const id = row[name];
        row[field.reference.embedAs] = typeof id === 'number' && byId.has(id) ? { id, [display]: byId.get(id) } : null;
      }
    }
    return out;
  }
}
