/**
 * Counts of disciplinary cases kept by triggers on disciplinary_cases and
 * disciplinary_case_officers, in the writing transaction (migration 0034). The dashboard
 * sums them over its 12 months, and the list's totals come from them, instead of reading
 * up to 200,000 cases on every call. `month` is the first day of the month of the case's
 * dateInit ('-infinity' for a case without one). They are created by that migration, not
 * by drizzle-kit, so they are declared here rather than in the schema files.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { boolean, date, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { ListTotals, listVersion, readListVersion } from '../lib/listTotals';
import { inlineValues, type Bind } from '../lib/statementsByShape';

/** Cases per month, kind, status and archived; with the cases that have officers and their officer links. */
export const caseCounts = pgTable('disciplinary_case_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  kind: integer('kind'),
  status: integer('status'),
  archived: boolean('archived').notNull(),
  cases: integer('cases').notNull(),
  casesWithOfficers: integer('cases_with_officers').notNull(),
  officerLinks: integer('officer_links').notNull(),
});

export const LABEL_OFFICE = 1;
export const LABEL_FAULT = 2;

/** Cases per month and office (dimension 1) or fault (dimension 2). */
export const labelCounts = pgTable('disciplinary_label_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  dimension: smallint('dimension').notNull(),
  label: text('label'),
  cases: integer('cases').notNull(),
});

/** Cases per month, type of sanction and type of fault (severity). */
export const classCounts = pgTable('disciplinary_class_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  sanction: integer('sanction'),
  severity: integer('severity'),
  cases: integer('cases').notNull(),
});

/** Cases with dateEnd ≥ dateInit per month and days between them. */
export const resolutionCounts = pgTable('disciplinary_resolution_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  days: integer('days').notNull(),
  cases: integer('cases').notNull(),
});

/** Cases per month of dateEnd. */
export const closingCounts = pgTable('disciplinary_closing_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  cases: integer('cases').notNull(),
});

/** Cases of each officer whose dateInit is on or after the window state's start (none at 0). */
export const officerWindow = pgTable('disciplinary_officer_window', {
  officerId: integer('officer_id').notNull(),
  cases: integer('cases').notNull(),
});

export const officerWindowState = pgTable('disciplinary_officer_window_state', {
  id: smallint('id').notNull(),
  start: date('start', { mode: 'string' }).notNull(),
  officers: integer('officers').notNull(),
});

/**
 * Makes the officer window the one starting on `start` (YYYY-MM-DD). Once a month the
 * first call rebuilds it from the links; every other call only reads the state row.
 */
export async function ensureOfficerWindow(db: Database, start: string): Promise<void> {
  const [state] = await db.select({ start: officerWindowState.start }).from(officerWindowState);
  if (state?.start !== start) await db.execute(sql`select disciplinary_officer_window_at(${start}::date)`);
}

/** Filters of the case list the counts can total: kind and status, nothing else. */
export interface CaseCountFilters {
  typeDisciplinary?: number;
  statusDisciplinary?: number;
}

/** Every case, or those of one kind and/or status, from the counts (a scalar subquery). */
function countedCases(filters: CaseCountFilters, bind: Bind = inlineValues): SQL<number> {
  const conditions: SQL[] = [];
  if (filters.typeDisciplinary !== undefined) conditions.push(eq(caseCounts.kind, bind(filters.typeDisciplinary)));
  if (filters.statusDisciplinary !== undefined) conditions.push(eq(caseCounts.status, bind(filters.statusDisciplinary)));
  return sql<number>`(select coalesce(sum(${caseCounts.cases}), 0)::int from ${caseCounts}${conditions.length ? sql` where ${and(...conditions)}` : sql``})`;
}

export async function countCases(db: Database, filters: CaseCountFilters): Promise<number> {
  const [row] = await db.select({ total: countedCases(filters) }).from(sql`(select 1) as one`);
  return Number(row?.total ?? 0);
}

const filterValue = (value: unknown): number | undefined | null => {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};

type CaseListQuery = { search?: string; filters?: Record<string, unknown> };

/** The kind and status filters the counts can total (null: a filter they cannot). */
function countFilters(query: CaseListQuery): CaseCountFilters | null {
  const typeDisciplinary = filterValue(query.filters?.typeDisciplinary);
  const statusDisciplinary = filterValue(query.filters?.statusDisciplinary);
  return typeDisciplinary === null || statusDisciplinary === null ? null : { typeDisciplinary, statusDisciplinary };
}

/**
 * The case list's total (ResourceHooks.pageColumns and countTotal). Without a search (kind
 * and status filters or none) the page statement sums it from the counts. A search's total
 * is counted once and kept with the cases' version (server/lib/listTotals.ts, moved by
 * every write in its transaction), which the page statement reads in its own snapshot: a
 * kept total is used while the version stays, so paging through a search, or repeating it,
 * counts nothing and costs no statement. A new count is kept only when the version read
 * after counting is still the page's: no write committed in between, so it is the total of
 * exactly that version. Called without a page (an empty one), it reads what it needs.
 */
export function caseListTotal(db: Database) {
  const kept = new ListTotals();
  const version = () => readListVersion(db, 'disciplinary_cases');
  const pageColumns = (query: CaseListQuery, bind: Bind): Record<string, SQL> => {
    const filters = countFilters(query);
    if (!filters) return {};
    return query.search?.trim() ? { listVersion: listVersion('disciplinary_cases') } : { countedTotal: countedCases(filters, bind) };
  };
  const countTotal = async (query: CaseListQuery, countRows: () => Promise<number>, page?: Record<string, unknown>): Promise<number> => {
    const filters = countFilters(query);
    if (!filters) return countRows();
    const search = query.search?.trim();
    if (!search) return page?.countedTotal !== undefined ? Number(page.countedTotal) : countCases(db, filters);
    const key = JSON.stringify([search, filters.typeDisciplinary ?? null, filters.statusDisciplinary ?? null]);
    const before = page?.listVersion !== undefined ? String(page.listVersion) : await version();
    const found = kept.get(key, before);
    if (found !== undefined) return found;
    const total = await countRows();
    if ((await version()) === before) kept.set(key, before, total);
    return total;
  };
  return { pageColumns, countTotal };
}
