/**
 * The two printed documents of a medical report (spec 3 §2.7, §9), Letter size, on the
 * official layout (letterhead, footer with 'Documento generado automáticamente por el
 * Sistema…', date and time hh:mm a, verification QR and code, page numbers):
 * - 'INFORME MÉDICO': the officer, the doctor, the medical information with the numbered
 *   recommendations, the rest period and the status, and the signature lines;
 * - 'CONSTANCIA MÉDICA': the certifying paragraph with the rest period and the report's
 *   current status, and the doctor's signature.
 * Document text is fixed wording, kept here rather than in the screen catalogue.
 */
import { format, parseISO } from 'date-fns';
import { es } from 'date-fns/locale';
import { OfficialDocument } from '../../../src/pdf/officialDocument';
import { INSTITUTION } from '../../../src/pdf/institution';
import type { TextSegment } from '../../../src/pdf/richText';
import type { MedicalReport } from '../api';
import { MEDICAL_DOCUMENTS } from '../declaration';
import { doctorName, formatIdentification, fullName } from '../format';

export interface MedicalDocumentInput {
  report: MedicalReport;
  /** Rank label of the officer (from data-init). */
  rank: string;
  verification: { code: string; url: string; qrDataUrl: string; issuedAt: Date };
}

const SERVICE = 'Servicio Médico';
/** The issuing office of the letterhead: the medical service, not the personnel office. */
export const MEDICAL_OFFICE = 'SERVICIO MÉDICO';
const dmy = (iso: string | null | undefined) => (iso ? format(parseISO(iso), 'dd/MM/yyyy') : 'N/A');
const numbered = (items: readonly string[]) => items.map((text, i) => `${i + 1}. ${text}`);
/** Recommendations short enough to sit in the medical block without crossing a page (about 400 characters). */
const compactRecommendations = (items: readonly string[]) => items.join('').length <= 400;
const daysText = (n: number) => `${n} ${n === 1 ? 'día' : 'días'}`;

function documentOf(title: string, { verification }: MedicalDocumentInput) {
  return new OfficialDocument({ format: 'letter', office: MEDICAL_OFFICE, title, verificationUrl: verification.url, qrDataUrl: verification.qrDataUrl, code: verification.code, issuedAt: verification.issuedAt });
}

export function buildMedicalReportPdf(input: MedicalDocumentInput): Blob {
  const { report, rank } = input;
  const doc = documentOf(MEDICAL_DOCUMENTS.informe.label, input);
  const police = report.police;
  doc.title(MEDICAL_DOCUMENTS.informe.title, `Informe N.º ${report.id} · ${SERVICE}`);
  // Compact blocks: a typical report fits one Letter page with its rest period and signatures.
  doc.heading('DATOS DEL FUNCIONARIO');
  doc.fields([
    { label: 'Nombre completo', value: fullName(police).toUpperCase(), wide: true },
    { label: 'Cédula', value: formatIdentification(police.identification) },
    { label: 'Rango', value: rank },
    { label: 'Condición', value: police.condition === 1 ? 'Activo' : 'Inactivo' },
    { label: 'Código', value: police.codeRrhh ?? 'N/A' },
    { label: 'Dependencia', value: police.dependencies.map((d) => d.label).join(', ') || police.dependenceWork || 'N/A' },
  ]);
  doc.heading('INFORMACIÓN MÉDICA');
  doc.fields([
    { label: 'Médico tratante', value: doctorName(report.medical) },
    { label: 'Correo electrónico', value: report.medical?.email ?? 'N/A' },
    { label: 'Diagnóstico', value: report.diagnosis },
    { label: 'Exámenes paraclínicos', value: report.paraclinicalExams || 'No indicados' },
    { label: 'Tratamiento farmacológico', value: report.pharmacologicalTreatment || 'No indicado', wide: true },
    // Short recommendations sit in the block, one per line; long ones flow below as paragraphs (ten may take more than a page).
    ...(compactRecommendations(report.recommendations) ? [{ label: 'Recomendaciones', value: numbered(report.recommendations).join('\n'), wide: true }] : []),
  ], { columns: 2 });
  if (!compactRecommendations(report.recommendations)) {
    doc.subheading('Recomendaciones');
    numbered(report.recommendations).forEach((text) => doc.paragraph(text, { align: 'left', size: 9.5, lineHeight: 4.4, indent: 3 }));
  }
  // The period's heading stays with its fields (never alone at the foot of a page).
  doc.ensure(40);
  doc.heading('PERÍODO DE REPOSO');
  doc.fields([
    { label: 'Fecha de inicio', value: dmy(report.restStartDate) },
    { label: 'Fecha de fin', value: dmy(report.restEndDate) },
    { label: 'Duración', value: daysText(report.restDays) },
    { label: 'Estado del informe', value: report.currentStatus },
    { label: 'Fecha de registro', value: format(new Date(report.createdAt), 'dd/MM/yyyy hh:mm a', { locale: es }) },
    { label: 'Notas', value: report.statusNotes ?? 'N/A' },
  ]);
  // A shorter gap before the signatures keeps them with the period on the first page when the texts allow it.
  doc.space(2);
  doc.signatures([{ title: doctorName(report.medical), subtitle: 'Médico tratante' }, { title: `Jefe(a) del ${SERVICE}`, subtitle: INSTITUTION.name }]);
  return doc.finish();
}

export function buildMedicalCertificatePdf(input: MedicalDocumentInput): Blob {
  const { report, rank } = input;
  const doc = documentOf(MEDICAL_DOCUMENTS.constancia.label, input);
  const police = report.police;
  doc.space(8);
  doc.title(MEDICAL_DOCUMENTS.constancia.title);
  doc.space(6);
  doc.paragraph([{ text: 'A QUIEN PUEDA INTERESAR', bold: true }], { align: 'left', size: 11 });
  doc.space(4);
  const body: TextSegment[] = [
    { text: `Quien suscribe, ${doctorName(report.medical)}, adscrito(a) al ${SERVICE} de la ${INSTITUTION.displayName}, hace constar por medio de la presente que el (la) funcionario(a) ` },
    { text: fullName(police).toUpperCase(), bold: true },
    { text: ', titular de la cédula de identidad N.º ' },
    { text: formatIdentification(police.identification), bold: true },
    ...(rank && rank !== 'N/A' ? [{ text: ', con el rango de ' }, { text: rank, bold: true }] : []),
    { text: ', fue evaluado(a) en este servicio con el diagnóstico de ' },
    { text: report.diagnosis, bold: true },
    { text: ', por lo que se le indicó reposo médico por ' },
    { text: daysText(report.restDays), bold: true },
    { text: ', desde el ' },
    { text: dmy(report.restStartDate), bold: true },
    { text: ' hasta el ' },
    { text: dmy(report.restEndDate), bold: true },
    { text: '. Estado del informe médico N.º ' },
    { text: String(report.id), bold: true },
    { text: ': ' },
    { text: report.currentStatus.toUpperCase(), bold: true },
    { text: '.' },
  ];
  doc.paragraph(body, { size: 11, lineHeight: 7 });
  doc.space(3);
  const issued = input.verification.issuedAt;
  doc.paragraph(`Constancia que se expide a petición de la parte interesada, en ${INSTITUTION.city}, el ${format(issued, 'dd/MM/yyyy')} a las ${format(issued, 'hh:mm a', { locale: es })}.`, { size: 11, lineHeight: 7 });
  doc.space(18);
  doc.signatures([{ title: doctorName(report.medical), subtitle: `Médico · ${SERVICE}` }]);
  return doc.finish();
}
