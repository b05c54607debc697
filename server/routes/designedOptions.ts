/**
 * The choices of a designed resource's reference field (issue 29): whoever may create or
 * edit its records may pick the referenced record, though their role may not open the
 * referenced resource's own list (a clerk of equipment handovers picks a station without
 * the weapons park). Answers at most 100 `{id, <display>}` pairs, ordered by the display,
 * narrowed by `search`; a built-in resource's other fields are never answered. An officer
 * is answered with the cédula and names that tell two officers apart, found by cédula
 * (exact) or by the words of the name.
 */
import { and, asc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasAccess } from '../../authProvider/permissions';
import { RESOURCE_NAME_PATTERN } from '../../resources/engine/definitionSchema';
import { resourceDeclarations } from '../../resources/registry';
import type { AppContext } from '../engine/context';
import { tableOf } from '../db/schema';
import type { DesignedRegistry } from '../designed/registry';
import { envelopeSchema, errorSchema, forbidden, notFound, ok } from '../lib/envelope';
import { escapeLike, unaccentContains } from '../engine/repository';
import { officers } from '../db/officerSchema';
import { fullName, identificationOf } from '../officers/search';

const NAME = new RegExp(RESOURCE_NAME_PATTERN);
export const REFERENCE_OPTIONS_LIMIT = 100;

/** Officers by cédula (exact) or by every word inside the full name, at most REFERENCE_OPTIONS_LIMIT. */
async function officerChoices(ctx: AppContext, search: string | undefined) {
  const term = search?.trim() ?? '';
  const identification = identificationOf(term);
  const words = term.split(/\s+/).filter(Boolean);
  const where = identification !== null ? eq(officers.identification, identification)
    : words.length ? and(...words.map((word) => unaccentContains(fullName, word))) : undefined;
  return ctx.db
    .select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname })
    .from(officers)
    .where(where)
    .orderBy(asc(officers.firstLastname), asc(officers.firstName))
    .limit(REFERENCE_OPTIONS_LIMIT);
}

export function registerDesignedOptionRoutes(app: FastifyInstance, ctx: AppContext, registry: DesignedRegistry) {
  app.get<{ Params: { name: string; field: string }; Querystring: { search?: string } }>('/api/designed/:name/options/:field', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['Recursos diseñados'],
      summary: 'Opciones de un campo de referencia de un recurso diseñado (para quien puede crear o editar sus registros)',
      params: { type: 'object', required: ['name', 'field'], properties: { name: { type: 'string', maxLength: 40 }, field: { type: 'string', maxLength: 40 } } },
      querystring: { type: 'object', properties: { search: { type: 'string', maxLength: 100 } } },
      response: { 200: envelopeSchema({ type: 'array' }), 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const resource = NAME.test(request.params.name) ? registry.get(request.params.name) : undefined;
    if (!resource) throw notFound();
    const { access, fields } = resource.declaration;
    if (!hasAccess(request.user, access.create) && !hasAccess(request.user, access.update)) throw forbidden();
    const reference = Object.hasOwn(fields, request.params.field) ? fields[request.params.field].reference : undefined;
    if (!reference) throw notFound();
    if (reference.resource === 'officers') return ok(await officerChoices(ctx, request.query.search));
    const target = resourceDeclarations.find((d) => d.name === reference.resource);
    if (!target) throw notFound();
    const columns = getTableColumns(tableOf(target.name));
    const shown = columns[reference.display];
    if (!shown) throw notFound();
    const search = request.query.search?.trim();
    const rows = await ctx.db
      .select({ id: columns.id, value: shown })
      .from(tableOf(target.name))
      .where(search ? ilike(sql`${shown}::text`, `%${escapeLike(search)}%`) : undefined)
      .orderBy(asc(shown))
      .limit(REFERENCE_OPTIONS_LIMIT);
    return ok(rows.map((row) => ({ id: row.id, [reference.display]: row.value })));
  });
}
