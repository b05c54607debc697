/**
 * The route table of spec 1 §2.1: '/' and '/login' sign in; everything under /home is
 * the react-admin app (guarded by session + data-init); anything else is the 404 page.
 */
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Admin, AdminContext, CustomRoutes, Notification, Resource, type NotificationProps } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authProvider, dataProvider, i18nProvider } from './providers';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AccessDenied } from './pages/AccessDenied';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { resourceDeclarations } from '../resources/registry';
import { customViews } from '../resources/customViews';
import { DeclaredRoute, resourceViews } from '../resources/engine/views/resourceViews';
import { darkTheme, lightTheme } from './theme';
import { CssBaseline, LinearProgress } from '@mui/material';

const HomePage = lazy(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));
const AuditPage = lazy(() => import('./pages/audits/AuditPage'));
const StatisticsPage = lazy(() => import('./pages/statistics/StatisticsPage'));
const OfficerFormPage = lazy(() => import('../resources/officers/form/OfficerFormPage'));
const OfficerQueryPage = lazy(() => import('../resources/officers/query/OfficerQueryPage'));
const OfficerDetailPage = lazy(() => import('../resources/officers/detail/OfficerDetailPage'));
const QuickSearchPage = lazy(() => import('../resources/officers/quickSearch/QuickSearchPage'));
const ReentriesPage = lazy(() => import('../resources/reentries/ReentriesPage'));
const DisincorporationsPage = lazy(() => import('../resources/disincorporations/DisincorporationsPage'));
const VacationsPage = lazy(() => import('../resources/vacations/VacationsPage'));
const VerifyDocumentPage = lazy(() => import('./pages/verify/VerifyDocumentPage'));
const PublicNewsPage = lazy(() => import('./pages/news/PublicNewsPage'));
const StationsPage = lazy(() => import('../resources/stations/StationList'));
const StationGunsPage = lazy(() => import('../resources/guns/GunList'));
const GunparkDashboardPage = lazy(() => import('./pages/dashboards/gunpark/GunparkDashboardPage'));
const VehiclesPage = lazy(() => import('../resources/vehicles/VehicleList'));
const VehicleAssignmentsHubPage = lazy(() => import('../resources/vehicleAssignments/AssignmentsHubPage'));
const VehicleDashboardPage = lazy(() => import('./pages/dashboards/vehicle/VehicleDashboardPage'));
const IcapCasesPage = lazy(() => import('../resources/disciplinary/CaseListPage'));
const OidpCasesPage = lazy(() => import('../resources/disciplinary/OidpCasesPage'));
const DisciplinaryDashboardPage = lazy(() => import('./pages/dashboards/disciplinary/DisciplinaryDashboardPage'));
/** Disciplinary routes of spec 3 §2.1: the ICAP and OIDP areas whose content the spec does not show open their case list. */
const ICAP_ROUTES = ['/disciplinary', '/disciplinary/icap', '/disciplinary/administrative', '/disciplinary/administrative/council', '/disciplinary/administrative/council/query',
  '/disciplinary/administrative/cases', '/disciplinary/administrative/cases/register', '/disciplinary/administrative/cases/query', '/disciplinary/administrative/cases/edit',
  '/icap', '/icap/evaluations', '/icap/query'];
const OIDP_ROUTES = ['/disciplinary/penal', '/disciplinary/penal/cases', '/oidp', '/oidp/processes', '/oidp/query'];
const MedicalReportsPage = lazy(() => import('../resources/medical/MedicalReportsPage'));
const MedicalDashboardPage = lazy(() => import('./pages/dashboards/medical/MedicalDashboardPage'));
const PermitsPage = lazy(() => import('../resources/permits/PermitsPage'));
const PermitsDashboardPage = lazy(() => import('./pages/dashboards/permits/PermitsDashboardPage'));
const ServicesPage = lazy(() => import('./pages/placeholders/services/ServicesPage'));
const InspectionPage = lazy(() => import('./pages/placeholders/inspection/InspectionPage'));
const ExamPage = lazy(() => import('./pages/placeholders/exam/ExamPage'));
const EquipmentPage = lazy(() => import('./pages/placeholders/equipment/EquipmentPage'));

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });

/** Toasts at the top right (spec 1 §1). */
const TopRightNotification = (props: NotificationProps) => <Notification {...props} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;

