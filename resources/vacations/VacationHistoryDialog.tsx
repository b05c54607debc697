/**
 * The per-officer history of one module (RRHH §2.8): 'Histórico de Vacaciones /
 * Comisiones de Servicio / Reposos', with the cards Total Registros, Total Días and Este
 * Año (decision: records whose start falls in the current year) over every record
 * listed, and the list without pagination (`rrhh/listvacationandrest/{id}`). A failed
 * load shows 'Error al cargar el histórico' and an empty list (§8).
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { fetchVacationHistory, type OfficerRef } from '../movements/api';
import { officerLine } from '../movements/format';
import { MovementStatusBadge } from '../movements/MovementStatusBadge';
import { formatDate } from '../officers/shared/format';
import { historyTitleKey } from './modules';

export interface HistoryTarget {
  officer: OfficerRef;
  module: number;
}

function SummaryCard({ label, value }: { label: string; value: number }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>{value}</Typography>
      <Typography variant="body2" color="text.secondary">{translate(label)}</Typography>
    </Paper>
  );
}

function HistoryContent({ target }: { target: HistoryTarget }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['movements', 'vacation-history', target.officer.id, target.module],
    queryFn: () => fetchVacationHistory(target.officer.id, target.module),
  });
  const rows = query.isError ? [] : (query.data?.listVacationAndRest ?? []);
  const year = String(new Date().getFullYear());
  const totalDays = rows.reduce((sum, row) => sum + row.days, 0);
  const thisYear = rows.filter((row) => row.dateIn.startsWith(year)).length;

  return (
    <>
      <Typography sx={{ fontWeight: 600, mb: 2 }}>{officerLine(target.officer)}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5, mb: 2 }}>
        <SummaryCard label="app.movements.vacations.totalRecords" value={rows.length} />
        <SummaryCard label="app.movements.vacations.totalDays" value={totalDays} />
        <SummaryCard label="app.movements.vacations.thisYear" value={thisYear} />
      </Box>
      {query.isPending && (
        <Box sx={{ py: 2 }}>
          <LinearProgress />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>{translate('app.movements.common.loading')}</Typography>
        </Box>
      )}
      {query.isError && <Alert severity="error">{translate('app.movements.vacations.historyError')}</Alert>}
      {!query.isPending && !query.isError && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>{translate('app.movements.common.noRecords')}</Typography>
      )}
      {rows.length > 0 && (
        <TableContainer sx={{ maxHeight: 384 }}>
          <Table size="small" stickyHeader aria-label={translate(historyTitleKey(target.module))}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.movements.vacations.dateIn')}</TableCell>
                <TableCell>{translate('app.movements.vacations.dateOut')}</TableCell>
                <TableCell>{translate('app.movements.vacations.days')}</TableCell>
                <TableCell>{translate('app.movements.vacations.motive')}</TableCell>
                <TableCell align="center">{translate('app.movements.common.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatDate(row.dateIn)}</TableCell>
                  <TableCell>{formatDate(row.dateOut)}</TableCell>
                  <TableCell>{translate('app.movements.vacations.duration', { smart_count: row.days })}</TableCell>
                  <TableCell sx={{ maxWidth: 260, wordBreak: 'break-word' }}>{row.motive}</TableCell>
                  <TableCell align="center"><MovementStatusBadge status={row.status} /></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

export function VacationHistoryDialog({ open, target, onClose }: { open: boolean; target?: HistoryTarget; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{target ? translate(historyTitleKey(target.module)) : ''}</DialogTitle>
      <DialogContent dividers>{target && <HistoryContent key={`${target.officer.id}-${target.module}`} target={target} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.movements.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
