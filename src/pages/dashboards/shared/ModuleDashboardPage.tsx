/**
 * One page for the module dashboards (spec 3 §2.12, §3.13, §7.3b): access check ('Acceso
 * Denegado' otherwise), every endpoint loaded together, the breadcrumb, the totals as cards
 * and the module's charts loaded lazily with recharts. Each dashboard only declares these.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import { LinearProgress } from '@mui/material';
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { hasAccess, type AccessRule } from '../../../../authProvider/permissions';
import { useSession } from '../../../session/SessionContext';
import { AccessDenied } from '../../AccessDenied';
import type { Crumb } from '../../../components/list/PageHeader';
import { DashboardFrame, StatCards, type StatItem } from './DashboardParts';
import { useDashboard } from './useDashboard';

export interface ModuleDashboardConfig<T extends Record<string, unknown>> {
  access: AccessRule;
  deniedKey: string;
  /** API base of the endpoints, e.g. 'gunpark/dashboard'. */
  apiPath: string;
  endpoints: Record<keyof T, string>;
  /** Catalogue section with title, error and retry texts, e.g. 'app.gunpark.dashboard'. */
  texts: string;
  crumbs: Crumb[];
  cards: (data: T) => StatItem[];
  Charts: LazyExoticComponent<ComponentType<{ data: T }>>;
}

function Dashboard<T extends Record<string, unknown>>({ config }: { config: ModuleDashboardConfig<T> }) {
  const { apiPath, endpoints, texts, crumbs, cards, Charts } = config;
  const { data, isPending, isError, refetch } = useDashboard<T>(apiPath, endpoints, `${texts}.error`);
  return (
    <DashboardFrame
      title={`${texts}.title`}
      crumbs={crumbs}
      icon={<BarChartIcon color="primary" />}
      isPending={isPending}
      isError={isError}
      onRetry={() => void refetch()}
      errorKey={`${texts}.error`}
      retryKey={`${texts}.retry`}
    >
      {data && (
        <>
          <StatCards items={cards(data)} />
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
            <Charts data={data} />
          </Suspense>
        </>
      )}
    </DashboardFrame>
  );
}

export function ModuleDashboardPage<T extends Record<string, unknown>>({ config }: { config: ModuleDashboardConfig<T> }) {
  const { user } = useSession();
  if (!hasAccess(user, config.access)) return <AccessDenied messageKey={config.deniedKey} />;
  return <Dashboard config={config} />;
}
