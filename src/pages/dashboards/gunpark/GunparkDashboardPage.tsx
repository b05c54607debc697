/**
 * Weapons dashboard, /home/gunpark/statistics (spec 3 §2.12, §3.13, §7.3b): breadcrumb
 * Inicio > Parque de Armas > Estadísticas, the totals as cards and the charts of the last
 * 12 months and top 10s. Weapons park access (or administrator), else 'Acceso Denegado'.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { hasAccess } from '../../../../authProvider/permissions';
import { GUNPARK_ACCESS } from '../../../../resources/guns/access';
import { useSession } from '../../../session/SessionContext';
import { AccessDenied } from '../../AccessDenied';
import { DashboardFrame, StatCards } from '../shared/DashboardParts';
import { useDashboard } from '../shared/useDashboard';
import { GUNPARK_ENDPOINTS, type GunparkDashboard } from './gunparkDashboard';

const GunparkCharts = lazy(() => import('./GunparkCharts'));
const D = 'app.gunpark.dashboard';

function Dashboard() {
  const { data, isPending, isError, refetch } = useDashboard<GunparkDashboard>('gunpark/dashboard', GUNPARK_ENDPOINTS, `${D}.error`);
  const s = data?.stats;
  return (
    <DashboardFrame
      title={`${D}.title`}
      crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.gunpark.title', to: '/home/gunpark' }, { label: 'app.gunpark.menu.statistics' }]}
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
              { label: `${D}.totalGuns`, value: s.totalGuns },
              { label: `${D}.operationalGuns`, value: s.operationalGuns },
              { label: `${D}.nonOperationalGuns`, value: s.nonOperationalGuns },
              { label: `${D}.operationalPercentage`, value: s.operationalPercentage, suffix: ' %' },
              { label: `${D}.officerAssignments`, value: s.officerAssignments },
              { label: `${D}.stationAssignments`, value: s.stationAssignments },
              { label: `${D}.totalStations`, value: s.totalStations },
              { label: `${D}.maintenanceNeeded`, value: s.maintenanceNeeded },
            ]}
          />
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
            <GunparkCharts data={data} />
          </Suspense>
        </>
      )}
    </DashboardFrame>
  );
}

export default function GunparkDashboardPage() {
  const { user } = useSession();
  if (!hasAccess(user, GUNPARK_ACCESS.module)) return <AccessDenied messageKey="app.gunpark.denied" />;
  return <Dashboard />;
}
