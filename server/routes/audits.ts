/**
 * Audit viewer calls: the paged, filtered trail and the endpoint autocomplete.
 * Filters use the (created_at), (user_id, created_at), (endpoint, created_at),
 * (endpoint, user_name) and trigram indexes, so a page stays fast over millions of rows.
 */
import { and, count, desc, eq, getTableName, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditUserNames, audits, counters } from '../db/schema';
import type { Database } from '../db/client';
import type { AppContext } from '../engine/context';
import { escapeLike } from '../engine/repository';
import { FAILED_WRITES, LOST_ENTRIES } from '../lib/auditWriter';
import { archivedAuditMonths, DEFAULT_AUDIT_RETENTION_MONTHS, onlineAuditMonths } from '../lib/auditPartitions';
import { badRequest, envelopeSchema, ok, pageMeta, pageQueryProperties } from '../lib/envelope';

const AUDIT_ACCESS = { module: 9 } as const;
export const COUNT_CAP = 10_000;
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

interface AuditQuery {
  page: number;
  pageSize: number;
  search?: string;
  startDate?: string;
  endDate?: string;
  userId?: number;
  endpoint?: string;
}

/**
 * Dates may be ISO instants (the browser sends the bounds of the user's local days) or
 * bare dates, taken as whole UTC days: the end date includes its day until midnight.
 */
