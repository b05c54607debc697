/**
 * The last line against lock-order mistakes: on PostgreSQL a transaction that the server
 * aborts for a deadlock (40P01) or a serialization failure (40001) is run again, a bounded
 * number of times, with a short random pause, before its error reaches the caller. Every
 * top-level transaction goes through `db.transaction`, so it is wrapped once when the
 * database is opened (server/db/client.ts); nested ones (savepoints) are left alone, the
 * outer transaction is the one retried.
 *
 * A callback may run more than once: it must keep its effects inside the database. Work
 * outside it (removing stored files, the audit entry) runs after the transaction commits,
 * from what the callback returns (see server/engine/crudRoutes.ts).
 */
import { pgErrorCode } from '../lib/pgErrors';

export const RETRIED_CODES = new Set(['40P01', '40001']);
/** Runs of one transaction at most (the first and the retries). */
export const MAX_TRANSACTION_RUNS = 5;
const PAUSE_MS = 20;

export function isRetriedFailure(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && RETRIED_CODES.has(code);
}

/** Runs `work` until it succeeds, fails otherwise, or has run `runs` times. */
export async function withRetries<T>(work: () => Promise<T>, runs = MAX_TRANSACTION_RUNS, onRetry?: (attempt: number, error: unknown) => void): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= runs || !isRetriedFailure(error)) throw error;
      onRetry?.(attempt, error);
      // Random and growing: two transactions that met in a deadlock do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * PAUSE_MS * attempt));
    }
  }
}

interface Transactional {
  transaction: (...args: never[]) => Promise<unknown>;
}

/** Makes `db.transaction` retry (see the file comment); returns the same object. */
export function retryTransactions<D extends Transactional>(db: D, onRetry?: (attempt: number, error: unknown) => void): D {
  const run = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  (db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> }).transaction = (...args: unknown[]) => withRetries(() => run(...args), MAX_TRANSACTION_RUNS, onRetry);
  return db;
}
