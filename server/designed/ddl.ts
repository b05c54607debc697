/**
 * The tables of designed resources, in the schema `designed`: their Drizzle table (for
 * the engine's repository) and the DDL that creates and changes them. Every identifier
 * from a definition goes through sql.identifier or pg's escaping, every default value
 * through pg's literal escaping: nothing from a definition reaches SQL unquoted.
 */
import { createHash } from 'node:crypto';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { columnNameOf, type FieldDeclaration, type ResourceDeclaration } from '../../resources/engine/types';
import type { Database } from '../db/client';
import { designedSchema } from '../db/designedSchema';
import { listVersionName } from './listTotal';
import { referenceTargetOf } from '../db/schema';
import { isTextType, searchTextExpression, tableFromDeclaration, type ResourceTable } from '../db/tableFromDeclaration';

export const DESIGNED_SCHEMA = 'designed';

/** A designed table's name inside its schema, quoted. */
const qualifiedTable = (table: string) => sql`${sql.identifier(DESIGNED_SCHEMA)}.${sql.identifier(table)}`;

/** The kinds of index a designed table has: unique, plain (references, filters), trigram (searched texts). */
type IndexKind = 'unique' | 'plain' | 'trgm';

/**
 * An index's name: short and fixed whatever the lengths of the table's and the field's
 * names (PostgreSQL cuts identifiers at 63 characters, which could make two names one).
 */
export function designedIndexName(table: string, column: string, kind: IndexKind): string {
  const hash = createHash('sha256').update(`${table}.${column}.${kind}`).digest('hex').slice(0, 24);
  return `${kind === 'unique' ? 'u' : kind === 'trgm' ? 't' : 'i'}_${hash}`;
}

/** The Drizzle table of a designed declaration, in the schema `designed`. */
export function designedTableOf(declaration: ResourceDeclaration): ResourceTable {
  // The schema's builder has pgTable's signature; the engine reads the table the same way.
  const build = designedSchema.table.bind(designedSchema) as unknown as typeof pgTable;
  return tableFromDeclaration(declaration, (name) => referenceTargetOf(name)!.id, build);
}

function literal(value: string | number | boolean): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return pg.escapeLiteral(value);
}

/** The SQL type (and constraints) of a field's column. */
function columnDefinition(name: string, field: FieldDeclaration): SQL {
  const column = sql.identifier(columnNameOf(name, field));
  const required = field.rules?.required !== undefined;
  const parts: SQL[] = [sql`${column}`];
  switch (field.type) {
    case 'integer':
    case 'catalog':
      parts.push(sql.raw('integer'));
      break;
    case 'reference': {
      const target = referenceTargetOf(field.reference!.resource);
      if (!target) throw new Error(`no reference target ${field.reference!.resource}`);
      parts.push(sql`integer references ${sql.identifier('public')}.${sql.identifier(getTableName(target))} (${sql.identifier('id')}) on delete restrict`);
      break;
    }
    case 'boolean':
      parts.push(sql.raw(`boolean not null default ${literal(typeof field.default === 'boolean' ? field.default : false)}`));
      return sql.join(parts, sql` `);
    case 'date':
      parts.push(sql.raw('date'));
      break;
    case 'decimal':
      parts.push(sql.raw('double precision'));
      break;
    case 'textList':
      parts.push(sql.raw('jsonb'));
      break;
    default:
      parts.push(sql.raw('text'));
  }
  const value = field.default;
  if (value !== undefined && value !== null && typeof value !== 'function') parts.push(sql.raw(`default ${literal(value)}`));
  if (required) parts.push(sql.raw('not null'));
  return sql.join(parts, sql` `);
}

const SEARCH_TEXT = 'search_text';

/** The generated column of the searched fields (ResourceDeclaration.searchText). */
function searchTextColumn(declaration: ResourceDeclaration): SQL {
  const searched = declaration.searchFields.map((name) => columnNameOf(name, declaration.fields[name]));
  return sql`${sql.identifier(SEARCH_TEXT)} text generated always as (${searchTextExpression(searched)}) stored`;
}

/** The indexes a declaration's table should have, by name. */
function wantedIndexes(declaration: ResourceDeclaration): Map<string, SQL> {
  const wanted = new Map<string, SQL>();
  const table = qualifiedTable(declaration.table);
  for (const [name, field] of Object.entries(declaration.fields)) {
    const columnName = columnNameOf(name, field);
    const column = sql.identifier(columnName);
    if (field.unique) {
      const index = designedIndexName(declaration.table, columnName, 'unique');
      wanted.set(index, sql`create unique index ${sql.identifier(index)} on ${table} (${isTextType(field) ? sql`lower(${column})` : column})`);
    } else if (field.type === 'reference' || declaration.filterFields?.includes(name)) {
      const index = designedIndexName(declaration.table, columnName, 'plain');
      wanted.set(index, sql`create index ${sql.identifier(index)} on ${table} (${column})`);
    }
  }
  // As the large built-in lists: the searched texts folded into one stored column, read through its trigrams (server/engine/textSearch.ts).
  if (declaration.searchText) {
    const index = designedIndexName(declaration.table, SEARCH_TEXT, 'trgm');
    wanted.set(index, sql`create index ${sql.identifier(index)} on ${table} using gin (${sql.identifier(SEARCH_TEXT)} gin_trgm_ops)`);
  }
  return wanted;
}

