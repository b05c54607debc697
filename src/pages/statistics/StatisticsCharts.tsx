/** The two charts of the general statistics page; loaded lazily with recharts. */
import { Card, CardContent, Grid, Typography, useTheme } from '@mui/material';
import { Bar, BarChart, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { GeneralStatistics } from './useGeneralStatistics';

const GENDER_COLORS = ['#1f5f99', '#c2185b', '#8d8d8d'];

export default function StatisticsCharts({ data }: { data: GeneralStatistics }) {
  const translate = useTranslate();
  const theme = useTheme();
  // Ranks with no officers are left out (spec 1 §2.6).
  const ranks = data.ranks.filter((r) => r.count > 0);
  const text = theme.palette.text.secondary;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('app.statistics.byRank')}</Typography>
            <ResponsiveContainer width="100%" height={Math.max(240, ranks.length * 34)}>
              <BarChart data={ranks} layout="vertical" margin={{ left: 24, right: 24 }}>
                <XAxis type="number" allowDecimals={false} stroke={text} />
                <YAxis type="category" dataKey="rank" width={170} stroke={text} tick={{ fontSize: 12 }} />
                <Tooltip formatter={(value) => [value, translate('app.statistics.officers')]} />
                <Bar dataKey="count" fill={theme.palette.primary.main} radius={[0, 4, 4, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('app.statistics.byGender')}</Typography>
            <ResponsiveContainer width="100%" height={300}>
              <PieChart>
                <Pie data={data.genders} dataKey="count" nameKey="gender" innerRadius={70} outerRadius={110} paddingAngle={2} isAnimationActive={false} label>
                  {data.genders.map((g, index) => (
                    <Cell key={g.gender} fill={GENDER_COLORS[index % GENDER_COLORS.length]} />
                  ))}
                </Pie>
                <Tooltip />
                {/* In the answer's order (Masculino, Femenino; spec 1 §2.6), not recharts' default alphabetical one. */}
                <Legend itemSorter={(item) => data.genders.findIndex((g) => g.gender === item.value)} />
              </PieChart>
            </ResponsiveContainer>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
