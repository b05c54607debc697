/**
 * Audit trail: every /api call writes one entry (but health probes, `config.probe`).
 * - A write (POST, PUT, PATCH, DELETE) has its entry inserted before its answer leaves
 *   (onSend): whatever a client saw acknowledged is in the trail, even after a crash.
 * - A read's entry is queued in memory and written in batches after the answer has left,
 *   so auditing never delays a search. A crash (kill -9) loses at most the reads of the
 *   last FLUSH_MS (or BATCH_SIZE entries); the queue is flushed on shutdown.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { AuditEntry } from '../lib/auditEntry';
import { createAuditWriter, type AuditFailureCounts } from '../lib/auditWriter';
import { bodyForAudit, headersForAudit, isLongBody, redact, redactDownloadLinks } from '../lib/redact';

declare module 'fastify' {
  interface FastifyRequest { auditResponseBody: unknown; auditResponseObject: unknown; auditAddress: string | null; auditWritten: boolean }
  interface FastifyInstance {
    flushAudit: () => Promise<void>;
    /** Audits a request answered before routing (a URL the router could not read): no hook runs for it. */
    auditUnrouted: (request: FastifyRequest, reply: FastifyReply, answer: unknown) => void;
    /** This instance's audit write failures (server/lib/auditWriter.ts). */
    auditFailureCounts: () => AuditFailureCounts;
  }
  interface FastifyContextConfig {
    /** What the trail keeps of this route's answer object instead of the whole of it. */
    auditResponse?: (answer: unknown) => unknown;
  }
}

/**
 * Entries per batch. Serializing a batch holds the event loop (a search page's entry is
 * ~6 kB: 200 of them took ~4 ms, during which every request in flight waited, which
 * showed in the searches' p95); 50 keep that near 1 ms for one more statement per 50 calls.
 */
const BATCH_SIZE = 50;
/** Methods whose entry is written before the answer leaves. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FLUSH_MS = 250;

export function registerAudit(app: FastifyInstance, db: Database) {
  const writer = createAuditWriter(db, app.log);
  let queue: AuditEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (timer) { clearTimeout(timer); timer = null; }
    const batch = queue;
    queue = [];
    if (batch.length === 0) return inFlight;
    inFlight = inFlight.then(() => writer.write(batch));
    return inFlight;
  };

  app.decorate('flushAudit', flush);
  app.decorate('auditFailureCounts', writer.counts);
  app.decorateRequest('auditResponseBody', null);
  app.decorateRequest('auditResponseObject', undefined);
  app.decorateRequest('auditAddress', null);
  app.decorateRequest('auditWritten', false);

  // The caller's address is read while the connection is open: a client that left before
  // the answer was sent has no address any more when the entry is written.
  app.addHook('onRequest', (request, _reply, done) => {
    request.auditAddress = request.ip ?? null;
    done();
  });

  // The answer's object before it is serialized: the audit keeps it without parsing the JSON text again.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    request.auditResponseObject = payload;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.auditWritten && request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !request.routeOptions.config.probe) {
      const contentType = String(reply.getHeader('content-type') ?? '');
      const serializedJson = typeof payload === 'string' && request.auditResponseObject !== undefined && contentType.includes('json');
      // A route may say what to keep of its answer (then its size does not matter).
      const summarize = request.routeOptions.config.auditResponse;
      const keepObject = serializedJson && (summarize !== undefined || !isLongBody(payload));
      const answer = summarize ? summarize(request.auditResponseObject) : request.auditResponseObject;
      request.auditResponseBody = keepObject ? redact(answer) : bodyForAudit(payload, contentType);
      if (WRITES.has(request.method)) {
        // Durable before the answer leaves: an acknowledged write always has its entry
        // (whole, or reduced when it cannot be stored whole; a loss is logged and counted).
        await writer.write([entryOf(request, reply)]);
        request.auditWritten = true;
      }
    }
    return payload;
  });

  const entryOf = (request: FastifyRequest, reply: FastifyReply): AuditEntry => ({
    // The time of the call, not of the batch write.
    created_at: new Date().toISOString(),
    user_id: request.user?.id ?? null,
    user_name: request.user?.username ?? null,
    origin: request.headers.origin ?? request.headers.referer ?? request.auditAddress,
    endpoint: redactDownloadLinks(request.url.split('?')[0]),
    method: request.method,
    status_code: reply.statusCode,
    response_time: Math.round(reply.elapsedTime),
    req: { body: bodyForAudit(request.body, String(request.headers['content-type'] ?? 'application/json')), query: redact(request.query), headers: headersForAudit(request.headers) },
    res: { body: request.auditResponseBody, headers: headersForAudit(reply.getHeaders()) },
  });

  app.decorate('auditUnrouted', (request: FastifyRequest, reply: FastifyReply, answer: unknown) => {
    if (!request.url.startsWith('/api/') || request.auditWritten) return;
    request.auditWritten = true;
    request.auditResponseBody = redact(answer);
    queue.push(entryOf(request, reply));
    void flush();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.auditWritten || request.routeOptions.config.probe) return;
    queue.push(entryOf(request, reply));
    if (queue.length >= BATCH_SIZE) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS);
  });

  app.addHook('onClose', async () => { await flush(); });
}
