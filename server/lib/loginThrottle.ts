/**
 * Failed logins per user name and address within a sliding minute. Kept in memory:
 * with several API instances each counts its own (documented in the README).
 */
const WINDOW_MS = 60_000;
const MAX_FAILURES = 5;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= MAX_FAILURES;
  }

  recordFailure(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 10_000) {
      for (const k of this.failures.keys()) this.recent(k, now);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
