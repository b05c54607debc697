/**
 * What every answer to a malformed request must be: no 5xx; the envelope
 * `{statusCode, message, errors?}` with the answer's status; Spanish texts; and a refused
 * write stores nothing (counted by triggers on every table, see `installWriteCounter`).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseHandle } from '../../../server/db/client';

/** Words of English error texts (yup's defaults, Fastify's and Ajv's bodies, driver errors). */
const ENGLISH = /\b(must|cannot|should|required|invalid|expected|unexpected|field|body|request|payload|not found|unsupported|allowed|format|type|params|querystring|bad|internal|server error|too large|this)\b/i;

export function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`respuesta ${response.statusCode}`);
  const contentType = String(response.headers['content-type'] ?? '');
  if (response.statusCode < 400 && !contentType.includes('json')) return problems;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    problems.push(`respuesta ${response.statusCode} sin JSON (${contentType}): ${response.body.slice(0, 120)}`);
    return problems;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [...problems, `respuesta fuera del sobre: ${response.body.slice(0, 120)}`];
  const envelope = body as { statusCode?: unknown; message?: unknown; errors?: unknown };
  if (envelope.statusCode !== response.statusCode) problems.push(`statusCode ${String(envelope.statusCode)} ≠ ${response.statusCode}`);
  if (response.statusCode >= 400) {
    if (typeof envelope.message !== 'string' || !envelope.message) problems.push('error sin mensaje');
    if (envelope.errors !== undefined && (!Array.isArray(envelope.errors) || envelope.errors.some((e) => typeof e !== 'string'))) problems.push('errors no es una lista de textos');
    const texts = [envelope.message, ...(Array.isArray(envelope.errors) ? envelope.errors : [])].filter((t): t is string => typeof t === 'string');
    // Field and parameter names are quoted «like this» and may be English identifiers.
    for (const text of texts) if (ENGLISH.test(text.replace(/«[^»]*»/g, ''))) problems.push(`texto en inglés: "${text.slice(0, 120)}"`);
  }
  return problems;
}

/**
 * Tables whose rows change on refused calls by design: the audit trail (every call), the
 * revoked sessions (logout) and the login throttle.
 */
const UNCOUNTED = ['audits', 'revoked_tokens', 'fuzz_writes'];

/** Row triggers on every other table count the rows written per table, in the same transaction as the write. */
export async function installWriteCounter(database: DatabaseHandle): Promise<void> {
  await database.rawQuery('create table fuzz_writes (table_name text primary key, n bigint not null)');
  await database.rawQuery(`create function fuzz_count_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_writes values (TG_TABLE_NAME, 1) on conflict (table_name) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`);
  const tables = await database.rawQuery("select tablename from pg_tables where schemaname = 'public'");
  for (const { tablename } of tables) {
    const name = String(tablename);
    // The audit trail's monthly partitions (audits_2026_11, audits_default) are the trail too.
    if (UNCOUNTED.includes(name) || name.startsWith('login_') || /^audits_(default|\d{4}_\d{2})$/.test(name)) continue;
    await database.rawQuery(`create trigger fuzz_count after insert or update or delete on "${name}" for each row execute function fuzz_count_write()`);
  }
}

/** Rows written so far, per table. */
export async function writesSoFar(database: DatabaseHandle): Promise<Map<string, number>> {
  const rows = await database.rawQuery('select table_name, n from fuzz_writes');
  return new Map(rows.map((r) => [String(r.table_name), Number(r.n)]));
}

/** The tables whose count changed between two snapshots. */
export function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
}
