/**
 * `GET <apiPath>/summary`: a module dashboard's figures from its declaration's `summary`
 * (total, this month, named counts, sums, averages, distributions and the latest rows),
 * computed by the database in one aggregate statement plus one per distribution.
 */
import { count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { SummaryDeclaration } from '../../resources/engine/types';
import { envelopeSchema, ok } from '../lib/envelope';
import type { ResourceRepository, Row } from './repository';

type ValueSet = Record<string, readonly (string | number | boolean)[]>;

function matching(columns: Record<string, PgColumn>, where: ValueSet | undefined): SQL {
  const conditions = Object.entries(where ?? {}).map(([field, values]) => inArray(columns[field], [...values]));
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** Numbers only: counts, sums and averages (two decimals; 0 when no row matches). */
async function figures(repository: ResourceRepository, summary: SummaryDeclaration) {
  const c = repository.columns;
  const selection: Record<string, SQL> = {
    total: sql`count(*)`,
    thisMonth: sql`count(*) filter (where ${c.createdAt} >= date_trunc('month', now()))`,
  };
  for (const [name, where] of Object.entries(summary.counts ?? {})) selection[`count:${name}`] = sql`count(*) filter (where ${matching(c, where)})`;
  for (const [name, s] of Object.entries(summary.sums ?? {})) selection[`sum:${name}`] = sql`coalesce(sum(${c[s.field]}) filter (where ${matching(c, s.where)}), 0)`;
  for (const [name, a] of Object.entries(summary.averages ?? {})) selection[`avg:${name}`] = sql`coalesce(round(avg(${c[a.field]}) filter (where ${matching(c, a.where)})::numeric, 2), 0)`;
  const [row] = await repository.db.select(Object.fromEntries(Object.entries(selection).map(([k, v]) => [k, v.mapWith(Number)]))).from(repository.table);
  const pick = (prefix: string) => Object.fromEntries(Object.entries(row).filter(([k]) => k.startsWith(prefix)).map(([k, v]) => [k.slice(prefix.length), v]));
  return { total: row.total, thisMonth: row.thisMonth, counts: pick('count:'), sums: pick('sum:'), averages: pick('avg:') };
}

export function registerSummaryRoute(app: FastifyInstance, repository: ResourceRepository) {
  const { declaration } = repository;
  const summary = declaration.summary;
  if (!summary) return;
  app.get(`/api/${declaration.apiPath}/summary`, {
    config: { access: declaration.access.list },
    schema: {
      tags: [declaration.label.many],
      summary: `Cifras del tablero de ${declaration.label.many.toLowerCase()}: total, este mes, conteos, sumas, promedios, distribuciones y los más recientes`,
      response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) },
    },
  }, async () => {
    const c = repository.columns;
    const [numbers, distributions, latest] = await Promise.all([
      figures(repository, summary),
      Promise.all((summary.distributions ?? []).map(async (field) => {
        const rows = await repository.db.select({ key: c[field], count: count() }).from(repository.table).groupBy(c[field]).orderBy(c[field]);
        return [field, rows.map((r) => ({ key: r.key, count: Number(r.count) }))] as const;
      })),
      summary.latest
        ? repository.db.select().from(repository.table).orderBy(desc(c.createdAt), desc(c.id)).limit(summary.latest).then((rows) => repository.present(rows as Row[]))
        : Promise.resolve([]),
    ]);
    return ok({ ...numbers, distributions: Object.fromEntries(distributions), latest });
  });
}
