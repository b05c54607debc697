/**
 * What a token's session resolved to (its user, role and permissions, or why it is
 * refused), kept in memory so an authenticated call does not ask the database again.
 *
 * It is only trusted while this instance hears the database's `session_changed`
 * notifications (sent by triggers on users, roles and revoked tokens, migration 0018,
 * when the change commits): each one empties the cache, so a disabled user, an edited
 * role or a revoked token is read fresh on the next call, here and on every other
 * instance. While the notifications cannot be heard (the listening connection is down)
 * nothing is cached and every call reads the database, as before.
 *
 * A load that was running when a change arrived is not kept: it may have read the rows
 * as they were before the change (the generation check in `store`).
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, T>();
  private generation = 0;
  private listening = false;

  constructor(private readonly limit = 10_000) {}

  get(key: string): T | undefined {
    return this.listening ? this.entries.get(key) : undefined;
  }

  /** The generation a load starts in: pass it to `store` with the result. */
  loadStarts(): number {
    return this.generation;
  }

  /** Keeps a loaded session unless something changed since its load started. */
  store(key: string, value: T, loadedIn: number) {
    if (!this.listening || loadedIn !== this.generation) return;
    if (this.entries.size >= this.limit) {
      // The oldest entry (Map keeps insertion order): a busy instance keeps its recent sessions.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, value);
  }

  /** Something sessions depend on changed: forget everything, and refuse loads already running. */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** Whether the change notifications are being heard; the cache is empty either way after a switch. */
  setListening(listening: boolean) {
    this.invalidate();
    this.listening = listening;
  }

  get size() {
    return this.entries.size;
  }

  /** Whether the change notifications are heard right now (the readiness check reports it). */
  get isListening() {
    return this.listening;
  }
}
