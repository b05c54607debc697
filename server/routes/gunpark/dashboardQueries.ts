/**
 * Aggregates shared by the weapons and vehicle dashboards (spec 3 §2.12, §3.13, §7.3b):
 * each is one grouped query over the real tables; labels come from the data-init
 * catalogues; top-10 charts stop at 10; monthly series cover the last 12 months
 * (the current one included), months without rows reading 0.
 */
import { and, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { catalogLabel, type CatalogEntry } from '../../../resources/engine/catalogPath';
import type { Database } from '../../db/client';
import type { ResourceTable } from '../../db/tableFromDeclaration';

export const TOP = 10;
export const MONTHS = 12;
export const NOT_SPECIFIED = 'No especificado';

export interface LabelCount {
  label: string;
  count: number;
}

/** Rows per value of a column, most frequent first; labels from a catalogue when given. */
export async function distribution(db: Database, table: PgTable, column: PgColumn, options: { catalog?: readonly CatalogEntry[]; limit?: number; where?: SQL } = {}): Promise<LabelCount[]> {
  const n = count();
  let query = db.select({ key: column, n }).from(table).where(options.where).groupBy(column).orderBy(desc(n), column).$dynamic();
  if (options.limit) query = query.limit(options.limit);
  const rows = await query;
  return rows.map((r) => {
    const label = options.catalog ? catalogLabel(options.catalog, r.key) : r.key === null || r.key === undefined ? '' : String(r.key).trim();
    return { label: label || NOT_SPECIFIED, count: Number(r.n) };
  });
}

/** Rows where a boolean column is true and where it is false, with their labels. */
export async function booleanDistribution(db: Database, table: PgTable, column: PgColumn, labels: [yes: string, no: string]): Promise<LabelCount[]> {
  const [row] = await db
    .select({ yes: sql<number>`count(*) filter (where ${column})`.mapWith(Number), no: sql<number>`count(*) filter (where not ${column})`.mapWith(Number) })
    .from(table);
  return [{ label: labels[0], count: row?.yes ?? 0 }, { label: labels[1], count: row?.no ?? 0 }];
}

/** First day of the month `MONTHS - 1` months before today's, as YYYY-MM-DD. */
export function seriesStart(now = new Date()): { year: number; month: number; iso: string } {
  const start = new Date(now.getFullYear(), now.getMonth() - (MONTHS - 1), 1);
  const month = start.getMonth() + 1;
  return { year: start.getFullYear(), month, iso: `${start.getFullYear()}-${String(month).padStart(2, '0')}-01` };
}

export interface MonthCount {
  year: number;
  month: number;
  count: number;
  finished: number;
}

/** Assignments started and finished per month over the last 12 months. */
export async function monthlyAssignments(db: Database, assignments: PgTable, startDate: PgColumn, endDate: PgColumn, now = new Date()): Promise<MonthCount[]> {
  const start = seriesStart(now);
  const perMonth = async (column: PgColumn) => {
    // Grouped by the truncated date (cheap per row); only the 12 groups are formatted.
    const truncated = sql`date_trunc('month', ${column})`;
    const month = sql<string>`to_char(${truncated}, 'YYYY-MM')`;
    const rows = await db.select({ month, n: count() }).from(assignments).where(and(isNotNull(column), gte(column, start.iso))).groupBy(truncated);
    return new Map(rows.map((r) => [r.month, Number(r.n)]));
  };
  const [started, finished] = await Promise.all([perMonth(startDate), perMonth(endDate)]);
  return Array.from({ length: MONTHS }, (_, i) => {
    const date = new Date(start.year, start.month - 1 + i, 1);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    return { year: date.getFullYear(), month: date.getMonth() + 1, count: started.get(key) ?? 0, finished: finished.get(key) ?? 0 };
  });
}

/** The assets with the most assignments (all time), with the asset's own columns. */
export async function mostAssigned<F extends Record<string, PgColumn>>(
  db: Database,
  assignments: PgTable,
  assetColumn: PgColumn,
  asset: ResourceTable,
  fields: F,
): Promise<(Record<keyof F, unknown> & { id: number; assignments: number; active: number })[]> {
  const n = count();
  const activeColumn = (assignments as unknown as { active: PgColumn }).active;
  const top = db
    .select({ assetId: sql<number>`${assetColumn}`.as('asset_id'), n: n.as('n'), active: sql<number>`count(*) filter (where ${activeColumn})`.as('active_n') })
    .from(assignments)
    .groupBy(assetColumn)
    .orderBy(desc(n), assetColumn)
    .limit(TOP)
    .as('top');
  const rows = await db
    .select({ id: asset.id, ...fields, assignments: top.n, active: top.active })
    .from(top)
    .innerJoin(asset, eq(asset.id, top.assetId))
    .orderBy(desc(top.n), asset.id);
  return rows.map((r) => ({ ...r, id: Number(r.id), assignments: Number(r.assignments), active: Number(r.active) })) as (Record<keyof F, unknown> & { id: number; assignments: number; active: number })[];
}

export const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The top 10 stations by rows of an asset table: counted first, then the 10 names joined ('No especificado' for none). */
export async function stationDistribution(db: Database, assets: ResourceTable, stations: ResourceTable): Promise<LabelCount[]> {
  const n = count();
  const top = db.select({ station: sql<number | null>`${assets.station}`.as('station_id'), n: n.as('n') }).from(assets).groupBy(assets.station).orderBy(desc(n), assets.station).limit(TOP).as('top');
  const rows = await db.select({ name: stations.name, n: top.n }).from(top).leftJoin(stations, eq(stations.id, top.station)).orderBy(desc(top.n), stations.name);
  return rows.map((r) => ({ label: r.name === null || r.name === undefined ? NOT_SPECIFIED : String(r.name), count: Number(r.n) }));
}

/** JSON schema of a [{label, count}] answer. */
export const labelCountsSchema = { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, count: { type: 'integer' } } } } as const;
export const monthlySchema = {
  type: 'array',
  items: { type: 'object', properties: { year: { type: 'integer' }, month: { type: 'integer' }, count: { type: 'integer' }, finished: { type: 'integer' } } },
} as const;
export const numbersSchema = (...names: string[]) => ({ type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'number' }])) });
