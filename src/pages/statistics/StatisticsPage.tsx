/** General statistics (spec 1 §2.6): seven cards, officers per rank and by gender. */
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { pendingRequests, useGeneralStatistics } from './useGeneralStatistics';
import { formatNumber } from '../../../resources/engine/numbers';

const StatisticsCharts = lazy(() => import('./StatisticsCharts'));

function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">{label}</Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>{value}</Typography>
      </CardContent>
    </Card>
  );
}

export default function StatisticsPage() {
  const translate = useTranslate();
  const { data, isPending, isError, refetch } = useGeneralStatistics();
  const number = (n: number) => formatNumber(n);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.statistics.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('app.statistics.title')}</Typography>
      {isPending && <LinearProgress />}
      {isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{translate('app.guard.retry')}</Button>}>
          {translate('app.statistics.error')}
        </Alert>
      )}
      {data && (
        <>
          <Grid container spacing={2}>
            {[
              ['app.statistics.totalPolice', data.stats.totalPolice],
              ['app.statistics.weapons', data.totals.weapon],
              ['app.statistics.vehicles', data.totals.motorPark],
              ['app.statistics.disciplinary', data.totals.diciplinaryMeasures],
              ['app.statistics.activePolice', data.stats.activePolice],
              ['app.statistics.inactivePolice', data.stats.inactivePolice],
              ['app.statistics.pending', pendingRequests(data.stats)],
            ].map(([key, value]) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
                <StatCard label={translate(String(key))} value={number(Number(value))} />
              </Grid>
            ))}
          </Grid>
          <Suspense fallback={<LinearProgress sx={{ mt: 2 }} />}>
            <StatisticsCharts data={data} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
