/** Summary figures and category cards of the placeholder modules' dashboards. */
import { Avatar, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useId, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from './format';

export type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

export interface SummaryItem {
  /** Translation key. */
  label: string;
  value: number;
  decimals?: number;
  /** Shown right after the number ('%'). */
  suffix?: string;
  icon: ReactElement;
  tone: Tone;
}

export function SummaryCards({ items }: { items: SummaryItem[] }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {items.map((item) => (
        <Grid key={item.label} size={{ xs: 6, md: 3 }}>
          <Card sx={{ height: '100%' }} role="group" aria-label={translate(item.label)}>
            <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Avatar sx={{ bgcolor: `${item.tone}.main`, color: `${item.tone}.contrastText`, display: { xs: 'none', sm: 'flex' } }}>{item.icon}</Avatar>
              <div>
                <Typography color="text.secondary" variant="body2">{translate(item.label)}</Typography>
                <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                  {formatNumber(item.value, item.decimals)}{item.suffix ?? ''}
                </Typography>
              </div>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export interface CategoryItem<V extends string> {
  view: V;
  /** Translation key of the title; the description key is the sibling 'description'. */
  title: string;
  description: string;
  icon: ReactElement;
  tone: Tone;
  /** An extra line under the description (already translated). */
  detail?: string;
}

/** Cards that open a sub-view of the module. */
export function CategoryCards<V extends string>({ items, onOpen }: { items: CategoryItem<V>[]; onOpen: (view: V) => void }) {
  const translate = useTranslate();
  const idPrefix = useId();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {items.map((item) => (
        <Grid key={item.view} size={{ xs: 12, sm: 6, md: 12 / Math.min(items.length, 4) }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea onClick={() => onOpen(item.view)} sx={{ height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start' }} aria-label={translate(item.title)} aria-describedby={`${idPrefix}-${item.view}`}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
                <Avatar variant="rounded" sx={{ bgcolor: `${item.tone}.main`, color: `${item.tone}.contrastText` }}>{item.icon}</Avatar>
                <div>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate(item.title)}</Typography>
                  <Typography variant="body2" color="text.secondary" id={`${idPrefix}-${item.view}`}>{translate(item.description)}</Typography>
                  {item.detail && <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>{item.detail}</Typography>}
                </div>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
