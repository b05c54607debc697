/** The permits dashboard's charts (recharts, in their own chunk): by type, by status, by month. */
import { Grid, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PermitStatistics } from '../../../../resources/permits/api';
import { BarsCard, ChartCard, PieCard } from '../shared/Charts';

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
          <ResponsiveContainer width="100%" height={300}>
            <BarChart data={months} margin={{ left: 0, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" stroke={theme.palette.text.secondary} tick={{ fontSize: 12 }} />
              <YAxis allowDecimals={false} stroke={theme.palette.text.secondary} />
              <Tooltip formatter={(value) => [value, translate(`${D}.count`)]} />
              <Bar dataKey="count" fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </Grid>
    </>
  );
}
