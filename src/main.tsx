/**
 * The entry of index.html. The login page ('/' and '/login' without a session) is drawn
 * at once by the light LoginPage (plain React, no react-admin, MUI nor catalogue); while it
 * waits for the user, the signed-in app's files are fetched in the background, and after
 * sign-in the app is mounted on /home. Every other path mounts the app (src/App.tsx).
 */
import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { getToken } from '../dataProvider/httpClient';
import { loadAdminApp, loadApp, prefetchSignedInApp } from './appLoader';
import { afterFirstPaint } from './components/afterFirstPaint';
import { whenIdleAfterLoad } from './components/whenIdleAfterLoad';
import { LoginPage } from './login/LoginPage';
import { RouteShell } from './session/RouteShell';
import { preloadOwnPage } from './ownPages';
import { startSessionRequests } from './session/sessionRequests';

const LOGIN_PATH = /^\/(?:login\/?)?$/;

/** Yields the main thread: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function mountApp(root: Root) {
  const { App } = await loadApp();
  // As a transition, React renders the app in slices of a few milliseconds, yielding in between:
  // mounting react-admin with its layout and the first screen no longer holds the main thread
  // in one long task (on a modest phone, hundreds of milliseconds in which a tap went unanswered).
  startTransition(() => root.render(<StrictMode><App /></StrictMode>));
}

/** After sign-in: /home in the app (already fetched, usually), or a full load of /home if a file failed to load. */
async function openHome(root: Root) {
  startSessionRequests();
  try {
    await Promise.all([loadApp(), loadAdminApp()]);
  } catch {
    window.location.assign('/home');
    return;
  }
  window.history.replaceState(null, '', '/home');
  await mountApp(root);
}

const root = createRoot(document.getElementById('root')!);
if (LOGIN_PATH.test(window.location.pathname) && !getToken()) {
  // The app's modules and the /home dashboard start loading with the sign-in request, so they run while the server answers.
  const startLoading = () => {
    void Promise.all([loadApp(), loadAdminApp()]).catch(() => undefined);
    preloadOwnPage('/home');
  };
  root.render(<StrictMode><LoginPage onSubmitStarted={startLoading} onSignedIn={() => openHome(root)} /></StrictMode>);
  whenIdleAfterLoad(prefetchSignedInApp);
} else {
  const { pathname } = window.location;
  if ((pathname === '/home' || pathname.startsWith('/home/')) && getToken()) {
    // The frame of the address, its heading and 'Verificando sesión...' are on screen from this
    // script on; the app keeps them until the page is ready (src/session/RouteShell.tsx).
    flushSync(() => root.render(<StrictMode><RouteShell /></StrictMode>));
    // Then, once that is painted, what the first screen waits for starts side by side: the user and
    // the initialization data, the /home app's modules and the page's own module (the frame's paint
    // does not wait for the requests, nor compete with them for the main thread). Starting a module
    // adds a preload link per file it imports (tens of ms each on a modest phone): one task each.
    afterFirstPaint(async () => {
      startSessionRequests();
      void loadAdminApp().catch(() => undefined);
      await nextTask();
      preloadOwnPage(pathname);
      await nextTask();
      void mountApp(root);
    });
  } else {
    if (pathname === '/home' || pathname.startsWith('/home/')) {
      void loadAdminApp().catch(() => undefined);
      preloadOwnPage(pathname);
    }
    void mountApp(root);
  }
}
