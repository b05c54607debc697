import type { FastifyInstance } from 'fastify';
import { buildDataInit } from '../catalogues';
import type { AppContext } from '../engine/context';
import { envelopeSchema, ok } from '../lib/envelope';

/** Initialization data (spec 1 §3.6): every catalogue and the system version. */
export function registerDataInitRoutes(app: FastifyInstance, ctx: AppContext) {
  const payload = buildDataInit(ctx.version);
  app.get('/api/data-init', {
    config: { access: 'authenticated' },
    schema: { tags: ['Sistema'], summary: 'Catálogos del sistema, geografía y versión', response: { 200: envelopeSchema({ type: 'object', additionalProperties: true }) } },
  }, async () => ok(payload));
}
