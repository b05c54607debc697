/**
 * JSON request logs through Fastify's own logger (pino), one line per answered request:
 * request id, user id, method, route pattern, status and duration. The route pattern
 * (`/api/files/:token`), never the URL, is written: URLs may carry a download token or a
 * searched name. Health probes log at debug level so they do not bury the rest.
 * The level comes from LOG_LEVEL (server/config.ts); tests run silent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The Fastify options of the logger (to standard output unless a stream is given); `silent` turns it off. */
export function loggerOptions(level: LogLevel = 'silent', stream?: NodeJS.WritableStream): Pick<FastifyServerOptions, 'logger' | 'disableRequestLogging' | 'genReqId'> {
  if (level === 'silent') return { logger: false };
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      // Defence in depth: whatever someone logs later, these never reach the log.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', '*.access_token', '*.token', 'err.params'],
        censor: '[REDACTADO]',
      },
    },
    // Fastify's own two lines per request carry the raw URL: ours (below) replace them.
    disableRequestLogging: true,
    // Unique across instances, so one request is found in the logs of a load-balanced fleet.
    genReqId: () => randomUUID(),
  };
}

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const level = request.routeOptions.config?.probe ? 'debug' : reply.statusCode >= 500 ? 'error' : 'info';
    request.log[level]({
      userId: request.user?.id ?? null,
      method: request.method,
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    }, 'request');
  });
}
