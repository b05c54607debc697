/**
 * Permits dashboard, /home/permits/statistics (spec 3 §2.12, §3.13, §7.3b): breadcrumb
 * Inicio > Permisos > Estadísticas; totals, requests by type and status and the last 12
 * months from `GET permits/statistics`. No retries (§9); a failure shows 'Error al cargar
 * las estadísticas'. The permit screens refresh it after each change.
 */
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Box, Grid } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fetchPermitStatistics } from '../../../../resources/permits/api';
import { permitsDeclaration as P } from '../../../../resources/permits/declaration';
import { AccessDenied } from '../../AccessDenied';
import { useSession } from '../../../session/SessionContext';
import { hasAccess } from '../../../../authProvider/permissions';
import { DashboardFrame, StatCards } from '../shared/DashboardParts';
import { formatNumber } from '../../../../resources/engine/numbers';

const PermitsCharts = lazy(() => import('./PermitsCharts'));
const D = 'app.permits.dashboard';

function Dashboard() {
  const notify = useNotify();
  const translate = useTranslate();
  const query = useQuery({ queryKey: ['permit-statistics'], queryFn: fetchPermitStatistics, retry: false, refetchOnWindowFocus: false });
  useEffect(() => {
    if (query.isError) notify(`${D}.error`, { type: 'error' });
  }, [query.isError, notify]);
  const s = query.data;
  return (
    <DashboardFrame
      title={`${D}.title`}
      crumbs={[{ label: 'app.menu.home', to: '/home' }, { label: 'app.permits.title', to: `/home/${P.route}` }, { label: 'app.permits.menu.statistics' }]}
      icon={<EventNoteIcon color="primary" />}
      isPending={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      errorKey={`${D}.error`}
      retryKey={`${D}.retry`}
    >
      {s && (
        <Box sx={{ mt: 2 }}>
          <StatCards items={[
            { label: `${D}.total`, value: s.total },
            { label: `${D}.pending`, value: s.pending },
            { label: `${D}.approved`, value: s.approved },
            { label: `${D}.rejected`, value: s.rejected },
          ]} />
          <Box sx={{ mt: 1, color: 'text.secondary', typography: 'body2' }}>
            {`${translate(`${D}.days`)}: ${formatNumber(s.restDays.totalDays)} · ${translate(`${D}.averageDays`, { value: formatNumber(s.restDays.averageDays) })}`}
          </Box>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Suspense fallback={null}><PermitsCharts statistics={s} /></Suspense>
          </Grid>
        </Box>
      )}
    </DashboardFrame>
  );
}

export default function PermitsDashboardPage() {
  const { user } = useSession();
  if (!hasAccess(user, P.access.statistics)) return <AccessDenied messageKey="app.permits.denied" />;
  return <Dashboard />;
}
