/**
 * The printable permit (spec 3 §2.6): A4, the institution's fixed header, the request
 * number, date and time of issue, the officer's data and the permit's, empty hour fields,
 * the supervisor's and director's signature lines, and the footer 'Documento generado
 * automáticamente por el Sistema…' with the verification QR. The study permit has the
 * sections of its form: officer data, academic information, study schedule, permit
 * duration, approval (a blank supervisor table), observations and two signature boxes.
 */
import { OfficialDocument } from '../../../src/pdf/officialDocument';
import { formatNumber } from '../../engine/numbers';
import type { PermitDetail } from '../api';
import { DAY_NAMES, PERMIT_DOCUMENT_TITLES, PERMIT_STATUS_NAMES, pdfDate, pdfTime, SCHEDULE_TYPE_NAMES, STUDY_TYPE_NAMES, type PermitKind } from './permitPdfText';

export interface DocumentVerification { code: string; url: string; qrDataUrl: string; issuedAt: Date }

const name = (p: PermitDetail['police']) => (p ? [p.firstName, p.secondName, p.firstLastname, p.secondLastname].filter(Boolean).join(' ') : 'N/A');
const labels = (items: { label: string }[] | undefined) => (items ?? []).map((i) => i.label).filter(Boolean).join(', ') || 'N/A';

function header(doc: OfficialDocument, permit: PermitDetail, kind: PermitKind, issuedAt: Date) {
  doc.title(PERMIT_DOCUMENT_TITLES[kind], `N° de Solicitud: ${permit.requestNumber} · Fecha: ${pdfDate(issuedAt)} · Hora: ${pdfTime(issuedAt)}`);
}

function officerSection(doc: OfficialDocument, permit: PermitDetail, rank: (key: number | null) => string) {
  const p = permit.police;
  doc.heading('Datos del funcionario');
  doc.fields([
    { label: 'Nombres y apellidos', value: name(p) },
    { label: 'Cédula de identidad', value: p ? `V-${p.identification}` : 'N/A' },
    { label: 'Rango', value: rank(p?.range ?? null) },
    { label: 'Código RRHH', value: p?.codeRrhh ?? 'N/A' },
    { label: 'Cargo', value: labels(p?.positions) },
    { label: 'Dependencia', value: labels(p?.dependencies) },
  ]);
}

function durationSection(doc: OfficialDocument, permit: PermitDetail) {
  doc.fields([
    { label: 'Duración', value: `${permit.durationDays} ${permit.durationDays === 1 ? 'día' : 'días'}` },
    { label: 'Desde', value: pdfDate(permit.periodFrom) },
    { label: 'Hasta', value: pdfDate(permit.periodTo) },
    { label: 'Hora de salida', value: '______ : ______' },
    { label: 'Hora de regreso', value: '______ : ______' },
    { label: 'Estado', value: PERMIT_STATUS_NAMES[permit.status] ?? 'Sin Estado' },
  ]);
}

export function buildPermitPdf(permit: PermitDetail, verification: DocumentVerification, rank: (key: number | null) => string): Blob {
  const kind: PermitKind = permit.permitType ?? 'obligatorio';
  const doc = new OfficialDocument({ format: 'a4', title: `${PERMIT_DOCUMENT_TITLES[kind]} ${permit.requestNumber}`, verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
  header(doc, permit, kind, verification.issuedAt);
  officerSection(doc, permit, rank);
  if (kind !== 'estudio') {
    doc.heading('Datos del permiso');
    doc.fields([
      { label: 'Tipo de permiso', value: permit.typeLabel },
      { label: 'Personal', value: permit.personalLabel },
      { label: 'Días', value: permit.daysLabel },
      { label: 'Motivo del permiso', value: permit.reasonLabel, wide: true },
      { label: 'Exposición de motivos', value: permit.motive, wide: true },
      { label: 'Soportes entregados', value: permit.supportsDelivered ?? 'Ninguno', wide: true },
    ]);
    durationSection(doc, permit);
    if (permit.statusNotes) doc.fields([{ label: 'Observaciones', value: permit.statusNotes, wide: true }]);
    doc.signatures([{ title: 'Supervisor Inmediato', subtitle: 'Firma y sello' }, { title: 'Director(a)', subtitle: 'Firma y sello' }]);
    return doc.finish();
  }
  doc.heading('Información académica');
  doc.table(
    [{ header: 'Institución', width: 0.3 }, { header: 'Carrera', width: 0.25 }, { header: 'Último nivel aprobado', width: 0.17 }, { header: 'Promedio', width: 0.11, align: 'center' }, { header: 'Régimen', width: 0.17 }],
    permit.studies.map((s) => [s.institution, s.career, s.lastLevelApproved ?? 'N/A', s.lastLevelAverage === null ? 'N/A' : formatNumber(s.lastLevelAverage), s.studyType ? STUDY_TYPE_NAMES[s.studyType] ?? s.studyType : 'N/A']),
    'Sin estudios registrados',
  );
  doc.heading('Horario de estudio');
  doc.table(
    [{ header: 'Día', width: 0.3 }, { header: 'Hora de inicio', width: 0.23, align: 'center' }, { header: 'Hora de fin', width: 0.23, align: 'center' }, { header: 'Tipo de horario', width: 0.24 }],
    permit.schedules.map((s) => [DAY_NAMES[s.dayOfWeek] ?? String(s.dayOfWeek), s.timeFrom, s.timeTo, SCHEDULE_TYPE_NAMES[s.scheduleType] ?? s.scheduleType]),
    'Sin horarios registrados',
  );
  doc.heading('Duración del permiso');
  doc.fields([{ label: 'Motivo del permiso', value: permit.reasonLabel, wide: true }]);
  durationSection(doc, permit);
  doc.heading('Aprobación');
  doc.table(
    [{ header: 'Supervisor', width: 0.34 }, { header: 'Cargo', width: 0.22 }, { header: 'Aprobado / Negado', width: 0.18, align: 'center' }, { header: 'Fecha', width: 0.12, align: 'center' }, { header: 'Firma', width: 0.14 }],
    [[' ', ' ', ' ', ' ', ' '], [' ', ' ', ' ', ' ', ' ']],
    '',
  );
  doc.heading('Observaciones');
  doc.paragraph(permit.motive, { size: 9.5 });
  if (permit.statusNotes) doc.paragraph(permit.statusNotes, { size: 9.5 });
  doc.signatures([{ title: 'Funcionario Solicitante', subtitle: name(permit.police) }, { title: 'Director(a)', subtitle: 'Firma y sello' }]);
  return doc.finish();
}
