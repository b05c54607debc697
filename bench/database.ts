/**
 * Which PostgreSQL server to measure, and a throw-away database on it: `bench_<pid>`,
 * created at the start and dropped (WITH FORCE) at the end. Same approach as the test
 * support code, written again here so the benchmark does not depend on test files.
 */
import pg from 'pg';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type PostgresChoice = { url: string; source: string } | { skip: string };

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local default when it answers. */
export async function choosePostgres(): Promise<PostgresChoice> {
  const configured = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : null;
  const url = configured ? process.env[configured]! : DEFAULT_POSTGRES_URL;
  const failure = await reachable(url);
  if (failure) {
    return { skip: configured ? `${configured} (${redact(url)}) is not reachable: ${failure}` : `no BENCH_DATABASE_URL/TEST_DATABASE_URL and ${DEFAULT_POSTGRES_URL} is not reachable: ${failure}` };
  }
  return { url, source: `${configured ?? 'default'} → ${redact(url)}` };
}

export interface BenchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

export async function createBenchDatabase(baseUrl: string): Promise<BenchDatabase> {
  const name = `bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        // pool.end() resolves before every backend has gone; terminating one that is still
        // closing makes pg emit an unhandled 'error'. Wait up to 5 s, then force.
        for (let i = 0; i < 50; i++) {
          const [row] = (await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows as { n: number }[];
          if (row.n === 0) break;
          await new Promise((done) => setTimeout(done, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Server version and the settings that matter for these measurements. */
export async function describePostgres(rawQuery: (sql: string) => Promise<Record<string, unknown>[]>): Promise<string> {
  const [row] = await rawQuery(
    `select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers,
            current_setting('work_mem') as work_mem, current_setting('max_parallel_workers_per_gather') as parallel,
            current_setting('jit') as jit`,
  );
  return `PostgreSQL ${row.version} (shared_buffers ${row.shared_buffers}, work_mem ${row.work_mem}, max_parallel_workers_per_gather ${row.parallel}, jit ${row.jit})`;
}
