/**
 * 'Reporte de Permisos' (spec 3 §2.6, §5.6, §9): A4, the filters used, one line per
 * request (number, officer, cédula, type, period, days, status) and, when nothing
 * matches, an empty-state page that says so. Footer and verification QR as every
 * official document.
 */
import { OfficialDocument } from '../../../src/pdf/officialDocument';
import type { PermitDetail } from '../api';
import type { PermitReportFilters } from '../validation';
import type { DocumentVerification } from './permitPdf';
import { PERMIT_STATUS_NAMES, pdfDate, pdfTime } from './permitPdfText';

const TYPE_NAMES: Record<number, string> = { 1: 'Obligatorio', 2: 'Potestativo', 3: 'Estudio' };

export function buildPermitReport(rows: PermitDetail[], total: number, filters: PermitReportFilters, verification: DocumentVerification): Blob {
  const doc = new OfficialDocument({ format: 'a4', title: 'Reporte de Permisos', verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
  doc.title('REPORTE DE PERMISOS', `Fecha: ${pdfDate(verification.issuedAt)} · Hora: ${pdfTime(verification.issuedAt)}`);
  doc.heading('Filtros aplicados');
  doc.fields([
    { label: 'Estado', value: filters.status ? PERMIT_STATUS_NAMES[filters.status] ?? filters.status : 'Todos' },
    { label: 'Tipo de permiso', value: filters.typeKey ? TYPE_NAMES[filters.typeKey] : 'Todos' },
    { label: 'ID Funcionario', value: filters.policeId ? String(filters.policeId) : 'Todos' },
    { label: 'Fecha desde', value: filters.dateFrom ? pdfDate(filters.dateFrom) : 'Sin límite' },
    { label: 'Fecha hasta', value: filters.dateTo ? pdfDate(filters.dateTo) : 'Sin límite' },
    { label: 'Solicitudes', value: rows.length < total ? `${rows.length} de ${total}` : String(total) },
  ]);
  if (rows.length === 0) {
    doc.space(20);
    doc.title('No se encontraron permisos', 'No hay solicitudes de permiso que coincidan con los filtros seleccionados.');
    return doc.finish();
  }
  doc.heading('Solicitudes');
  doc.table(
    [
      { header: 'N° Solicitud', width: 0.17 }, { header: 'Funcionario', width: 0.23 }, { header: 'Cédula', width: 0.12 }, { header: 'Tipo', width: 0.12 },
      { header: 'Desde', width: 0.1, align: 'center' }, { header: 'Hasta', width: 0.1, align: 'center' }, { header: 'Días', width: 0.06, align: 'center' }, { header: 'Estado', width: 0.1 },
    ],
    rows.map((p) => [
      p.requestNumber,
      p.police ? `${p.police.firstName} ${p.police.firstLastname}` : 'N/A',
      p.police ? `V-${p.police.identification}` : 'N/A',
      p.typeLabel,
      pdfDate(p.periodFrom),
      pdfDate(p.periodTo),
      String(p.durationDays),
      PERMIT_STATUS_NAMES[p.status] ?? 'Sin Estado',
    ]),
    'Sin solicitudes',
  );
  return doc.finish();
}
