/** The charts of the weapons dashboard (loaded lazily with recharts). */
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarsCard, MonthlyCard, PieCard, RankingCard, YES_NO_COLORS } from '../shared/Charts';
import type { GunparkDashboard } from './gunparkDashboard';

const D = 'app.gunpark.dashboard';

export default function GunparkCharts({ data }: { data: GunparkDashboard }) {
  const translate = useTranslate();
  const m = data.maintenance;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byType`} data={data.types} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byOperability`} data={data.operability} colors={YES_NO_COLORS} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byBrand`} data={data.brands} valueLabel="app.gunpark.guns.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byCaliber`} data={data.calibers} valueLabel="app.gunpark.guns.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byStation`} data={data.stations} valueLabel="app.gunpark.guns.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byStatus`} data={m.byStatus} /></Grid>
      <Grid size={12}><MonthlyCard title={`${D}.monthly`} data={data.monthly} labels={[`${D}.started`, `${D}.finished`]} /></Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <RankingCard
          title={`${D}.mostUsed`}
          rows={data.mostUsed}
          columns={[
            { label: 'resources.guns.fields.codeGun', render: (g) => <span style={{ whiteSpace: 'nowrap' }}>{g.codeGun}</span> },
            { label: 'app.gunpark.guns.brandModel', render: (g) => `${g.brand} / ${g.model}` },
            { label: 'resources.guns.fields.serial', render: (g) => g.serial },
            { label: `${D}.assignmentsCount`, render: (g) => g.assignments, align: 'right' },
            { label: `${D}.activeNow`, render: (g) => g.active, align: 'right' },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <BarsCard
          title={`${D}.maintenance`}
          valueLabel="app.gunpark.guns.table"
          data={[
            { label: translate(`${D}.inMaintenance`), count: m.inMaintenance },
            { label: translate(`${D}.outOfService`), count: m.outOfService },
            { label: translate(`${D}.nonOperationalGuns`), count: m.nonOperational },
            { label: translate(`${D}.inGoodCondition`), count: m.inGoodCondition },
          ]}
        />
      </Grid>
    </Grid>
  );
}
