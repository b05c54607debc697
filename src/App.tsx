/**
 * The route table of spec 1 §2.1: '/' and '/login' sign in; everything under /home is
 * the react-admin app (guarded by session + data-init); anything else is the 404 page.
 */
import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Admin, AdminContext, CustomRoutes, Notification, Resource, type NotificationProps } from 'react-admin';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { i18nProvider } from '../i18n';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { darkTheme, lightTheme } from './theme';
import { CssBaseline, LinearProgress } from '@mui/material';

const UsersPage = lazy(() => import('../resources/users/UsersPage'));
const RolesPage = lazy(() => import('../resources/roles/RolesPage'));
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
const StationsPage = lazy(() => import('../resources/stations/StationList'));
const StationGunsPage = lazy(() => import('../resources/guns/GunList'));
const GunparkDashboardPage = lazy(() => import('./pages/dashboards/gunpark/GunparkDashboardPage'));
const VehiclesPage = lazy(() => import('../resources/vehicles/VehicleList'));
const VehicleAssignmentsHubPage = lazy(() => import('../resources/vehicleAssignments/AssignmentsHubPage'));
const VehicleDashboardPage = lazy(() => import('./pages/dashboards/vehicle/VehicleDashboardPage'));

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false } } });

/** Toasts at the top right (spec 1 §1). */
const TopRightNotification = (props: NotificationProps) => <Notification {...props} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />;

const RedirectToLogin = () => <Navigate to="/login" replace />;

function Lazy({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LinearProgress />}>{children}</Suspense>;
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
      dashboard={HomePage}
      loginPage={RedirectToLogin}
      catchAll={NotFoundPage}
      error={RouteErrorPage}
      notification={TopRightNotification}
      theme={lightTheme}
      darkTheme={darkTheme}
      disableTelemetry
    >
      <Resource name="users" />
      <Resource name="roles" />
      <CustomRoutes>
        <Route path="/configuration/users" element={<Lazy><UsersPage /></Lazy>} />
        <Route path="/configuration/roles" element={<Lazy><RolesPage /></Lazy>} />
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
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<Standalone><LoginPage /></Standalone>} />
        <Route path="/login" element={<Standalone><LoginPage /></Standalone>} />
        <Route path="/verify/:code" element={<Standalone><Lazy><VerifyDocumentPage /></Lazy></Standalone>} />
        <Route path="/home/*" element={<AdminApp />} />
        <Route path="*" element={<Standalone><NotFoundPage /></Standalone>} />
      </Routes>
    </BrowserRouter>
  );
}
