/**
 * Shutdown drain: once `app.close()` starts, requests that still arrive on open
 * connections (keep-alive, pipelined) get a Spanish 503 in the envelope with
 * `Connection: close`, so a load balancer probing /api/ready sees the instance leave and
 * clients retry elsewhere. Replaces Fastify's return503OnClosing, whose body is English.
 * Registered first, so no other hook runs for such a request.
 */
import type { FastifyInstance } from 'fastify';

export const CLOSING_MESSAGE = 'Servicio no disponible: la instancia se está cerrando. Intente de nuevo.';

export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    return reply.code(503).header('connection', 'close').header('retry-after', '1').send({ statusCode: 503, message: CLOSING_MESSAGE });
  });
}
