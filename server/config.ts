/**
 * Server configuration from the environment (documented in the README). Secrets that
 * are not given are generated once and kept in DATA_DIR, so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  adminPassword?: string;
  demoData: boolean;
  version: string;
}

export function readOrCreateSecret(dataDir: string, fileName: string, create: () => string): string {
  const path = join(dataDir, fileName);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const value = create();
  writeFileSync(path, value, { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || readOrCreateSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA !== '0',
    version: packageJson.version,
  };
}
