/**
 * The route table of spec 1 §2.1: '/' and '/login' sign in; everything under /home is
 * the react-admin app (src/AdminApp.tsx, loaded after sign-in); the public pages
 * (/noticias, /verify) are src/public; anything else is the 404 page.
 */
import { lazy, useEffect } from 'react';
import { AdminContext } from 'react-admin';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Lazy, queryClient, TopRightNotification } from './appShell';
import { whenIdleAfterLoad } from './components/whenIdleAfterLoad';
import { darkTheme, lightTheme } from './theme';
import { CssBaseline } from '@mui/material';

const loadAdminApp = () => import('./AdminApp');
const AdminApp = lazy(loadAdminApp);
// The server sends these paths public.html (its own light entry); the development server
// has only this one, so the app shows the same pages too.
const PublicPage = lazy(() => import('./public/PublicPage'));

function PublicRoute() {
  const { pathname } = useLocation();
  return <Lazy><PublicPage path={pathname} /></Lazy>;
}

/**
 * The sign-in page; while the user types, the /home app loads in the background — once the
 * page has loaded and is idle, not in competition with its first paint.
 */
function SignIn() {
  useEffect(() => whenIdleAfterLoad(() => void loadAdminApp()), []);
  return <LoginPage />;
}

/** Pages outside /home still get the theme, the catalogue and the toasts. */
function Standalone({ children }: { children: React.ReactNode }) {
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} theme={lightTheme} darkTheme={darkTheme}>
      <CssBaseline />
      {children}
      <TopRightNotification />
    </AdminContext>
  );
}

export function App() {
  return (
    // No date localization here: each date input brings it (EnsureDatesProvider), so the
    // pickers' date adapter loads with the first form that has a date, not with the login page.
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Standalone><SignIn /></Standalone>} />
        <Route path="/login" element={<Standalone><SignIn /></Standalone>} />
        <Route path="/verify/:code" element={<PublicRoute />} />
        <Route path="/noticias/:slug" element={<PublicRoute />} />
        <Route path="/home/*" element={<Lazy><AdminApp /></Lazy>} />
        <Route path="*" element={<Standalone><NotFoundPage /></Standalone>} />
      </Routes>
    </BrowserRouter>
  );
}
