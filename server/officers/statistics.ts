/**
 * General statistics (platform §2.6, §3.8). Officer counts come from the officer table;
 * the counts that belong to other modules (weapons, vehicles, disciplinary cases,
 * pending re-entries, disincorporations and vacations) read those modules' tables when
 * they exist and are 0 until then, so this page works whatever has been built so far.
 */
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { GENDER } from '../catalogues/common';
import { RANGE } from '../catalogues/rrhh';
import type { DatabaseHandle } from '../db/client';
import { officers } from '../db/officerSchema';

/** Condition 1 = Activo (rrhh condition list); every other condition counts as inactive. */
export const ACTIVE_CONDITION = 1;

/**
 * The tables of other modules these counters read (a request status column `status`,
 * 1 = Pendiente, for the pending ones). A module that names its table differently
 * changes it here.
 */
export const OTHER_MODULE_TABLES = {
  weapon: { table: 'guns' },
  motorPark: { table: 'vehicles' },
  diciplinaryMeasures: { table: 'disciplinary_cases' },
  pendingReentries: { table: 'reentries', pendingStatus: 1 },
  pendingDisincorporations: { table: 'disincorporations', pendingStatus: 1 },
  pendingVacations: { table: 'vacations', pendingStatus: 1 },
} as const;

type Counter = keyof typeof OTHER_MODULE_TABLES;

/** Rows of another module's table (only the pending ones when asked); 0 while the table does not exist. */
async function countOf(database: DatabaseHandle, counter: Counter): Promise<number> {
  const spec: { table: string; pendingStatus?: number } = OTHER_MODULE_TABLES[counter];
  const [probe] = await database.rawQuery(
    `select to_regclass($1) is not null as present,
            exists(select 1 from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name = 'status') as has_status`,
    [spec.table],
  );
  if (!probe?.present) return 0;
  if (spec.pendingStatus !== undefined && !probe.has_status) return 0;
  // The table name comes from the constant above, never from a request.
  const where = spec.pendingStatus !== undefined ? ` where status = ${Number(spec.pendingStatus)}` : '';
  const [row] = await database.rawQuery(`select count(*)::int as n from "${spec.table.replace(/"/g, '')}"${where}`);
  return Number(row?.n ?? 0);
}

export async function characterizationTotals(database: DatabaseHandle) {
  const [weapon, motorPark, diciplinaryMeasures] = await Promise.all([
    countOf(database, 'weapon'),
    countOf(database, 'motorPark'),
    countOf(database, 'diciplinaryMeasures'),
  ]);
  return { weapon, motorPark, diciplinaryMeasures };
}

export async function dashboardStats(database: DatabaseHandle) {
  const [totals, pendingReentries, pendingDisincorporations, pendingVacations] = await Promise.all([
    database.db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${eq(officers.condition, ACTIVE_CONDITION)})`.mapWith(Number) })
      .from(officers),
    countOf(database, 'pendingReentries'),
    countOf(database, 'pendingDisincorporations'),
    countOf(database, 'pendingVacations'),
  ]);
  const totalPolice = Number(totals[0]?.total ?? 0);
  const activePolice = Number(totals[0]?.active ?? 0);
  return { totalPolice, activePolice, inactivePolice: totalPolice - activePolice, pendingReentries, pendingDisincorporations, pendingVacations };
}

/** Officers per rank, in rank order, ranks with no officer left out (platform §2.6). */
export async function rankDistribution(database: DatabaseHandle): Promise<{ rank: string; count: number }[]> {
  const rows = await database.db.select({ key: officers.range, n: count() }).from(officers).where(isNotNull(officers.range)).groupBy(officers.range);
  const counts = new Map(rows.map((r) => [Number(r.key), Number(r.n)]));
  return RANGE.filter((r) => (counts.get(r.key) ?? 0) > 0).map((r) => ({ rank: r.value, count: counts.get(r.key)! }));
}

/** Officers by gender: Masculino and Femenino, always both (platform §2.6). */
export async function genderDistribution(database: DatabaseHandle): Promise<{ gender: string; count: number }[]> {
  const rows = await database.db.select({ key: officers.gender, n: count() }).from(officers).where(isNotNull(officers.gender)).groupBy(officers.gender);
  const counts = new Map(rows.map((r) => [Number(r.key), Number(r.n)]));
  return GENDER.map((g) => ({ gender: g.value, count: counts.get(g.key) ?? 0 }));
}
