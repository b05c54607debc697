/**
 * `POST medical/{id}/documents/{kind}` (informe | constancia): records the printed
 * 'INFORME MÉDICO' or 'CONSTANCIA MÉDICA' of a report among the issued documents and
 * answers its verification code, so the PDF carries a QR that the public `/verify/{code}`
 * page answers (name, cédula, document and date only), like the officer documents. The
 * kind is stored by its Spanish name, which is what the verification page shows.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MEDICAL_DOCUMENT_KINDS, MEDICAL_DOCUMENTS, medicalReportsDeclaration as D, type MedicalDocumentKind } from '../../../resources/medical/declaration';
import { MEDICAL_ANSWERS } from '../../../resources/medical/validation';
import { verificationPagePath } from '../../../resources/officers/pdf/documentTypes';
import { issuedDocuments } from '../../db/documentSchema';
import { officers } from '../../db/officerSchema';
import { medicalReports } from '../../db/schema';
import { documentCode } from '../../documents/verificationCode';
import type { AppContext } from '../../engine/context';
import { envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';

const params = {
  type: 'object',
  required: ['id', 'kind'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, kind: { type: 'string', enum: MEDICAL_DOCUMENT_KINDS } },
} as const;

const issuedSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, verificationPath: { type: 'string' }, documentType: { type: 'string' }, issuedAt: { type: 'string', format: 'date-time' } },
} as const;

export function registerMedicalDocumentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Params: { id: number; kind: MedicalDocumentKind } }>(`/api/${D.paths.verification}`, {
    config: { access: D.access.get },
    schema: {
      tags: ['Médico'],
      summary: 'Registra el informe o la constancia médica impresa de un informe y devuelve su código de verificación (QR)',
      params,
      response: { 201: envelopeSchema(issuedSchema), 400: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const [report] = await ctx.db
      .select({ officerId: officers.id, identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname })
      .from(medicalReports)
      .innerJoin(officers, eq(officers.id, medicalReports.policeId))
      .where(eq(medicalReports.id, request.params.id))
      .limit(1);
    if (!report) throw notFound(MEDICAL_ANSWERS.notFound);
    const name = [report.firstName, report.secondName, report.firstLastname, report.secondLastname].filter(Boolean).join(' ');
    const [row] = await ctx.db
      .insert(issuedDocuments)
      .values({ documentType: MEDICAL_DOCUMENTS[request.params.kind].label, officerId: report.officerId, officerName: name, officerIdentification: report.identification, issuedBy: request.user?.id ?? null })
      .returning();
    const code = documentCode(ctx.jwtSecret, row);
    reply.status(201);
    return ok({ code, verificationPath: verificationPagePath(code), documentType: row.documentType, issuedAt: row.issuedAt.toISOString() }, { statusCode: 201, message: 'Documento registrado' });
  });
}
