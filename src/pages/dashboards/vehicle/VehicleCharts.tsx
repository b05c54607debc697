/** The charts of the vehicle dashboard (loaded lazily with recharts). */
import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BarsCard, MonthlyCard, PieCard, RankingCard, YES_NO_COLORS } from '../shared/Charts';
import type { VehicleDashboard } from './vehicleDashboard';

const D = 'app.transport.dashboard';

export default function VehicleCharts({ data }: { data: VehicleDashboard }) {
  const translate = useTranslate();
  const m = data.maintenance;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}><PieCard title={`${D}.byType`} data={data.types} /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byBrand`} data={data.brands} valueLabel="app.transport.vehicles.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byYear`} data={data.years} valueLabel="app.transport.vehicles.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byStation`} data={data.stations} valueLabel="app.transport.vehicles.table" /></Grid>
      <Grid size={{ xs: 12, md: 4 }}><PieCard title={`${D}.byOperability`} data={data.operability} colors={YES_NO_COLORS} /></Grid>
      <Grid size={{ xs: 12, md: 4 }}><PieCard title={`${D}.byInspection`} data={data.inspection} colors={YES_NO_COLORS} /></Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <PieCard
          title={`${D}.maintenance`}
          colors={[YES_NO_COLORS[1], YES_NO_COLORS[0]]}
          data={[
            { label: translate(`${D}.needingMaintenance`), count: m.vehiclesNeedingMaintenance },
            { label: translate(`${D}.inGoodCondition`), count: m.vehiclesInGoodCondition },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}><BarsCard title={`${D}.byService`} data={data.services} valueLabel="app.transport.vehicles.table" /></Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <RankingCard
          title={`${D}.mostUsed`}
          rows={data.mostUsed}
          columns={[
            { label: 'resources.vehicles.fields.codeVehicle', render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{v.codeVehicle ?? '—'}</span> },
            { label: 'app.transport.vehicles.brandModel', render: (v) => [v.brand, v.model].filter(Boolean).join(' / ') || '—' },
            { label: 'resources.vehicles.fields.plate', render: (v) => v.plate ?? '—' },
            { label: `${D}.assignmentsCount`, render: (v) => v.assignments, align: 'right' },
            { label: `${D}.activeNow`, render: (v) => v.active, align: 'right' },
          ]}
        />
      </Grid>
      <Grid size={12}><MonthlyCard title={`${D}.monthly`} data={data.monthly} labels={[`${D}.started`, `${D}.finished`]} /></Grid>
    </Grid>
  );
}
