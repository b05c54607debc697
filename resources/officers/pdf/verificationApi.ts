/** The verification calls (RRHH §7.4): record an issued document, and check a code (public page). */
import { apiRequest } from '../../../dataProvider/httpClient';
import { ISSUE_DOCUMENT_PATH, verifyDocumentPath, type DocumentKind, type IssuedDocument, type VerifiedDocument } from './documentTypes';

export async function issueDocument(documentType: DocumentKind, policeId: number): Promise<IssuedDocument> {
  return (await apiRequest<IssuedDocument>(ISSUE_DOCUMENT_PATH, { method: 'POST', body: { documentType, policeId } })).data;
}

/** Without a session: the page is public. 404 means 'Documento no válido'. */
export async function verifyDocument(code: string): Promise<VerifiedDocument> {
  return (await apiRequest<VerifiedDocument>(verifyDocumentPath(code), { anonymous: true })).data;
}
