/**
 * Going to a screen inside the running app, as a sidebar link does (the router follows the
 * history), instead of `page.goto`, which loads and starts the whole app again: the screen
 * mounts afresh and asks the server for what it shows. Through /home when the page is
 * already on that address (or one under it, a tab's), so the screen mounts again.
 */
import type { Page } from 'playwright-core';

async function push(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** `settle` runs after each move (what "the screen is there" means is the caller's). */
export async function visitInApp(page: Page, route: string, settle: () => Promise<void> = async () => undefined) {
  const current = new URL(page.url()).pathname;
  if (current === route || current.startsWith(`${route}/`)) {
    await push(page, '/home');
    await settle();
  }
  await push(page, route);
  await settle();
}
