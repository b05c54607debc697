/**
 * Waiting until a page is done, instead of Playwright's 'networkidle' (which waits 500 ms
 * after the last connection every time) or a fixed pause: no request of the page in flight,
 * counted from its 'request', 'requestfinished' and 'requestfailed' events, and react-admin's
 * loading indicator (the app bar's spinner, shown while any query or mutation runs) gone,
 * both for a short quiet window seen after the call (so a request a click has just caused is
 * not missed: the render that follows an answer starts its own requests within a few frames).
 */
import type { Page, Request } from 'playwright-core';

/** react-admin's LoadingIndicator: shown while react-query fetches or mutates anything. */
export const LOADING_INDICATOR = '.RaLoadingIndicator-loader';
const QUIET_MS = 150;
const POLL_MS = 50;

export interface QuietTracker {
  /** Resolves once nothing is in flight and nothing loads for QUIET_MS; rejects after timeoutMs with what is still pending. */
  settle: (timeoutMs?: number) => Promise<void>;
}

const trackers = new WeakMap<Page, QuietTracker>();

/** The page's tracker, listening from its first call on (browser.ts calls it for every page it opens). */
export function trackQuiet(page: Page): QuietTracker {
  const existing = trackers.get(page);
  if (existing) return existing;
  const pending = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);

  const settle = async (timeoutMs = 10_000) => {
    const called = Date.now();
    const deadline = called + timeoutMs;
    while (Date.now() < deadline) {
      const quietSince = Math.max(lastChange, called);
      if (pending.size === 0 && Date.now() - quietSince >= QUIET_MS && (await page.locator(LOADING_INDICATOR).count()) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`page still busy after ${timeoutMs} ms: ${[...pending].map((r) => `${r.method()} ${r.url()}`).join(', ') || 'loading indicator shown'}`);
  };
  const tracker = { settle };
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Resolves once no finite animation or CSS transition runs (a dialog's fade, a drawer's
 * slide): what axe reads (colours, opacity) and what a test counts are then final.
 * Endless ones (spinners) are left to the callers, who wait for them to be gone.
 */
export async function animationsDone(page: Page, timeoutMs = 10_000): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
}
