/**
 * 'Seleccionar OIDP' (spec 3 §2.3, §4.2): the OIDP cases to link to an ICAP case, filtered
 * by the selector's statuses (1 Activo, 2 Cerrado, 3 En Proceso) and searched by number
 * or description (500 ms debounce, back to page 1), ten a page.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Pagination, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebouncedValue } from '../../src/components/list';
import { useSession } from '../../src/session/SessionContext';
import { catalogAt, catalogLabel } from '../engine/catalogPath';
import { StatusBadge } from '../officers/shared/StatusBadge';
import { searchOidpCases } from './api';
import { NoResults } from './InvolvedPickers';
import type { RelatedCase } from './types';

const S = 'app.disciplinary.selector';
const PAGE_SIZE = 10;

export function OidpSelectorDialog({ open, onClose, onSelect }: { open: boolean; onClose: () => void; onSelect: (picked: RelatedCase) => void }) {
  const translate = useTranslate();
  const { dataInit } = useSession();
  const statuses = catalogAt(dataInit, 'disciplinary.statusSelector');
  const oidpStatuses = catalogAt(dataInit, 'disciplinary.status');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search, 500);
  const query = useQuery({
    queryKey: ['oidp-selector', term, status, page],
    queryFn: () => searchOidpCases({ page, pageSize: PAGE_SIZE, search: term || undefined, status: status || undefined }),
    enabled: open,
  });
  const rows = query.data?.data ?? [];
  const pages = query.data?.meta?.total_pages ?? 1;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="oidp-selector-title">
      <DialogTitle id="oidp-selector-title">{translate(`${S}.title`)}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <TextField size="small" label={translate(`${S}.search`)} value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} sx={{ flex: 1, minWidth: 220 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField select size="small" label={translate(`${S}.status`)} value={status} onChange={(e) => { setStatus(e.target.value === '' ? '' : Number(e.target.value)); setPage(1); }} sx={{ minWidth: 160 }}>
            <MenuItem value="">{translate(`${S}.all`)}</MenuItem>
            {statuses.map((s) => <MenuItem key={s.key} value={s.key}>{s.value}</MenuItem>)}
          </TextField>
        </Box>
        {!query.isLoading && rows.length === 0 ? <NoResults /> : (
          <Table size="small" aria-label={translate(`${S}.title`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.disciplinary.columns.numberOfCase')}</TableCell>
                <TableCell>{translate('resources.disciplinaryCases.fields.descriptionOfCase')}</TableCell>
                <TableCell>{translate('app.disciplinary.columns.status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.numberOfCase}</TableCell>
                  <TableCell>{r.descriptionOfCase || '—'}</TableCell>
                  <TableCell><StatusBadge label={catalogLabel(oidpStatuses, r.statusDisciplinary) || '—'} /></TableCell>
                  <TableCell align="right"><Button size="small" onClick={() => onSelect(r)}>{translate(`${S}.select`)}</Button></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, next) => setPage(next)} />}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.common.cancel')}</Button></DialogActions>
    </Dialog>
  );
}
