/** A job's progress (rows done, time left) and its problems, shared by the import dialog and 'Importaciones'. */
import { Alert, Box, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { secondsLeft, type ImportJobView } from './importApi';
import { formatNumber } from '../../../resources/engine/numbers';

export function ImportErrorsTable({ job }: { job: ImportJobView }) {
  const translate = useTranslate();
  if (!job.errors.length) return null;
  return (
    <Box sx={{ maxHeight: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={translate('app.import.errorsTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.import.row')}</TableCell>
            <TableCell>{translate('app.import.column')}</TableCell>
            <TableCell>{translate('app.import.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {job.errors.map((error, index) => (
            <TableRow key={index}>
              <TableCell>{error.row}</TableCell>
              <TableCell>{error.column}</TableCell>
              <TableCell>{error.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The end of an import in words: to update, the records it added are counted apart. */
function doneMessage(job: ImportJobView, translate: TranslateFunction): string {
  // smart_count picks the singular or plural; count is the number as shown (1.234).
  const counted = (key: string, n: number) => translate(`app.import.${key}`, { smart_count: n, count: formatNumber(n) });
  if (job.mode === 'create') return counted('doneCreate', job.doneRows);
  if (job.createRows === 0) return counted('doneUpdate', job.doneRows);
  return translate('app.import.doneUpdateAndCreate', { updated: counted('recordsUpdated', job.doneRows - job.createRows), created: counted('recordsCreated', job.createRows) });
}

export function ImportJobProgress({ job }: { job: ImportJobView }) {
  const translate = useTranslate();
  if (job.status === 'running' || job.status === 'checking') {
    const left = secondsLeft(job);
    const percent = job.totalRows ? (job.doneRows / job.totalRows) * 100 : 0;
    const checking = job.status === 'checking';
    return (
      <Box>
        <LinearProgress variant="determinate" value={percent} aria-label={translate(checking ? 'app.import.checkProgress' : 'app.import.progress')} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(checking ? 'app.import.rowsChecked' : 'app.import.rowsDone', { done: formatNumber(job.doneRows), total: formatNumber(job.totalRows) })}
          {left !== null && ` — ${translate('app.import.timeLeft', { seconds: left })}`}
        </Typography>
      </Box>
    );
  }
  if (job.status === 'done') return <Alert severity="success">{doneMessage(job, translate)}</Alert>;
  if (job.status === 'failed') {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Alert severity="error">{job.message ?? translate('app.import.failed')}</Alert>
        <ImportErrorsTable job={job} />
      </Box>
    );
  }
  return null;
}

export function ErrorWorkbookButton({ job }: { job: ImportJobView }) {
  const translate = useTranslate();
  if (!job.errorsUrl) return null;
  return <Button variant="outlined" color="error" onClick={() => window.open(job.errorsUrl!, '_blank')}>{translate('app.import.downloadErrors')}</Button>;
}
