/**
 * Lookups of one gun or vehicle by code, serial or plate (spec 3 §7.2), used by the
 * disciplinary case pickers: exact match without case, the §8.1 messages on a miss.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AccessRule } from '../../../authProvider/permissions';
import type { Database } from '../../db/client';
import { tableOf } from '../../db/schema';
import type { ResourceRepository } from '../../engine/repository';
import { ApiError, badRequest, envelopeSchema, errorSchema, ok } from '../../lib/envelope';

export interface PickerRoute {
  /** Route under /api with one parameter, e.g. '/api/vehicle/search/plate/:plate'. */
  path: string;
  param: string;
  /** The field matched exactly (without case). */
  field: string;
  summary: string;
  messages: { required: string; notFound: string };
}

export function registerPickerRoutes(app: FastifyInstance, db: Database, repository: ResourceRepository, access: AccessRule, tags: string[], routes: PickerRoute[]) {
  const table = tableOf(repository.declaration.name);
  for (const route of routes) {
    app.get<{ Params: Record<string, string> }>(route.path, {
      config: { access },
      schema: {
        tags,
        summary: route.summary,
        params: { type: 'object', required: [route.param], properties: { [route.param]: { type: 'string', maxLength: 100 } } },
        response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema },
      },
    }, async (request) => {
      const value = request.params[route.param]?.trim();
      if (!value) throw badRequest([route.messages.required]);
      const column = (table as unknown as Record<string, PgColumn>)[route.field];
      const [found] = (await db.select().from(table).where(sql`lower(${column}) = lower(${value})`).limit(1)) as Record<string, unknown>[];
      if (!found) throw new ApiError(404, route.messages.notFound);
      const [presented] = await repository.present([found]);
      return ok(presented);
    });
  }
}
