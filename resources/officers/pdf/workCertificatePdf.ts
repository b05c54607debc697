/**
 * The work certificate (RRHH §7.4, §9): LETTER size, issued in Chacao. Who the officer
 * is, since when (and until when, for an officer who left), the chosen position, rank,
 * dependency and staff type, the place and date of issue, and the signature of the head
 * of personnel. Where the spec is silent, the wording follows the usual Venezuelan
 * 'constancia de trabajo'.
 */
import { OfficialDocument } from '../../../src/pdf/officialDocument';
import { INSTITUTION } from '../../../src/pdf/institution';
import type { TextSegment } from '../../../src/pdf/richText';
import type { OrganisationItem } from '../api';
import type { DepartureEntry } from '../dialogs/recordsApi';
import type { DocumentBase } from './documentData';
import { DOCUMENT_LABELS } from './documentTypes';
import { formatIdentification, genderWords, issueDayText, labelsOf, longDate, officerName } from './pdfText';

/** How each staff type (typeRegister, RRHH §9) reads inside the sentence. */
const STAFF_WORDING: Record<number, string> = {
  1: 'personal policial',
  4: 'personal administrativo',
  5: 'personal obrero',
  6: 'personal contratado',
  7: 'personal por honorarios profesionales',
  8: 'personal en comisión de servicio',
};

export interface WorkCertificateInput extends DocumentBase {
  position: OrganisationItem | null;
  /** The last approved egreso, for an officer who is no longer active. */
  lastDeparture: DepartureEntry | null;
}

export function buildWorkCertificate({ officer, verification, catalogs, position, lastDeparture }: WorkCertificateInput): Blob {
  const doc = new OfficialDocument({ format: 'letter', title: DOCUMENT_LABELS.constancia, verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
  const words = genderWords(officer.gender);
  const active = officer.condition === 1 || !lastDeparture;
  const range = officer.range ? catalogs.label('range', officer.range) : null;
  const dependency = labelsOf(officer.dependencies) || (lastDeparture ? labelsOf(lastDeparture.dependencies) : '');

  doc.space(8);
  doc.title('CONSTANCIA DE TRABAJO');
  doc.space(6);
  doc.paragraph([{ text: 'A QUIEN PUEDA INTERESAR', bold: true }], { align: 'left', size: 11 });
  doc.space(4);

  const body: TextSegment[] = [
    { text: `Quien suscribe, ${INSTITUTION.signatory} de la ${INSTITUTION.displayName}, hace constar por medio de la presente que ${words.citizen} ` },
    { text: officerName(officer), bold: true },
    { text: ', titular de la cédula de identidad N.º ' },
    { text: formatIdentification(officer.identification), bold: true },
    { text: active ? ', presta sus servicios en esta institución desde el ' : ', prestó sus servicios en esta institución desde el ' },
    { text: longDate(officer.dateIn), bold: true },
  ];
  if (!active && lastDeparture) body.push({ text: ' hasta el ' }, { text: longDate(lastDeparture.dateOut), bold: true });
  const staff = STAFF_WORDING[officer.typeRegister];
  if (staff) body.push({ text: `, como ${staff}` });
  if (position?.label) body.push({ text: active ? ', desempeñando el cargo de ' : ', con el cargo de ' }, { text: position.label.toUpperCase(), bold: true });
  if (range && range !== 'N/A') body.push({ text: ', con el rango de ' }, { text: range, bold: true });
  if (dependency) body.push({ text: `, ${words.assigned} a ${dependency}` });
  body.push({ text: '.' });
  doc.paragraph(body, { size: 11, lineHeight: 7 });
  doc.space(3);

  if (officer.codeRrhh || officer.iapmchCode) {
    const codes = [officer.codeRrhh ? `Código del funcionario: ${officer.codeRrhh}` : '', officer.iapmchCode ? `Código actual: ${officer.iapmchCode}` : ''].filter(Boolean).join('   ·   ');
    doc.paragraph(codes, { size: 10, align: 'left' });
    doc.space(2);
  }

  doc.paragraph(`Constancia que se expide a petición de la parte interesada, en ${INSTITUTION.city}, ${issueDayText(verification.issuedAt)}.`, { size: 11, lineHeight: 7 });
  doc.space(16);
  doc.signatures([{ title: INSTITUTION.signatory, subtitle: INSTITUTION.name }]);
  return doc.finish();
}
