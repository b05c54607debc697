/**
 * Probes for a load balancer or an orchestrator, without a session and left out of the
 * audit trail (`config.probe`):
 * - GET /api/health: the process answers (liveness).
 * - GET /api/ready: this instance can serve — the database answers, every migration of
 *   this release is applied, and the session-change listener is up (without it sessions
 *   are read from the database on every call: it works, slower, so the instance says it
 *   is not ready and a balancer prefers the others). 503 in the Spanish envelope otherwise.
 */
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../db/client';
import type { AppContext } from '../engine/context';
import { envelopeSchema, errorSchema, ok } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health probe: not audited, and logged at debug level only. */
    probe?: boolean;
  }
}

/** A database that does not answer within this time counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

const NOT_READY = 'Servicio no disponible: la instancia no está lista para atender solicitudes.';

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerOperationRoutes(app: FastifyInstance, ctx: AppContext) {
  // The newest migration this release ships (drizzle records each applied one by its folder time).
  const newestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

  app.get('/api/health', {
    config: { access: 'public', probe: true },
    schema: { tags: ['Operación'], summary: 'El proceso responde', security: [], response: { 200: envelopeSchema({ type: 'object', properties: { status: { type: 'string' } } }) } },
  }, async () => ok({ status: 'ok' }));

  app.get('/api/ready', {
    config: { access: 'public', probe: true },
    schema: {
      tags: ['Operación'], summary: 'La instancia puede atender: base de datos, migraciones y escucha de sesiones', security: [],
      response: { 200: envelopeSchema({ type: 'object', properties: { status: { type: 'string' } } }), 503: errorSchema },
    },
  }, async (_request, reply) => {
    const problems: string[] = [];
    try {
      const [row] = await withTimeout(ctx.database.rawQuery('select coalesce(max(created_at), 0)::text as applied from drizzle.__drizzle_migrations'), DATABASE_TIMEOUT_MS);
      if (Number(row?.applied) < newestMigration) problems.push('Hay migraciones de la base de datos sin aplicar');
    } catch {
      problems.push('La base de datos no responde');
    }
    if (!app.sessionListenerUp()) problems.push('La escucha de cambios de sesión no está activa');
    if (problems.length) return reply.status(503).send({ statusCode: 503, message: NOT_READY, errors: problems });
    return ok({ status: 'ready' });
  });
}
