/**
 * The app's own pages under /home (those not generated from a declaration, but for the
 * placeholder modules, which AdminApp mounts with their sub-view): each route's
 * module loader, in one table that AdminApp mounts and that the light entry (src/main.tsx)
 * reads to start loading the page a /home address opens together with the app's own
 * modules, instead of after them.
 */
import type { ComponentType } from 'react';

type PageLoader = () => Promise<{ default: ComponentType }>;

const officerForm: PageLoader = () => import('../resources/officers/form/OfficerFormPage');
const resourceDesigner: PageLoader = () => import('./pages/resourceDesigner/ResourceDesignerPage');

/** The /home dashboard (react-admin's `dashboard`, path '/'). */
export const loadHomePage: PageLoader = () => import('./pages/HomePage').then((m) => ({ default: m.HomePage }));

export interface OwnPageRoute {
  /** Under /home, in react-router's syntax. */
  path: string;
  load: PageLoader;
}

export const ownPageRoutes: OwnPageRoute[] = [
  { path: '/audits', load: () => import('./pages/audits/AuditPage') },
  { path: '/imports', load: () => import('./pages/imports/ImportsPage') },
  // Configuración > Recursos (issue 29): the resources and the designer.
  { path: '/configuration/resources', load: () => import('./pages/resourceDesigner/ResourcesPage') },
  { path: '/configuration/resources/new', load: resourceDesigner },
  { path: '/configuration/resources/:name', load: resourceDesigner },
  { path: '/statistics', load: () => import('./pages/statistics/StatisticsPage') },
  { path: '/quick-search', load: () => import('../resources/officers/quickSearch/QuickSearchPage') },
  { path: '/human-resources/register', load: officerForm },
  { path: '/human-resources/update/:id', load: officerForm },
  { path: '/human-resources/query', load: () => import('../resources/officers/query/OfficerQueryPage') },
  { path: '/human-resources/query/:id', load: officerForm },
  { path: '/human-resources/details/:id', load: () => import('../resources/officers/detail/OfficerDetailPage') },
  // Weapons park and transport (spec 3 §2.1): /gunpark/* and /transport/* are the stations' and vehicles' declared
  // routes (sub-pages whose content the spec does not show open the list); these are their own screens.
  { path: '/gunpark/stations/:id', load: () => import('../resources/guns/GunList') },
  { path: '/gunpark/statistics', load: () => import('./pages/dashboards/gunpark/GunparkDashboardPage') },
  { path: '/transport/assignments', load: () => import('../resources/vehicleAssignments/AssignmentsHubPage') },
  { path: '/vehicle/statistics', load: () => import('./pages/dashboards/vehicle/VehicleDashboardPage') },
];

/** A route path as a whole-path pattern (':name' is one segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/?$`);

/** Starts loading the module of the own page at a /home address, if it is one (errors surface when it mounts). */
export function preloadOwnPage(pathname: string) {
  const inside = pathname.replace(/^\/home/, '') || '/';
  const load = inside === '/' ? loadHomePage : ownPageRoutes.find((route) => patternOf(route.path).test(inside))?.load;
  void load?.().catch(() => undefined);
}
