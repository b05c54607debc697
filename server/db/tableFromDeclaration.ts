/**
 * Builds the Drizzle table of a resource from its declaration: `id`, the declared
 * fields, `created_at`, `updated_at` and `version`. drizzle-kit reads the result (through
 * schema.ts) to write the SQL migration, so the declaration is the single source.
 */
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  type PgColumnBuilderBase,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { columnNameOf, type FieldDeclaration, type ResourceDeclaration } from '../../resources/engine/types';
import { versionColumn } from '../lib/versioning';

/** Finds the id column of an already built resource table (for foreign keys). */
export type TableLookup = (resource: string) => AnyPgColumn;

function columnFor(name: string, field: FieldDeclaration, lookup: TableLookup): PgColumnBuilderBase {
  const column = columnNameOf(name, field);
  const required = Boolean(field.rules?.required);
  switch (field.type) {
    case 'integer':
    case 'catalog': {
      const b = integer(column);
      return required ? b.notNull() : b;
    }
    case 'reference': {
      const target = field.reference!.resource;
      const b = integer(column).references(() => lookup(target), { onDelete: 'restrict' });
      return required ? b.notNull() : b;
    }
    case 'boolean': {
      const b = boolean(column).notNull();
      return typeof field.default === 'boolean' ? b.default(field.default) : b.default(false);
    }
    case 'date': {
      const b = date(column, { mode: 'string' });
      return required ? b.notNull() : b;
    }
    case 'json':
    case 'textList':
      return jsonb(column);
    case 'decimal': {
      const b = doublePrecision(column);
      return required ? b.notNull() : b;
    }
    default: {
      const b = text(column);
      return required || field.rules?.requiredOnCreate ? b.notNull() : b;
    }
  }
}

/** Field types stored as text, whose uniqueness ignores case. */
export const isTextType = (field: FieldDeclaration) => field.type === 'text' || field.type === 'longText' || field.type === 'email';

/** What the database stores in `search_text`: the fields folded and joined (ResourceDeclaration.searchText; the migration repeats it). chr(31) never reaches a search (server/engine/textSearch.ts). */
export function searchTextExpression(columnNames: string[]): SQL {
  const joined = sql.join(columnNames.map((name) => sql`coalesce(${sql.identifier(name)}, '')`), sql.raw(' || chr(31) || '));
  return sql`f_unaccent(lower(${joined}))`;
}

/** `build`: pgTable, or a PostgreSQL schema's table builder (designed resources: server/designed/ddl.ts). */
export function tableFromDeclaration(declaration: ResourceDeclaration, lookup: TableLookup, build: typeof pgTable = pgTable) {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const [name, field] of Object.entries(declaration.fields)) {
    columns[name] = columnFor(name, field, lookup);
  }
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  // Raised by every update; an edit that sends an older one is refused (server/lib/versioning.ts).
  columns.version = versionColumn();
  if (declaration.searchText) {
    const searched = declaration.searchFields.filter((name) => !declaration.fields[name].code);
    columns.searchText = text('search_text').generatedAlwaysAs(searchTextExpression(searched.map((name) => columnNameOf(name, declaration.fields[name]))));
  }

  return build(declaration.table, columns, (table) => {
    const extras = [];
    for (const unique of declaration.uniqueIndexes ?? []) {
      const [first, ...rest] = unique.fields.map((f) => table[f]);
      const index = uniqueIndex(unique.name).on(first, ...rest);
      const where = Object.entries(unique.where ?? {}).map(([f, value]) => sql`${table[f]} = ${sql.raw(String(value))}`);
      extras.push(where.length ? index.where(sql.join(where, sql` and `)) : index);
    }
    for (const [name, field] of Object.entries(declaration.fields)) {
      const column = table[name];
      if (!column) continue;
      // A text is unique whatever its case ('ARM-1' and 'arm-1' are one code): the index is on lower(column).
      if (field.unique) extras.push(uniqueIndex(`${declaration.table}_${columnNameOf(name, field)}_unique`).on(isTextType(field) ? sql`lower(${column})` : column));
      else if (field.type === 'reference' || declaration.filterFields?.includes(name)) {
        extras.push(index(`${declaration.table}_${columnNameOf(name, field)}_idx`).on(column));
      }
    }
    return extras;
  });
}

export type ResourceTable = ReturnType<typeof tableFromDeclaration>;

/**
 * The documents table of a declaration with `documents`: one row per stored file, removed
 * with its record (the engine removes the stored files after the delete commits).
 */
export function documentsTableFromDeclaration(declaration: ResourceDeclaration, owner: () => AnyPgColumn) {
  const name = `${declaration.table}_documents`;
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ownerId: integer('owner_id').notNull().references(owner, { onDelete: 'cascade' }),
      filename: text('filename').notNull(),
      size: integer('size').notNull(),
      contentType: text('content_type').notNull(),
      storageKey: text('storage_key').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (table) => [index(`${name}_owner_idx`).on(table.ownerId)],
  );
}

export type DocumentsTable = ReturnType<typeof documentsTableFromDeclaration>;
