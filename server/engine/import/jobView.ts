/** An import job as the API answers it, with a fresh signed link to its error workbook. */
import { signDownload } from '../../lib/tokens';
import { errorWorkbookKey, type ImportJob } from './importJobs';

export function presentJob(secret: string, job: ImportJob) {
  const { fileKey: _fileKey, heartbeatAt: _heartbeat, newRows: _newRows, ...shown } = job;
  const base = job.fileName.replace(/\.(xlsx|csv)$/i, '');
  return {
    ...shown,
    validRows: job.totalRows - job.errorRows,
    // What the valid rows would do: to create, all create; to update, those naming no stored record add one.
    createRows: job.mode === 'update' ? job.newRows : job.totalRows - job.errorRows,
    updateRows: job.mode === 'update' ? job.totalRows - job.errorRows - job.newRows : 0,
    errorsUrl: job.status === 'invalid' ? `/api/files/${signDownload(secret, errorWorkbookKey(job), `errores-${base}.xlsx`)}` : null,
  };
}
