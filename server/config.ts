/**
 * Server configuration from the environment (documented in the README). Secrets that
 * are not given are generated once and kept in DATA_DIR, so restarts keep sessions.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOG_LEVELS, type LogLevel } from './plugins/requestLog';
import { DEFAULT_AUDIT_RETENTION_MONTHS } from './lib/auditPartitions';
import type { S3StorageOptions } from './lib/s3Storage';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  adminPassword?: string;
  demoData: boolean;
  version: string;
  /** JSON request log level (LOG_LEVEL): info unless told otherwise; `silent` turns it off. */
  logLevel: LogLevel;
  /** Files on S3-compatible storage when S3_BUCKET is set; the local disk otherwise. */
  s3?: S3StorageOptions;
  /** Months of audit trail kept in the database (AUDIT_RETENTION_MONTHS; 0 keeps all). */
  auditRetentionMonths: number;
}

function retentionFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_AUDIT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 0 || months > 1200) throw new Error('AUDIT_RETENTION_MONTHS must be a whole number of months (0 keeps all)');
  return months;
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || undefined,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    // Without keys the SDK's own chain applies (AWS_* variables, instance roles).
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    prefix: env.S3_PREFIX || undefined,
  };
}

function logLevelFromEnv(value: string | undefined): LogLevel {
  if (!value) return 'info';
  const level = LOG_LEVELS.find((known) => known === value.toLowerCase());
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return level;
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
    logLevel: logLevelFromEnv(env.LOG_LEVEL),
    s3: s3FromEnv(env),
    auditRetentionMonths: retentionFromEnv(env.AUDIT_RETENTION_MONTHS),
  };
}
