/**
 * Runs `task` once the page has loaded and the main thread is idle (requestIdleCallback
 * after the load event; a short timeout where the browser lacks it), so work the current
 * page does not need — fetching the signed-in app from the login page — does not compete
 * with its first paint and first input. Answers a function that cancels it.
 */
const IDLE_TIMEOUT_MS = 5_000;

export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else idleHandle = window.setTimeout(task, 1_000);
  };
  const cancelIdle = () => {
    if (idleHandle === null) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
