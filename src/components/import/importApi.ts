/** The import calls of a resource (server/engine/import/importRoutes.ts) and a job as the API answers it. */
import { apiRequest } from '../../../dataProvider/httpClient';
import type { ImportMode } from '../../../resources/engine/importColumns';

export interface ImportJobView {
  id: number;
  resource: string;
  mode: ImportMode;
  status: 'checking' | 'checked' | 'invalid' | 'running' | 'done' | 'failed';
  fileName: string;
  userName: string;
  totalRows: number;
  errorRows: number;
  validRows: number;
  /** What the valid rows would do: create records, or change stored ones (to update, a row naming no stored record adds one). */
  createRows: number;
  updateRows: number;
  doneRows: number;
  errors: { row: number; column: string; message: string }[];
  errorsUrl: string | null;
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export async function templateUrl(apiPath: string): Promise<string | null> {
  return (await apiRequest<{ url?: string }>(`${apiPath}/import/template`)).data?.url ?? null;
}

export async function checkFile(apiPath: string, file: File, mode: ImportMode): Promise<ImportJobView> {
  const body = new FormData();
  body.append('file', file);
  return (await apiRequest<ImportJobView>(`${apiPath}/import/check`, { method: 'POST', query: { mode }, body })).data;
}

export async function runJob(apiPath: string, id: number): Promise<ImportJobView> {
  return (await apiRequest<ImportJobView>(`${apiPath}/import/${id}/run`, { method: 'POST' })).data;
}

export async function jobOf(id: number): Promise<ImportJobView> {
  return (await apiRequest<ImportJobView>(`imports/${id}`)).data;
}

export async function jobsPage(page: number, pageSize: number): Promise<{ jobs: ImportJobView[]; total: number }> {
  const body = await apiRequest<ImportJobView[]>('imports', { query: { page, pageSize } });
  return { jobs: body.data, total: body.meta?.total_elements ?? body.data.length };
}

/** Seconds left at the pace so far (null until a row is done). */
export function secondsLeft(job: Pick<ImportJobView, 'doneRows' | 'totalRows' | 'startedAt'>, now = Date.now()): number | null {
  if (!job.startedAt || job.doneRows === 0) return null;
  const elapsed = (now - Date.parse(job.startedAt)) / 1000;
  return Math.max(0, Math.round((elapsed / job.doneRows) * (job.totalRows - job.doneRows)));
}