const RedirectToLogin = () => <Navigate to="/login" replace />;
/** A resource screen the permission tree does not open (react-admin asks canAccess before drawing it). */
const ResourceAccessDenied = () => <AccessDenied messageKey="app.engine.accessDenied" />;

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LinearProgress />}>{children}</Suspense>;
}

/** Home loads after sign-in, so the login page does not carry it. */
function HomeDashboard() {
  return <Lazy><HomePage /></Lazy>;
}

function AdminApp() {
  return (
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
      <CustomRoutes>
        {/* A resource's list also answers on the spec's route (`route`), sub-views included. */}
        {resourceDeclarations.filter((d) => d.route).map((declaration) => (
          <Route key={declaration.name} path={`/${declaration.route}/*`} element={<Lazy><DeclaredRoute declaration={declaration} /></Lazy>} />
        ))}
        <Route path="/audits" element={<Lazy><AuditPage /></Lazy>} />
        <Route path="/statistics" element={<Lazy><StatisticsPage /></Lazy>} />
        <Route path="/quick-search" element={<Lazy><QuickSearchPage /></Lazy>} />
        <Route path="/human-resources/register" element={<Lazy><OfficerFormPage /></Lazy>} />
        <Route path="/human-resources/update/:id" element={<Lazy><OfficerFormPage /></Lazy>} />
        <Route path="/human-resources/query" element={<Lazy><OfficerQueryPage /></Lazy>} />
        <Route path="/human-resources/query/:id" element={<Lazy><OfficerFormPage /></Lazy>} />
        <Route path="/human-resources/details/:id" element={<Lazy><OfficerDetailPage /></Lazy>} />
        <Route path="/re-entry" element={<Lazy><ReentriesPage /></Lazy>} />
        <Route path="/disincorporations-rrhh" element={<Lazy><DisincorporationsPage /></Lazy>} />
        <Route path="/vac-com" element={<Lazy><VacationsPage /></Lazy>} />
        {/* Weapons park and transport (spec 3 §2.1): sub-pages whose content the spec does not show open the module's list. */}
        {['/gunpark', '/gunpark/query', '/gunpark/rotation'].map((path) => <Route key={path} path={path} element={<Lazy><StationsPage /></Lazy>} />)}
        <Route path="/gunpark/stations/:id" element={<Lazy><StationGunsPage /></Lazy>} />
        <Route path="/gunpark/statistics" element={<Lazy><GunparkDashboardPage /></Lazy>} />
        {['/transport', '/transport/query'].map((path) => <Route key={path} path={path} element={<Lazy><VehiclesPage /></Lazy>} />)}
        <Route path="/transport/assignments" element={<Lazy><VehicleAssignmentsHubPage /></Lazy>} />
        <Route path="/vehicle/statistics" element={<Lazy><VehicleDashboardPage /></Lazy>} />
        {ICAP_ROUTES.map((path) => <Route key={path} path={path} element={<Lazy><IcapCasesPage /></Lazy>} />)}
        {OIDP_ROUTES.map((path) => <Route key={path} path={path} element={<Lazy><OidpCasesPage /></Lazy>} />)}
        <Route path="/disciplinary/statistics" element={<Lazy><DisciplinaryDashboardPage /></Lazy>} />
        {/* Medical reports (spec 3 §2.1, §2.7): both routes show the same list. */}
        {['/medical', '/medical-reports'].map((path) => <Route key={path} path={path} element={<Lazy><MedicalReportsPage /></Lazy>} />)}
        <Route path="/medical/statistics" element={<Lazy><MedicalDashboardPage /></Lazy>} />
        {/* Permits (spec 3 §2.1, §2.6, §2.12). */}
        <Route path="/permits" element={<Lazy><PermitsPage /></Lazy>} />
        <Route path="/permits/statistics" element={<Lazy><PermitsDashboardPage /></Lazy>} />
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
  );
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
        <Route path="/" element={<Standalone><LoginPage /></Standalone>} />
        <Route path="/login" element={<Standalone><LoginPage /></Standalone>} />
        <Route path="/verify/:code" element={<Standalone><Lazy><VerifyDocumentPage /></Lazy></Standalone>} />
        <Route path="/noticias/:slug" element={<Standalone><Lazy><PublicNewsPage /></Lazy></Standalone>} />
        <Route path="/home/*" element={<AdminApp />} />
        <Route path="*" element={<Standalone><NotFoundPage /></Standalone>} />
      </Routes>
    </BrowserRouter>
  );
}
