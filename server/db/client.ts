/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise PGlite
 * (PostgreSQL in-process) under a data folder, or in memory for tests. Both are
 * exposed as the common Drizzle PostgreSQL type, so repositories never see the driver.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { retryTransactions } from './transactionRetry';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs raw SQL text (benchmarks, tests); returns the rows. */
  rawQuery: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  /**
   * Hears `channel`'s notifications (sent when the notifying transaction commits).
   * `onListening(true)` once they are heard, `false` whenever they may be missed (the
   * listening connection dropped; it reconnects). Returns the function that stops it.
   */
  listen: (channel: string, handlers: { onNotify: () => void; onListening: (listening: boolean) => void }) => Promise<() => Promise<void>>;
  /** Transactions run again after a deadlock or a serialization failure (./transactionRetry.ts), since the start. */
  retriedTransactions: () => number;
  close: () => Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The PostgreSQL extensions PGlite loads (the migrations create them). */
export const pgliteExtensions = { pg_trgm, unaccent };

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; when absent (and no URL) the database lives in memory. */
  dataDir?: string;
  /**
   * PGlite: starts from this dump of a data folder (`PGlite.dumpDataDir`), e.g. the tests'
   * database migrated and seeded once; the migrations and `afterMigrations` still run and
   * find nothing left to do.
   */
  initialDataDir?: Blob;
  poolSize?: number;
  /** How the pool's connections name themselves in pg_stat_activity (default 'policia'). */
  applicationName?: string;
  /**
   * Runs after the migrations while the start-up lock is still held (the seed): on
   * PostgreSQL, instances starting at the same moment take turns, so one applies the
   * migrations and seeds, and the others wait and find nothing left to do.
   */
  afterMigrations?: (db: Database) => Promise<void>;
}

/** Key of the advisory lock that serialises start-ups on one PostgreSQL database. */
const STARTUP_LOCK_KEY = 727_001;

async function underStartupLock(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url, application_name: 'policia-startup' });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    // Ending the session releases the lock even if the unlock could not be sent.
    await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

const RELISTEN_DELAY_MS = 1_000;
/** A connection that dies without a word (a network cut) is noticed within this time. */
const HEARTBEAT_MS = 5_000;

/** How the listening connections name themselves in pg_stat_activity (operators and tests find them by it). */
export const LISTENER_APPLICATION_NAME = 'policia-listen';

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries).
 * When it drops, or stops answering the heartbeat, the listener says so and connects
 * again after a second, until stopped.
 */
async function listenOnServer(url: string, channel: string, { onNotify, onListening }: { onNotify: () => void; onListening: (listening: boolean) => void }) {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    const connection = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEARTBEAT_MS / 2, application_name: LISTENER_APPLICATION_NAME });
    let lost = false;
    let heartbeat: NodeJS.Timeout | null = null;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (heartbeat) clearInterval(heartbeat);
      client = null;
      onListening(false);
      connection.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    connection.on('notification', (message) => { if (message.channel === channel) onNotify(); });
    connection.on('error', onLost);
    connection.on('end', onLost);
    try {
      await connection.connect();
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await connection.end().catch(() => {});
      return;
    }
    client = connection;
    heartbeat = setInterval(() => void connection.query('select 1').catch(onLost), HEARTBEAT_MS);
    heartbeat.unref();
    onListening(true);
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    onListening(false);
    const connection = client;
    client = null;
    await connection?.end().catch(() => {});
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? 'policia',
    });
    // An idle connection the server ends (restart, failover, pg_terminate_backend) is
    // dropped by the pool, which then says so here; without a listener that event would
    // end the process. Requests meanwhile get a 503 and the next ones open new connections.
    pool.on('error', () => {});
    let retried = 0;
    const db = retryTransactions(drizzlePg(pool, { schema }), () => { retried++; });
    await underStartupLock(options.url, async () => {
      await migratePg(db, { migrationsFolder });
      await options.afterMigrations?.(db);
    });
    return {
      db,
      kind: 'postgres',
      rawQuery: async (sql, params) => (await pool.query(sql, params)).rows as Record<string, unknown>[],
      listen: (channel, handlers) => listenOnServer(options.url!, channel, handlers),
      retriedTransactions: () => retried,
      close: () => pool.end(),
    };
  }
  const client = new PGlite(options.dataDir ?? 'memory://', { extensions: pgliteExtensions, loadDataDir: options.initialDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await options.afterMigrations?.(db);
  return {
    db,
    kind: 'pglite',
    rawQuery: async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows,
    // In-process: a notification is delivered as soon as its statement (or transaction) completes.
    listen: async (channel, { onNotify, onListening }) => {
      const stop = await client.listen(channel, onNotify);
      onListening(true);
      return async () => {
        onListening(false);
        await stop();
      };
    },
    // One connection: transactions run one after the other and never deadlock.
    retriedTransactions: () => 0,
    close: () => client.close(),
  };
}
