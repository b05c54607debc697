/**
 * One audit trail entry and its storable JSON text. An entry holds whatever a client can
 * send (path, query, headers, body, user agent), and PostgreSQL cannot store two kinds of
 * characters in text or json values: NUL and UTF-16 surrogates without their pair. Those
 * are written as the escape a reader can see (`\u0000`, `\ud800`) and the entry says so:
 * `req.saneado` lists the parts that were altered (e.g. `["req.query", "origin"]`).
 */

/** One trail entry as written: the `audits` columns by their SQL names. */
export interface AuditEntry {
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  origin: string | null;
  endpoint: string;
  method: string;
  status_code: number;
  response_time: number;
  req: unknown;
  res: unknown;
}

/** Key of `req` that lists the altered parts of an entry. */
export const SANITIZED_KEY = 'saneado';

// eslint-disable-next-line no-control-regex -- NUL is exactly what this finds
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const UNSTORABLE_TEST = new RegExp(UNSTORABLE.source);
/**
 * JSON.stringify writes NUL and lone surrogates (only those of the unstorable characters) as
 * these escapes: a serialized entry without any has nothing to alter. A client's literal
 * backslash text may also match; the entry is then walked and found clean.
 */
const SERIALIZED_SUSPECT = /\\u0000|\\ud[89a-f][0-9a-f]{2}/;

const escapeOf = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with NUL and lone surrogates written as visible escapes. */
export const storableText = (text: string) => text.replace(UNSTORABLE, escapeOf);

/** The value with every text (keys included) storable; `onAltered` runs when anything changed. */
function storableValue(value: unknown, onAltered: () => void, depth = 0): unknown {
  if (typeof value === 'string') {
    if (!UNSTORABLE_TEST.test(value)) return value;
    onAltered();
    return storableText(value);
  }
  if (value === null || typeof value !== 'object' || depth > 64) return value;
  if (Array.isArray(value)) return value.map((item) => storableValue(item, onAltered, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    let storableKey = key;
    if (UNSTORABLE_TEST.test(key)) {
      onAltered();
      storableKey = storableText(key);
    }
    out[storableKey] = storableValue(item, onAltered, depth + 1);
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The entry with every part storable and `req.saneado` naming the parts that changed. */
export function storableEntry(entry: AuditEntry): AuditEntry {
  const altered: string[] = [];
  const part = (name: string, value: unknown) => storableValue(value, () => { if (!altered.includes(name)) altered.push(name); });
  const parts = (prefix: 'req' | 'res', value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, part(`${prefix}.${key}`, item)])) : part(prefix, value);
  const clean: AuditEntry = {
    ...entry,
    user_name: part('user_name', entry.user_name) as string | null,
    origin: part('origin', entry.origin) as string | null,
    endpoint: part('endpoint', entry.endpoint) as string,
    method: part('method', entry.method) as string,
    req: parts('req', entry.req),
    res: parts('res', entry.res),
  };
  if (altered.length === 0) return entry;
  clean.req = { ...(isRecord(clean.req) ? clean.req : { valor: clean.req }), [SANITIZED_KEY]: altered };
  return clean;
}

/** The entry as JSON text that PostgreSQL stores (walked only when its text shows an escape to look at). */
export function serializeEntry(entry: AuditEntry): string {
  const text = JSON.stringify(entry);
  return SERIALIZED_SUSPECT.test(text) ? JSON.stringify(storableEntry(entry)) : text;
}
