/**
 * Officer searches (RRHH §2.2, §2.4, §7.1). Name fragments match accent- and
 * case-insensitively over the full name through its trigram index ('perez' finds
 * 'Pérez'); codes match partially through theirs; the rest are exact filters on indexed
 * columns. Lists are newest first; exports walk the same order a batch at a time.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { escapeLike, unaccentContains } from '../engine/repository';

export interface OfficerSearchQuery {
  search?: string;
  codeRrhh?: string;
  iapmchCode?: string;
  names?: string;
  lastnames?: string;
  identification?: number;
  statusIn?: number;
  gender?: number;
  range?: number;
  typeRegister?: number;
  condition?: number;
  academicLevel?: number;
  dependenceWork?: string;
  dependency?: number;
  subDependency?: number;
  position?: number;
}

/** The indexed expression of officers_full_name_trgm_idx (without its f_unaccent(lower())). */
export const fullName = sql`(${officers.firstName} || ' ' || coalesce(${officers.secondName}, '') || ' ' || ${officers.firstLastname} || ' ' || coalesce(${officers.secondLastname}, ''))`;
const codes = sql`(coalesce(${officers.codeRrhh}, '') || ' ' || coalesce(${officers.iapmchCode}, ''))`;
const givenNames = sql`(${officers.firstName} || ' ' || coalesce(${officers.secondName}, ''))`;
const lastNames = sql`(${officers.firstLastname} || ' ' || coalesce(${officers.secondLastname}, ''))`;

const words = (term: string) => term.trim().split(/\s+/).filter(Boolean);

/** Every word inside the full name (index), and inside the narrower part when given. */
function nameMatches(term: string, part?: SQL): SQL[] {
  return words(term).flatMap((word) => (part ? [unaccentContains(fullName, word), unaccentContains(part, word)] : [unaccentContains(fullName, word)]));
}

/** A code fragment: case-insensitive "contains" through the codes' trigram index, then the one column. */
export function codeContains(column: typeof officers.codeRrhh | typeof officers.iapmchCode | null, fragment: string): SQL {
  const pattern = `%${escapeLike(fragment.trim().toLowerCase())}%`;
  const indexed = sql`lower(${codes}) like ${pattern}`;
  return column ? and(indexed, sql`lower(${column}) like ${pattern}`)! : indexed;
}

/** 'V-12.345.678' → 12345678; null when the text is not a cédula. */
export function identificationOf(text: string): number | null {
  const digits = text.trim().replace(/^[VEve]-?/, '').replace(/\./g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

const contains = (column: PgColumn, value: number) => sql`${column} @> ${JSON.stringify([{ value }])}::jsonb`;

export function searchConditions(q: OfficerSearchQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const term = q.search?.trim();
  if (term) {
    const identification = identificationOf(term);
    const byName = and(...nameMatches(term))!;
    conditions.push(identification !== null ? sql`(${eq(officers.identification, identification)} or ${codeContains(null, term)})` : sql`(${byName} or ${codeContains(null, term)})`);
  }
  if (q.names?.trim()) conditions.push(...nameMatches(q.names, givenNames));
  if (q.lastnames?.trim()) conditions.push(...nameMatches(q.lastnames, lastNames));
  if (q.codeRrhh?.trim()) conditions.push(codeContains(officers.codeRrhh, q.codeRrhh));
  if (q.iapmchCode?.trim()) conditions.push(codeContains(officers.iapmchCode, q.iapmchCode));
  if (q.dependenceWork?.trim()) conditions.push(unaccentContains(officers.dependenceWork, q.dependenceWork.trim()));
  const exact = { identification: officers.identification, statusIn: officers.statusIn, gender: officers.gender, range: officers.range, typeRegister: officers.typeRegister, condition: officers.condition, academicLevel: officers.grade } as const;
  for (const [key, column] of Object.entries(exact)) {
    const value = q[key as keyof typeof exact];
    if (value !== undefined && value !== null) conditions.push(eq(column, value));
  }
  if (q.dependency) conditions.push(contains(officers.dependencies, q.dependency));
  if (q.subDependency) conditions.push(contains(officers.subDependencies, q.subDependency));
  if (q.position) conditions.push(contains(officers.positions, q.position));
  return conditions.length ? and(...conditions) : undefined;
}

/** The columns of a search row: what the query table and the Excel export show. */
export const summaryColumns = {
  id: officers.id,
  identification: officers.identification,
  firstName: officers.firstName,
  secondName: officers.secondName,
  firstLastname: officers.firstLastname,
  secondLastname: officers.secondLastname,
  codeRrhh: officers.codeRrhh,
  iapmchCode: officers.iapmchCode,
  typeRegister: officers.typeRegister,
  statusIn: officers.statusIn,
  condition: officers.condition,
  gender: officers.gender,
  range: officers.range,
  grade: officers.grade,
  email: officers.email,
  phone: officers.phone,
  dateIn: officers.dateIn,
  dependencies: officers.dependencies,
  subDependencies: officers.subDependencies,
  positions: officers.positions,
  createdAt: officers.createdAt,
};

export type OfficerSummary = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | ((typeof summaryColumns)[K]['_']['notNull'] extends true ? never : null) };

export async function searchPage(db: Database, q: OfficerSearchQuery, page: number, pageSize: number): Promise<{ rows: OfficerSummary[]; total: number }> {
  const where = searchConditions(q);
  const [rows, totals] = await Promise.all([
    db.select(summaryColumns).from(officers).where(where).orderBy(desc(officers.createdAt), desc(officers.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(officers).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/**
 * The first `top` rows of a search in list order, `batchSize` at a time (keyset on
 * created_at and id, compared at full precision): exports never hold the whole result.
 */
export async function* iterateSearch(db: Database, q: OfficerSearchQuery, top: number, batchSize = 1000): AsyncGenerator<OfficerSummary[]> {
  const where = searchConditions(q);
  const columns = { ...summaryColumns, cursorAt: sql<string>`${officers.createdAt}::text` };
  let cursor: { at: string; id: number } | null = null;
  let left = top;
  while (left > 0) {
    const after: SQL | undefined = cursor ? sql`(${officers.createdAt}, ${officers.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
    const rows: (OfficerSummary & { cursorAt: string })[] = await db
      .select(columns)
      .from(officers)
      .where(and(where, after))
      .orderBy(desc(officers.createdAt), desc(officers.id))
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
    left -= rows.length;
    yield rows.map(({ cursorAt: _c, ...row }) => row);
    if (rows.length < batchSize) return;
  }
}

/** Ids of the newest officers matching, at most `limit`. */
export async function searchIds(db: Database, where: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await db.select({ id: officers.id }).from(officers).where(where).orderBy(desc(officers.createdAt), desc(officers.id)).limit(limit);
  return rows.map((r) => r.id);
}

/** A whole code, case-insensitive (exact search), narrowed through the codes' trigram index. */
export function codeEquals(column: typeof officers.codeRrhh | typeof officers.iapmchCode, code: string): SQL {
  return and(codeContains(column, code), sql`lower(${column}) = ${code.trim().toLowerCase()}`)!;
}
