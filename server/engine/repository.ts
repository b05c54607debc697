/**
 * The generic repository of a declared resource: paged list with accent-insensitive
 * search, filters and sort; get; create; update; delete; status; batched iteration for
 * exports. Answers embed referenced records (`role: {id, roleName}`) and never carry
 * write-only fields.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDeclaration, ResourceDeclaration } from '../../resources/engine/types';
import { bulkUpdate } from '../db/bulkUpdate';
import type { Database } from '../db/client';
import { nextVersion, sameVersion } from '../lib/versioning';
import { qualified } from '../db/qualified';
import { documentsTableOf, referenceTargetOf } from '../db/schema';
import type { DocumentsTable, ResourceTable } from '../db/tableFromDeclaration';
import { inlineValues, Placeholders, StatementsByShape, unnamed, type Bind } from '../lib/statementsByShape';
import { codeMatch, codeMatchKind, foldedContains, unaccentContains } from './textSearch';

export { escapeLike, unaccentContains } from './textSearch';

export type Row = Record<string, unknown>;

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  filters?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
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

/** What a resource adds to the generic reads (see ResourceHooks in crudRoutes.ts). */
export interface RepositoryExtensions {
  /** More fields for each row (same order), fetched alongside the declared embeds. */
  embed?: (rows: Row[]) => Promise<Row[]>;
  /** More fields of each row as SQL over the resource's table (correlated subqueries), read with the rows. */
  embedColumns?: Record<string, SQL>;
  /** Read once with each list page, in its statement; handed to countTotal as `page` (see ResourceHooks.pageColumns). */
  pageColumns?: (query: ListQuery, bind: Bind) => Record<string, SQL>;
  /** A list's total, found by the resource; `countRows` counts the matching rows. */
  countTotal?: (query: ListQuery, countRows: () => Promise<number>, page: Row | undefined) => Promise<number>;
}

/** A list page's kept statement (server/lib/statementsByShape.ts). */
interface PageStatement {
  execute(values: Record<string, unknown>): Promise<unknown>;
}

/** A documents row as the list reads it with its record (documentsJson). */
interface StoredDocument {
  id: number;
  ownerId: number;
  filename: string;
  size: number;
  contentType: string;
}

/** The documents of the outer query's record, oldest first, as json: read in the same statement as the record. */
function documentsJson(documents: DocumentsTable, ownerId: PgColumn): SQL {
  const [id, owner] = [qualified(documents.id), qualified(documents.ownerId)];
  return sql`coalesce((select json_agg(json_build_object('id', ${id}, 'ownerId', ${owner}, 'filename', ${qualified(documents.filename)},
    'size', ${qualified(documents.size)}, 'contentType', ${qualified(documents.contentType)}) order by ${id}) from ${documents} where ${owner} = ${qualified(ownerId)}), '[]'::json)`;
}

export class ResourceRepository {
  readonly columns: Record<string, PgColumn>;
  /** The columns an answer shows (all but search_text). */
  private readonly answerColumns: Record<string, PgColumn>;
  readonly documentsTable: DocumentsTable | null;
  /** The fields read with each row besides its columns: its documents (json) and the resource's embedColumns. */
  private readonly rowExtras: Record<string, SQL>;
  /** The list page's statements, one per shape. */
  private readonly pageStatements = new StatementsByShape<PageStatement>();

