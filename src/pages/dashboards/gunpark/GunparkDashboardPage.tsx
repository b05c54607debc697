/**
 * Weapons dashboard, /home/gunpark/statistics (spec 3 §2.12, §3.13, §7.3b): breadcrumb
 * Inicio > Parque de Armas > Estadísticas, the totals as cards and the charts of the last
 * 12 months and top 10s. Weapons park access (or administrator), else 'Acceso Denegado'.
 */
import { lazy } from 'react';
import { GUNPARK_ACCESS } from '../../../../resources/guns/access';
import { ModuleDashboardPage, type ModuleDashboardConfig } from '../shared/ModuleDashboardPage';
import { GUNPARK_ENDPOINTS, type GunparkDashboard } from './gunparkDashboard';

const D = 'app.gunpark.dashboard';

const config: ModuleDashboardConfig<GunparkDashboard> = {
  access: GUNPARK_ACCESS.module,
  deniedKey: 'app.gunpark.denied',
  apiPath: 'gunpark/dashboard',
  endpoints: GUNPARK_ENDPOINTS,
  texts: D,
  crumbs: [{ label: 'app.menu.home', to: '/home' }, { label: 'app.gunpark.title', to: '/home/gunpark' }, { label: 'app.gunpark.menu.statistics' }],
  cards: ({ stats: s }) => [
    { label: `${D}.totalGuns`, value: s.totalGuns },
    { label: `${D}.operationalGuns`, value: s.operationalGuns },
    { label: `${D}.nonOperationalGuns`, value: s.nonOperationalGuns },
    { label: `${D}.operationalPercentage`, value: s.operationalPercentage, suffix: ' %' },
    { label: `${D}.officerAssignments`, value: s.officerAssignments },
    { label: `${D}.stationAssignments`, value: s.stationAssignments },
    { label: `${D}.totalStations`, value: s.totalStations },
    { label: `${D}.maintenanceNeeded`, value: s.maintenanceNeeded },
  ],
  Charts: lazy(() => import('./GunparkCharts')),
};

export default function GunparkDashboardPage() {
  return <ModuleDashboardPage config={config} />;
}
