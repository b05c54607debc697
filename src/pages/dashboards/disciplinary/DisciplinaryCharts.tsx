/** The charts of the disciplinary dashboard (loaded lazily with recharts). */
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatIdentification } from '../../../../resources/officers/shared/format';
import { BarsCard, MonthlyCard, PieCard, RankingCard } from '../shared/Charts';
import type { DisciplinaryDashboard } from './disciplinaryDashboard';

const D = 'app.disciplinary.dashboard';

export default function DisciplinaryCharts({ data }: { data: DisciplinaryDashboard }) {
  const translate = useTranslate();
  const r = data.resolution;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byType`} data={data.types} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byStatus`} data={data.statuses} /></Grid>
      <Grid size={12}><MonthlyCard title={`${D}.monthly`} data={data.monthly} labels={[`${D}.started`, `${D}.finished`]} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byOffice`} data={data.offices} valueLabel={`${D}.cases`} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.violations`} data={data.violations} valueLabel={`${D}.cases`} /></Grid>
      <Grid size={{ xs: 12, lg: 4 }}><PieCard title={`${D}.bySanction`} data={data.sanctions} /></Grid>
      <Grid size={{ xs: 12, lg: 4 }}><PieCard title={`${D}.bySeverity`} data={data.severity} /></Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <BarsCard
          title={`${D}.resolution`}
          valueLabel={`${D}.resolution`}
          data={[
            { label: translate(`${D}.minDays`), count: r.minDays },
            { label: translate(`${D}.average`), count: r.averageDays },
            { label: translate(`${D}.maxDays`), count: r.maxDays },
          ]}
        />
      </Grid>
      <Grid size={12}>
        <RankingCard
          title={`${D}.topOfficers`}
          rows={data.officers.topOfficers}
          columns={[
            { label: `${D}.identification`, render: (o) => formatIdentification(o.identification) },
            { label: `${D}.officer`, render: (o) => `${o.firstName} ${o.firstLastname}` },
            { label: `${D}.cases`, render: (o) => o.cases, align: 'right' },
          ]}
        />
      </Grid>
    </Grid>
  );
}
