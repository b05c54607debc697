/**
 * 'Importaciones' (issue 30, route /home/imports): the signed-in user's imports (every
 * user's for an administrator), newest first, with their state, rows and errors. It
 * follows running jobs until they end, also after a reload.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { appDeclarations } from '../../designed/appDeclarations';
import { moduleDeclarations } from '../../../resources/modules';
import { OFFICER_IMPORT_RESOURCE } from '../../../resources/officers/importResource';
import { jobsPage, type ImportJobView } from '../../components/import/importApi';
import { ErrorWorkbookButton, ImportJobProgress } from '../../components/import/ImportJobProgress';
import { formatNumber } from '../../../resources/engine/numbers';
import { formatDate } from '../../../resources/officers/shared/format';

const STATUS_COLOR: Record<ImportJobView['status'], 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  checking: 'info', checked: 'default', invalid: 'warning', running: 'info', done: 'success', failed: 'error',
};

const labelOf = (resource: string) => [...appDeclarations, ...moduleDeclarations, OFFICER_IMPORT_RESOURCE].find((d) => d.name === resource)?.label.many ?? resource;

export default function ImportsPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const { data, isError } = useQuery({
    queryKey: ['imports', page, pageSize],
    queryFn: () => jobsPage(page + 1, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => job.status === 'running') ? 1000 : false),
  });
  const t = (key: string) => translate(`app.import.page.${key}`);
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={t('title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>{t('title')}</Typography>
      {isError && <Alert severity="error">{t('loadError')}</Alert>}
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {['date', 'user', 'resource', 'file', 'mode', 'status', 'rows', 'errors'].map((key) => <TableCell key={key}>{t(key)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.jobs.length === 0 && <TableRow><TableCell colSpan={8}>{t('empty')}</TableCell></TableRow>}
            {data?.jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell>{formatDate(new Date(job.createdAt), 'dd/MM/yyyy HH:mm')}</TableCell>
                <TableCell>{job.userName}</TableCell>
                <TableCell>{labelOf(job.resource)}</TableCell>
                <TableCell>{job.fileName}</TableCell>
                <TableCell>{translate(job.mode === 'update' ? 'app.import.update' : 'app.import.create', { key: '' }).replace(' (por )', '')}</TableCell>
                <TableCell><Chip size="small" color={STATUS_COLOR[job.status]} label={translate(`app.import.status.${job.status}`)} /></TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  {job.status === 'running' ? <ImportJobProgress job={job} /> : `${formatNumber(job.doneRows)} / ${formatNumber(job.totalRows)}`}
                </TableCell>
                <TableCell>
                  {job.status === 'failed' && job.message}
                  {job.errorRows > 0 && job.status !== 'failed' && formatNumber(job.errorRows)}
                  <ErrorWorkbookButton job={job} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div" count={data?.total ?? 0} page={page} rowsPerPage={pageSize} rowsPerPageOptions={[5, 10, 20]}
        onPageChange={(_, next) => setPage(next)} onRowsPerPageChange={(event) => { setPageSize(Number(event.target.value)); setPage(0); }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      />
    </Box>
  );
}
