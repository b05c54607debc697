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
 */
import { and, count, countDistinct, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccessRule } from '../../../authProvider/permissions';
import { catalogLabel } from '../../../resources/engine/catalogPath';
import { DISCIPLINARY_STATUS, TYPE_DISCIPLINARY, TYPE_FAULTS, TYPE_OF_SANCTION, TYPE_OF_STATUS_DISCIPLINARY } from '../../catalogues/disciplinary';
import { disciplinaryCaseOfficers, disciplinaryCases, officers } from '../../db/schema';
import type { AppContext } from '../../engine/context';
import {
  distribution, labelCountsSchema, monthlyAssignments, monthlySchema, NOT_SPECIFIED, numbersSchema, percentage, seriesStart, TOP, type LabelCount,
} from '../gunpark/dashboardQueries';
import { registerDashboardRoutes, type DashboardEndpoint } from '../gunpark/dashboard';

const c = disciplinaryCases;
const tags = ['Estadísticas de Casos Disciplinarios'];

/** Closed: archived, or ICAP 5/6, or OIDP 3/4 (see above). */
const closed = sql`(${c.isArchive} or (${c.typeDisciplinary} = 1 and ${c.statusDisciplinary} in (5, 6)) or (${c.typeDisciplinary} = 2 and ${c.statusDisciplinary} in (3, 4)))`;

const inWindow = (now = new Date()): SQL => gte(c.dateInit, seriesStart(now).iso);

async function caseStats(ctx: Pick<AppContext, 'db'>) {
  const [row] = await ctx.db.select({ total: count(), closed: sql<number>`count(*) filter (where ${closed})`.mapWith(Number) }).from(c).where(inWindow());
  const totalCases = Number(row.total);
  return { totalCases, activeCases: totalCases - row.closed, closedCases: row.closed, resolutionRate: percentage(row.closed, totalCases) };
}

async function statusDistribution(ctx: Pick<AppContext, 'db'>): Promise<LabelCount[]> {
  const rows = await ctx.db.select({ kind: c.typeDisciplinary, status: c.statusDisciplinary, n: count() }).from(c).where(inWindow()).groupBy(c.typeDisciplinary, c.statusDisciplinary);
  const byLabel = new Map<string, number>();
  for (const r of rows) {
    const label = catalogLabel(r.kind === 2 ? DISCIPLINARY_STATUS : TYPE_OF_STATUS_DISCIPLINARY, r.status) || NOT_SPECIFIED;
    byLabel.set(label, (byLabel.get(label) ?? 0) + Number(r.n));
  }
  return [...byLabel].map(([label, n]) => ({ label, count: n })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

async function resolutionTime(ctx: Pick<AppContext, 'db'>) {
  const days = sql`(${c.dateEnd} - ${c.dateInit})`;
  const [row] = await ctx.db
    .select({ averageDays: sql<number | null>`round(avg(${days}), 1)`.mapWith(Number), minDays: sql<number | null>`min(${days})`, maxDays: sql<number | null>`max(${days})`, cases: count() })
    .from(c).where(and(inWindow(), isNotNull(c.dateEnd), sql`${c.dateEnd} >= ${c.dateInit}`));
  const cases = Number(row.cases);
  return { averageDays: cases ? Number(row.averageDays) : 0, minDays: cases ? Number(row.minDays) : 0, maxDays: cases ? Number(row.maxDays) : 0, cases };
}

async function officerInvolvement(ctx: Pick<AppContext, 'db'>) {
  const links = disciplinaryCaseOfficers;
  const windowed = and(inWindow(), eq(c.id, links.caseId));
  const [[totals], [cases], top] = await Promise.all([
    ctx.db.select({ officers: countDistinct(links.officerId), links: count(), casesWithOfficers: countDistinct(links.caseId) }).from(links).innerJoin(c, windowed),
    ctx.db.select({ n: count() }).from(c).where(inWindow()),
    ctx.db.select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname, cases: count() })
      .from(links).innerJoin(c, windowed).innerJoin(officers, eq(officers.id, links.officerId))
      .groupBy(officers.id).orderBy(desc(count()), officers.id).limit(TOP),
  ]);
  const withOfficers = Number(totals.casesWithOfficers);
  return {
    officersInvolved: Number(totals.officers),
    casesWithOfficers: withOfficers,
    casesWithoutOfficers: Number(cases.n) - withOfficers,
    averageOfficersPerCase: withOfficers ? Math.round((Number(totals.links) / withOfficers) * 10) / 10 : 0,
    topOfficers: top.map((o) => ({ ...o, cases: Number(o.cases) })),
  };
}

