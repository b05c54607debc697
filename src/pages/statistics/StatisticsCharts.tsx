/** The two charts of the general statistics page; loaded lazily with recharts. */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DonutChart, HorizontalBars } from '../dashboards/shared/ChartParts';
import type { GeneralStatistics } from './useGeneralStatistics';

const GENDER_COLORS = ['#1f5f99', '#c2185b', '#8d8d8d'];

export default function StatisticsCharts({ data }: { data: GeneralStatistics }) {
  const translate = useTranslate();
  // Ranks with no officers are left out (spec 1 §2.6).
  const ranks = data.ranks.filter((r) => r.count > 0);
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('app.statistics.byRank')}</Typography>
            <HorizontalBars rows={ranks.map((r) => ({ label: r.rank, count: r.count }))} valueLabel={translate('app.statistics.officers')} labelWidth={170} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('app.statistics.byGender')}</Typography>
            {/* In the answer's order (Masculino, Femenino; spec 1 §2.6). */}
            <DonutChart
              label={translate('app.statistics.byGender')}
              height={260}
              slices={data.genders.map((g, index) => ({ label: g.gender, count: g.count, color: GENDER_COLORS[index % GENDER_COLORS.length] }))}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
