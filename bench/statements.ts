/**
 * The exact SQL the API runs, obtained from the same Drizzle builders (`toSQL()`), so
 * the raw timings measure the very statements behind each HTTP call.
 */
import { Placeholder } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { sessionQuery } from '../server/plugins/auth';
import { auditQueries, auditWhere } from '../server/routes/audits';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** What `loadSessionUser(db, userId, jti)` in server/plugins/auth.ts sends, with its values. */
export function sessionStatement(db: Database, userId: number, jti: string): Statement {
  const { sql: text, params } = sessionQuery(db).toSQL();
  const values: Record<string, unknown> = { userId, jti };
  return { sql: text, params: params.map((p) => (p instanceof Placeholder ? values[p.name] : p)) };
}

export interface AuditCase {
  key: string;
  label: string;
  /** Query string of GET /api/audits. */
  query: Record<string, string>;
}

/** The page select and the count that GET /api/audits runs together (Promise.all). */
export function auditStatements(db: Database, query: Record<string, string>): { page: Statement; count: Statement } {
  const where = auditWhere({
    search: query.search,
    startDate: query.startDate,
    endDate: query.endDate,
    userId: query.userId ? Number(query.userId) : undefined,
    endpoint: query.endpoint,
  });
  const queries = auditQueries(db, where, Number(query.page ?? 1), Number(query.pageSize ?? 10));
  return { page: queries.page.toSQL(), count: queries.count.toSQL() };
}

/** Inlines parameters into the text, for EXPLAIN output a reader can paste into psql. */
export function inlineParams(statement: Statement): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = statement.params[Number(n) - 1];
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
