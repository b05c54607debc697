/**
 * Fills `audits` with synthetic rows in SQL (INSERT ... SELECT generate_series): 200
 * endpoints such as '/api/users/105' (skewed: a few are hot), 30 users, a method and
 * status mix, created_at spread over the last 365 days in insertion order (an audit
 * trail is append-only), small json req/res (the columns are json, migration 0021).
 * PostgreSQL gets one statement; PGlite (single-threaded WASM that cannot be interrupted
 * mid-statement) gets chunks so it can stop at a time budget.
 */
import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../server/db/client';

/** BENCH_AUDIT_ROWS sets the size (issue 19's figure is 10,000,000 over 12 monthly partitions). */
export const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
export const PGLITE_BUDGET_MS = 180_000;
const PGLITE_CHUNK = 100_000;

/** Endpoint k (0..199) is PREFIXES[k / 20] + '/' + (100 + k % 20). */
export const PREFIXES = [
  '/api/users', '/api/roles', '/api/files', '/api/funcionarios', '/api/expedientes',
  '/api/data-init/estados', '/api/data-init/municipios', '/api/reportes', '/api/configuracion', '/api/permisos',
];
export const endpointOf = (k: number) => `${PREFIXES[Math.floor(k / 20)]}/${100 + (k % 20)}`;
/** User u (1..30) is named usuario01..usuario30. */
export const userNameOf = (u: number) => `usuario${String(u).padStart(2, '0')}`;

const PREFIX_ARRAY = `ARRAY[${PREFIXES.map((p) => `'${p}'`).join(',')}]`;

/** Inserts rows first..last (inclusive) of the synthetic trail. */
const INSERT_SQL = `
INSERT INTO audits (created_at, user_id, user_name, origin, endpoint, method, status_code, response_time, req, res)
SELECT
  -- Appended in time order like the real trail (id and created_at grow together), with
  -- a little jitter; row AUDIT_ROWS is now, row 1 is 365 days ago.
  now() - interval '365 days' * (1 - x.g::float8 / ${AUDIT_ROWS}) - random() * interval '30 seconds',
  x.u,
  'usuario' || lpad(x.u::text, 2, '0'),
  '10.20.' || (x.u % 8) || '.' || (10 + x.u),
  (${PREFIX_ARRAY})[x.k / 20 + 1] || '/' || (100 + x.k % 20),
  x.method,
  x.status,
  1 + floor(random() * random() * 800)::int,
  json_build_object(
    'body', CASE WHEN x.method IN ('POST', 'PUT') THEN json_build_object('nombre', 'Registro ' || x.g, 'activo', true) END,
    'query', json_build_object('page', 1 + x.g % 5, 'pageSize', 10),
    'headers', json_build_object('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0', 'accept', 'application/json')),
  json_build_object(
    'body', json_build_object('statusCode', x.status, 'message', CASE WHEN x.status < 400 THEN 'OK' ELSE 'Error' END),
    'headers', json_build_object('content-type', 'application/json; charset=utf-8'))
FROM (
  SELECT g, u, k, method,
    CASE WHEN rs < 0.85 THEN CASE WHEN method = 'POST' THEN 201 ELSE 200 END
         WHEN rs < 0.90 THEN 400 WHEN rs < 0.93 THEN 401 WHEN rs < 0.96 THEN 403 WHEN rs < 0.99 THEN 404 ELSE 500 END AS status
  FROM (
    SELECT g, u, k, rs,
      CASE WHEN rm < 0.70 THEN 'GET' WHEN rm < 0.85 THEN 'POST' WHEN rm < 0.95 THEN 'PUT' ELSE 'DELETE' END AS method
    FROM (
      SELECT g, 1 + floor(random() * 30)::int AS u, floor(200 * random() ^ 2)::int AS k, random() AS rm, random() AS rs
      FROM generate_series($1::int, $2::int) AS g
    ) a
  ) b
) x`;

/**
 * VACUUM (ANALYZE) after seeding, unless BENCH_VACUUM=0 (ANALYZE only: the state right
 * after a bulk load). Migrations 0012 and 0017 have autovacuum visit the audit trail and
 * the search tables after 1–2 % new rows, so a running database has their visibility map
 * set and counts read the indexes alone: that steady state is what the targets are about.
 */
export const vacuumRequested = () => process.env.BENCH_VACUUM !== '0';

export interface AuditSeedResult {
  inserted: number;
  insertMs: number;
  analyzeMs: number;
  /** Why fewer than AUDIT_ROWS were inserted, when that happened. */
  reduced?: string;
}

export async function seedAudits(database: DatabaseHandle, log: (line: string) => void): Promise<AuditSeedResult> {
  const started = performance.now();
  let inserted = 0;
  let reduced: string | undefined;
  // The trail is partitioned by month (migration 0031): the year's months exist before the
  // rows arrive, as they do on a running server, instead of filling the default partition.
  await database.rawQuery("SELECT audit_partition_create(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => i)) FROM generate_series(0, 12) AS i");
  if (database.kind === 'postgres') {
    await database.rawQuery(INSERT_SQL, [1, AUDIT_ROWS]);
    inserted = AUDIT_ROWS;
  } else {
    let lastChunkMs = 0;
    while (inserted < AUDIT_ROWS) {
      const elapsed = performance.now() - started;
      // Chunks get slower as the indexes grow: allow 30 % headroom on the last one.
      if (inserted > 0 && elapsed + lastChunkMs * 1.3 > PGLITE_BUDGET_MS) {
        reduced = `PGlite inserted ${inserted.toLocaleString('en-US')} rows in ${(elapsed / 1000).toFixed(0)} s; the next ${PGLITE_CHUNK.toLocaleString('en-US')} (last chunk ${(lastChunkMs / 1000).toFixed(1)} s) would pass the ${PGLITE_BUDGET_MS / 1000} s budget, so ${AUDIT_ROWS.toLocaleString('en-US')} would take too long`;
        break;
      }
      const chunkStarted = performance.now();
      const count = Math.min(PGLITE_CHUNK, AUDIT_ROWS - inserted);
      await database.rawQuery(INSERT_SQL, [inserted + 1, inserted + count]);
      inserted += count;
      lastChunkMs = performance.now() - chunkStarted;
      log(`    … ${inserted.toLocaleString('en-US')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  const insertMs = performance.now() - started;
  const analyzeStarted = performance.now();
  // VACUUM sets the visibility map, as autovacuum does on a long-lived trail: index-only
  // scans (counts) then skip the table.
  await database.rawQuery(vacuumRequested() ? 'VACUUM (ANALYZE) audits' : 'ANALYZE audits');
  return { inserted, insertMs, analyzeMs: performance.now() - analyzeStarted, reduced };
}
