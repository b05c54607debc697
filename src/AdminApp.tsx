/**
 * Everything under /home (spec 1 §2.1): the react-admin app, guarded by session and
 * data-init, with every declared resource, every module page and the spec's own routes.
 * Loaded after sign-in, so the login page does not carry it.
 */
import { lazy, useEffect } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { AccessDenied } from './pages/AccessDenied';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { resourceDeclarations } from '../resources/registry';
import { customViews } from '../resources/customViews';
import { moduleDeclarations } from '../resources/modules';
import { DeclaredRoute, resourceViews } from '../resources/engine/views/resourceViews';
import { CustomViewsProvider } from '../resources/engine/views/customViewsContext';
import { Lazy, queryClient, TopRightNotification } from './appShell';
import { modulePages } from './modulePages';
import { loadDesignedResources, useDesignedResources } from './designed/designedResources';
import { DESIGNED_API_PREFIX } from '../resources/engine/declarationFromDefinition';
import { LinearProgress } from '@mui/material';
import { homePage, ownPageRoutes } from './ownPages';
import { darkTheme, lightTheme } from './theme';

const HomePage = homePage.Component;
const ServicesPage = lazy(() => import('./pages/placeholders/services/ServicesPage'));
const InspectionPage = lazy(() => import('./pages/placeholders/inspection/InspectionPage'));
const ExamPage = lazy(() => import('./pages/placeholders/exam/ExamPage'));
const EquipmentPage = lazy(() => import('./pages/placeholders/equipment/EquipmentPage'));

const RedirectToLogin = () => <Navigate to="/login" replace />;
/** A resource screen the permission tree does not open (react-admin asks canAccess before drawing it). */
const ResourceAccessDenied = () => <AccessDenied messageKey="app.engine.accessDenied" />;

/** A declared page's component (src/modulePages.tsx). */
function ModulePage({ view }: { view: string }) {
  const Page = modulePages[view];
  return <Page />;
}

/** Home loads after sign-in, so the login page does not carry it. */
function HomeDashboard() {
  return <Lazy><HomePage /></Lazy>;
}

/**
 * A designed resource's address (/home/designed/<name>): its list once the definitions are
 * read, the 404 page when no such resource exists.
 */
function DesignedRoute() {
  const { name } = useParams();
  const { declarations, loaded } = useDesignedResources();
  const declaration = declarations.find((d) => d.name === name);
  if (declaration) return <Lazy><DeclaredRoute declaration={declaration} /></Lazy>;
  return loaded ? <NotFoundPage /> : <LinearProgress />;
}

export default function AdminApp() {
  // The resources administrators designed are read once the signed-in app starts, and again
  // whenever the tab comes back into view (one designed or changed meanwhile shows up).
  useEffect(() => {
    void loadDesignedResources();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void loadDesignedResources();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  const { declarations: designed } = useDesignedResources();
  return (
    // The resources' own screens reach the generated views through this provider (the engine imports no resource).
    <CustomViewsProvider value={customViews}>
      <Admin
        basename="/home"
        title="Sistema de Administración de Personal Policial"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        layout={AppLayout}
        dashboard={HomeDashboard}
        loginPage={RedirectToLogin}
        catchAll={NotFoundPage}
        accessDenied={ResourceAccessDenied}
        error={RouteErrorPage}
        notification={TopRightNotification}
        theme={lightTheme}
        darkTheme={darkTheme}
        disableTelemetry
      >
        {/* Every declared resource: its generated or own screens (resources/customViews.ts) under /home/<name>. */}
        {resourceDeclarations.map((declaration) => (
          <Resource key={declaration.name} name={declaration.name} {...resourceViews(declaration, customViews[declaration.name])} />
        ))}
        {/* The resources administrators designed (Configuración > Recursos): generated screens only. */}
        {designed.map((declaration) => (
          <Resource key={declaration.name} name={declaration.name} {...resourceViews(declaration)} />
        ))}
        <CustomRoutes>
          {/* A resource's list also answers on the spec's route (`route`), sub-views included. */}
          {resourceDeclarations.filter((d) => d.route).map((declaration) => (
            <Route key={declaration.name} path={`/${declaration.route}/*`} element={<Lazy><DeclaredRoute declaration={declaration} /></Lazy>} />
          ))}
          {/* The declared pages of resources drawn by their own screens (movements, permits, medical, disciplinary). */}
          {[...resourceDeclarations, ...moduleDeclarations].flatMap((declaration) => declaration.pages ?? []).flatMap((page) => page.paths.map((path) => (
            <Route key={path} path={`/${path}`} element={<Lazy><ModulePage view={page.view} /></Lazy>} />
          )))}
          <Route path={`/${DESIGNED_API_PREFIX}/:name/*`} element={<DesignedRoute />} />
          {/* The app's own pages (src/ownPages.ts). */}
          {ownPageRoutes.map(({ path, page: { Component: Page } }) => (
            <Route key={path} path={path} element={<Lazy><Page /></Lazy>} />
          ))}
          {/* Placeholder modules (spec 3 §2.1, §2.11): one page each, a sub-route opens it on that sub-view. */}
          <Route path="/services" element={<Lazy><ServicesPage /></Lazy>} />
          <Route path="/services/requests" element={<Lazy><ServicesPage view="requests" /></Lazy>} />
          <Route path="/services/external" element={<Lazy><ServicesPage view="external" /></Lazy>} />
          <Route path="/inspection" element={<Lazy><InspectionPage /></Lazy>} />
          <Route path="/inspection/reports" element={<Lazy><InspectionPage view="reports" /></Lazy>} />
          <Route path="/exam" element={<Lazy><ExamPage /></Lazy>} />
          <Route path="/exam/schedule" element={<Lazy><ExamPage view="schedule" /></Lazy>} />
          <Route path="/exam/results" element={<Lazy><ExamPage view="results" /></Lazy>} />
          <Route path="/equipment" element={<Lazy><EquipmentPage /></Lazy>} />
          <Route path="/equipment/inventory" element={<Lazy><EquipmentPage view="inventory" /></Lazy>} />
          <Route path="/equipment/assignments" element={<Lazy><EquipmentPage view="assignments" /></Lazy>} />
        </CustomRoutes>
      </Admin>
    </CustomViewsProvider>
  );
}
