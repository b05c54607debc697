/**
 * `POST medical/{id}/documents/{kind}` (informe | constancia): records the printed
 * 'INFORME MÉDICO' or 'CONSTANCIA MÉDICA' of a report among the issued documents and
 * answers its verification code, so the PDF carries a QR that the public `/verify/{code}`
 * page answers (name, cédula, document and date), like the officer documents. What the
 * page shows as the document is written here from the stored report, never from the
 * request: the kind's Spanish name, the report's number and, for the constancia, the rest
 * period and its days. A constancia certifies a granted rest, so it is issued only for an
 * approved report (409 otherwise); the informe reports any state and names it.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEDICAL_DOCUMENT_KINDS, MEDICAL_DOCUMENTS, medicalReportsDeclaration as D, type MedicalDocumentKind } from '../../../resources/medical/declaration';
import { MEDICAL_ANSWERS, restDaysOf } from '../../../resources/medical/validation';
import { verificationPagePath } from '../../../resources/officers/pdf/documentTypes';
import { issuedDocuments } from '../../db/documentSchema';
import { officers } from '../../db/officerSchema';
import { medicalReports } from '../../db/schema';
import { documentCode } from '../../documents/verificationCode';
import type { AppContext } from '../../engine/context';
import { ApiError, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { MEDICAL_STATUS_LABELS } from '../../medical/reports';

const params = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, kind: { type: 'string', enum: MEDICAL_DOCUMENT_KINDS } },
} as const;

const issuedSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, verificationPath: { type: 'string' }, documentType: { type: 'string' }, issuedAt: { type: 'string', format: 'date-time' } },
} as const;

const APPROVED = 2;
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The document as the verification page names it, from the stored report. */
function issuedDocumentName(kind: MedicalDocumentKind, id: number, report: { status: number; restStartDate: string; restEndDate: string }): string {
  const { label } = MEDICAL_DOCUMENTS[kind];
  if (kind === 'informe') return `${label} N.º ${id} (${MEDICAL_STATUS_LABELS[report.status] ?? 'Sin Estado'})`;
  const days = restDaysOf(report.restStartDate, report.restEndDate);
  return `${label} del informe N.º ${id}: reposo del ${dmy(report.restStartDate)} al ${dmy(report.restEndDate)} (${days} ${days === 1 ? 'día' : 'días'})`;
}

export function registerMedicalDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: { id: number; kind: MedicalDocumentKind } }>(`/api/${D.paths.verification}`, {
    config: { access: D.access.get },
    schema: {
      tags: ['Médico'],
      summary: 'Registra el informe o la constancia médica impresa de un informe y devuelve su código de verificación (QR). La constancia sólo se emite para un informe aprobado (409 si no lo está). La página de verificación muestra el documento tal como lo escribe el servidor: número de informe y estado, o el reposo con sus fechas y días.',
      params,
      response: { 201: envelopeSchema(issuedSchema), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { kind, id } = request.params;
    const [report] = await ctx.db
      .select({ status: medicalReports.status, restStartDate: medicalReports.restStartDate, restEndDate: medicalReports.restEndDate, officerId: officers.id, identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname })
      .from(medicalReports)
      .innerJoin(officers, eq(officers.id, medicalReports.policeId))
      .where(eq(medicalReports.id, id))
      .limit(1);
    if (!report) throw notFound(MEDICAL_ANSWERS.notFound);
    // Columns built from the declaration are typed unknown: read them as stored.
    const stored = { status: Number(report.status), restStartDate: String(report.restStartDate), restEndDate: String(report.restEndDate) };
    if (kind === 'constancia' && stored.status !== APPROVED) throw new ApiError(409, MEDICAL_ANSWERS.certificateOnlyApproved);
    const name = [report.firstName, report.secondName, report.firstLastname, report.secondLastname].filter(Boolean).join(' ');
    const [row] = await ctx.db
      .insert(issuedDocuments)
      .values({ documentType: issuedDocumentName(kind, id, stored), officerId: report.officerId, officerName: name, officerIdentification: report.identification, issuedBy: request.user?.id ?? null })
      .returning();
    const code = documentCode(ctx.jwtSecret, row);
    reply.status(201);
    return ok({ code, verificationPath: verificationPagePath(code), documentType: row.documentType, issuedAt: row.issuedAt.toISOString() }, { statusCode: 201, message: 'Documento registrado' });
  });
}
