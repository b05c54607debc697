/** Records an issued document (RRHH §7.4); the public page checks its code itself (src/public). */
import { apiRequest } from '../../../dataProvider/httpClient';
import { ISSUE_DOCUMENT_PATH, type DocumentKind, type IssuedDocument } from './documentTypes';

export async function issueDocument(documentType: DocumentKind, policeId: number): Promise<IssuedDocument> {
  return (await apiRequest<IssuedDocument>(ISSUE_DOCUMENT_PATH, { method: 'POST', body: { documentType, policeId } })).data;
}
