/**
 * The officer search projection: one narrow row per officer with what the query screen
 * filters on (RRHH §2.2), kept by the database itself (statement triggers on `officers`,
 * migration 0008; deleted with its officer through the foreign key). The officer row is
 * wide (~1.6 kB with its jsonb lists), so counting a name search over it meant reading
 * thousands of heap pages and unaccenting every candidate again; here the keys are stored
 * already accent-free and lower-case, so a trigram match is checked with a plain LIKE.
 *
 * Keys, stored accent-free and lower-case with the texts searches used to compute from the
 * officer row: `given_names` = f_unaccent(lower(first second)), `last_names` the same for
 * the last names, and the codes lower-case ('' when empty). The full name and the two codes
 * together are indexed as expressions over them (`fullNameKey`, `codesKey`) rather than
 * stored: every byte saved is a page less for a count that must read the rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, type PgColumn } from 'drizzle-orm/pg-core';
import { officers } from './officerSchema';

/** The full name key: f_unaccent(lower(first second firstLast secondLast)), as officers_full_name_trgm_idx. */
export const fullNameKey = (t: { givenNames: PgColumn; lastNames: PgColumn }): SQL => sql`(${t.givenNames} || ' ' || ${t.lastNames})`;
/** Both codes in one key (a fragment may be in either). */
export const codesKey = (t: { codeRrhh: PgColumn; iapmchCode: PgColumn }): SQL => sql`(${t.codeRrhh} || ' ' || ${t.iapmchCode})`;

/** The exact filters' columns: the projection's last six, and the key of the per-combination counts. */
const exactFilterColumns = () => ({
  statusIn: integer('status_in').notNull(),
  gender: integer('gender'),
  typeRegister: integer('type_register').notNull(),
  range: integer('range'),
  condition: integer('condition').notNull(),
  grade: integer('grade').notNull(),
});

export const officerSearch = pgTable(
  'officer_search',
  {
    officerId: integer('officer_id').primaryKey().references(() => officers.id, { onDelete: 'cascade' }),
    identification: integer('identification').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    givenNames: text('given_names').notNull(),
    lastNames: text('last_names').notNull(),
    codeRrhh: text('code_rrhh').notNull(),
    iapmchCode: text('iapmch_code').notNull(),
    ...exactFilterColumns(),
  },
  (t) => [
    // Read backwards it gives the list order (created_at desc, id desc) and the export's keyset.
    index('officer_search_created_at_idx').on(t.createdAt, t.officerId),
    index('officer_search_identification_idx').on(t.identification),
    // Exact filters together: counting them is an index-only scan (once vacuum has marked the pages).
    index('officer_search_filters_idx').on(t.statusIn, t.gender, t.typeRegister, t.range, t.condition, t.grade),
    // The trigram indexes keep a pending list of at most 256 kB (migration 0010): searches read it whole.
    index('officer_search_full_name_trgm_idx').using('gin', sql`${fullNameKey(t)} gin_trgm_ops`),
    // Own indexes for the two halves: 'martin' in the given names must not walk every Martínez.
    index('officer_search_given_names_trgm_idx').using('gin', sql`${t.givenNames} gin_trgm_ops`),
    index('officer_search_last_names_trgm_idx').using('gin', sql`${t.lastNames} gin_trgm_ops`),
    index('officer_search_codes_trgm_idx').using('gin', sql`${codesKey(t)} gin_trgm_ops`),
  ],
);

export type OfficerSearchRow = typeof officerSearch.$inferSelect;

/** `officer_name_words.part`: which half of the name a word comes from; `any` rows hold each word of an officer once, whichever half (migration 0019). */
export const NAME_PART = { any: 0, given: 1, last: 2 } as const;

/**
 * The words of every officer's names (the projection's keys split on spaces), kept by the
 * same trigger as the projection (migration 0013). Names repeat a great deal (a force has
 * a few thousand distinct words in 100,000 names), so a fragment is first matched against
 * the distinct words (`name_words`, small, trigram-indexed) and the officers are then
 * read from this table's primary key alone: a name search's count becomes an index-only
 * scan instead of re-checking every candidate row of the projection.
 */
export const officerNameWords = pgTable(
  'officer_name_words',
  {
    word: text('word').notNull(),
    part: smallint('part').notNull(),
    officerId: integer('officer_id').notNull().references(() => officerSearch.officerId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.word, t.part, t.officerId] }), index('officer_name_words_officer_idx').on(t.officerId)],
);

/**
 * Every distinct name word ever stored (a dictionary: a word no officer has any more
 * counts 0), with how many officers have it: anywhere in their names, in the given names,
 * in the last names (the rows of each part in `officer_name_words`, kept by a statement
 * trigger on that table, migration 0019). A fragment matching a single word is counted
 * from here without reading any officer.
 */
export const nameWords = pgTable(
  'name_words',
  {
    word: text('word').primaryKey(),
    officers: integer('officers').notNull().default(0),
    given: integer('given').notNull().default(0),
    last: integer('last').notNull().default(0),
  },
  (t) => [index('name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);


/**
 * How many officers share each combination of the exact filters (kept by statement
 * triggers on `officer_search`, migration 0014). A search made only of exact filters
 * (status, gender, type, rank, condition, grade) counts by adding up the matching
 * combinations — a few hundred rows — instead of walking tens of thousands of index
 * entries. Concurrent writes of officers in the same combination wait for each other
 * on its row (officer records are written by hand: rare, short transactions).
 */
export const officerSearchCounts = pgTable(
  'officer_search_counts',
  { ...exactFilterColumns(), officers: integer('officers').notNull() },
  (t) => [unique('officer_search_counts_key').on(t.statusIn, t.gender, t.typeRegister, t.range, t.condition, t.grade).nullsNotDistinct()],
);
