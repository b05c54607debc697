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
import { darkTheme, lightTheme } from './theme';

const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const AuditPage = lazy(() => import('./pages/audits/AuditPage'));
const ImportsPage = lazy(() => import('./pages/imports/ImportsPage'));
const ResourcesPage = lazy(() => import('./pages/resourceDesigner/ResourcesPage'));
const ResourceDesignerPage = lazy(() => import('./pages/resourceDesigner/ResourceDesignerPage'));
const StatisticsPage = lazy(() => import('./pages/statistics/StatisticsPage'));
const OfficerFormPage = lazy(() => import('../resources/officers/form/OfficerFormPage'));
const OfficerQueryPage = lazy(() => import('../resources/officers/query/OfficerQueryPage'));
const OfficerDetailPage = lazy(() => import('../resources/officers/detail/OfficerDetailPage'));
const QuickSearchPage = lazy(() => import('../resources/officers/quickSearch/QuickSearchPage'));
const StationGunsPage = lazy(() => import('../resources/guns/GunList'));
const GunparkDashboardPage = lazy(() => import('./pages/dashboards/gunpark/GunparkDashboardPage'));
const VehicleAssignmentsHubPage = lazy(() => import('../resources/vehicleAssignments/AssignmentsHubPage'));
const VehicleDashboardPage = lazy(() => import('./pages/dashboards/vehicle/VehicleDashboardPage'));
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
  // The resources administrators designed are read once the signed-in app starts.
  useEffect(() => {
    void loadDesignedResources();
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
          <Route path="/configuration/resources" element={<Lazy><ResourcesPage /></Lazy>} />
          <Route path="/configuration/resources/new" element={<Lazy><ResourceDesignerPage /></Lazy>} />
          <Route path="/configuration/resources/:name" element={<Lazy><ResourceDesignerPage /></Lazy>} />
          <Route path="/audits" element={<Lazy><AuditPage /></Lazy>} />
          <Route path="/imports" element={<Lazy><ImportsPage /></Lazy>} />
          <Route path="/statistics" element={<Lazy><StatisticsPage /></Lazy>} />
          <Route path="/quick-search" element={<Lazy><QuickSearchPage /></Lazy>} />
          <Route path="/human-resources/register" element={<Lazy><OfficerFormPage /></Lazy>} />
          <Route path="/human-resources/update/:id" element={<Lazy><OfficerFormPage /></Lazy>} />
          <Route path="/human-resources/query" element={<Lazy><OfficerQueryPage /></Lazy>} />
          <Route path="/human-resources/query/:id" element={<Lazy><OfficerFormPage /></Lazy>} />
          <Route path="/human-resources/details/:id" element={<Lazy><OfficerDetailPage /></Lazy>} />
          {/* Weapons park and transport (spec 3 §2.1): /gunpark/* and /transport/* are the stations' and vehicles' declared
              routes above (sub-pages whose content the spec does not show open the list); these are their own screens. */}
          <Route path="/gunpark/stations/:id" element={<Lazy><StationGunsPage /></Lazy>} />
          <Route path="/gunpark/statistics" element={<Lazy><GunparkDashboardPage /></Lazy>} />
          <Route path="/transport/assignments" element={<Lazy><VehicleAssignmentsHubPage /></Lazy>} />
          <Route path="/vehicle/statistics" element={<Lazy><VehicleDashboardPage /></Lazy>} />
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
