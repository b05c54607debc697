/**
 * Audit viewer calls: the paged, filtered trail and the endpoint autocomplete.
 * Filters use the (created_at), (user_id, created_at), (endpoint, created_at) and
 * trigram indexes, so a page stays fast over millions of rows.
 */
import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { audits } from '../db/schema';
import type { Database } from '../db/client';
import type { AppContext } from '../engine/context';
import { escapeLike } from '../engine/repository';
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
 * The filters of a query as a condition with placeholders, the values to fill them, and
 * the key of its shape (which filters are used): queries of one shape share one prepared
 * statement, so the SQL is built and planned once per shape, not on every request.
 */
export interface AuditFilter {
  key: string;
  where: SQL | undefined;
  params: Record<string, unknown>;
}

export function auditFilter(query: Omit<AuditQuery, 'page' | 'pageSize'>): AuditFilter {
  const shape: string[] = [];
  const conditions: SQL[] = [];
  const params: Record<string, unknown> = {};
  const add = (name: string, condition: SQL, values: Record<string, unknown>) => {
    shape.push(name);
    conditions.push(condition);
    Object.assign(params, values);
  };
  const { placeholder } = sql;
  // Instants travel as ISO text: a placeholder's value skips the column's own encoding.
  if (query.startDate) add('from', gte(audits.createdAt, placeholder('from')), { from: dayBound(query.startDate, false).toISOString() });
  if (query.endDate) add('until', lte(audits.createdAt, placeholder('until')), { until: dayBound(query.endDate, true).toISOString() });
  if (query.userId) add('user', eq(audits.userId, placeholder('user')), { user: query.userId });
  if (query.endpoint) add('endpoint', eq(audits.endpoint, placeholder('endpoint')), { endpoint: query.endpoint });
  const term = query.search?.trim().toLowerCase();
  // The search matches the endpoint, the user name or the method. What is known before the
  // query is decided here, so the database tests fewer expressions on each entry: with an
  // exact endpoint its part is known, and only an HTTP method's name can equal a method.
  if (term && !(query.endpoint && query.endpoint.toLowerCase().includes(term))) {
    const inEndpoint = !query.endpoint;
    const asMethod = HTTP_METHODS.has(term);
    add(`search${inEndpoint ? '_endpoint' : ''}${asMethod ? '_method' : ''}`, or(
      inEndpoint ? sql`lower(${audits.endpoint}) like ${placeholder('like')}` : undefined,
      sql`lower(${audits.userName}) like ${placeholder('like')}`,
      asMethod ? sql`lower(${audits.method}) = ${placeholder('method')}` : undefined,
    )!, { like: `%${escapeLike(term)}%`, method: term });
  }
  return { key: shape.join('_') || 'all', where: conditions.length ? and(...conditions) : undefined, params };
}

/** The page (newest first; `limit` and `offset` placeholders) and the capped count of a filter. */
export function auditQueries(db: Database, filter: AuditFilter) {
  return {
    page: db.select().from(audits).where(filter.where).orderBy(desc(audits.createdAt), desc(audits.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    // Counting millions of rows on every page is the slow part of a large trail: the
    // count stops at COUNT_CAP and the answer says when the total is a lower bound.
    count: db.select({ total: count() }).from(db.select({ one: sql`1` }).from(audits).where(filter.where).limit(COUNT_CAP + 1).as('capped')),
  };
}

function prepareAuditQueries(db: Database, filter: AuditFilter) {
  const queries = auditQueries(db, filter);
  return { page: queries.page.prepare(`audits_page_${filter.key}`), count: queries.count.prepare(`audits_count_${filter.key}`) };
}

export function registerAuditRoutes(app: FastifyInstance, ctx: AppContext) {
  // One pair per shape at most: the shapes are the combinations of the five filters.
  const prepared = new Map<string, ReturnType<typeof prepareAuditQueries>>();
  const preparedFor = (filter: AuditFilter) => {
    let statements = prepared.get(filter.key);
    if (!statements) {
      statements = prepareAuditQueries(ctx.db, filter);
      prepared.set(filter.key, statements);
    }
    return statements;
  };

  app.get<{ Querystring: AuditQuery }>('/api/audits', {
    config: { access: AUDIT_ACCESS },
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
    const filter = auditFilter(filters);
    const statements = preparedFor(filter);
    const [rows, totals] = await Promise.all([
      statements.page.execute({ ...filter.params, limit: pageSize, offset: (page - 1) * pageSize }),
      statements.count.execute(filter.params),
    ]);
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
}
