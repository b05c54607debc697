/**
 * Audit trail: every /api call writes one entry. Entries are queued in memory and
 * written in batches after the answer has left, so auditing never delays a request.
 * The queue is flushed on shutdown.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { audits } from '../db/schema';
import { bodyForAudit, headersForAudit, redactDownloadLinks } from '../lib/redact';

type AuditRow = typeof audits.$inferInsert;

declare module 'fastify' {
  interface FastifyRequest { auditResponseBody: unknown }
  interface FastifyInstance { flushAudit: () => Promise<void> }
}

const BATCH_SIZE = 200;
const FLUSH_MS = 250;

export function registerAudit(app: FastifyInstance, db: Database) {
  let queue: AuditRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (timer) { clearTimeout(timer); timer = null; }
    const batch = queue;
    queue = [];
    if (batch.length === 0) return inFlight;
    inFlight = inFlight.then(async () => {
      try {
        await db.insert(audits).values(batch);
      } catch (error) {
        app.log.error({ err: error }, 'audit write failed');
      }
    });
    return inFlight;
  };

  app.decorate('flushAudit', flush);
  app.decorateRequest('auditResponseBody', null);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      request.auditResponseBody = bodyForAudit(payload, String(reply.getHeader('content-type') ?? ''));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const path = redactDownloadLinks(request.url.split('?')[0]);
    queue.push({
      userId: request.user?.id ?? null,
      userName: request.user?.username ?? null,
      origin: String(request.headers.origin ?? request.headers.referer ?? request.ip),
      endpoint: path,
      method: request.method,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
      req: { body: bodyForAudit(request.body, String(request.headers['content-type'] ?? 'application/json')), query: request.query, headers: headersForAudit(request.headers) },
      res: { body: request.auditResponseBody, headers: headersForAudit(reply.getHeaders()) },
    });
    if (queue.length >= BATCH_SIZE) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
  });

  app.addHook('onClose', async () => { await flush(); });
}
