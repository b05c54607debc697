/** The pieces of the module dashboards: page frame with breadcrumb and error state, number cards. */
import { Alert, Box, Button, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageHeader, type Crumb } from '../../../components/list';
import { formatNumber } from '../../../../resources/engine/numbers';

export function DashboardFrame({ title, crumbs, icon, isPending, isError, onRetry, errorKey, retryKey, children }: {
  title: string;
  crumbs: Crumb[];
  icon: ReactNode;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  errorKey: string;
  retryKey: string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeader title={title} crumbs={crumbs} icon={icon} />
      {isPending && <LinearProgress />}
      {isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={onRetry}>{translate(retryKey)}</Button>}>
          {translate(errorKey)}
        </Alert>
      )}
      {children}
    </Box>
  );
}

export interface StatItem {
  label: string;
  value: number;
  /** Shown after the number ('%'). */
  suffix?: string;
}

export function StatCards({ items }: { items: StatItem[] }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography color="text.secondary" variant="body2">{translate(item.label)}</Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
                {formatNumber(item.value)}{item.suffix ?? ''}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
