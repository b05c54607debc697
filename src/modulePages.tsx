/**
 * The browser's side of the declared `pages` (module resources of resources/modules.ts and
 * registry resources drawn by their own screens, like the disciplinary cases): each page's
 * component by its declared `view` key, loaded on demand. App.tsx mounts every declared
 * route with it; tests/unit/modulePages.test.ts fails when a declared view has no component.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const modulePages: Record<string, LazyExoticComponent<ComponentType>> = {
  'reentries.list': lazy(() => import('../resources/reentries/ReentriesPage')),
  'disincorporations.list': lazy(() => import('../resources/disincorporations/DisincorporationsPage')),
  'vacations.list': lazy(() => import('../resources/vacations/VacationsPage')),
  'permits.list': lazy(() => import('../resources/permits/PermitsPage')),
  'permits.statistics': lazy(() => import('./pages/dashboards/permits/PermitsDashboardPage')),
  'medical.list': lazy(() => import('../resources/medical/MedicalReportsPage')),
  'medical.statistics': lazy(() => import('./pages/dashboards/medical/MedicalDashboardPage')),
  'disciplinary.icap': lazy(() => import('../resources/disciplinary/CaseListPage')),
  'disciplinary.oidp': lazy(() => import('../resources/disciplinary/OidpCasesPage')),
  'disciplinary.council': lazy(() => import('../resources/disciplinary/CouncilCasesPage')),
  'disciplinary.statistics': lazy(() => import('./pages/dashboards/disciplinary/DisciplinaryDashboardPage')),
};