export async function createDesignedTable(tx: Database, declaration: ResourceDeclaration): Promise<void> {
  const columns = [
    sql`${sql.identifier('id')} serial primary key`,
    ...Object.entries(declaration.fields).map(([name, field]) => columnDefinition(name, field)),
    sql`${sql.identifier('created_at')} timestamp with time zone not null default now()`,
    sql`${sql.identifier('updated_at')} timestamp with time zone not null default now()`,
    sql`${sql.identifier('version')} integer not null default 1`,
    ...(declaration.searchText ? [searchTextColumn(declaration)] : []),
  ];
  await tx.execute(sql`create table ${qualifiedTable(declaration.table)} (${sql.join(columns, sql`, `)})`);
  for (const statement of wantedIndexes(declaration).values()) await tx.execute(statement);
  // The list's version, moved by every write (migration 0035's function): list totals are kept with it (./listTotal.ts).
  const version = listVersionName(declaration.table);
  await tx.execute(sql`insert into list_versions (name, version) values (${version}, 0) on conflict (name) do update set version = list_versions.version + 1`);
  await tx.execute(sql`create trigger ${sql.identifier('list_version')} after insert or update or delete on ${qualifiedTable(declaration.table)}
    for each statement execute function list_versions_bump(${sql.raw(pg.escapeLiteral(version))})`);
}

export async function dropDesignedTable(tx: Database, table: string): Promise<void> {
  await tx.execute(sql`drop table ${qualifiedTable(table)}`);
  await tx.execute(sql`delete from list_versions where name = ${listVersionName(table)}`);
}

export async function designedRowCount(tx: Database, table: string): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${qualifiedTable(table)}`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

/** Rows of `db.execute`, whichever the driver (node-postgres answers {rows}, PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Whether any stored row has no value in the column. */
export async function hasNulls(tx: Database, table: string, column: string): Promise<boolean> {
  const rows = await tx.execute(sql`select 1 from ${qualifiedTable(table)} where ${sql.identifier(column)} is null limit 1`);
  return rowsOf(rows).length > 0;
}

/**
 * Brings a designed table from `before` to `after` (fields added or removed, required
 * and unique changed, indexes of flags): the caller has checked the change is allowed.
 */
export async function alterDesignedTable(tx: Database, before: ResourceDeclaration, after: ResourceDeclaration): Promise<void> {
  const table = qualifiedTable(after.table);
  const existing = wantedIndexes(before);
  const wanted = wantedIndexes(after);
  // The searched set changed: its generated column (and index) is written again, first dropped (it reads the columns dropped below).
  const searchChanged = JSON.stringify(before.searchFields.map((f) => columnNameOf(f))) !== JSON.stringify(after.searchFields.map((f) => columnNameOf(f)));
  if (searchChanged && before.searchText) {
    await tx.execute(sql`alter table ${table} drop column ${sql.identifier(SEARCH_TEXT)}`);
    existing.delete(designedIndexName(before.table, SEARCH_TEXT, 'trgm'));
  }
  for (const name of existing.keys()) if (!wanted.has(name)) await tx.execute(sql`drop index if exists ${sql.identifier(DESIGNED_SCHEMA)}.${sql.identifier(name)}`);
  for (const [name, field] of Object.entries(before.fields)) {
    if (!after.fields[name]) await tx.execute(sql`alter table ${table} drop column ${sql.identifier(columnNameOf(name, field))}`);
  }
  for (const [name, field] of Object.entries(after.fields)) {
    const previous = before.fields[name];
    const column = sql.identifier(columnNameOf(name, field));
    if (!previous) {
      await tx.execute(sql`alter table ${table} add column ${columnDefinition(name, field)}`);
      continue;
    }
    const wasRequired = previous.rules?.required !== undefined;
    const isRequired = field.rules?.required !== undefined;
    if (field.type !== 'boolean' && wasRequired !== isRequired) await tx.execute(sql`alter table ${table} alter column ${column} ${sql.raw(isRequired ? 'set not null' : 'drop not null')}`);
    if (previous.default !== field.default) {
      const value = field.type === 'boolean' ? Boolean(field.default) : field.default;
      await tx.execute(value === undefined || value === null || typeof value === 'function'
        ? sql`alter table ${table} alter column ${column} drop default`
        : sql`alter table ${table} alter column ${column} set default ${sql.raw(literal(value))}`);
    }
  }
  if (searchChanged && after.searchText) await tx.execute(sql`alter table ${table} add column ${searchTextColumn(after)}`);
  for (const [name, statement] of wanted) if (!existing.has(name)) await tx.execute(statement);
}
