/**
 * The test databases' starting points, built once per test run instead of once per app:
 * migrating and seeding takes seconds, copying a prepared database a fraction of that.
 *
 * Two templates, each the state `createTestApp` reached before: 'migrated' (every migration,
 * nothing seeded: apps with `demoData: false` seed the administrator on it) and 'demo'
 * (migrated and seeded with the administrator and the demo data). On PGlite a template is a
 * dump of the data folder (`dumpDataDir`) that a new in-memory database loads; on the
 * PostgreSQL server of TEST_DATABASE_URL it is a database that `CREATE DATABASE … TEMPLATE`
 * copies. The Vitest global setup (tests/support/globalSetup.ts) builds them and names them
 * to the test processes through environment variables; without them (a test run some other
 * way) apps migrate and seed as before.
 */
import { PGlite } from '@electric-sql/pglite';
import argon2 from 'argon2';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase, pgliteExtensions, type Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seed } from '../../server/seed';

export const ADMIN_PASSWORD = 'Admin2026!';

export type TemplateName = 'migrated' | 'demo';

/** Folder holding `<template>.tar` PGlite dumps of this run. */
const PGLITE_TEMPLATES_ENV = 'POLICIA_TEST_PGLITE_TEMPLATES';
/** Prefix of this run's template databases on the PostgreSQL server (`<prefix>_<template>`). */
const POSTGRES_TEMPLATES_ENV = 'POLICIA_TEST_POSTGRES_TEMPLATES';

/**
 * The seeded accounts' hashes in tests: argon2id with the least memory and time it allows
 * (about a millisecond) instead of its defaults (about 0.3 s of a core). Verifying a
 * password costs what its hash's parameters say, and the suite signs the seeded accounts in
 * thousands of times. Passwords set through the API, the unknown-user path and the
 * login-flood tests keep the production parameters.
 */
export const cheapTestHash = (password: string) => argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });

/** The seed every test app gets (the state of a first start with ADMIN_PASSWORD). */
export function seedTestDatabase(demoData: boolean) {
  return (db: Database) => seed(db, { adminPassword: ADMIN_PASSWORD, demoData, hashPassword: cheapTestHash }).then(() => undefined);
}

export function templateFor(demoData: boolean): TemplateName {
  return demoData ? 'demo' : 'migrated';
}

const loadedDumps = new Map<TemplateName, Blob>();

/** This run's PGlite dump of `template`, or undefined when none was built. */
export function pgliteTemplate(template: TemplateName): Blob | undefined {
  const folder = process.env[PGLITE_TEMPLATES_ENV];
  if (!folder) return undefined;
  const cached = loadedDumps.get(template);
  if (cached) return cached;
  const file = join(folder, `${template}.tar`);
  if (!existsSync(file)) return undefined;
  const dump = new Blob([readFileSync(file)]);
  loadedDumps.set(template, dump);
  return dump;
}

/** This run's template database for `template` on the PostgreSQL server, or undefined. */
export function postgresTemplate(template: TemplateName): string | undefined {
  const prefix = process.env[POSTGRES_TEMPLATES_ENV];
  return prefix ? `${prefix}_${template}` : undefined;
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Waits until no session uses database `name`: `pool.end()` resolves before its sockets
 * close, and a database in use can be neither dropped without killing them nor copied.
 */
export async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt++) {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function buildPgliteTemplates(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const client = new PGlite('memory://', { extensions: pgliteExtensions });
  try {
    // As openDatabase opens PGlite.
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    const write = async (template: TemplateName) => {
      const dump = await client.dumpDataDir('none');
      writeFileSync(join(folder, `${template}.tar`), Buffer.from(await dump.arrayBuffer()));
    };
    await write('migrated');
    await seedTestDatabase(true)(db);
    await write('demo');
  } finally {
    await client.close();
  }
}

async function buildPostgresTemplates(baseUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const template of ['migrated', 'demo'] as const) {
      const name = `${prefix}_${template}`;
      await admin.query(template === 'demo' ? `CREATE DATABASE "${name}" TEMPLATE "${prefix}_migrated"` : `CREATE DATABASE "${name}"`);
      const database = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 2, afterMigrations: template === 'demo' ? seedTestDatabase(true) : undefined });
      await database.close();
      await waitUntilUnused(admin, name);
    }
  } finally {
    await admin.end();
  }
}

async function dropPostgresTemplates(baseUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    for (const template of ['demo', 'migrated'] as const) await admin.query(`DROP DATABASE IF EXISTS "${prefix}_${template}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Dumps left by runs that were killed before their teardown (folders named `<pid>_<random>`). */
function removeAbandonedDumps(root: string): void {
  if (!existsSync(root)) return;
  for (const folder of readdirSync(root)) {
    const pid = Number(folder.split('_')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isRunning(pid)) rmSync(join(root, folder), { recursive: true, force: true });
  }
}

/**
 * Builds this run's templates (PGlite always, PostgreSQL when TEST_DATABASE_URL is set and
 * the run has files on it: `postgres: false` for the browser files, which all run on PGlite),
 * names them in the environment the test processes inherit, and returns their removal.
 */
export async function prepareTemplates({ postgres = true }: { postgres?: boolean } = {}): Promise<() => Promise<void>> {
  const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const root = resolve('.tmp', 'test-templates');
  removeAbandonedDumps(root);
  const folder = join(root, run);
  const baseUrl = postgres ? process.env.TEST_DATABASE_URL : undefined;
  const prefix = `test_template_${run}`;
  const remove = async () => {
    delete process.env[PGLITE_TEMPLATES_ENV];
    delete process.env[POSTGRES_TEMPLATES_ENV];
    rmSync(folder, { recursive: true, force: true });
    if (baseUrl) await dropPostgresTemplates(baseUrl, prefix);
  };
  try {
    await Promise.all([
      buildPgliteTemplates(folder),
      baseUrl ? buildPostgresTemplates(baseUrl, prefix) : Promise.resolve(),
    ]);
  } catch (error) {
    await remove().catch(() => undefined);
    throw error;
  }
  process.env[PGLITE_TEMPLATES_ENV] = folder;
  if (baseUrl) process.env[POSTGRES_TEMPLATES_ENV] = prefix;
  return remove;
}
