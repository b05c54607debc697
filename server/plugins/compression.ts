/**
 * JSON answers above COMPRESS_MIN_BYTES leave compressed when the client accepts it:
 * brotli (quality 4, about gzip's speed and smaller) or else gzip, on libuv's thread pool
 * so the event loop does not wait. Only serialized JSON is touched: file downloads
 * (xlsx, pdf, images, zip) are streams or already compressed, and the browser build is
 * compressed once at build time (buildTools/precompress.ts, served `preCompressed`).
 * Registered after the audit hook, which keeps the answer's text, not its compressed bytes.
 */
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 6 };

export type Encoding = 'br' | 'gzip';

/** The encoding to use for an `Accept-Encoding` header: brotli first, then gzip; null for identity. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of String(header).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const wildcard = accepted.get('*');
  const allows = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!value) return 'accept-encoding';
  if (value.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return value;
  return `${value}, accept-encoding`;
}

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (payload.length < COMPRESS_MIN_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipAsync(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
