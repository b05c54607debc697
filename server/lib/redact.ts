/**
 * What the audit trail keeps of a request or response: passwords, tokens, the
 * Authorization header and file contents are replaced; very large bodies are cut.
 */
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|jwt/i;
const FILE_KEY = /^(file|files|content|base64|data:.*)$/i;
const MAX_BODY_CHARS = 16_000;
export const REDACTED = '[REDACTADO]';

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[...]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (SECRET_KEY.test(key)) out[key] = REDACTED;
      else if (FILE_KEY.test(key) && typeof v === 'string' && v.length > 256) out[key] = '[ARCHIVO]';
      else out[key] = redact(v, depth + 1);
    }
    return out;
  }
  if (typeof value === 'string' && value.startsWith('data:') && value.length > 256) return '[ARCHIVO]';
  if (typeof value === 'string') return redactDownloadLinks(value);
  return value;
}

/** Signed download links are credentials too: keep the path, hide the token. */
export function redactDownloadLinks(text: string): string {
  return text.replace(/\/api\/files\/[^\s"?]+/g, `/api/files/${REDACTED}`);
}

/** Parses a serialized body when it is JSON and small enough; describes it otherwise. */
export function bodyForAudit(payload: unknown, contentType: string | undefined): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  if (typeof payload !== 'string') {
    if (Buffer.isBuffer(payload)) return `[${contentType ?? 'binario'}: ${payload.length} bytes]`;
    if (typeof payload === 'object' && !('pipe' in payload)) return redact(payload);
    return `[${contentType ?? 'flujo de datos'}]`;
  }
  if (!contentType?.includes('json')) return payload.length > 200 ? `[${contentType ?? 'texto'}: ${payload.length} caracteres]` : payload;
  if (payload.length > MAX_BODY_CHARS) return { truncado: true, tamano: payload.length };
  try {
    return redact(JSON.parse(payload));
  } catch {
    return payload.slice(0, 200);
  }
}

export function headersForAudit(headers: Record<string, unknown>): Record<string, unknown> {
  return redact(headers) as Record<string, unknown>;
}
