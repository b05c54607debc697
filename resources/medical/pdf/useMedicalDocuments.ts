/**
 * Downloads a report's 'INFORME MÉDICO' or 'CONSTANCIA MÉDICA' (spec 3 §2.7, §8.5, §9):
 * records the issued document on the server (its verification QR), builds the PDF in the
 * browser and saves it as informe_medico_{id}.pdf / constancia_medica_{id}.pdf, with the
 * spec's success and failure toasts.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { qrDataUrl, saveBlob } from '../../../src/pdf/images';
import { useRrhhLabel } from '../../officers/shared/catalogs';
import { issueMedicalDocument, type MedicalReport } from '../api';
import { medicalFileName, type MedicalDocumentKind } from '../declaration';
import { buildMedicalCertificatePdf, buildMedicalReportPdf } from './medicalPdfs';

const N = 'app.medical.notify';

export function useMedicalDocuments() {
  const notify = useNotify();
  const label = useRrhhLabel();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (report: MedicalReport, kind: MedicalDocumentKind) => {
    setBusy(`${report.id}-${kind}`);
    try {
      const issued = await issueMedicalDocument(report.id, kind);
      const url = `${window.location.origin}${issued.verificationPath}`;
      const verification = { code: issued.code, url, qrDataUrl: await qrDataUrl(url), issuedAt: new Date(issued.issuedAt) };
      const input = { report, rank: label('range', report.police.range), verification };
      const blob = kind === 'informe' ? buildMedicalReportPdf(input) : buildMedicalCertificatePdf(input);
      saveBlob(blob, medicalFileName(kind, report));
      notify(kind === 'informe' ? `${N}.reportDownloaded` : `${N}.certificateDownloaded`, { type: 'success' });
    } catch {
      notify(kind === 'informe' ? `${N}.reportFailed` : `${N}.certificateFailed`, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return { download, busy };
}
