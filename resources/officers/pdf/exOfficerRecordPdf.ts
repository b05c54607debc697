/**
 * The ex-officer record (RRHH §7.4): who the former officer is, the last approved egreso
 * (date, condition, reason, and the dependencies and positions saved on it), the service
 * time, the egresos and re-entries, and the disciplinary cases from
 * `disciplinary/cases-by-officer/{id}` (dateInit, numberOfCase, detective, fault,
 * decision; none when that call failed). The spec shows no more of it; this is what a
 * personnel office files for someone who left.
 */
import { OfficialDocument } from '../../../src/pdf/officialDocument';
import { INSTITUTION } from '../../../src/pdf/institution';
import { mergeAntecedentes, type DepartureEntry, type DisciplinaryCase, type ReentryEntry, type WorkTime } from '../dialogs/recordsApi';
import type { DocumentBase } from './documentData';
import { DOCUMENT_LABELS } from './documentTypes';
import { lastApprovedDeparture } from './documentData';
import { daysText, formatDate, formatIdentification, labelsOf, officerName, serviceTimeText } from './pdfText';

export interface ExOfficerRecordInput extends DocumentBase {
  reentries: ReentryEntry[];
  departures: DepartureEntry[];
  cases: DisciplinaryCase[];
  workTime: WorkTime | null;
}

const DECISIONS: Record<number, string> = { 1: 'Aprobado', 2: 'Rechazado', 3: 'Pendiente' };
const STATUSES: Record<number, string> = { 1: 'Pendiente', 2: 'Aprobado', 3: 'Rechazado' };

export function buildExOfficerRecord({ officer, verification, catalogs, reentries, departures, cases, workTime, issuedBy }: ExOfficerRecordInput): Blob {
  const doc = new OfficialDocument({ format: 'letter', title: DOCUMENT_LABELS.registro_ex_funcionario, verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
  const label = catalogs.label;
  const departure = lastApprovedDeparture(departures);
  doc.title('REGISTRO DEL EX-FUNCIONARIO', `${officerName(officer)} · ${formatIdentification(officer.identification)} · Emitido el ${formatDate(verification.issuedAt)}`);

  doc.heading('Datos del funcionario');
  doc.fields([
    { label: 'Nombres y apellidos', value: officerName(officer), wide: true },
    { label: 'Cédula de identidad', value: formatIdentification(officer.identification) },
    { label: 'Tipo de personal', value: label('typeRegister', officer.typeRegister) },
    { label: 'Rango', value: label('range', officer.range) },
    { label: 'Código del funcionario', value: officer.codeRrhh ?? '' },
    { label: 'Código actual', value: officer.iapmchCode ?? '' },
    { label: 'Condición actual', value: label('condition', officer.condition) },
    { label: 'Fecha de ingreso', value: formatDate(officer.dateIn) },
    { label: 'Teléfonos', value: (officer.phone ?? []).join(' / ') },
    { label: 'Correo electrónico', value: officer.email ?? '' },
  ]);

  doc.heading('Datos del egreso');
  if (departure) {
    doc.fields([
      { label: 'Fecha de salida', value: formatDate(departure.dateOut) },
      { label: 'Condición del egreso', value: label('condition', departure.condition) },
      { label: 'Fecha de reingreso', value: departure.dateIn ? formatDate(departure.dateIn) : 'Sin reingreso' },
      { label: 'Dependencias al egresar', value: labelsOf(departure.dependencies), wide: true },
      { label: 'Cargos al egresar', value: departure.position || labelsOf(departure.positions), wide: true },
      { label: 'Motivo', value: departure.comment, wide: true },
    ]);
  } else {
    doc.note('Sin egreso aprobado registrado');
  }

  if (workTime) {
    doc.heading('Tiempo de servicio');
    doc.fields([
      { label: 'Tiempo total', value: serviceTimeText(workTime.totalWorkYears, workTime.totalWorkMonths, workTime.totalWorkDaysRemaining) },
      { label: 'Total de días', value: daysText(workTime.totalWorkTime) },
      { label: 'Períodos trabajados', value: workTime.workPeriods.map((p) => `${formatDate(p.start)} al ${formatDate(p.end)}`).join('; ') || 'N/A' },
    ]);
  }

  doc.heading('Antecedentes (egresos y reingresos)');
  doc.table(
    [{ header: 'Tipo', width: 0.13 }, { header: 'Fecha', width: 0.14 }, { header: 'Condición', width: 0.17 }, { header: 'Comentario', width: 0.42 }, { header: 'Estado', width: 0.14 }],
    mergeAntecedentes(reentries, departures).map((e) => [e.kind === 'reentry' ? 'Reingreso' : 'Egreso', formatDate(e.date), e.condition === null ? '—' : label('condition', e.condition), e.comment, STATUSES[e.status] ?? 'Sin Estado']),
    'Sin egresos ni reingresos registrados',
  );

  doc.heading('Casos disciplinarios');
  doc.table(
    [{ header: 'Fecha de inicio', width: 0.15 }, { header: 'N.º de caso', width: 0.17 }, { header: 'Investigador', width: 0.22 }, { header: 'Falta', width: 0.32 }, { header: 'Decisión', width: 0.14 }],
    cases.map((c) => [formatDate(c.dateInit), c.numberOfCase ?? '', c.detective ?? '', c.fault ?? '', DECISIONS[c.decision ?? 0] ?? 'Sin Estado']),
    'Sin casos disciplinarios registrados',
  );

  doc.signatures([{ title: 'Elaborado por', subtitle: issuedBy }, { title: INSTITUTION.signatory, subtitle: INSTITUTION.name }]);
  return doc.finish();
}
