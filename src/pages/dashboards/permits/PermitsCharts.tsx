/** The permits dashboard's charts (recharts, in their own chunk): by type, by status, by month. */
import { Grid, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PermitStatistics } from '../../../../resources/permits/api';
import { BarsCard, ChartCard, PieCard } from '../shared/Charts';
import { MonthColumns } from '../shared/ChartParts';

const D = 'app.permits.dashboard';
const STATUS_COLORS = ['#ed6c02', '#2e7d32', '#c62828'];

export default function PermitsCharts({ statistics: s }: { statistics: PermitStatistics }) {
  const theme = useTheme();
  const translate = useTranslate();
  const months = s.byMonth.map((m) => ({ label: new Date(m.year, m.month - 1, 1).toLocaleDateString('es-ES', { month: 'short', year: 'numeric' }), count: m.count }));
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}><BarsCard title={`${D}.byType`} data={s.byType.map((t) => ({ label: t.label, count: t.count }))} valueLabel={`${D}.count`} /></Grid>
      <Grid size={{ xs: 12, md: 6 }}><PieCard title={`${D}.byStatus`} data={s.byStatus.map((t) => ({ label: t.label, count: t.count }))} colors={STATUS_COLORS} /></Grid>
      <Grid size={12}>
        <ChartCard title={`${D}.byMonth`} empty={s.total === 0}>
          <MonthColumns rows={months} series={[{ key: 'count', name: translate(`${D}.count`), color: theme.palette.primary.main }]} height={300} />
        </ChartCard>
      </Grid>
    </>
  );
}
