/** A read-only detail modal of a movement: labelled rows and 'Cerrar' (RRHH §2.6–2.8 detail modals). */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface DetailRow {
  /** Translation key of the label. */
  label: string;
  value: ReactNode;
}

export function DetailDialog({ open, title, rows, onClose }: { open: boolean; title: string; rows: DetailRow[]; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent dividers tabIndex={0}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>{translate(row.label)}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
                {row.value === null || row.value === undefined || row.value === '' ? translate('app.movements.common.none') : row.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.movements.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
