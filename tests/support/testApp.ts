/**
 * Builds the app in-process on a fresh database: PGlite in memory, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped afterwards). API test files call
 * `describeOnEachDatabase` so every case runs on both when PostgreSQL is available.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { localStorage } from '../../server/lib/storage';
import { seed } from '../../server/seed';

export const ADMIN_PASSWORD = 'Admin2026!';
export const DEMO_PASSWORD = 'Demo2026!';

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

async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(kind: DatabaseKind = 'pglite', options: { demoData?: boolean } = {}): Promise<TestApp> {
  const pgDatabase = kind === 'postgres' ? await createPostgresDatabase() : null;
  const database = await openDatabase(pgDatabase ? { url: pgDatabase.url } : {});
  await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: options.demoData ?? true });
  const filesDir = mkdtempSync(join(tmpdir(), 'policia-files-'));
  const app = await buildApp({ database, storage: localStorage(filesDir), jwtSecret: 'test-secret-test-secret-test-secret', version: '1.0.0-test' });
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
