/**
 * Disciplinary dashboard, /home/disciplinary/statistics (spec 3 §2.12, §3.13, §7.3b):
 * breadcrumb Inicio > Disciplinario, the totals as cards and the charts of the last 12
 * months (top 10 offices and violations). Module 2 access, else 'Acceso Denegado'.
 */
import { lazy } from 'react';
import { DISCIPLINARY_ACCESS } from '../../../../resources/disciplinary/access';
import { ModuleDashboardPage, type ModuleDashboardConfig } from '../shared/ModuleDashboardPage';
import { DISCIPLINARY_ENDPOINTS, type DisciplinaryDashboard } from './disciplinaryDashboard';

const D = 'app.disciplinary.dashboard';

const config: ModuleDashboardConfig<DisciplinaryDashboard> = {
  access: DISCIPLINARY_ACCESS.module,
  deniedKey: 'app.disciplinary.denied',
  apiPath: 'disciplinary/dashboard',
  endpoints: DISCIPLINARY_ENDPOINTS,
  texts: D,
  crumbs: [{ label: 'app.menu.home', to: '/home' }, { label: 'app.menu.disciplinary' }],
  cards: ({ stats, resolution, officers }) => [
    { label: `${D}.totalCases`, value: stats.totalCases },
    { label: `${D}.activeCases`, value: stats.activeCases },
    { label: `${D}.closedCases`, value: stats.closedCases },
    { label: `${D}.resolutionRate`, value: stats.resolutionRate, suffix: ' %' },
    { label: `${D}.averageDays`, value: resolution.averageDays },
    { label: `${D}.officersInvolved`, value: officers.officersInvolved },
  ],
  Charts: lazy(() => import('./DisciplinaryCharts')),
};

export default function DisciplinaryDashboardPage() {
  return <ModuleDashboardPage config={config} />;
}