function dayBound(value: string, end: boolean): Date {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${end ? '23:59:59.999' : '00:00:00'}Z` : value);
  if (Number.isNaN(date.getTime())) throw badRequest(['Fecha inválida']);
  return date;
}

/**
 * The filters as one condition. These statements are planned for their values (not
 * prepared once): the trail is skewed (a few endpoints and users hold most entries), and a
 * plan made for any endpoint or search could be a poor plan for the one asked.
 */
export function auditWhere(query: Omit<AuditQuery, 'page' | 'pageSize'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(audits.createdAt, dayBound(query.startDate, false)));
  if (query.endDate) conditions.push(lte(audits.createdAt, dayBound(query.endDate, true)));
  if (query.userId) conditions.push(eq(audits.userId, query.userId));
  if (query.endpoint) conditions.push(eq(audits.endpoint, query.endpoint));
  const term = query.search?.trim().toLowerCase();
  // The search matches the endpoint, the user name or the method. What is known before the
  // query is decided here, so the database tests fewer expressions on each entry: with an
  // exact endpoint its part is known, and only an HTTP method's name can equal a method.
  // Within one endpoint each entry is tested, so its user name is compared with the names the
  // search matches (looked up once among the distinct names); over the whole trail the
  // trigram indexes on lower(endpoint) and lower(user_name) find the entries instead.
  if (term && !(query.endpoint && query.endpoint.toLowerCase().includes(term))) {
    const like = `%${escapeLike(term)}%`;
    const userNameMatches = query.endpoint
      ? sql`${audits.userName} = any(array(select ${auditUserNames.userName} from ${auditUserNames} where lower(${auditUserNames.userName}) like ${like}))`
      : sql`lower(${audits.userName}) like ${like}`;
    conditions.push(or(
      query.endpoint ? undefined : sql`lower(${audits.endpoint}) like ${like}`,
      userNameMatches,
      HTTP_METHODS.has(term) ? sql`lower(${audits.method}) = ${term}` : undefined,
    )!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * An unfiltered trail that the planner's statistics put this far above the cap is not
 * counted at all: its capped total is known. (The margin covers statistics that lag
 * behind; entries are only ever added, so they can only under-estimate the trail.)
 */
export const ESTIMATE_THRESHOLD = 10 * COUNT_CAP;

/** The page (newest first) and the capped count of a filtered trail. */
export function auditQueries(db: Database, where: SQL | undefined, page: number, pageSize: number, estimateThreshold = ESTIMATE_THRESHOLD) {
  // Counting millions of rows on every page is the slow part of a large trail: the
  // count stops at COUNT_CAP and the answer says when the total is a lower bound.
  const capped = db.select({ total: count() }).from(db.select({ one: sql`1` }).from(audits).where(where).limit(COUNT_CAP + 1).as('capped'));
  return {
    page: db.select().from(audits).where(where).orderBy(desc(audits.createdAt), desc(audits.id)).limit(pageSize).offset((page - 1) * pageSize),
    // The viewer opens on the unfiltered trail: there the statistics answer first, and the
    // capped count (the ELSE branch) runs only for a trail they put below the threshold.
    count: where
      ? capped
      // The trail is partitioned by month: its statistics are the sum of its partitions'
      // (autovacuum analyzes partitions, never the partitioned parent).
      : db.select({ total: sql<number>`case when coalesce(sum(greatest(c.reltuples, 0)), 0) >= ${estimateThreshold} then ${COUNT_CAP + 1} else (${capped}) end` })
          .from(sql`pg_inherits i join pg_class c on c.oid = i.inhrelid`)
          .where(sql`i.inhparent = ${getTableName(audits)}::regclass`),
  };
}

/** What the trail keeps of an audit page: everything but the entries, which it already holds. */
export function auditPageSummary(answer: unknown): unknown {
  if (!answer || typeof answer !== 'object' || !Array.isArray((answer as { data?: unknown }).data)) return answer;
  const { data, ...rest } = answer as { data: unknown[] };
  return { ...rest, data: `[${data.length} entradas del registro de auditoría]` };
}

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext, retentionMonths = DEFAULT_AUDIT_RETENTION_MONTHS) {
  // Which months the viewer can search (the rest were archived to file storage).
  app.get('/api/audits/months', {
    config: { access: AUDIT_ACCESS },
    schema: {
      tags: ['Auditoría'], summary: 'Meses del registro en línea y archivados',
      description: 'El registro se guarda por meses; los meses anteriores a la retención (AUDIT_RETENTION_MONTHS, 0 = sin límite) se archivan en el almacenamiento de archivos como JSON Lines comprimido y dejan de consultarse aquí.',
      response: {
        200: envelopeSchema({
          type: 'object',
          properties: {
            online: { type: 'array', items: { type: 'string' } },
            archived: { type: 'array', items: { type: 'string' } },
            retentionMonths: { type: 'integer' },
          },
        }),
      },
    },
  }, async () => {
    const [online, archived] = await Promise.all([onlineAuditMonths(ctx.database), archivedAuditMonths(ctx.storage)]);
    return ok({ online, archived, retentionMonths });
  });

  app.get<{ Querystring: AuditQuery }>('/api/audits', {
    // The trail does not copy itself: each page of it would be stored again (up to the body
    // limit) every time an auditor opens it. Its entry keeps the answer without the entries.
    config: { access: AUDIT_ACCESS, auditResponse: auditPageSummary },
    schema: {
      tags: ['Auditoría'], summary: 'Registro de auditoría paginado y filtrado',
      querystring: {
        type: 'object',
        properties: {
          ...pageQueryProperties,
          startDate: { type: 'string', maxLength: 40 },
          endDate: { type: 'string', maxLength: 40 },
          userId: { type: 'integer', minimum: 1 },
          endpoint: { type: 'string', maxLength: 300 },
        },
      },
      response: { 200: envelopeSchema({ type: 'array' }) },
    },
  }, async (request) => {
    const { page, pageSize, ...filters } = request.query;
    const queries = auditQueries(ctx.db, auditWhere(filters), page, pageSize);
    const [rows, totals] = await Promise.all([queries.page, queries.count]);
    const counted = Number(totals[0]?.total ?? 0);
    const total = Math.min(counted, COUNT_CAP);
    const data = rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt,
      user_id: r.userId,
      user_name: r.userName,
      origin: r.origin,
      endpoint: r.endpoint,
      method: r.method,
      statusCode: r.statusCode,
      responseTime: r.responseTime,
      req: r.req,
      res: r.res,
    }));
    return ok(data, { meta: { ...pageMeta(total, page, pageSize), total_is_lower_bound: counted > COUNT_CAP } });
  });

  app.get<{ Querystring: { search?: string } }>('/api/audits/endpoints/autocomplete', {
    config: { access: AUDIT_ACCESS },
    schema: {
      tags: ['Auditoría'], summary: 'Autocompletado de endpoints registrados',
      querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 200 } } },
      response: { 200: envelopeSchema({ type: 'object', properties: { items: { type: 'array' } } }) },
    },
  }, async (request) => {
    const term = request.query.search?.trim().toLowerCase() ?? '';
    if (!term) return ok({ items: [] });
    // Distinct endpoints among the most recent matches: bounded work on a large trail.
    const rows = await ctx.db.execute<{ endpoint: string }>(sql`
      select distinct endpoint from (
        select ${audits.endpoint} as endpoint from ${audits}
        where lower(${audits.endpoint}) like ${`%${escapeLike(term)}%`}
        order by ${audits.createdAt} desc limit 5000
      ) recent order by endpoint limit 20`);
    const items = (rows as unknown as { rows: { endpoint: string }[] }).rows.map((r) => ({ label: r.endpoint, value: r.endpoint }));
    return ok({ items });
  });

  registerAuditFailureRoute(app, ctx);
}

/**
 * `GET /api/audits/write-failures`: how many audit writes failed and how many entries were
 * lost, over every instance (`counters`, plus what this instance could not count there yet)
 * and in this instance since it started. Zero is what an inspector expects to read.
 */
function registerAuditFailureRoute(app: FastifyInstance, ctx: AppContext) {
  const counts = { type: 'object', properties: { failedWrites: { type: 'integer' }, lostEntries: { type: 'integer' } } } as const;
  app.get('/api/audits/write-failures', {
    config: { access: AUDIT_ACCESS },
    schema: {
      tags: ['Auditoría'], summary: 'Escrituras del registro de auditoría que fallaron y entradas perdidas',
      description: 'failedWrites: escrituras que fallaron (una entrada que no pudo guardarse completa se guarda reducida: usuario, fecha, endpoint, método y estado); lostEntries: entradas que no pudieron guardarse de ninguna forma. Totales de todas las instancias y de esta instancia desde su inicio.',
      response: { 200: envelopeSchema({ type: 'object', properties: { ...counts.properties, instance: counts } }) },
    },
  }, async () => {
    const rows = await ctx.db.select({ name: counters.name, value: counters.value }).from(counters)
      .where(and(inArray(counters.name, [FAILED_WRITES, LOST_ENTRIES]), eq(counters.period, 0)));
    const saved = (name: string) => rows.find((r) => r.name === name)?.value ?? 0;
    const mine = app.auditFailureCounts();
    return ok({
      failedWrites: saved(FAILED_WRITES) + mine.unsavedFailedWrites,
      lostEntries: saved(LOST_ENTRIES) + mine.unsavedLostEntries,
      instance: { failedWrites: mine.failedWrites, lostEntries: mine.lostEntries },
    });
  });
}
