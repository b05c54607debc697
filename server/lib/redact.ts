/**
 * What the audit trail keeps of a request or response: passwords, tokens, the
 * Authorization header and file contents are replaced; very large bodies are cut.
 *
 * This runs on every API call (request and response, bodies and headers), so the
 * key checks are remembered per key name and strings are only searched for download
 * links when they contain the link's path.
 */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|jwt/i;
const FILE_KEY = /^(file|files|content|base64|data:.*)$/i;
const MAX_BODY_CHARS = 16_000;
const LONG_FILE_CHARS = 256;
const DOWNLOAD_PATH = '/api/files/';
export const REDACTED = '[REDACTADO]';

type KeyKind = 'secret' | 'file' | 'plain';
// Key names come mostly from our own payloads; the cap keeps arbitrary client keys from growing it.
const keyKinds = new Map<string, KeyKind>();
const KEY_CACHE_LIMIT = 5_000;

function kindOf(key: string): KeyKind {
  let kind = keyKinds.get(key);
  if (kind === undefined) {
    kind = SECRET_KEY.test(key) ? 'secret' : FILE_KEY.test(key) ? 'file' : 'plain';
    if (keyKinds.size < KEY_CACHE_LIMIT) keyKinds.set(key, kind);
  }
  return kind;
}

/**
 * Redactions of frozen objects, which cannot change: the session's permission tree is one
 * shared frozen object (server/plugins/auth.ts) that every `auth/me` answer carries.
 */
const frozenRedactions = new WeakMap<object, { depth: number; redacted: unknown }>();

export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (value.length > LONG_FILE_CHARS && value.startsWith('data:')) return '[ARCHIVO]';
    return redactDownloadLinks(value);
  }
  if (value === null || typeof value !== 'object') return value;
  // A date (a row's createdAt) is kept as the ISO text the answer carried, not as an empty object.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth > 8) return '[...]';
  if (Object.isFrozen(value)) {
    const known = frozenRedactions.get(value);
    if (known?.depth === depth) return known.redacted;
    const redacted = redactObject(value, depth);
    frozenRedactions.set(value, { depth, redacted });
    return redacted;
  }
  return redactObject(value, depth);
}

function redactObject(value: object, depth: number): unknown {
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const v = (value as Record<string, unknown>)[key];
    const kind = kindOf(key);
    if (kind === 'secret') out[key] = REDACTED;
    else if (kind === 'file' && typeof v === 'string' && v.length > LONG_FILE_CHARS) out[key] = '[ARCHIVO]';
    else out[key] = redact(v, depth + 1);
  }
  return out;
}

/** Signed download links are credentials too: keep the path, hide the token. */
export function redactDownloadLinks(text: string): string {
  if (!text.includes(DOWNLOAD_PATH)) return text;
  return text.replace(/\/api\/files\/[^\s"?]+/g, `${DOWNLOAD_PATH}${REDACTED}`);
}

/** A serialized body too long to keep; the trail records its size only. */
export const isLongBody = (text: string) => text.length > MAX_BODY_CHARS;

/** Parses a serialized body when it is JSON and small enough; describes it otherwise. */
export function bodyForAudit(payload: unknown, contentType: string | undefined): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload !== 'string') {
    if (Buffer.isBuffer(payload)) return `[${contentType ?? 'binario'}: ${payload.length} bytes]`;
    if (typeof payload === 'object' && !('pipe' in payload)) return redact(payload);
    return `[${contentType ?? 'flujo de datos'}]`;
  }
  if (!contentType?.includes('json')) return payload.length > 200 ? `[${contentType ?? 'texto'}: ${payload.length} caracteres]` : payload;
  if (isLongBody(payload)) return { truncado: true, tamano: payload.length };
  try {
    return redact(JSON.parse(payload));
  } catch {
    return payload.slice(0, 200);
  }
}

/** Request or response headers (a flat map) with secrets replaced. */
export function headersForAudit(headers: Record<string, unknown>): Record<string, unknown> {
  return redact(headers) as Record<string, unknown>;
}
