/** The verification QR of a permit document (the same pipeline as the officer documents). */
import { qrDataUrl } from '../../../src/pdf/images';
import { issuePermitDocument, issuePermitReport } from '../api';
import type { DocumentVerification } from './permitPdf';

async function toVerification(issued: { code: string; verificationPath: string; issuedAt: string }): Promise<DocumentVerification> {
  const url = `${window.location.origin}${issued.verificationPath}`;
  return { code: issued.code, url, qrDataUrl: await qrDataUrl(url), issuedAt: new Date(issued.issuedAt) };
}

export async function permitVerification(permitId: number): Promise<DocumentVerification> {
  return toVerification(await issuePermitDocument(permitId));
}

export async function reportVerification(total: number): Promise<DocumentVerification> {
  return toVerification(await issuePermitReport(total));
}
