/**
 * Vehicle dashboard, /home/vehicle/statistics (spec 3 §2.12, §3.13, §7.3b): breadcrumb
 * Inicio > Transporte > Estadísticas, totals as cards, distributions, the last 12 months
 * and the maintenance summary. Transport access (or administrator), else 'Acceso Denegado'.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { hasAccess } from '../../../../authProvider/permissions';
import { TRANSPORT_ACCESS } from '../../../../resources/vehicles/access';
import { useSession } from '../../../session/SessionContext';
import { AccessDenied } from '../../AccessDenied';
import { DashboardFrame, StatCards } from '../shared/DashboardParts';
import { useDashboard } from '../shared/useDashboard';
import { VEHICLE_ENDPOINTS, type VehicleDashboard } from './vehicleDashboard';

const VehicleCharts = lazy(() => import('./VehicleCharts'));
const D = 'app.transport.dashboard';

function Dashboard() {
  const { data, isPending, isError, refetch } = useDashboard<VehicleDashboard>('vehicle/dashboard', VEHICLE_ENDPOINTS, `${D}.error`);
  const s = data?.stats;
  return (
    <DashboardFrame
      title={`${D}.title`}
      crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.transport.module', to: '/home/transport' }, { label: `${D}.title` }]}
      icon={<BarChartIcon color="primary" />}
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
      errorKey={`${D}.error`}
      retryKey={`${D}.retry`}
    >
      {data && s && (
        <>
          <StatCards
            items={[
              { label: `${D}.totalVehicles`, value: s.totalVehicles },
              { label: `${D}.operationalVehicles`, value: s.operationalVehicles },
              { label: `${D}.nonOperationalVehicles`, value: s.nonOperationalVehicles },
              { label: `${D}.operationalPercentage`, value: s.operationalPercentage, suffix: ' %' },
              { label: `${D}.activeAssignments`, value: s.activeAssignments },
              { label: `${D}.availableVehicles`, value: s.availableVehicles },
              { label: `${D}.inspectedVehicles`, value: s.inspectedVehicles },
              { label: `${D}.averageEfficiency`, value: data.maintenance.averageEfficiency, suffix: ' %' },
            ]}
          />
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
            <VehicleCharts data={data} />
          </Suspense>
        </>
      )}
    </DashboardFrame>
  );
}

export default function VehicleDashboardPage() {
  const { user } = useSession();
  if (!hasAccess(user, TRANSPORT_ACCESS.module)) return <AccessDenied messageKey="app.transport.denied" />;
  return <Dashboard />;
}
