/**
 * The entry of index.html. The login page ('/' and '/login' without a session) is drawn
 * at once by the light LoginPage (plain React, no react-admin, MUI nor catalogue); while it
 * waits for the user, the signed-in app's files are fetched in the background, and after
 * sign-in the app is mounted on /home. Every other path mounts the app (src/App.tsx).
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getToken } from '../dataProvider/httpClient';
import { loadAdminApp, loadApp, prefetchSignedInApp } from './appLoader';
import { whenIdleAfterLoad } from './components/whenIdleAfterLoad';
import { LoginPage } from './login/LoginPage';

const LOGIN_PATH = /^\/(?:login\/?)?$/;

async function mountApp(root: Root) {
  const { App } = await loadApp();
  root.render(<StrictMode><App /></StrictMode>);
}

/** After sign-in: /home in the app (already fetched, usually), or a full load of /home if a file failed to load. */
async function openHome(root: Root) {
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
  // Both modules start loading with the sign-in request, so they run while the server answers.
  const startLoading = () => void Promise.all([loadApp(), loadAdminApp()]).catch(() => undefined);
  root.render(<StrictMode><LoginPage onSubmitStarted={startLoading} onSignedIn={() => openHome(root)} /></StrictMode>);
  whenIdleAfterLoad(prefetchSignedInApp);
} else {
  // Under /home the app's page module starts loading beside the app's own.
  if (window.location.pathname.startsWith('/home')) void loadAdminApp().catch(() => undefined);
  void mountApp(root);
}
