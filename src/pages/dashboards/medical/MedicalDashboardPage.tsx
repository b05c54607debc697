/**
 * Medical dashboard, /home/medical/statistics (spec 3 §2.12, §3.13, §7.3b
 * `GET medical/statistics`): breadcrumb Inicio > Médico > Estadísticas, the totals and
 * rest days as cards and the charts of the last 6 months (reports by month, by status,
 * by length of rest, the top 5 diagnoses). The query sits under the 'medical' key, so
 * every change of a report refreshes it; no retry (§9); a failure shows the toast
 * 'Error al cargar las estadísticas'. Module 11 (or administrator), else 'Acceso Denegado'.
 */
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNotify } from 'react-admin';
import { hasAccess } from '../../../../authProvider/permissions';
import { MEDICAL_ACCESS } from '../../../../resources/medical/access';
import { fetchMedicalStatistics, MEDICAL_QUERY_KEY } from '../../../../resources/medical/api';
import { useSession } from '../../../session/SessionContext';
import { AccessDenied } from '../../AccessDenied';
import { DashboardFrame, StatCards } from '../shared/DashboardParts';

const MedicalCharts = lazy(() => import('./MedicalCharts'));
const S = 'app.medical.statistics';

function MedicalDashboard() {
  const notify = useNotify();
  const query = useQuery({ queryKey: [...MEDICAL_QUERY_KEY, 'statistics'], queryFn: fetchMedicalStatistics, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false });
  useEffect(() => {
    if (query.isError) notify(`${S}.error`, { type: 'error' });
  }, [query.isError, notify]);
  const data = query.data;
  return (
    <DashboardFrame
      title={`${S}.title`}
      crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.medical.crumb', to: '/home/medical' }, { label: 'app.medical.menu.statistics' }]}
      icon={<MonitorHeartIcon color="primary" />}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      errorKey={`${S}.error`}
      retryKey={`${S}.retry`}
    >
      {data && (
        <>
          <StatCards
            items={[
              { label: `${S}.total`, value: data.total },
              { label: `${S}.pending`, value: data.pending },
              { label: `${S}.approved`, value: data.approved },
              { label: `${S}.rejected`, value: data.rejected },
              { label: `${S}.totalDays`, value: data.restDays.totalDays },
              { label: `${S}.averageDays`, value: data.restDays.averageDays },
            ]}
          />
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
            <MedicalCharts data={data} />
          </Suspense>
        </>
      )}
    </DashboardFrame>
  );
}

export default function MedicalDashboardPage() {
  const { user } = useSession();
  if (!hasAccess(user, MEDICAL_ACCESS.statistics)) return <AccessDenied messageKey="app.medical.denied" />;
  return <MedicalDashboard />;
}
