/** The verification QR of a permit document (the same pipeline as the officer documents). */
import { qrDataUrl } from '../../../src/pdf/images';
import { issuePermitDocument, issuePermitReport } from '../api';
import type { PermitReportFilters } from '../validation';
import type { DocumentVerification } from './permitPdf';

async function toVerification(issued: { code: string; verificationPath: string; issuedAt: string }): Promise<DocumentVerification> {
  const url = `${window.location.origin}${issued.verificationPath}`;
  return { code: issued.code, url, qrDataUrl: await qrDataUrl(url), issuedAt: new Date(issued.issuedAt) };
}

export async function permitVerification(permitId: number): Promise<DocumentVerification> {
  return toVerification(await issuePermitDocument(permitId));
}

/** The report's verification and the count of requests the server found for its filters. */
export async function reportVerification(filters: PermitReportFilters): Promise<{ verification: DocumentVerification; total: number }> {
  const issued = await issuePermitReport(filters);
  return { verification: await toVerification(issued), total: issued.total };
}
