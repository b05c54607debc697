/**
 * No lost update: every editable row carries an integer `version`, raised by one on every
 * update and returned on every read. An edit may send the version it read; the update
 * then runs as `UPDATE ... WHERE id = $1 AND version = $2`, so a stale edit changes
 * nothing and answers 409. The version is optional: a client that sends none edits the
 * latest row as before (older API clients keep working).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { integer, type PgColumn } from 'drizzle-orm/pg-core';
import { ApiError, badRequest } from './envelope';

export const STALE_VERSION_MESSAGE = 'El registro fue modificado por otro usuario. Recargue e intente de nuevo.';
export const VERSION_INVALID_MESSAGE = 'La versión del registro debe ser un número entero positivo';

/** The 409 of an edit based on a stale version. */
export const staleVersion = () => new ApiError(409, STALE_VERSION_MESSAGE);

/** The OpenAPI property every update body documents. */
export const versionProperty = {
  version: {
    type: 'integer', minimum: 1, maximum: 2147483647,
    description: 'Versión del registro leída por el cliente (opcional): si ya cambió, 409 y no se guarda nada',
  },
} as const;

/**
 * The version a body sends: undefined when absent or null; 400 when not a positive integer
 * (a string of digits is accepted, as forms may send one).
 */
export function sentVersion(body: unknown): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>).version;
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > 2147483647) throw badRequest([VERSION_INVALID_MESSAGE]);
  return number;
}

/** The SET part that raises the version. */
export const nextVersion = (column: PgColumn) => sql`${column} + 1`;

/** `id = $1` plus `version = $2` when a version was sent. */
export function sameVersion(idColumn: PgColumn, id: number, versionColumn: PgColumn, expected: number | undefined): SQL {
  return expected === undefined ? eq(idColumn, id) : and(eq(idColumn, id), eq(versionColumn, expected))!;
}

/** Throws the 409 when a locked or read row's version is not the one the client sent. */
export function assertVersion(row: { version: number }, expected: number | undefined) {
  if (expected !== undefined && row.version !== expected) throw staleVersion();
}

/** The `version` column every editable table declares. */
export const versionColumn = () => integer('version').notNull().default(1);
