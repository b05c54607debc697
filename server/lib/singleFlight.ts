/**
 * Concurrent calls for the same key share one run: while a computation is in flight,
 * later callers wait for it instead of starting their own. Nothing is kept once it
 * settles, so an answer is never older than the request that waits for it — dashboards
 * hit by many users at once cost one set of queries, not one per user.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
