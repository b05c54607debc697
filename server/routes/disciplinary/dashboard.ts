/**
 * Disciplinary dashboard (spec 3 §2.12, §3.13, §7.3b): every endpoint computed from the
 * case tables over the last 12 months (cases whose dateInit falls in them; dateInit
 * defaults to the day a case is registered). Decisions where the spec is silent:
 * - a case is closed when archived (isArchive) or in a closing status: ICAP 5 Resuelto,
 *   6 Archivado; OIDP 3 Resuelto, 4 Archivado; every other case is active;
 *   resolutionRate = closed ÷ total, in percent with one decimal;
 * - statuses are labelled with the catalogue of the case's kind, equal labels added up;
 * - violations are the case's `fault` texts, severity the OIDP `typeFaults`, sanctions the
 *   `typeOfSanction` a sanction assignment stored; offices and violations stop at 10;
 * - resolution time: days from dateInit to dateEnd of the cases that have both;
 * - officer involvement: officers involved, cases with and without officers, the mean per
 *   case with officers, and the 10 officers with the most cases.
 * Every figure is summed from the counts the triggers of migration 0034 keep
 * (server/disciplinary/counts.ts): a few hundred small rows instead of the cases.
 */
import { and, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../../../authProvider/permissions';
import { catalogLabel, type CatalogEntry } from '../../../resources/engine/catalogPath';
import { DISCIPLINARY_STATUS, TYPE_DISCIPLINARY, TYPE_FAULTS, TYPE_OF_SANCTION, TYPE_OF_STATUS_DISCIPLINARY } from '../../catalogues/disciplinary';
import { officers } from '../../db/schema';
import type { Database } from '../../db/client';
import {
  caseCounts, classCounts, closingCounts, ensureOfficerWindow, LABEL_FAULT, LABEL_OFFICE, labelCounts, officerWindow, officerWindowState, resolutionCounts,
} from '../../disciplinary/counts';
import type { AppContext } from '../../engine/context';
import {
  labelCountsSchema, MONTHS, monthlySchema, NOT_SPECIFIED, numbersSchema, percentage, seriesStart, TOP, type LabelCount, type MonthCount,
} from '../gunpark/dashboardQueries';
import { registerDashboardRoutes, type DashboardEndpoint } from '../gunpark/dashboard';

const k = caseCounts;
const tags = ['Estadísticas de Casos Disciplinarios'];

/** Closed: archived, or ICAP 5/6, or OIDP 3/4 (see above). */
const closed = sql`(${k.archived} or (${k.kind} = 1 and ${k.status} in (5, 6)) or (${k.kind} = 2 and ${k.status} in (3, 4)))`;

/** The 12 months: counts whose month is on or after the first one (the cases whose dateInit is). */
const inWindow = (month: PgColumn, now = new Date()): SQL => gte(month, seriesStart(now).iso);
const total = (cases: PgColumn) => sql<number>`sum(${cases})::int`.mapWith(Number);

/** Cases per value of a counted column over the 12 months, most first (ties by value), as `distribution` of dashboardQueries answered from the cases. */
async function countedDistribution(db: Database, table: typeof classCounts | typeof labelCounts, column: PgColumn, options: { catalog?: readonly CatalogEntry[]; limit?: number; where?: SQL } = {}): Promise<LabelCount[]> {
  const n = total(table.cases);
  let query = db.select({ key: column, n }).from(table).where(and(inWindow(table.month), options.where)).groupBy(column).having(sql`sum(${table.cases}) > 0`).orderBy(desc(n), column).$dynamic();
  if (options.limit) query = query.limit(options.limit);
  const rows = await query;
  return rows.map((r) => {
    const label = options.catalog ? catalogLabel(options.catalog, r.key) : r.key === null || r.key === undefined ? '' : String(r.key).trim();
    return { label: label || NOT_SPECIFIED, count: Number(r.n) };
  });
}

async function caseStats(db: Database) {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${k.cases}), 0)::int`.mapWith(Number), closed: sql<number>`coalesce(sum(${k.cases}) filter (where ${closed}), 0)::int`.mapWith(Number) })
    .from(k).where(inWindow(k.month));
  const totalCases = row.total;
  return { totalCases, activeCases: totalCases - row.closed, closedCases: row.closed, resolutionRate: percentage(row.closed, totalCases) };
}

async function caseTypeDistribution(db: Database): Promise<LabelCount[]> {
  const n = total(k.cases);
  const rows = await db.select({ key: k.kind, n }).from(k).where(inWindow(k.month)).groupBy(k.kind).having(sql`sum(${k.cases}) > 0`).orderBy(desc(n), k.kind);
  return rows.map((r) => ({ label: catalogLabel(TYPE_DISCIPLINARY, r.key) || NOT_SPECIFIED, count: r.n }));
}

async function statusDistribution(db: Database): Promise<LabelCount[]> {
  const rows = await db.select({ kind: k.kind, status: k.status, n: total(k.cases) }).from(k).where(inWindow(k.month)).groupBy(k.kind, k.status).having(sql`sum(${k.cases}) > 0`);
  const byLabel = new Map<string, number>();
  for (const r of rows) {
    const label = catalogLabel(r.kind === 2 ? DISCIPLINARY_STATUS : TYPE_OF_STATUS_DISCIPLINARY, r.status) || NOT_SPECIFIED;
    byLabel.set(label, (byLabel.get(label) ?? 0) + r.n);
  }
  return [...byLabel].map(([label, n]) => ({ label, count: n })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Cases started (dateInit) and closed (dateEnd) per month over the 12 months. */
async function monthlyTrends(db: Database, now = new Date()): Promise<MonthCount[]> {
  const start = seriesStart(now);
  const perMonth = async (table: typeof caseCounts | typeof closingCounts) => {
    const month = sql<string>`to_char(${table.month}, 'YYYY-MM')`;
    const rows = await db.select({ month, n: total(table.cases) }).from(table).where(inWindow(table.month, now)).groupBy(table.month);
    return new Map(rows.map((r) => [r.month, r.n]));
  };
  const [started, finished] = await Promise.all([perMonth(caseCounts), perMonth(closingCounts)]);
  return Array.from({ length: MONTHS }, (_, i) => {
    const date = new Date(start.year, start.month - 1 + i, 1);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    return { year: date.getFullYear(), month: date.getMonth() + 1, count: started.get(key) ?? 0, finished: finished.get(key) ?? 0 };
  });
}

async function resolutionTime(db: Database) {
  const r = resolutionCounts;
  // avg(days) over the cases is sum(days × cases) ÷ cases: the same numeric division.
  const [row] = await db
    .select({
      averageDays: sql<number | null>`round(sum(${r.days}::bigint * ${r.cases})::numeric / nullif(sum(${r.cases}), 0), 1)`.mapWith(Number),
      minDays: sql<number | null>`min(${r.days})`, maxDays: sql<number | null>`max(${r.days})`, cases: sql<number>`coalesce(sum(${r.cases}), 0)::int`.mapWith(Number),
    })
    .from(r).where(and(inWindow(r.month), sql`${r.cases} > 0`));
  const cases = row.cases;
  return { averageDays: cases ? Number(row.averageDays) : 0, minDays: cases ? Number(row.minDays) : 0, maxDays: cases ? Number(row.maxDays) : 0, cases };
}

async function officerInvolvement(db: Database, now = new Date()) {
  await ensureOfficerWindow(db, seriesStart(now).iso);
  const [[totals], [state], top] = await Promise.all([
    db.select({ cases: sql<number>`coalesce(sum(${k.cases}), 0)::int`.mapWith(Number), withOfficers: sql<number>`coalesce(sum(${k.casesWithOfficers}), 0)::int`.mapWith(Number), links: sql<number>`coalesce(sum(${k.officerLinks}), 0)::int`.mapWith(Number) })
      .from(k).where(inWindow(k.month, now)),
    db.select({ officers: officerWindowState.officers }).from(officerWindowState),
    db.select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname, cases: officerWindow.cases })
      .from(officerWindow).innerJoin(officers, eq(officers.id, officerWindow.officerId))
      .orderBy(desc(officerWindow.cases), officerWindow.officerId).limit(TOP),
  ]);
  const withOfficers = totals.withOfficers;
  return {
    officersInvolved: Number(state?.officers ?? 0),
    casesWithOfficers: withOfficers,
    casesWithoutOfficers: totals.cases - withOfficers,
    averageOfficersPerCase: withOfficers ? Math.round((totals.links / withOfficers) * 10) / 10 : 0,
    topOfficers: top.map((o) => ({ ...o, cases: Number(o.cases) })),
  };
}

/** Every endpoint of disciplinary/dashboard/*, by path (the benchmark runs the same queries in process). */
export function disciplinaryDashboardEndpoints(ctx: Pick<AppContext, 'db'>): Record<string, DashboardEndpoint> {
  const db = ctx.db;
  return {
    stats: { summary: 'Totales de los últimos 12 meses: casos, activos, cerrados y tasa de resolución (%)', data: numbersSchema('totalCases', 'activeCases', 'closedCases', 'resolutionRate'), run: () => caseStats(db) },
    'case-type-distribution': { summary: 'Casos por tipo (ICAP / OIDP)', data: labelCountsSchema, run: () => caseTypeDistribution(db) },
    'office-distribution': { summary: 'Las 10 oficinas con más casos', data: labelCountsSchema, run: () => countedDistribution(db, labelCounts, labelCounts.label, { limit: TOP, where: eq(labelCounts.dimension, LABEL_OFFICE) }) },
    'status-distribution': { summary: 'Casos por estado', data: labelCountsSchema, run: () => statusDistribution(db) },
    'sanction-distribution': { summary: 'Casos sancionados por tipo de sanción', data: labelCountsSchema, run: () => countedDistribution(db, classCounts, classCounts.sanction, { catalog: TYPE_OF_SANCTION, where: isNotNull(classCounts.sanction) }) },
    'monthly-trends': { summary: 'Casos iniciados (count) y cerrados (finished, por fecha de cierre) por mes, últimos 12 meses', data: monthlySchema, run: () => monthlyTrends(db) },
    'most-frequent-violations': { summary: 'Las 10 faltas más frecuentes', data: labelCountsSchema, run: () => countedDistribution(db, labelCounts, labelCounts.label, { limit: TOP, where: and(eq(labelCounts.dimension, LABEL_FAULT), isNotNull(labelCounts.label)) }) },
    'resolution-time-stats': { summary: 'Días entre inicio y cierre de los casos cerrados: promedio, mínimo y máximo', data: numbersSchema('averageDays', 'minDays', 'maxDays', 'cases'), run: () => resolutionTime(db) },
    'case-severity-distribution': { summary: 'Casos OIDP por tipo de falta (gravedad)', data: labelCountsSchema, run: () => countedDistribution(db, classCounts, classCounts.severity, { catalog: TYPE_FAULTS, where: isNotNull(classCounts.severity) }) },
    'officer-involvement-stats': {
      summary: 'Funcionarios involucrados, casos con y sin funcionarios, promedio por caso y los 10 funcionarios con más casos',
      data: {
        type: 'object',
        properties: {
          officersInvolved: { type: 'integer' }, casesWithOfficers: { type: 'integer' }, casesWithoutOfficers: { type: 'integer' }, averageOfficersPerCase: { type: 'number' },
          topOfficers: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, identification: { type: 'integer' }, firstName: { type: 'string' }, firstLastname: { type: 'string' }, cases: { type: 'integer' } } } },
        },
      },
      run: () => officerInvolvement(db),
    },
  };
}

export function registerDisciplinaryDashboardRoutes(app: FastifyInstance, ctx: AppContext, access: AccessRule) {
  registerDashboardRoutes(app, '/api/disciplinary/dashboard', access, tags, disciplinaryDashboardEndpoints(ctx));
}
