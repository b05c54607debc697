/** Cards and bars of the module dashboards fed by `GET <apiPath>/summary`. */
import { Alert, Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../catalogPath';
import { percentOf } from './useSummary';
import { formatNumber } from '../numbers';

export interface Figure {
  /** Translation key of the card's title. */
  label: string;
  value: ReactNode;
  /** A second line (a percentage, a unit). */
  hint?: string;
}

export function FigureCards({ figures }: { figures: Figure[] }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 12 / Math.min(figures.length, 4) }}>
          <Card sx={{ height: '100%' }} aria-label={translate(figure.label)}>
            <CardContent>
              <Typography color="text.secondary" variant="body2">{translate(figure.label)}</Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>{figure.value}</Typography>
              {figure.hint && <Typography variant="caption" color="text.secondary">{figure.hint}</Typography>}
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** One bar per value of a field (its catalogue label), with its count and share of the total. */
export function DistributionBars({ title, rows, catalog, total }: { title: string; rows: { key: unknown; count: number }[]; catalog?: string; total: number }) {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const items = catalogAt(dataInit, catalog);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{translate(title)}</Typography>
        {rows.length === 0 && <Typography color="text.secondary">{translate('app.engine.empty')}</Typography>}
        {rows.map((row) => {
          const label = (catalog ? catalogLabel(items, row.key) : '') || String(row.key ?? '—');
          return (
            <Box key={String(row.key)} sx={{ mb: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Typography variant="body2">{label}</Typography>
                <Typography variant="body2" color="text.secondary">{formatNumber(row.count)} ({percentOf(row.count, total)}%)</Typography>
              </Box>
              <LinearProgress variant="determinate" value={percentOf(row.count, total)} aria-label={label} sx={{ height: 8, borderRadius: 1 }} />
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}

export function SummaryState({ isPending, isError }: { isPending: boolean; isError: boolean }) {
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ mb: 2 }} />;
  if (isError) return <Alert severity="error" sx={{ mb: 2 }}>{translate('app.education.statsError')}</Alert>;
  return null;
}
