/**
 * The app's own pages under /home (those not generated from a declaration, but for the
 * placeholder modules, which AdminApp mounts with their sub-view): each route's lazily
 * loaded page, in one table that AdminApp mounts and that the light entry (src/main.tsx)
 * reads to start loading the page a /home address opens together with the app's own
 * modules, instead of after them; once loaded, the page draws without a fallback frame
 * (src/lazyPreloaded.ts).
 */
import type { ComponentType } from 'react';
import { lazyPreloaded, type PreloadedComponent } from './lazyPreloaded';

const officerForm = lazyPreloaded(() => import('../resources/officers/form/OfficerFormPage'));
const resourceDesigner = lazyPreloaded(() => import('./pages/resourceDesigner/ResourceDesignerPage'));

/** The /home dashboard (react-admin's `dashboard`, path '/'). */
export const homePage = lazyPreloaded(() => import('./pages/HomePage').then((m) => ({ default: m.HomePage })));

export interface OwnPageRoute {
  /** Under /home, in react-router's syntax. */
  path: string;
  page: PreloadedComponent<ComponentType>;
}

export const ownPageRoutes: OwnPageRoute[] = [
  { path: '/audits', page: lazyPreloaded(() => import('./pages/audits/AuditPage')) },
  { path: '/imports', page: lazyPreloaded(() => import('./pages/imports/ImportsPage')) },
  // Configuración > Recursos (issue 29): the resources and the designer.
  { path: '/configuration/resources', page: lazyPreloaded(() => import('./pages/resourceDesigner/ResourcesPage')) },
  { path: '/configuration/resources/new', page: resourceDesigner },
  { path: '/configuration/resources/:name', page: resourceDesigner },
  { path: '/statistics', page: lazyPreloaded(() => import('./pages/statistics/StatisticsPage')) },
  { path: '/quick-search', page: lazyPreloaded(() => import('../resources/officers/quickSearch/QuickSearchPage')) },
  { path: '/human-resources/register', page: officerForm },
  { path: '/human-resources/update/:id', page: officerForm },
  { path: '/human-resources/query', page: lazyPreloaded(() => import('../resources/officers/query/OfficerQueryPage')) },
  { path: '/human-resources/query/:id', page: officerForm },
  { path: '/human-resources/details/:id', page: lazyPreloaded(() => import('../resources/officers/detail/OfficerDetailPage')) },
  // Weapons park and transport (spec 3 §2.1): /gunpark/* and /transport/* are the stations' and vehicles' declared
  // routes (sub-pages whose content the spec does not show open the list); these are their own screens.
  { path: '/gunpark/stations/:id', page: lazyPreloaded(() => import('../resources/guns/GunList')) },
  { path: '/gunpark/statistics', page: lazyPreloaded(() => import('./pages/dashboards/gunpark/GunparkDashboardPage')) },
  { path: '/transport/assignments', page: lazyPreloaded(() => import('../resources/vehicleAssignments/AssignmentsHubPage')) },
  { path: '/vehicle/statistics', page: lazyPreloaded(() => import('./pages/dashboards/vehicle/VehicleDashboardPage')) },
];

/** A route path as a whole-path pattern (':name' is one segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`);

/** Starts loading the module of the own page at a /home address, if it is one (errors surface when it mounts). */
export function preloadOwnPage(pathname: string) {
  const inside = pathname.replace(/^\/home/, '') || '/';
  const page = inside === '/' ? homePage : ownPageRoutes.find((route) => patternOf(route.path).test(inside))?.page;
  void page?.preload().catch(() => undefined);
}
