/**
 * Security headers (Content-Security-Policy, HSTS, X-Frame-Options, ...) chosen by
 * helmet. Our policy is the same for every answer, so helmet runs once at start-up
 * and each answer gets the recorded headers: running helmet per request (as its
 * Fastify wrapper does) rebuilt the policy on every call, a measurable share of it.
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet sets with these options, as lower-case name → value. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  // helmet's middleware is synchronous with static options; it only touches setHeader / removeHeader.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => { failure = error; });
  if (failure) throw failure;
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
