/**
 * Verification of the officer documents the browser prints (RRHH §7.4):
 * - `POST api/documents/verification` (RRHH read rule, like the record the document is
 *   built from) records an issued document (kind, officer, instant, user) and answers its
 *   signed code; the browser prints `/verify/{code}` as the document's QR.
 * - `GET api/public/verify/{code}` (public) answers only the name, cédula, kind and issue
 *   date of a genuine document, or 404 'Documento no válido' for anything else (unknown,
 *   forged or altered code), never saying which.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RRHH_ACCESS } from '../../../resources/officers/access';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { validateWith } from '../../../resources/officers/validation';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LABELS,
  issueDocumentSchema,
  VERIFICATION_MESSAGES as M,
  verificationPagePath,
  type DocumentKind,
} from '../../../resources/officers/pdf/documentTypes';
import { issuedDocuments } from '../../db/documentSchema';
import { officers } from '../../db/officerSchema';
import { documentCode, documentIdOf, isGenuine } from '../../documents/verificationCode';
import type { AppContext } from '../../engine/context';
import { ApiError, badRequest, envelopeSchema, errorSchema, notFound, ok } from '../../lib/envelope';
import { rawBody, yupBody } from '../rrhh/schemas';

const tags = ['Verificación de documentos'];

const issuedSchema = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'Código firmado del documento' },
    verificationPath: { type: 'string', description: 'Ruta de la página pública de verificación (/verify/{code})' },
    documentType: { type: 'string', enum: [...DOCUMENT_KINDS] },
    issuedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const verifiedSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    identification: { type: 'integer' },
    documentType: { type: 'string', description: 'Nombre del documento (Constancia de Trabajo, Reporte Integral, Registro del Ex-Funcionario)' },
    issuedAt: { type: 'string', format: 'date-time' },
  },
} as const;

const invalid = () => new ApiError(404, M.invalid);

export function registerDocumentVerificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/documents/verification', {
    ...yupBody,
    config: { access: RRHH_ACCESS.read },
    schema: {
      tags,
      summary: 'Registra un documento emitido (constancia, reporte integral, registro del ex-funcionario) y devuelve su código de verificación firmado',
      body: {
        type: 'object',
        properties: {
          documentType: { type: 'string', enum: [...DOCUMENT_KINDS] },
          policeId: { type: 'integer', description: 'Funcionario del documento' },
        },
      },
      response: { 201: envelopeSchema(issuedSchema), 400: errorSchema, 404: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(issueDocumentSchema, rawBody(request));
    if (!values) throw badRequest(errors);
    const [officer] = await ctx.db
      .select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname })
      .from(officers)
      .where(eq(officers.id, values.policeId))
      .limit(1);
    if (!officer) throw notFound(OFFICER_ANSWERS.officerNotFound);
    const name = [officer.firstName, officer.secondName, officer.firstLastname, officer.secondLastname].filter(Boolean).join(' ');
    const [row] = await ctx.db
      .insert(issuedDocuments)
      .values({ documentType: values.documentType, officerId: officer.id, officerName: name, officerIdentification: officer.identification, issuedBy: request.user?.id ?? null })
      .returning();
    const code = documentCode(ctx.jwtSecret, row);
    reply.status(201);
    return ok({ code, verificationPath: verificationPagePath(code), documentType: row.documentType, issuedAt: row.issuedAt.toISOString() }, { message: M.issued, statusCode: 201 });
  });

  app.get<{ Params: { code: string } }>('/api/public/verify/:code', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Verificación pública del código QR de un documento: nombre, cédula, tipo y fecha de emisión, o 404 Documento no válido',
      security: [],
      params: { type: 'object', required: ['code'], properties: { code: { type: 'string' } } },
      response: { 200: envelopeSchema(verifiedSchema), 404: errorSchema },
    },
  }, async (request) => {
    const { code } = request.params;
    const id = documentIdOf(code);
    if (id === null) throw invalid();
    const [row] = await ctx.db.select().from(issuedDocuments).where(eq(issuedDocuments.id, id)).limit(1);
    if (!row || !isGenuine(ctx.jwtSecret, code, row)) throw invalid();
    return ok(
      { name: row.officerName, identification: row.officerIdentification, documentType: DOCUMENT_LABELS[row.documentType as DocumentKind] ?? row.documentType, issuedAt: row.issuedAt.toISOString() },
      { message: M.valid },
    );
  });
}
