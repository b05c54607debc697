/**
 * Officer searches (RRHH §2.2, §2.4, §7.1). Name fragments match accent- and
 * case-insensitively, every word of the fragment ('perez' finds 'Pérez'); codes match
 * partially; the rest are exact filters. Lists are newest first; exports walk the same
 * order a batch at a time.
 *
 * Where the work happens: the officer row is wide (~1.6 kB), so searches run on the narrow
 * projection `officer_search` (server/db/officerSearchSchema.ts, kept by triggers) whose
 * keys are stored accent-free and lower-case: the count and the page's ids come from it,
 * and only the page's rows are read from `officers`. The organisation lists (jsonb) and
 * the work dependence are not in it: a query using them runs on `officers` as before, with
 * the same texts computed from the row (`officerKeys`) and that table's own indexes.
 */
import { and, count, desc, eq, sql, sum, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { codesKey, fullNameKey, NAME_PART, nameWords, officerNameWords, officerSearch, officerSearchCounts } from '../db/officerSearchSchema';
import { escapeLike, unaccentContains } from '../engine/repository';
import { inlineValues, Placeholders, StatementsByShape, unnamed, type Bind } from '../lib/statementsByShape';
import { searchFilterNames, type OfficerSearchQuery } from '../../resources/officers/searchFilters';

export type { OfficerSearchQuery };

/** The indexed expression of officers_full_name_trgm_idx (without its f_unaccent(lower())); movements search with it. */
export const fullName = sql`(${officers.firstName} || ' ' || coalesce(${officers.secondName}, '') || ' ' || ${officers.firstLastname} || ' ' || coalesce(${officers.secondLastname}, ''))`;
const codes = sql`(coalesce(${officers.codeRrhh}, '') || ' ' || coalesce(${officers.iapmchCode}, ''))`;
const givenNames = sql`(${officers.firstName} || ' ' || coalesce(${officers.secondName}, ''))`;
const lastNames = sql`(${officers.firstLastname} || ' ' || coalesce(${officers.secondLastname}, ''))`;

/** Where the names and codes of a search are matched: texts already accent-free (names) and lower-case. */
interface TextKeys {
  fullName: SQL;
  givenNames: SQL | PgColumn;
  lastNames: SQL | PgColumn;
  /** The halves have no index of their own: each word is matched in the indexed full name too. */
  halvesThroughFullName: boolean;
  codes: SQL;
  codeRrhh: SQL | PgColumn;
  iapmchCode: SQL | PgColumn;
  identification: PgColumn;
}

/** The projection's stored keys. */
const projectionKeys: TextKeys = {
  fullName: fullNameKey(officerSearch),
  givenNames: officerSearch.givenNames,
  lastNames: officerSearch.lastNames,
  halvesThroughFullName: false,
  codes: codesKey(officerSearch),
  codeRrhh: officerSearch.codeRrhh,
  iapmchCode: officerSearch.iapmchCode,
  identification: officerSearch.identification,
};

/** The same texts computed from the officer row (the indexed expressions of `officers`). */
const officerKeys: TextKeys = {
  fullName: sql`f_unaccent(lower(${fullName}))`,
  givenNames: sql`f_unaccent(lower(${givenNames}))`,
  lastNames: sql`f_unaccent(lower(${lastNames}))`,
  halvesThroughFullName: true,
  codes: sql`lower(${codes})`,
  codeRrhh: sql`lower(${officers.codeRrhh})`,
  iapmchCode: sql`lower(${officers.iapmchCode})`,
  identification: officers.identification,
};

const words = (term: string) => term.trim().split(/\s+/).filter(Boolean);

/** Every word of `term` inside the key (the word unaccented and lower-cased like the key). */
function everyWordIn(key: SQL | PgColumn, term: string, bind: Bind): SQL[] {
  return words(term).map((word) => sql`${key} like ${wordPattern(word, bind)}`);
}

/** Every word inside one half of the name (and, where the halves have no index, inside the full name). */
function everyWordInHalf(keys: TextKeys, half: 'givenNames' | 'lastNames', term: string, bind: Bind): SQL[] {
  return keys.halvesThroughFullName ? words(term).flatMap((word) => [...everyWordIn(keys.fullName, word, bind), ...everyWordIn(keys[half], word, bind)]) : everyWordIn(keys[half], term, bind);
}

/** The LIKE pattern of a code fragment (the codes are kept lower-case, accents and all). */
const codePattern = (fragment: string) => `%${escapeLike(fragment.trim().toLowerCase())}%`;

/** A code fragment: case-insensitive "contains" through the codes' trigram index, then the one column. */
function codeContains(keys: TextKeys, column: 'codeRrhh' | 'iapmchCode' | null, fragment: string, bind: Bind): SQL {
  const pattern = codePattern(fragment);
  const indexed = sql`${keys.codes} like ${bind(pattern)}`;
  return column ? and(indexed, sql`${keys[column]} like ${bind(pattern)}`)! : indexed;
}

/** 'V-12.345.678' → 12345678; null when the text is not a cédula. */
export function identificationOf(text: string): number | null {
  const digits = text.trim().replace(/^[VEve]-?/, '').replace(/\./g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** The names and codes part of a search: `search` (name words, cédula or code), `names`, `lastnames` and the two codes. */
function textConditions(q: OfficerSearchQuery, keys: TextKeys, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  const term = q.search?.trim();
  if (term) {
    const identification = identificationOf(term);
    const first = identification !== null ? eq(keys.identification, bind(identification)) : and(...everyWordIn(keys.fullName, term, bind))!;
    conditions.push(sql`(${first} or ${codeContains(keys, null, term, bind)})`);
  }
  if (q.names?.trim()) conditions.push(...everyWordInHalf(keys, 'givenNames', q.names, bind));
  if (q.lastnames?.trim()) conditions.push(...everyWordInHalf(keys, 'lastNames', q.lastnames, bind));
  if (q.codeRrhh?.trim()) conditions.push(codeContains(keys, 'codeRrhh', q.codeRrhh, bind));
  if (q.iapmchCode?.trim()) conditions.push(codeContains(keys, 'iapmchCode', q.iapmchCode, bind));
  return conditions;
}

type ExactKey = 'identification' | 'statusIn' | 'gender' | 'range' | 'typeRegister' | 'condition' | 'academicLevel';
const EXACT_KEYS: ExactKey[] = ['identification', 'statusIn', 'gender', 'range', 'typeRegister', 'condition', 'academicLevel'];
/** The column a filter compares: `academicLevel` is the computed grade; the others have their own names. */
const columnKeyOf = <K extends ExactKey>(key: K) => (key === 'academicLevel' ? 'grade' : key) as Exclude<K, 'academicLevel'> | 'grade';
const exactColumnOf = (table: typeof officers | typeof officerSearch, key: ExactKey): PgColumn => table[columnKeyOf(key)];

/** The exact filters, on `officers` or on the projection (both have the columns). */
function exactConditions(q: OfficerSearchQuery, table: typeof officers | typeof officerSearch, bind: Bind): SQL[] {
  return EXACT_KEYS.flatMap((key) => {
    const value = q[key];
    return value === undefined || value === null ? [] : [eq(exactColumnOf(table, key), bind(value))];
  });
}

const contains = (column: PgColumn, value: number, bind: Bind) => sql`${column} @> ${bind(JSON.stringify([{ value }]))}::jsonb`;

/** What only the officer row has: the work dependence text and the organisation lists. */
function officerOnlyConditions(q: OfficerSearchQuery, bind: Bind): SQL[] {
  const conditions: SQL[] = [];
  if (q.dependenceWork?.trim()) conditions.push(unaccentContains(officers.dependenceWork, q.dependenceWork.trim(), bind));
  if (q.dependency) conditions.push(contains(officers.dependencies, q.dependency, bind));
  if (q.subDependency) conditions.push(contains(officers.subDependencies, q.subDependency, bind));
  if (q.position) conditions.push(contains(officers.positions, q.position, bind));
  return conditions;
}

/**
 * A search the projection answers alone. `searchIds` takes it as well as a condition on
 * `officers`, and then reads the ids from the projection without touching `officers`.
 */
export interface ProjectedSearch {
  readonly projected: SQL | undefined;
}

/** The projection's conditions for `q`, or null when `q` needs a column only `officers` has. */
export function projectedSearch(q: OfficerSearchQuery, bind: Bind = inlineValues): ProjectedSearch | null {
  // Asked with the values in place: the caller's `bind` records only what the statement uses.
  if (officerOnlyConditions(q, inlineValues).length) return null;
  const conditions = [...textConditions(q, projectionKeys, bind), ...exactConditions(q, officerSearch, bind)];
  return { projected: conditions.length ? and(...conditions) : undefined };
}

/**
 * The search as a condition on the officer row itself, with the indexes of `officers`
 * (the exact search, and searches using the organisation lists or the work dependence:
 * there a trigram index and a jsonb index narrow the rows together, which a detour
 * through the projection would not do).
 */
export function searchConditions(q: OfficerSearchQuery, bind: Bind = inlineValues): SQL | undefined {
  const conditions = [...textConditions(q, officerKeys, bind), ...exactConditions(q, officers, bind), ...officerOnlyConditions(q, bind)];
  return conditions.length ? and(...conditions) : undefined;
}

/** What the quick search (`rrhh/search/multi`) takes. */
export interface QuickSearchQuery {
  code?: string | null;
  identification?: number | null;
  names?: string | null;
  lastnames?: string | null;
}

/** The quick search: cédula, name parts and a partial code in either code column. */
export function quickSearchConditions(q: QuickSearchQuery, bind: Bind = inlineValues): ProjectedSearch {
  const conditions = [
    ...textConditions({ names: q.names ?? undefined, lastnames: q.lastnames ?? undefined }, projectionKeys, bind),
    ...exactConditions({ identification: q.identification ?? undefined }, officerSearch, bind),
    ...(q.code ? [codeContains(projectionKeys, null, q.code, bind)] : []),
  ];
  return { projected: conditions.length ? and(...conditions) : undefined };
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

const listOrder = [desc(officers.createdAt), desc(officers.id)];
const projectedOrder = [desc(officerSearch.createdAt), desc(officerSearch.officerId)];

/** The page's officer ids, newest first, read from the projection alone. */
function projectedIds(db: Database, where: SQL | undefined, limit: Placeholder | number, offset: Placeholder | number = 0) {
  return db.select({ officerId: officerSearch.officerId }).from(officerSearch).where(where).orderBy(...projectedOrder).limit(limit).offset(offset);
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';
/** Whether every filter `q` sets is one of `keys`. */
const setsOnly = (q: OfficerSearchQuery, keys: readonly string[]) => Object.entries(q).every(([key, value]) => !isSet(value) || keys.includes(key));

/** The filters that search names (`search` also matches a cédula or a code). */
const NAME_FIELDS = ['search', 'names', 'lastnames'] as const;

/** `select officer_id` of the officers with a name word containing `word`, in one half of the name or (`any`) in either. */
function idsWithNameWord(word: string, part: number, bind: Bind): SQL {
  const matching = sql`select ${nameWords.word} from ${nameWords} where ${nameWords.word} like ${wordPattern(word, bind)}`;
  // `part` is the same for every search of a shape: a parameter of its own, not bound.
  return sql`select ${officerNameWords.officerId} from ${officerNameWords} where ${officerNameWords.word} in (${matching}) and ${officerNameWords.part} = ${part}`;
}

/** The LIKE pattern of a name word, unaccented and lower-cased like the name keys. */
function wordPattern(word: string, bind: Bind) {
  return sql`f_unaccent(lower(${bind(`%${escapeLike(word)}%`)}))`;
}

/** The officers having every word of `term` in their names (`part` as above). */
const idsWithEveryWord = (term: string, part: number, bind: Bind): SQL => sql.join(words(term).map((word) => sql`(${idsWithNameWord(word, part, bind)})`), sql` intersect `);

/**
 * The officer ids a search made only of name texts (`search`, `names`, `lastnames`)
 * matches, as one statement over the name words; null when the search sets anything else
 * (exact filters, code filters, organisation lists), which the projection's indexes serve.
 * Same answer as the projection's conditions (tests/api/officersSearchProjection.test.ts
 * compares them), at a fraction of the cost for a count: a name fragment such as 'hernan'
 * matches a handful of distinct words, whose officers come from an index-only scan,
 * where the trigram index leaves thousands of candidate rows to re-check.
 */
export function nameWordIds(q: OfficerSearchQuery, bind: Bind = inlineValues): SQL | null {
  if (!setsOnly(q, NAME_FIELDS)) return null;
  const blocks: SQL[] = [];
  const term = q.search?.trim();
  if (term) {
    const identification = identificationOf(term);
    const byName = identification !== null ? sql`select ${officerSearch.officerId} from ${officerSearch} where ${eq(officerSearch.identification, bind(identification))}` : idsWithEveryWord(term, NAME_PART.any, bind);
    blocks.push(sql`(${byName}) union (select ${officerSearch.officerId} from ${officerSearch} where ${codeContains(projectionKeys, null, term, bind)})`);
  }
  if (q.names?.trim()) blocks.push(idsWithEveryWord(q.names, NAME_PART.given, bind));
  if (q.lastnames?.trim()) blocks.push(idsWithEveryWord(q.lastnames, NAME_PART.last, bind));
  if (blocks.length === 0) return null;
  // Union and intersect give each officer once; one half's words alone may list an officer
  // twice (two of his given names contain the fragment).
  if (blocks.length === 1 && !term) return sql`select distinct ${officerNameWords.officerId} from (${blocks[0]}) as ${officerNameWords}`;
  return sql.join(blocks.map((block) => sql`(${block})`), sql` intersect `);
}

type CountedKey = Exclude<ExactKey, 'identification'>;
const COUNTED_KEYS: CountedKey[] = ['statusIn', 'gender', 'range', 'typeRegister', 'condition', 'academicLevel'];

/**
 * The count of a search made only of the exact filters the per-combination counts keep
 * (status, gender, rank, type, condition, grade): a sum over `officer_search_counts`.
 * Null for any other search.
 */
export function combinationCount(db: Database, q: OfficerSearchQuery, bind: Bind = inlineValues) {
  if (!setsOnly(q, COUNTED_KEYS)) return null;
  const conditions = COUNTED_KEYS.filter((key) => isSet(q[key])).map((key) => eq(officerSearchCounts[columnKeyOf(key)], bind(q[key]!)));
  return db.select({ total: sql<number>`coalesce(${sum(officerSearchCounts.officers)}, 0)` }).from(officerSearchCounts).where(conditions.length ? and(...conditions) : undefined);
}

/**
 * The count of a search: over the name words, the per-combination counts or the
 * projection; else over `officers` with `where` (the search's `searchConditions`).
 */
function countQuery(db: Database, q: OfficerSearchQuery, projected: ProjectedSearch | null, where: SQL | undefined, bind: Bind) {
  if (!projected) return db.select({ total: count() }).from(officers).where(where);
  const byNameWords = nameWordIds(q, bind);
  if (byNameWords) return db.select({ total: count() }).from(sql`(${byNameWords}) as matches`);
  return combinationCount(db, q, bind) ?? db.select({ total: count() }).from(officerSearch).where(projected.projected);
}

/**
 * The count of a search made of one word in one name field, null for any other search:
 * `officers_with_name_word` (migration 0020) reads it from the dictionary's counts when the
 * fragment matches exactly one word some officer has (and, for `search`, no code), and
 * counts the officers' name words otherwise. A fragment such as 'hernan' usually matches
 * one word; the officers having it are then counted without reading them. Its fallback is
 * `nameWordIds`'s count for one word, written in SQL: the projection tests compare both
 * with the same search over `officers`.
 */
function singleWordCount(q: OfficerSearchQuery, bind: Bind): SQL | null {
  if (!setsOnly(q, NAME_FIELDS)) return null;
  const fields = NAME_FIELDS.filter((field) => isSet(q[field]?.trim()));
  if (fields.length !== 1) return null;
  const field = fields[0];
  const term = q[field]!.trim();
  if (words(term).length !== 1 || (field === 'search' && identificationOf(term) !== null)) return null;
  const part = { search: NAME_PART.any, names: NAME_PART.given, lastnames: NAME_PART.last }[field];
  const codes = field === 'search' ? bind(codePattern(term)) : null;
  return sql`(select officers_with_name_word(${wordPattern(term, bind)}, ${part}::smallint, ${codes}::text))`;
}

/**
 * The statements of a search page (the benchmark times them raw too). `page` is one
 * statement: the page's rows, each carrying the search's total (the count runs once, as a
 * sub-query; for a single name word, `officers_with_name_word`), so a page costs one round
 * trip to the database. Only an empty page after the first needs `count` on its own. On
 * the projection when it holds every column the query uses, else on `officers`.
 */
export function searchPageQueries(db: Database, q: OfficerSearchQuery, page: number, pageSize: number, bind: Bind = inlineValues) {
  const projected = projectedSearch(q, bind);
  const where = projected ? undefined : searchConditions(q, bind);
  const single = singleWordCount(q, bind);
  // Built only when used: the page's total, or an empty page's count on its own.
  const counted = single ? null : countQuery(db, q, projected, where, bind);
  const count = () => counted ?? countQuery(db, q, projected, where, bind);
  const columns = { ...summaryColumns, total: sql<number>`${single ?? sql`(${counted})`}`.mapWith(Number) };
  const limit = bind(pageSize);
  const offset = bind((page - 1) * pageSize);
  if (projected) {
    // `id = any(array(ids))`, not a join with the ids: same plan, but PostgreSQL plans a join
    // with the wide, many-indexed `officers` at ~0.1 ms more on every page.
    const pageIds = projectedIds(db, projected.projected, limit, offset);
    return { page: db.select(columns).from(officers).where(sql`${officers.id} = any(array${pageIds})`).orderBy(...listOrder), count };
  }
  return { page: db.select(columns).from(officers).where(where).orderBy(...listOrder).limit(limit).offset(offset), count };
}

const TEXT_FIELDS: readonly string[] = searchFilterNames('text');
const NUMBER_FIELDS: readonly string[] = searchFilterNames('integer');

/** One filter's part of a search's shape; null for a value of the wrong type. */
function fieldShape(key: string, value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (NUMBER_FIELDS.includes(key)) return typeof value === 'number' ? (value === 0 ? '0' : '#') : null;
  if (!TEXT_FIELDS.includes(key) || typeof value !== 'string') return null;
  if (value === '') return "''";
  if (key === 'search' && identificationOf(value) !== null) return 'cédula';
  return `${words(value).length}w`;
}

/**
 * What a search's statement depends on besides its values (server/lib/statementsByShape.ts):
 * for each filter, whether it is absent, empty or blank, how many words a text has (and
 * whether `search` reads as a cédula), whether a number is 0. Null when `q` holds anything
 * else (its statement is then built for the call). tests/unit/officerSearchShapes.test.ts
 * checks that every search of a shape builds the same statement.
 */
export function searchShape(q: OfficerSearchQuery): string | null {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(q)) {
    const part = fieldShape(key, value);
    if (part === null) return null;
    if (part) parts.push(`${key}:${part}`);
  }
  return parts.sort().join(';');
}

const pageStatements = new StatementsByShape<ReturnType<typeof preparePage>>();
const preparePage = (queries: ReturnType<typeof searchPageQueries>) => unnamed(queries.page);

export async function searchPage(db: Database, q: OfficerSearchQuery, page: number, pageSize: number): Promise<{ rows: OfficerSummary[]; total: number }> {
  const placeholders = new Placeholders();
  const queries = searchPageQueries(db, q, page, pageSize, placeholders.bind);
  const statement = pageStatements.get(db, searchShape(q), placeholders, () => preparePage(queries));
  const found = await statement.execute(placeholders.values);
  if (found.length === 0) return { rows: [], total: page === 1 ? 0 : Number((await unnamed(queries.count()).execute(placeholders.values))[0]?.total ?? 0) };
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0].total };
}

type Cursor = { at: string; id: number };

/** One export batch after `cursor` (keyset on created_at and id, compared at full precision). */
function searchBatch(db: Database, q: OfficerSearchQuery, cursor: Cursor | null, size: number) {
  const cursorAt = sql<string>`${officers.createdAt}::text`;
  const projected = projectedSearch(q);
  if (projected) {
    const after = cursor ? sql`(${officerSearch.createdAt}, ${officerSearch.officerId}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
    const matches = projectedIds(db, and(projected.projected, after), size).as('matches');
    return db.select({ ...summaryColumns, cursorAt }).from(matches).innerJoin(officers, eq(officers.id, matches.officerId)).orderBy(...listOrder);
  }
  const after = cursor ? sql`(${officers.createdAt}, ${officers.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  return db.select({ ...summaryColumns, cursorAt }).from(officers).where(and(searchConditions(q), after)).orderBy(...listOrder).limit(size);
}

/**
 * The first `top` rows of a search in list order, `batchSize` at a time: exports never
 * hold the whole result.
 */
export async function* iterateSearch(db: Database, q: OfficerSearchQuery, top: number, batchSize = 1000): AsyncGenerator<OfficerSummary[]> {
  let cursor: Cursor | null = null;
  let left = top;
  while (left > 0) {
    const rows: (OfficerSummary & { cursorAt: string })[] = await searchBatch(db, q, cursor, Math.min(batchSize, left));
    if (rows.length === 0) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
    left -= rows.length;
    yield rows.map(({ cursorAt: _c, ...row }) => row);
    if (rows.length < batchSize) return;
  }
}

/** Ids of the newest officers matching (a condition on `officers`, or a projected search), at most `limit`. */
export function searchIdsQuery(db: Database, where: SQL | ProjectedSearch | undefined, limit: Placeholder | number) {
  // Named `id` in the statement too: the benchmark reads the raw rows.
  if (where && 'projected' in where) return db.select({ id: sql<number>`${officerSearch.officerId}`.as('id') }).from(officerSearch).where(where.projected).orderBy(...projectedOrder).limit(limit);
  return db.select({ id: officers.id }).from(officers).where(where).orderBy(...listOrder).limit(limit);
}

export async function searchIds(db: Database, where: SQL | ProjectedSearch | undefined, limit: number): Promise<number[]> {
  return (await searchIdsQuery(db, where, limit)).map((r) => r.id);
}

const quickSearchStatements = new StatementsByShape<ReturnType<typeof prepareQuickSearch>>();
const prepareQuickSearch = (db: Database, where: ProjectedSearch, limit: Placeholder | number) => unnamed(searchIdsQuery(db, where, limit));

/** The quick search's ids, newest first, at most `limit` (its statement kept per shape, as `searchPage`'s). */
export async function quickSearchIds(db: Database, q: QuickSearchQuery, limit: number): Promise<number[]> {
  const placeholders = new Placeholders();
  const where = quickSearchConditions(q, placeholders.bind);
  const bound = placeholders.bind(limit);
  // A partial code has the shape of a code filter.
  const shape = searchShape({ codeRrhh: q.code ?? undefined, identification: q.identification ?? undefined, names: q.names ?? undefined, lastnames: q.lastnames ?? undefined });
  const statement = quickSearchStatements.get(db, shape, placeholders, () => prepareQuickSearch(db, where, bound));
  return (await statement.execute(placeholders.values)).map((r) => r.id);
}

/** A whole code, case-insensitive (exact search), narrowed through the codes' trigram index of `officers`. */
export function codeEquals(column: typeof officers.codeRrhh | typeof officers.iapmchCode, code: string): SQL {
  const key = column === officers.codeRrhh ? 'codeRrhh' : 'iapmchCode';
  return and(codeContains(officerKeys, key, code, inlineValues), sql`lower(${column}) = ${code.trim().toLowerCase()}`)!;
}
