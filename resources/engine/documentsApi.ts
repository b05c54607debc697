/** Calls of the documents of a gun or vehicle (engine `documents`): upload, delete, download. */
import { apiBlob, apiRequest } from '../../dataProvider/httpClient';

export interface StoredDocument {
  id: number;
  filename: string;
  size: number;
  contentType: string;
  url: string;
}

export async function uploadDocuments(apiPath: string, id: number, files: readonly File[]): Promise<StoredDocument[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return (await apiRequest<StoredDocument[]>(`${apiPath}/${id}/documents`, { method: 'POST', body: form })).data;
}

export async function deleteDocuments(apiPath: string, id: number, documentIds: number[]): Promise<void> {
  await apiRequest(`${apiPath}/${id}/documents`, { method: 'DELETE', body: { documentIds } });
}

/** Saves a stored document under its own name. */
export async function downloadDocument(document: StoredDocument): Promise<void> {
  const blob = await apiBlob(document.url);
  const link = window.document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = document.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
