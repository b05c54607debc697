/**
 * Chart cards of the module dashboards (recharts, loaded with the dashboard's own chunk):
 * horizontal bars for top-10 lists, a donut for shares, columns over the 12 months (drawn by
 * ChartParts), and a ranking table. Each card is titled (an h2) and says 'Sin datos' when empty.
 */
import { Card, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DonutChart, HorizontalBars, MonthColumns } from './ChartParts';
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
  const translate = useTranslate();
  return (
    <ChartCard title={title} empty={data.length === 0}>
      <HorizontalBars rows={data} valueLabel={translate(valueLabel)} />
    </ChartCard>
  );
}

export function PieCard({ title, data, colors = PIE_COLORS }: { title: string; data: LabelCount[]; colors?: string[] }) {
  const translate = useTranslate();
  // Colours follow the items as given, so a zero item left out does not shift the others'.
  const shown = data.map((d, i) => ({ ...d, color: colors[i % colors.length] })).filter((d) => d.count > 0);
  return (
    <ChartCard title={title} empty={shown.length === 0}>
      <DonutChart slices={shown} label={translate(title)} />
    </ChartCard>
  );
}

export function MonthlyCard({ title, data, labels }: { title: string; data: MonthCount[]; labels: [started: string, finished: string] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const rows = data.map((m) => ({ label: monthLabel(m), count: m.count, finished: m.finished }));
  return (
    <ChartCard title={title}>
      <MonthColumns
        rows={rows}
        series={[
          { key: 'count', name: translate(labels[0]), color: theme.palette.primary.main },
          { key: 'finished', name: translate(labels[1]), color: theme.palette.success.main },
        ]}
      />
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
      {/* Narrow cells so every column fits a half-width card at 1366 px; a phone scrolls the table, not the page. */}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(title)} sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 0 }, '& th:last-of-type, & td:last-of-type': { pr: 0 } }}>
          <TableHead>
            <TableRow>{columns.map((c) => <TableCell key={c.label} align={c.align} sx={{ fontWeight: 600, lineHeight: 1.3 }}>{translate(c.label)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>{columns.map((c) => <TableCell key={c.label} align={c.align}>{c.render(row)}</TableCell>)}</TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ChartCard>
  );
}
