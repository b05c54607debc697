/**
 * Builds the app in-process on a fresh database: PGlite in memory, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), each a copy of the run's
 * migrated and seeded template (tests/support/databaseTemplates.ts). API test files call
 * `describeOnEachDatabase` so every case runs on both when PostgreSQL is available.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { localStorage, type FileStorage } from '../../server/lib/storage';
import { DEMO_PASSWORD } from '../../server/seed/passwords';
import { ADMIN_PASSWORD, databaseUrl, pgliteTemplate, postgresTemplate, seedTestDatabase, templateFor, waitUntilUnused } from './databaseTemplates';

export { ADMIN_PASSWORD, DEMO_PASSWORD };

export type DatabaseKind = 'pglite' | 'postgres';

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
  login: (username?: string, password?: string) => Promise<string>;
  call: (token: string | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
}

/** A new database on the PostgreSQL server of TEST_DATABASE_URL: empty, or a copy of `template`. */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: databaseUrl(base, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // pool.end() resolves before its sockets close: FORCE would kill a closing
      // connection, whose error (57P01) then surfaces as an unhandled error of the run.
      await waitUntilUnused(client, name);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret';
export const TEST_VERSION = '1.0.0-test';

export async function createTestApp(kind: DatabaseKind = 'pglite', options: { demoData?: boolean } = {}): Promise<TestApp> {
  return createCustomTestApp(kind, options);
}

export interface CustomTestAppOptions {
  demoData?: boolean;
  /** Runs on the migrated, seeded database before the app is built (extra tables...). */
  prepareDatabase?: (database: DatabaseHandle) => Promise<void>;
  /** Passed to `buildApp`: routes registered before the app is ready. */
  extraRoutes?: AppOptions['extraRoutes'];
  staticDir?: string;
  /** An existing PostgreSQL database to share with another app (not dropped at close). */
  databaseUrl?: string;
  /** File storage to use instead of a temporary folder on the local disk. */
  storage?: FileStorage;
}

/** `createTestApp` with hooks for tests that extend the app (fixture resources, static files). */
export async function createCustomTestApp(kind: DatabaseKind, options: CustomTestAppOptions = {}): Promise<TestApp> {
  // A copy of this run's prepared template when there is one; the migrations and the seed
  // then find nothing left to do (or only the administrator, on the 'migrated' template).
  const demoData = options.demoData ?? true;
  const template = templateFor(demoData);
  const pgDatabase = kind === 'postgres' && !options.databaseUrl ? await createPostgresDatabase(postgresTemplate(template)) : null;
  const url = options.databaseUrl ?? pgDatabase?.url;
  const afterMigrations = seedTestDatabase(demoData);
  const database = await openDatabase(url ? { url, afterMigrations } : { afterMigrations, initialDataDir: pgliteTemplate(template) });
  await options.prepareDatabase?.(database);
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-files-'));
  const app = await buildApp({
    database,
    storage: options.storage ?? localStorage(filesDir),
    jwtSecret: TEST_JWT_SECRET,
    version: TEST_VERSION,
    extraRoutes: options.extraRoutes,
    staticDir: options.staticDir,
  });
  await app.ready();

  const call: TestApp['call'] = (token, options) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  const login = async (username = 'admin', password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
    return response.json().data.access_token as string;
  };

  return {
    app,
    database,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await pgDatabase?.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** Runs a suite once per available database kind. */
export function describeOnEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(kind));
}
