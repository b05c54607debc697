/**
 * How the light first page (src/main.tsx) reaches the rest of the app: the app's modules are
 * loaded on demand, and the files of the signed-in app can be fetched ahead, without running
 * them, while the login page waits for the user (buildTools/signedInAppFiles.ts lists them).
 */
import { lazyPreloaded } from './lazyPreloaded';

export const SIGNED_IN_FILES_ID = 'signed-in-app-files';

export const loadApp = () => import('./App');
/** The /home app: App.tsx mounts its component, which draws at once when the entry has loaded it already. */
export const adminApp = lazyPreloaded(() => import('./AdminApp'));
export const loadAdminApp = adminApp.preload;

/** Puts the signed-in app's scripts and styles in the HTTP cache at the lowest priority (none in development). */
export function prefetchSignedInApp() {
  const listed = document.getElementById(SIGNED_IN_FILES_ID)?.textContent;
  if (!listed) return;
  let files: unknown;
  try {
    files = JSON.parse(listed);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    // The same request mode as the module scripts and styles Vite loads later, so the cached copy is used.
    link.crossOrigin = '';
    document.head.append(link);
  }
}
