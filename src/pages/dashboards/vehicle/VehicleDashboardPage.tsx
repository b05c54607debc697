/**
 * Vehicle dashboard, /home/vehicle/statistics (spec 3 §2.12, §3.13, §7.3b): breadcrumb
 * Inicio > Transporte > Estadísticas, totals as cards, distributions, the last 12 months
 * and the maintenance summary. Transport access (or administrator), else 'Acceso Denegado'.
 */
import { lazy } from 'react';
import { TRANSPORT_ACCESS } from '../../../../resources/vehicles/access';
import { ModuleDashboardPage, type ModuleDashboardConfig } from '../shared/ModuleDashboardPage';
import { VEHICLE_ENDPOINTS, type VehicleDashboard } from './vehicleDashboard';

const D = 'app.transport.dashboard';

const config: ModuleDashboardConfig<VehicleDashboard> = {
  access: TRANSPORT_ACCESS.module,
  deniedKey: 'app.transport.denied',
  apiPath: 'vehicle/dashboard',
  endpoints: VEHICLE_ENDPOINTS,
  texts: D,
  crumbs: [{ label: 'app.menu.home', to: '/home' }, { label: 'app.transport.module', to: '/home/transport' }, { label: `${D}.title` }],
  cards: ({ stats: s, maintenance }) => [
    { label: `${D}.totalVehicles`, value: s.totalVehicles },
    { label: `${D}.operationalVehicles`, value: s.operationalVehicles },
    { label: `${D}.nonOperationalVehicles`, value: s.nonOperationalVehicles },
    { label: `${D}.operationalPercentage`, value: s.operationalPercentage, suffix: ' %' },
    { label: `${D}.activeAssignments`, value: s.activeAssignments },
    { label: `${D}.availableVehicles`, value: s.availableVehicles },
    { label: `${D}.inspectedVehicles`, value: s.inspectedVehicles },
    { label: `${D}.averageEfficiency`, value: maintenance.averageEfficiency, suffix: ' %' },
  ],
  Charts: lazy(() => import('./VehicleCharts')),
};

export default function VehicleDashboardPage() {
  return <ModuleDashboardPage config={config} />;
}
