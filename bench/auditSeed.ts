/**
 * Fills `audits` with synthetic rows in SQL (INSERT ... SELECT generate_series): 200
 * endpoints such as '/api/users/105' (skewed: a few are hot), 30 users, a method and
 * status mix, created_at spread over the last 365 days in insertion order (an audit
 * trail is append-only), small json req/res (the columns are json, migration 0021).
 * PostgreSQL gets one statement per month partition with the secondary indexes built
 * afterwards (`seedPostgres`); PGlite (single-threaded WASM that cannot be interrupted
 * mid-statement) gets chunks through the parent so it can stop at a time budget.
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

/**
 * Inserts rows $1..$2 (inclusive) of the synthetic trail into `target`. $3 is the seed's
 * "now" (one instant for every statement), $4 the id of row 0 (ids grow with g, so with
 * created_at, even when months are inserted side by side), $5/$6 the bounds a row's time is
 * kept in (its month partition, or the whole year when inserting through the parent).
 */
const insertSql = (target: string) => `
INSERT INTO ${target} (id, created_at, user_id, user_name, origin, endpoint, method, status_code, response_time, req, res)
SELECT
  $4::bigint + x.g,
  -- Appended in time order like the real trail (id and created_at grow together), with
  -- a little jitter; row AUDIT_ROWS is now, row 1 is 365 days ago.
  least(greatest($3::timestamptz - interval '365 days' * (1 - x.g::float8 / ${AUDIT_ROWS}) - random() * interval '30 seconds', $5::timestamptz), $6::timestamptz - interval '1 microsecond'),
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

const YEAR_MS = 365 * 86_400_000;
/** The first row g whose time is at or after `at`. */
const firstRowAt = (now: number, at: number) => Math.max(1, Math.ceil(((at - now + YEAR_MS) / YEAR_MS) * AUDIT_ROWS));

/** Runs `jobs` with at most `lanes` at a time (each on its own pooled connection). */
async function inLanes(lanes: number, jobs: (() => Promise<unknown>)[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) await jobs[next++]();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

/** Two lanes: the bench machine has two cores, and the database does one statement per core. */
const LANES = 2;

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

/** [start, end) in epoch ms of the partition audits_YYYY_MM (months are UTC, migration 0032). */
function monthBounds(partition: string): [number, number] {
  const [year, month] = partition.slice('audits_'.length).split('_').map(Number);
  return [Date.UTC(year, month - 1, 1), Date.UTC(year, month, 1)];
}

/**
 * PostgreSQL bulk load: the secondary and GIN indexes are dropped (their definitions kept
 * from the catalogue), each month is inserted straight into its partition, two months at a
 * time, then the indexes are built again in one pass each (much cheaper than 10 million
 * index insertions) with a generous maintenance_work_mem. The table stays logged.
 * Inserting into partitions skips the parent's statement trigger that fills
 * `audit_user_names`, so the seed's 30 names are added by hand.
 */
async function seedPostgres(database: DatabaseHandle, now: number, firstId: number, log: (line: string) => void): Promise<void> {
  const indexes = await database.rawQuery(
    "SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = 'audits'::regclass AND NOT indisprimary",
  );
  for (const index of indexes) await database.rawQuery(`DROP INDEX ${String(index.name)}`);
  // The catalogue writes a partitioned index as `ON ONLY audits` (the parent alone): built
  // again without ONLY, it is built on every partition too.
  const months = await database.rawQuery(
    "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audits'::regclass AND c.relname ~ '^audits_[0-9]{4}_[0-9]{2}$' ORDER BY 1",
  );
  const started = performance.now();
  let inserted = 0;
  const jobs = months.flatMap((month) => {
    const name = String(month.name);
    const [lower, upper] = monthBounds(name);
    const first = firstRowAt(now, lower);
    const last = Math.min(AUDIT_ROWS, firstRowAt(now, upper) - 1);
    if (last < first) return [];
    return [async () => {
      await database.rawQuery(insertSql(`"${name}"`), [first, last, new Date(now), firstId, new Date(lower), new Date(upper)]);
      inserted += last - first + 1;
      log(`    … ${name}: ${(last - first + 1).toLocaleString('en-US')} rows; ${inserted.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }];
  });
  await inLanes(LANES, jobs);
  if (inserted !== AUDIT_ROWS) throw new Error(`the months took ${inserted} rows instead of ${AUDIT_ROWS}`);
  await database.rawQuery("INSERT INTO audit_user_names SELECT 'usuario' || lpad(u::text, 2, '0') FROM generate_series(1, 30) AS u ON CONFLICT DO NOTHING");
  const indexStarted = performance.now();
  // Several statements in one simple query run on one connection: the settings apply to the build.
  await inLanes(LANES, indexes.map((index) => async () => {
    const builtFrom = performance.now();
    await database.rawQuery(`SET maintenance_work_mem = '1GB'; SET max_parallel_maintenance_workers = 0; ${String(index.definition).replace(' ON ONLY ', ' ON ')}; RESET maintenance_work_mem; RESET max_parallel_maintenance_workers`);
    log(`    … index ${String(index.name)} built in ${((performance.now() - builtFrom) / 1000).toFixed(1)} s`);
  }));
  log(`    … ${indexes.length} indexes built in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
}

export async function seedAudits(database: DatabaseHandle, log: (line: string) => void): Promise<AuditSeedResult> {
  const started = performance.now();
  let inserted = 0;
  let reduced: string | undefined;
  // The trail is partitioned by month (migration 0032): the year's months exist before the
  // rows arrive, as they do on a running server, instead of filling the default partition.
  await database.rawQuery("SELECT audit_partition_create(date_trunc('month', now() AT TIME ZONE 'UTC') - make_interval(months => i)) FROM generate_series(0, 12) AS i");
  // One instant for every statement; ids follow on from the sequence, which then moves past them.
  const now = Date.now();
  const firstId = Number((await database.rawQuery("SELECT nextval('audits_id_seq') AS id"))[0].id);
  const wholeYear = [new Date(now - 2 * YEAR_MS), new Date(now + YEAR_MS)];
  if (database.kind === 'postgres') {
    await seedPostgres(database, now, firstId, log);
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
      await database.rawQuery(insertSql('audits'), [inserted + 1, inserted + count, new Date(now), firstId, ...wholeYear]);
      inserted += count;
      lastChunkMs = performance.now() - chunkStarted;
      log(`    … ${inserted.toLocaleString('en-US')} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  await database.rawQuery("SELECT setval('audits_id_seq', $1::bigint)", [firstId + inserted]);
  const insertMs = performance.now() - started;
  const analyzeStarted = performance.now();
  // VACUUM sets the visibility map, as autovacuum does on a long-lived trail: index-only
  // scans (counts) then skip the table. On PostgreSQL month by month, two at a time, then
  // the parent's own statistics (ANALYZE of a partitioned table samples its partitions).
  if (vacuumRequested() && database.kind === 'postgres') {
    const partitions = await database.rawQuery("SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'audits'::regclass");
    await inLanes(LANES, partitions.map((partition) => () => database.rawQuery(`VACUUM (ANALYZE) "${String(partition.name)}"`)));
    await database.rawQuery('ANALYZE audits');
  } else {
    await database.rawQuery(vacuumRequested() ? 'VACUUM (ANALYZE) audits' : 'ANALYZE audits');
  }
  return { inserted, insertMs, analyzeMs: performance.now() - analyzeStarted, reduced };
}
