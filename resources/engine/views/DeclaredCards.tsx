/**
 * The generated list on a phone: each row of the page as a card (label and value per
 * column, then the row's actions), which opens its record like a table row does (a tap
 * anywhere but its own buttons, or Enter / Space when focused).
 */
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { rowOpenProps } from '../../../src/components/list/rowOpen';

export interface CardColumn {
  key: string;
  label: string;
  render: (record: RaRecord) => ReactNode;
}

export interface DeclaredCardsProps {
  columns: CardColumn[];
  actions?: (record: RaRecord) => ReactNode;
  open?: (record: RaRecord) => void;
}

export function DeclaredCards({ columns, actions, open }: DeclaredCardsProps) {
  const translate = useTranslate();
  const { data, isPending } = useListContext();
  if (isPending) return <Box sx={{ p: 2 }}>{Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={40} />)}</Box>;
  if (!data?.length) return <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1.5 }}>
      {data.map((record: RaRecord) => (
        <Card key={record.id} variant="outlined" {...rowOpenProps(open && (() => open(record)))}>
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            {columns.map((column) => (
              <Box key={column.key} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" color="text.secondary">{column.label}</Typography>
                <Box sx={{ textAlign: 'right', wordBreak: 'break-word' }}>{column.render(record)}</Box>
              </Box>
            ))}
            {actions && <Box sx={{ mt: 1 }}>{actions(record)}</Box>}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
