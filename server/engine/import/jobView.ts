/** An import job as the API answers it, with a fresh signed link to its error workbook. */
import { signDownload } from '../../lib/tokens';
import { errorWorkbookKey, type ImportJob } from './importJobs';

export function presentJob(secret: string, job: ImportJob) {
  const { fileKey: _fileKey, heartbeatAt: _heartbeat, ...shown } = job;
  const base = job.fileName.replace(/\.(xlsx|csv)$/i, '');
  return {
    ...shown,
    validRows: job.totalRows - job.errorRows,
    errorsUrl: job.status === 'invalid' ? `/api/files/${signDownload(secret, errorWorkbookKey(job), `errores-${base}.xlsx`)}` : null,
  };
}