/** Every endpoint of disciplinary/dashboard/*, by path (the benchmark runs the same queries in process). */
export function disciplinaryDashboardEndpoints(ctx: Pick<AppContext, 'db'>): Record<string, DashboardEndpoint> {
  const db = ctx.db;
  const inLastYear = (extra?: SQL) => (extra ? and(inWindow(), extra) : inWindow());
  return {
    stats: { summary: 'Totales de los últimos 12 meses: casos, activos, cerrados y tasa de resolución (%)', data: numbersSchema('totalCases', 'activeCases', 'closedCases', 'resolutionRate'), run: () => caseStats(ctx) },
    'case-type-distribution': { summary: 'Casos por tipo (ICAP / OIDP)', data: labelCountsSchema, run: () => distribution(db, c, c.typeDisciplinary, { catalog: TYPE_DISCIPLINARY, where: inLastYear() }) },
    'office-distribution': { summary: 'Las 10 oficinas con más casos', data: labelCountsSchema, run: () => distribution(db, c, c.office, { limit: TOP, where: inLastYear() }) },
    'status-distribution': { summary: 'Casos por estado', data: labelCountsSchema, run: () => statusDistribution(ctx) },
    'sanction-distribution': { summary: 'Casos sancionados por tipo de sanción', data: labelCountsSchema, run: () => distribution(db, c, c.typeOfSanction, { catalog: TYPE_OF_SANCTION, where: inLastYear(isNotNull(c.typeOfSanction)) }) },
    'monthly-trends': { summary: 'Casos iniciados (count) y cerrados (finished, por fecha de cierre) por mes, últimos 12 meses', data: monthlySchema, run: () => monthlyAssignments(db, c, c.dateInit, c.dateEnd) },
    'most-frequent-violations': { summary: 'Las 10 faltas más frecuentes', data: labelCountsSchema, run: () => distribution(db, c, c.fault, { limit: TOP, where: inLastYear(isNotNull(c.fault)) }) },
    'resolution-time-stats': { summary: 'Días entre inicio y cierre de los casos cerrados: promedio, mínimo y máximo', data: numbersSchema('averageDays', 'minDays', 'maxDays', 'cases'), run: () => resolutionTime(ctx) },
    'case-severity-distribution': { summary: 'Casos OIDP por tipo de falta (gravedad)', data: labelCountsSchema, run: () => distribution(db, c, c.typeFaults, { catalog: TYPE_FAULTS, where: inLastYear(isNotNull(c.typeFaults)) }) },
    'officer-involvement-stats': {
      summary: 'Funcionarios involucrados, casos con y sin funcionarios, promedio por caso y los 10 funcionarios con más casos',
      data: {
        type: 'object',
        properties: {
          officersInvolved: { type: 'integer' }, casesWithOfficers: { type: 'integer' }, casesWithoutOfficers: { type: 'integer' }, averageOfficersPerCase: { type: 'number' },
          topOfficers: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, identification: { type: 'integer' }, firstName: { type: 'string' }, firstLastname: { type: 'string' }, cases: { type: 'integer' } } } },
        },
      },
      run: () => officerInvolvement(ctx),
    },
  };
}

export function registerDisciplinaryDashboardRoutes(app: FastifyInstance, ctx: AppContext, access: AccessRule) {
  registerDashboardRoutes(app, '/api/disciplinary/dashboard', access, tags, disciplinaryDashboardEndpoints(ctx));
}
