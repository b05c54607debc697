/**
 * `npm start`: builds the browser app when the build is missing or older than its
 * sources, opens the database (PGlite under DATA_DIR unless DATABASE_URL is set),
 * applies migrations, seeds on first start, prints the admin credentials and serves
 * everything on PORT. SIGINT/SIGTERM finish in-flight requests before exiting.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { loadConfig, readOrCreateSecret } from './config';
import { openDatabase, type Database } from './db/client';
import { localStorage } from './lib/storage';
import { stopHashing } from './lib/passwordHashing';
import { ADMIN_USERNAME, seed } from './seed';

const root = resolve(import.meta.dirname, '..');
/** How long SIGTERM waits for the requests in flight before giving up. */
const SHUTDOWN_TIMEOUT_MS = 30_000;
const distDir = join(root, 'dist');
const BROWSER_SOURCES = ['src', 'public', 'resources', 'dataProvider', 'authProvider', 'i18n', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

function buildBrowserIfStale() {
  // BROWSER_BUILD=0: serve dist/ as it is (tests that start the server as a process).
  if (process.env.BROWSER_BUILD === '0') return;
  const built = join(distDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...BROWSER_SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt > sourcesAt) return;
  console.log('Compilando la aplicación del navegador...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

async function main() {
  const config = loadConfig();
  buildBrowserIfStale();
  const adminPassword = config.adminPassword ?? readOrCreateSecret(config.dataDir, 'admin-password', () => randomBytes(9).toString('base64url'));
  // Seeding runs under the start-up lock: instances starting together seed once.
  const afterMigrations = async (db: Database) => {
    await seed(db, { adminPassword, demoData: config.demoData });
  };
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, afterMigrations } : { dataDir: join(config.dataDir, 'pglite'), afterMigrations });

  const app = await buildApp({
    database,
    // The S3 client is loaded only by deployments that use it.
    storage: config.s3 ? (await import('./lib/s3Storage')).s3Storage(config.s3) : localStorage(join(config.dataDir, 'files')),
    jwtSecret: config.jwtSecret,
    version: config.version,
    auditRetentionMonths: config.auditRetentionMonths,
    staticDir: distDir,
    logLevel: config.logLevel,
  });
  await app.listen({ port: config.port, host: config.host });

  console.log(`\nSistema de Administración de Personal listo en http://localhost:${config.port}`);
  console.log(`Base de datos: ${database.kind === 'pglite' ? `PGlite en ${join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`);
  console.log(`Administrador: usuario "${ADMIN_USERNAME}", contraseña "${adminPassword}"`);
  console.log(`Descripción de la API: http://localhost:${config.port}/api/docs\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} recibido: terminando las peticiones en curso...`);
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      console.error('El cierre tardó demasiado: se termina el proceso.');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      // Stops accepting connections, lets the requests in flight finish, then runs the
      // onClose hooks (the audit trail writes its pending entries), then the database closes.
      await app.close();
      await database.close();
      stopHashing();
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
