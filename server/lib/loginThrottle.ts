/**
 * Failed logins over a sliding minute, counted in the database (`login_failures`) so that
 * every instance on it sees the same counts:
 * - 5 failures of one user name from one address block that pair (today's rule: a
 *   forgotten password does not lock the user out from everywhere else);
 * - 20 failures from one address, whatever the user names, block the address (guessing
 *   many names from one place).
 * The window is measured with the database's clock, so instances with skewed clocks agree.
 * Rows past the window are deleted, at most once per window per instance.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

export const WINDOW_SECONDS = 60;
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const inWindow = sql`${loginFailures.failedAt} > now() - make_interval(secs => ${WINDOW_SECONDS})`;

export class LoginThrottle {
  private lastCleanup = 0;

  constructor(private readonly db: Database) {}

  /** Whether this user name (lower case) from this address may try again now. */
  async isBlocked(username: string, address: string): Promise<boolean> {
    const [counts] = await this.db
      .select({
        byName: sql<number>`count(*) filter (where ${loginFailures.username} = ${username})::int`,
        byAddress: sql<number>`count(*)::int`,
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, address), inWindow));
    return counts.byName >= MAX_FAILURES_PER_NAME || counts.byAddress >= MAX_FAILURES_PER_ADDRESS;
  }

  async recordFailure(username: string, address: string): Promise<void> {
    await this.db.insert(loginFailures).values({ username, address });
    await this.cleanup();
  }

  /** A successful login forgets that pair's failures (the address's other names still count). */
  async clear(username: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.address, address)));
  }

  private async cleanup(now = Date.now()): Promise<void> {
    if (now - this.lastCleanup < WINDOW_SECONDS * 1000) return;
    this.lastCleanup = now;
    await this.db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`));
  }
}
