/** Builds and saves the permit documents in the browser (spec 3 §2.6, §9). */
import { saveBlob } from '../../../src/pdf/images';
import { fetchPermitReport, getPermit } from '../api';
import type { PermitReportFilters } from '../validation';
import { buildPermitPdf } from './permitPdf';
import { permitFileName, reportFileName, type PermitKind } from './permitPdfText';
import { buildPermitReport } from './reportPdf';
import { permitVerification, reportVerification } from './verification';

/** The row's document, chosen by its permitType: loads the request, records it for the QR, saves the PDF. */
export async function downloadPermitPdf(id: number, rank: (key: number | null) => string): Promise<string> {
  const permit = await getPermit(id);
  const blob = buildPermitPdf(permit, await permitVerification(id), rank);
  const name = permitFileName(permit.permitType ?? 'obligatorio', permit.requestNumber);
  saveBlob(blob, name);
  return name;
}

const KINDS: Record<number, PermitKind> = { 1: 'obligatorio', 2: 'potestativo', 3: 'estudio' };

/** The report's PDF and its file name, from the server's data for the filters. */
export async function buildReport(filters: PermitReportFilters): Promise<{ blob: Blob; fileName: string; total: number }> {
  const { rows } = await fetchPermitReport(filters);
  // The printed total is the one the verification page will show (both counted by the server).
  const { verification, total } = await reportVerification(filters);
  return { blob: buildPermitReport(rows, total, filters, verification), fileName: reportFileName(filters.typeKey ? KINDS[filters.typeKey] : null, verification.issuedAt), total };
}
