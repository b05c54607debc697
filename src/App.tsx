/**
 * The route table of spec 1 §2.1: '/' and '/login' sign in (src/login; a first visit gets
 * it from the light entry, src/main.tsx, before this module loads); everything under /home
 * is the react-admin app (src/AdminApp.tsx, loaded after sign-in); the public pages
 * (/noticias, /verify) are src/public; anything else is the 404 page.
 */
import { lazy, Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { getToken } from '../dataProvider/httpClient';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { Lazy, queryClient, TopRightNotification } from './appShell';
import { adminApp } from './appLoader';
import { RouteShell } from './session/RouteShell';
import { darkTheme, lightTheme } from './theme';
import { CssBaseline } from '@mui/material';

const AdminApp = adminApp.Component;
// The server sends these paths public.html (its own light entry); the development server
// has only this one, so the app shows the same pages too.
const PublicPage = lazy(() => import('./public/PublicPage'));

function PublicRoute() {
  const { pathname } = useLocation();
  return <Lazy><PublicPage path={pathname} /></Lazy>;
}

/**
 * The sign-in page inside the app (after a sign-out or an expired session; a first visit
 * gets it from the light entry, src/main.tsx); a signed-in user goes to /home.
 */
function SignIn() {
  const navigate = useNavigate();
  if (getToken()) return <Navigate to="/home" replace />;
  return <LoginPage onSignedIn={() => navigate('/home', { replace: true })} />;
}

/** The 404 page outside /home still gets the theme, the catalogue and the toasts. */
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
        <Route path="/" element={<SignIn />} />
        <Route path="/login" element={<SignIn />} />
        <Route path="/verify/:code" element={<PublicRoute />} />
        <Route path="/noticias/:slug" element={<PublicRoute />} />
        {/* Until the /home app has loaded, the frame the light entry drew (src/session/RouteShell.tsx) stays. */}
        <Route path="/home/*" element={<Suspense fallback={<RouteShell />}><AdminApp /></Suspense>} />
        <Route path="*" element={<Standalone><NotFoundPage /></Standalone>} />
      </Routes>
    </BrowserRouter>
  );
}
