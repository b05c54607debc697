/**
 * Chart cards of the module dashboards (recharts, loaded with the dashboard's own chunk):
 * horizontal bars for top-10 lists, a pie for shares, bars over the 12 months, and a
 * ranking table. Each card is titled (an h2) and says 'Sin datos' when empty.
 */
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthLabel, type LabelCount, type MonthCount } from './useDashboard';

/** Yes / no shares (operable, inspected, good condition): green, then red. */
export const YES_NO_COLORS = ['#2e7d32', '#c62828'];
const PIE_COLORS = ['#1f5f99', '#2e7d32', '#ed6c02', '#c62828', '#6a1b9a', '#00838f', '#8d6e63', '#546e7a', '#f9a825', '#ad1457'];

export function ChartCard({ title, empty, children }: { title: string; empty?: boolean; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-chart">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate(title)}</Typography>
        {empty ? <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>{translate('app.gunpark.dashboard.empty')}</Typography> : children}
      </CardContent>
    </Card>
  );
}

export function BarsCard({ title, data, valueLabel }: { title: string; data: LabelCount[]; valueLabel: string }) {
  const theme = useTheme();
  const translate = useTranslate();
  const text = theme.palette.text.secondary;
  return (
    <ChartCard title={title} empty={data.length === 0}>
      <ResponsiveContainer width="100%" height={Math.max(220, data.length * 32)}>
        <BarChart data={data} layout="vertical" margin={{ left: 16, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} stroke={text} />
          <YAxis type="category" dataKey="label" width={150} stroke={text} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => [value, translate(valueLabel)]} />
          <Bar dataKey="count" fill={theme.palette.primary.main} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function PieCard({ title, data, colors = PIE_COLORS }: { title: string; data: LabelCount[]; colors?: string[] }) {
  // Colours follow the items as given, so a zero item left out does not shift the others'.
  const shown = data.map((d, i) => ({ ...d, color: colors[i % colors.length] })).filter((d) => d.count > 0);
  return (
    <ChartCard title={title} empty={shown.length === 0}>
      <ResponsiveContainer width="100%" height={280}>
        <PieChart>
          <Pie data={shown} dataKey="count" nameKey="label" innerRadius={60} outerRadius={100} paddingAngle={2} isAnimationActive={false} label>
            {shown.map((d) => <Cell key={d.label} fill={d.color} />)}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export function MonthlyCard({ title, data, labels }: { title: string; data: MonthCount[]; labels: [started: string, finished: string] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const rows = data.map((m) => ({ month: monthLabel(m), count: m.count, finished: m.finished }));
  return (
    <ChartCard title={title}>
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={rows} margin={{ left: 0, right: 16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" stroke={theme.palette.text.secondary} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} stroke={theme.palette.text.secondary} />
          <Tooltip />
          <Legend />
          <Bar dataKey="count" name={translate(labels[0])} fill={theme.palette.primary.main} isAnimationActive={false} />
          <Bar dataKey="finished" name={translate(labels[1])} fill={theme.palette.success.main} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export interface RankingColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
}

export function RankingCard<T extends { id: number }>({ title, rows, columns }: { title: string; rows: T[]; columns: RankingColumn<T>[] }) {
  const translate = useTranslate();
  return (
    <ChartCard title={title} empty={rows.length === 0}>
      <Table size="small" aria-label={translate(title)}>
        <TableHead>
          <TableRow>{columns.map((c) => <TableCell key={c.label} align={c.align} sx={{ fontWeight: 600 }}>{translate(c.label)}</TableCell>)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>{columns.map((c) => <TableCell key={c.label} align={c.align}>{c.render(row)}</TableCell>)}</TableRow>
          ))}
        </TableBody>
      </Table>
    </ChartCard>
  );
}
