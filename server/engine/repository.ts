/**
 * The generic repository of a declared resource: paged list with accent-insensitive
 * search, filters and sort; get; create; update; delete; status; batched iteration for
 * exports. Answers embed referenced records (`role: {id, roleName}`) and never carry
 * write-only fields.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/engine/types';
import type { Database } from '../db/client';
import { inlineValues, type Bind } from '../lib/statementsByShape';
import { nextVersion, sameVersion } from '../lib/versioning';
import { documentsTableOf, referenceTargetOf } from '../db/schema';
import type { DocumentsTable, ResourceTable } from '../db/tableFromDeclaration';

export type Row = Record<string, unknown>;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  filters?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/** Accent- and case-insensitive "contains" over a text column (`bind`: see server/lib/statementsByShape.ts). */
export function unaccentContains(column: PgColumn | SQL, term: string, bind: Bind = inlineValues): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${bind(`%${escapeLike(term)}%`)}))`;
}

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A stored document as the API shows it; `url` downloads it with the bearer session. */
export interface DocumentView {
  id: number;
  filename: string;
  name: string;
  size: number;
  contentType: string;
  url: string;
}

export class ResourceRepository {
  readonly columns: Record<string, PgColumn>;
  readonly documentsTable: DocumentsTable | null;

  constructor(
    readonly db: Database,
    readonly declaration: ResourceDeclaration,
    readonly table: ResourceTable,
    /** More fields for each row (same order), fetched alongside the declared embeds (see ResourceHooks.embed). */
    private readonly embed?: (rows: Row[]) => Promise<Row[]>,
    /** A list's total, found by the resource (see ResourceHooks.countTotal); `countRows` counts the matching rows. */
    private readonly countTotal?: (query: ListQuery, countRows: () => Promise<number>) => Promise<number>,
  ) {
    this.columns = getTableColumns(table) as Record<string, PgColumn>;
    this.documentsTable = declaration.documents ? documentsTableOf(declaration.name) : null;
  }

  documentView(row: { id: number; ownerId: number; filename: string; size: number; contentType: string }): DocumentView {
    return {
      id: row.id,
      filename: row.filename,
      name: row.filename,
      size: row.size,
      contentType: row.contentType,
      url: `/api/${this.declaration.apiPath}/${row.ownerId}/documents/${row.id}/file`,
    };
  }

  /** The documents of the given records, by record id, oldest first. */
  async documentsOf(ids: number[]): Promise<Map<number, DocumentView[]>> {
    const byOwner = new Map<number, DocumentView[]>();
    const documents = this.documentsTable;
    if (!documents || ids.length === 0) return byOwner;
    const rows = await this.db.select().from(documents).where(inArray(documents.ownerId, ids)).orderBy(asc(documents.id));
    for (const row of rows) {
      const list = byOwner.get(row.ownerId) ?? [];
      list.push(this.documentView(row));
      byOwner.set(row.ownerId, list);
    }
    return byOwner;
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
    // Filters arrive under their query parameter (`filterParam`, else the field name).
    for (const field of this.declaration.filterFields ?? []) {
      const value = query.filters?.[this.declaration.fields[field].filterParam ?? field];
      if (value === undefined || value === null || value === '') continue;
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
    const offset = (query.page - 1) * query.pageSize;
    const rows = (await this.db
      .select()
      .from(this.table)
      .where(where)
      .orderBy(order(this.column(sortField)), order(this.column('id')))
      .limit(query.pageSize)
      .offset(offset)) as Row[];
    // A page neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
    const [present, total] = await Promise.all([this.present(rows), lastPage ? offset + rows.length : this.total(query, where)]);
    return { rows: present, total };
  }

  private async total(query: ListQuery, where: SQL | undefined): Promise<number> {
    const countRows = async () => {
      const [row] = await this.db.select({ total: count() }).from(this.table).where(where);
      return Number(row?.total ?? 0);
    };
    return this.countTotal ? this.countTotal(query, countRows) : countRows();
  }

  async findRaw(id: number, db: Database = this.db): Promise<Row | null> {
    const rows = await db.select().from(this.table).where(eq(this.column('id'), id)).limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }

  async get(id: number): Promise<Row | null> {
    const row = await this.findRaw(id);
    return row ? (await this.present([row]))[0] : null;
  }

  /**
   * Returns the Spanish message of the first unique field or declared unique index the
   * values would break, if any. `values` are the row as it will be (for an update, the
   * stored row merged with the changes).
   */
  async uniqueConflict(values: Row, exceptId?: number, db: Database = this.db): Promise<string | null> {
    const taken = async (conditions: SQL[]) => {
      if (exceptId !== undefined) conditions.push(sql`${this.column('id')} <> ${exceptId}`);
      const rows = await db.select({ id: this.column('id') }).from(this.table).where(and(...conditions)).limit(1);
      return rows.length > 0;
    };
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (!field.unique || values[name] === undefined || values[name] === null) continue;
      // Texts compare ignoring case, as their unique index on lower(column) does.
      const text = field.type === 'text' || field.type === 'longText' || field.type === 'email';
      const condition = text ? sql`lower(${this.column(name)}) = lower(${String(values[name])})` : eq(this.column(name), values[name]);
      if (await taken([condition])) return field.unique;
    }
    for (const unique of this.declaration.uniqueIndexes ?? []) {
      const where = Object.entries(unique.where ?? {});
      // A row outside the partial index, or with a null in it, cannot collide.
      if (where.some(([f, value]) => values[f] !== value) || unique.fields.some((f) => values[f] === undefined || values[f] === null)) continue;
      if (await taken([...unique.fields, ...where.map(([f]) => f)].map((f) => eq(this.column(f), values[f])))) return unique.message;
    }
    return null;
  }

  /**
   * The declared `missing` message of each reference field whose value names no row:
   * a 400 instead of a foreign key error.
   */
  async missingReferences(values: Row, db: Database = this.db): Promise<string[]> {
    const messages: string[] = [];
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      const id = values[name];
      if (field.type !== 'reference' || !field.reference?.missing || typeof id !== 'number') continue;
      const target = referenceTargetOf(field.reference.resource);
      if (!target) continue;
      const found = await db.select({ id: target.id }).from(target).where(eq(target.id, id)).limit(1);
      if (found.length === 0) messages.push(field.reference.missing);
    }
    return messages;
  }

  /** The message of the declared unique index (or unique field) a database error names, if any. */
  uniqueMessageOf(constraint: string | undefined): string | null {
    if (!constraint) return null;
    const index = this.declaration.uniqueIndexes?.find((u) => u.name === constraint);
    if (index) return index.message;
    const field = Object.entries(this.declaration.fields).find(([name, f]) => f.unique && constraint === `${this.declaration.table}_${this.columnName(name)}_unique`);
    return field?.[1].unique ?? null;
  }

  private columnName(field: string): string {
    return this.column(field).name;
  }

  async create(values: Row, db: Database = this.db): Promise<Row> {
    const rows = await db.insert(this.table).values(values).returning();
    return rows[0] as Row;
  }

  /**
   * Stores the changes and raises the version. With `expectedVersion` only that version
   * of the row is changed (no row back when another edit came first).
   */
  async update(id: number, values: Row, db: Database = this.db, expectedVersion?: number): Promise<Row | null> {
    const rows = await db
      .update(this.table)
      .set({ ...values, updatedAt: sql`now()`, version: nextVersion(this.column('version')) })
      .where(sameVersion(this.column('id'), id, this.column('version'), expectedVersion))
      .returning();
    return (rows[0] as Row | undefined) ?? null;
  }

  async delete(id: number, db: Database = this.db): Promise<boolean> {
    const rows = await db.delete(this.table).where(eq(this.column('id'), id)).returning({ id: this.column('id') });
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

  /** Drops write-only fields and embeds documents and referenced records (their queries run side by side). */
  async present(rows: Row[]): Promise<Row[]> {
    const out = rows.map((row) => {
      const copy: Row = { ...row };
      for (const [name, field] of Object.entries(this.declaration.fields)) if (field.writeOnly) delete copy[name];
      return copy;
    });
    const embeds: Promise<void>[] = [];
    if (this.documentsTable) {
      embeds.push(this.documentsOf(out.map((r) => Number(r.id))).then((documents) => {
        for (const row of out) row.documents = documents.get(Number(row.id)) ?? [];
      }));
    }
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (field.type === 'reference' && field.reference) embeds.push(this.embedReference(out, name, field.reference));
    }
    if (this.embed && out.length) {
      embeds.push(this.embed(rows).then((extra) => {
        out.forEach((row, i) => Object.assign(row, extra[i]));
      }));
    }
    await Promise.all(embeds);
    return out;
  }

  private async embedReference(out: Row[], name: string, reference: NonNullable<FieldDeclaration['reference']>): Promise<void> {
    const ids = [...new Set(out.map((r) => r[name]).filter((v): v is number => typeof v === 'number'))];
    const target = referenceTargetOf(reference.resource);
    if (!target || ids.length === 0) {
      for (const row of out) row[reference.embedAs] = null;
      return;
    }
    const targetColumns = getTableColumns(target) as Record<string, PgColumn>;
    const embedded = [reference.display, ...(reference.embedFields ?? [])];
    const refs = (await this.db
      .select(Object.fromEntries([['id', targetColumns.id], ...embedded.map((f) => [f, targetColumns[f]])]))
      .from(target)
      .where(inArray(targetColumns.id, ids))) as Row[];
    const byId = new Map(refs.map((r) => [Number(r.id), r]));
    for (const row of out) {
      const id = row[name];
      row[reference.embedAs] = typeof id === 'number' && byId.has(id) ? { ...byId.get(id), id } : null;
    }
  }
}