  constructor(
    readonly db: Database,
    readonly declaration: ResourceDeclaration,
    readonly table: ResourceTable,
    private readonly extensions: RepositoryExtensions = {},
    /** The name of a unique field's index, where it is not `<table>_<column>_unique` (designed tables). */
    private readonly uniqueIndexName: (column: string) => string = (column) => `${declaration.table}_${column}_unique`,
  ) {
    this.columns = getTableColumns(table) as Record<string, PgColumn>;
    // search_text is for the search only: no answer carries it.
    const { searchText: _searchText, ...answered } = this.columns;
    this.answerColumns = answered;
    this.documentsTable = declaration.documents ? documentsTableOf(declaration.name) : null;
    this.rowExtras = { ...extensions.embedColumns };
    if (this.documentsTable) this.rowExtras.documents = documentsJson(this.documentsTable, this.column('id'));
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

  private column(name: string): PgColumn {
    const column = this.columns[name];
    if (!column) throw new Error(`${this.declaration.name} has no column ${name}`);
    return column;
  }

  /**
   * The list's conditions, every value bound through `bind`, and their shape: what the SQL
   * text depends on (which filters are set, how each code field is searched).
   */
  private whereOf(query: Pick<ListQuery, 'search' | 'filters'>, bind: Bind = inlineValues): { where: SQL | undefined; shape: string[] } {
    const conditions: SQL[] = [];
    const shape: string[] = [];
    const term = query.search?.trim();
    if (term) {
      const { fields, searchFields, searchText } = this.declaration;
      // With search_text, one condition reads every field that is not a code.
      const apart = searchText ? searchFields.filter((f) => fields[f].code) : searchFields;
      const matches = [...apart.map((f) => this.searchMatch(f, term, bind)), searchText ? foldedContains(this.column('searchText'), term, bind) : null].filter((m) => m !== null);
      conditions.push(matches.length ? or(...matches)! : sql`false`);
      shape.push(`search:${apart.map((f) => { const code = fields[f].code; return code ? codeMatchKind(term, code) : 'contains'; }).join(',')}`);
    }
    // Filters arrive under their query parameter (`filterParam`, else the field name).
    for (const field of this.declaration.filterFields ?? []) {
      const value = query.filters?.[this.declaration.fields[field].filterParam ?? field];
      if (value === undefined || value === null || value === '') continue;
      conditions.push(eq(this.column(field), bind(value as string | number | boolean)));
      shape.push(field);
    }
    return { where: conditions.length ? and(...conditions) : undefined, shape };
  }

  /** Where the field contains the search text (null: it cannot). */
  private searchMatch(field: string, term: string, bind: Bind): SQL | null {
    const column = this.column(field);
    const code = this.declaration.fields[field].code;
    return code ? codeMatch(column, term, code, (folded) => unaccentContains(column, folded, bind), bind) : unaccentContains(column, term, bind);
  }

  /**
   * A page and the total. One statement reads the page with its documents, embedded
   * fields and page columns; its SQL text is written once per shape (every value is a
   * placeholder: server/lib/statementsByShape.ts).
   */
  async list(query: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const sortable = ['id', 'createdAt', ...(this.declaration.sortFields ?? [])];
    const fallback = this.declaration.defaultSort ?? { field: 'id', order: 'DESC' as const };
    const sortField = query.sort && sortable.includes(query.sort) ? query.sort : fallback.field;
    const ascending = (query.sort ? query.order : fallback.order) === 'ASC';
    const order = ascending ? asc : desc;
    const offset = (query.page - 1) * query.pageSize;
    const placeholders = new Placeholders();
    const { where, shape } = this.whereOf(query, placeholders.bind);
    const pageColumns = this.extensions.pageColumns?.(query, placeholders.bind) ?? {};
    const page = this.db
      .select({ ...this.answerColumns, ...this.rowExtras, ...pageColumns })
      .from(this.table)
      .where(where)
      .orderBy(order(this.column(sortField)), order(this.column('id')))
      .limit(placeholders.bind(query.pageSize))
      .offset(placeholders.bind(offset));
    const key = JSON.stringify([sortField, ascending, shape, Object.keys(pageColumns)]);
    const rows = (await this.pageStatements.get(this.db, key, placeholders, () => unnamed(page)).execute(placeholders.values)) as Row[];
    const pageValues = rows[0] ? Object.fromEntries(Object.keys(pageColumns).map((key) => [key, rows[0][key]])) : undefined;
    for (const row of rows) for (const key of Object.keys(pageColumns)) delete row[key];
    // A page neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
    const [present, total] = await Promise.all([this.present(rows), lastPage ? offset + rows.length : this.total(query, pageValues)]);
    return { rows: present, total };
  }

  private async total(query: ListQuery, page: Row | undefined): Promise<number> {
    const countRows = async () => {
      const [row] = await this.db.select({ total: count() }).from(this.table).where(this.whereOf(query).where);
      return Number(row?.total ?? 0);
    };
    return this.extensions.countTotal ? this.extensions.countTotal(query, countRows, page) : countRows();
  }

  /** The stored row; `lock` holds it until the transaction of `db` ends (select … for update). */
  async findRaw(id: number, db: Database = this.db, lock = false): Promise<Row | null> {
    const query = db.select(this.answerColumns).from(this.table).where(eq(this.column('id'), id)).limit(1);
    const rows = lock ? await query.for('update') : await query;
    return (rows[0] as Row | undefined) ?? null;
  }

  async get(id: number): Promise<Row | null> {
    const row = await this.findRaw(id);
    return row ? (await this.present([row]))[0] : null;
  }

  /** The stored row whose unique field holds the value (texts ignoring case, as their unique index). */
  async findByUnique(field: string, value: unknown, db: Database = this.db): Promise<Row | null> {
    const type = this.declaration.fields[field]?.type;
    const text = type === 'text' || type === 'longText' || type === 'email';
    const condition = text ? sql`lower(${this.column(field)}) = lower(${String(value)})` : eq(this.column(field), value);
    const rows = await db.select(this.answerColumns).from(this.table).where(condition).limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }

  /** `findByUnique` for many values in one query: the stored row of each value, in their order. */
  async findManyByUnique(field: string, values: unknown[], db: Database = this.db): Promise<(Row | undefined)[]> {
    if (!values.length) return [];
    const type = this.declaration.fields[field]?.type;
    const text = type === 'text' || type === 'longText' || type === 'email';
    const keyOf = (value: unknown) => (text ? String(value).toLowerCase() : String(value));
    const column = this.column(field);
    const condition = text ? inArray(sql`lower(${column})`, [...new Set(values.map(keyOf))]) : inArray(column, [...new Set(values)]);
    const rows = (await db.select(this.answerColumns).from(this.table).where(condition)) as Row[];
    const byValue = new Map(rows.map((row) => [keyOf(row[field]), row]));
    return values.map((value) => byValue.get(keyOf(value)));
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
    const field = Object.entries(this.declaration.fields).find(([name, f]) => f.unique && constraint === this.uniqueIndexName(this.columnName(name)));
    return field?.[1].unique ?? null;
  }

  private columnName(field: string): string {
    return this.column(field).name;
  }

  async create(values: Row, db: Database = this.db): Promise<Row> {
    const rows = await db.insert(this.table).values(values).returning(this.answerColumns);
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
      .returning(this.answerColumns);
    return (rows[0] as Row | undefined) ?? null;
  }

  /** `update` of many rows (no expected version) in few statements: each row as stored, in their order. */
  async updateMany(rows: { id: number; values: Row }[], db: Database = this.db): Promise<Row[]> {
    return (await bulkUpdate(db, this.table, rows as never, {
      set: { updatedAt: sql`now()`, version: nextVersion(this.column('version')) },
      returning: Object.keys(this.answerColumns),
    })) as Row[];
  }

  async delete(id: number, db: Database = this.db): Promise<boolean> {
    const rows = await db.delete(this.table).where(eq(this.column('id'), id)).returning({ id: this.column('id') });
    return rows.length > 0;
  }

  /** Rows in id order, a batch at a time: exports never hold the whole table. */
  async *iterate(query: Pick<ListQuery, 'search' | 'filters'>, batchSize = 1000): AsyncGenerator<Row[]> {
    let lastId = 0;
    for (;;) {
      const where = and(this.whereOf(query).where, gt(this.column('id'), lastId));
      const rows = (await this.db.select({ ...this.answerColumns, ...this.rowExtras }).from(this.table).where(where).orderBy(asc(this.column('id'))).limit(batchSize)) as Row[];
      if (rows.length === 0) return;
      lastId = Number(rows[rows.length - 1].id);
      yield await this.present(rows);
      if (rows.length < batchSize) return;
    }
  }

  /**
   * Drops write-only fields and embeds documents, embedded fields and referenced records
   * (their queries run side by side). Rows read without the row extras (a stored or just
   * written row) get them in one statement.
   */
  async present(rows: Row[]): Promise<Row[]> {
    const out = rows.map((row) => {
      const { searchText: _searchText, ...copy }: Row = row;
      for (const [name, field] of Object.entries(this.declaration.fields)) if (field.writeOnly) delete copy[name];
      return copy;
    });
    const embeds: Promise<void>[] = [];
    const extras = Object.keys(this.rowExtras);
    if (extras.length && out.length && !extras.every((key) => key in out[0])) embeds.push(this.readExtras(out));
    for (const [name, field] of Object.entries(this.declaration.fields)) {
      if (field.type === 'reference' && field.reference) embeds.push(this.embedReference(out, name, field.reference));
    }
    const embed = this.extensions.embed;
    if (embed && out.length) {
      embeds.push(embed(rows).then((extra) => {
        out.forEach((row, i) => Object.assign(row, extra[i]));
      }));
    }
    await Promise.all(embeds);
    if (this.documentsTable) {
      for (const row of out) row.documents = ((row.documents ?? []) as StoredDocument[]).map((document) => this.documentView(document));
    }
    return out;
  }

  /** The row extras of rows read without them. */
  private async readExtras(out: Row[]): Promise<void> {
    const found = (await this.db
      .select({ id: this.column('id'), ...this.rowExtras })
      .from(this.table)
      .where(inArray(this.column('id'), out.map((row) => Number(row.id))))) as Row[];
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    for (const row of out) {
      const { id: _id, ...extra } = byId.get(Number(row.id)) ?? {};
      Object.assign(row, extra);
    }
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
