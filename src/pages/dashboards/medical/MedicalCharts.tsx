/** The charts of the medical dashboard (recharts, loaded with this chunk): months, statuses, rest lengths, top 5 diagnoses. */
import { Grid, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MedicalStatistics } from '../../../../resources/medical/api';
import { BarsCard, ChartCard, PieCard } from '../shared/Charts';
import { MonthColumns } from '../shared/ChartParts';
import { monthLabel } from '../shared/useDashboard';

const S = 'app.medical.statistics';
const STATUS_COLORS = ['#ed6c02', '#2e7d32', '#c62828'];

function MonthsCard({ data }: { data: MedicalStatistics['byMonth'] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const rows = data.map((m) => ({ label: monthLabel({ ...m, finished: 0 }), count: m.count }));
  return (
    <ChartCard title={`${S}.byMonth`}>
      <MonthColumns rows={rows} series={[{ key: 'count', name: translate(`${S}.reports`), color: theme.palette.primary.main }]} />
    </ChartCard>
  );
}

export default function MedicalCharts({ data }: { data: MedicalStatistics }) {
  const translate = useTranslate();
  const statuses = [
    { label: translate('app.medical.status.pending'), count: data.pending },
    { label: translate('app.medical.status.approved'), count: data.approved },
    { label: translate('app.medical.status.rejected'), count: data.rejected },
  ];
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, lg: 8 }}><MonthsCard data={data.byMonth} /></Grid>
      <Grid size={{ xs: 12, lg: 4 }}><PieCard title={`${S}.byStatus`} data={statuses} colors={STATUS_COLORS} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${S}.topDiagnoses`} data={data.topDiagnoses.map((d) => ({ label: d.diagnosis, count: d.count }))} valueLabel={`${S}.reports`} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${S}.byType`} data={data.byType.map((d) => ({ label: d.type, count: d.count }))} valueLabel={`${S}.reports`} /></Grid>
    </Grid>
  );
}
