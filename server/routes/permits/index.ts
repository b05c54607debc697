/**
 * Permit routes (spec 3 §7.5, §7.10, §7.3b): list (also the officer's permit history),
 * detail, create, edit, delete, approve / reject / status with the approval history, the
 * report data of the PDFs, the dashboard statistics, and the verification code printed
 * in a permit document's QR. Bodies are checked by the form's yup schema (400 with the
 * spec's messages, nothing stored).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess } from '../../../authProvider/permissions';
import { PERMIT_ANSWERS as A, permitsDeclaration as D, permitStatusLabel } from '../../../resources/permits/declaration';
import { cleanPermitBody, isRealDate, PERMIT_MESSAGES as M, permitDecisionSchema, permitSchema as bodySchema, permitStatusSchema } from '../../../resources/permits/validation';
import { validateWith } from '../../../resources/officers/validation';
import { verificationPagePath } from '../../../resources/officers/pdf/documentTypes';
import { issuedDocuments } from '../../db/documentSchema';
import { documentCode } from '../../documents/verificationCode';
import type { AppContext } from '../../engine/context';
import { ApiError, badRequest, envelopeSchema, errorSchema, forbidden, idParamsSchema, notFound, ok, pageMeta } from '../../lib/envelope';
import { PermitRepository, type PermitListQuery, type PermitReportQuery } from '../../permits/repository';
import { permitStatistics } from '../../permits/statistics';
import { rawBody, yupBody } from '../rrhh/schemas';
import { decisionBodyDoc, issuedReportSchema, issuedSchema, listQuerySchema, permitBodyDoc, permitDetailSchema, permitSchema, reportQuerySchema, statisticsSchema, statusBodyDoc, statusFilterOf } from './schemas';
import { sentVersion, versionProperty } from '../../lib/versioning';

const tags = ['Permisos'];
const route = (path: string) => `/api/${path}`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The kind printed on the verification page for each permit document. */
const DOCUMENT_KIND: Record<number, string> = { 1: 'Permiso Obligatorio', 2: 'Permiso Potestativo', 3: 'Permiso de Estudio' };

async function validPermit(request: FastifyRequest) {
  const { values, errors: messages } = await validateWith(bodySchema, cleanPermitBody(rawBody(request)));
  if (!values) throw badRequest(messages);
  return values;
}

/** The report's filters as the repository reads them; a date that is not a real one is a 400. */
function reportFiltersOf(query: PermitReportQuery): PermitReportQuery {
  const { dateFrom, dateTo } = query;
  if ([dateFrom, dateTo].some((d) => d !== undefined && d !== '' && !isRealDate(d))) throw badRequest([M.dateInvalid]);
  return { ...query, dateFrom: dateFrom || undefined, dateTo: dateTo || undefined, status: statusFilterOf(query.status) };
}

export function registerPermitRoutes(app: FastifyInstance, ctx: AppContext) {
  const repository = new PermitRepository(ctx.db);
  const approverOf = (request: FastifyRequest) => ({ id: request.user?.id ?? null, name: request.user?.name || request.user?.username || 'Usuario del sistema' });

  app.get<{ Querystring: PermitListQuery }>(route(D.paths.list), {
    config: { access: D.access.list },
    schema: {
      tags,
      summary: 'Lista paginada de solicitudes de permiso, la más reciente primero; search busca por funcionario (nombre o cédula), número de solicitud o tipo. Con policeId es el histórico del funcionario (también para quien consulta funcionarios en RRHH).',
      querystring: listQuerySchema,
      response: { 200: envelopeSchema({ type: 'array', items: permitSchema }), 400: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const query = { ...request.query, status: statusFilterOf(request.query.status) };
    // RRHH readers reach this list only for one officer's history.
    if (!query.policeId && !hasAccess(request.user, D.access.screen)) throw forbidden();
    const { rows, total } = await repository.list(query);
    return ok(rows, { meta: pageMeta(total, query.page, query.pageSize) });
  });

  app.get(route(D.paths.statistics), {
    config: { access: D.access.statistics },
    schema: { tags, summary: 'Estadísticas del módulo: totales por estado, por tipo, por mes (12 meses) y días solicitados', response: { 200: envelopeSchema(statisticsSchema) } },
  }, async () => ok(await permitStatistics(ctx.db)));

  app.get<{ Querystring: PermitReportQuery }>(route(D.paths.report), {
    config: { access: D.access.report },
    schema: {
      tags,
      summary: 'Datos del reporte PDF de permisos (filtros opcionales): hasta 1000 solicitudes con funcionario, estudios, horarios y aprobaciones; meta.total_elements dice cuántas coinciden',
      querystring: reportQuerySchema,
      response: { 200: envelopeSchema({ type: 'array', items: permitDetailSchema }), 400: errorSchema },
    },
  }, async (request) => {
    const { rows, total } = await repository.report(reportFiltersOf(request.query));
    return ok(rows, { message: A.reportGenerated, meta: pageMeta(total, 1, Math.max(rows.length, 1)) });
  });

  app.get<{ Params: { id: number } }>(route(D.paths.one), {
    config: { access: D.access.get },
    schema: { tags, summary: 'Detalle de una solicitud con estudios, horarios e historial de aprobaciones', params: idParamsSchema, response: { 200: envelopeSchema(permitDetailSchema), ...errors } },
  }, async (request) => {
    const found = await repository.find(request.params.id);
    if (!found) throw notFound(A.notFound);
    return ok(found);
  });

  app.post(route(D.paths.create), {
    ...yupBody,
    config: { access: D.access.create },
    schema: { tags, summary: 'Crea una solicitud pendiente; el número de solicitud lo genera el servidor', body: permitBodyDoc, response: { 201: envelopeSchema(permitDetailSchema), ...errors } },
  }, async (request, reply) => {
    const values = await validPermit(request);
    const created = await repository.create(values, request.user?.id ?? null);
    return reply.status(201).send(ok({ ...created, message: A.created }, { statusCode: 201, message: A.created }));
  });

  app.put<{ Params: { id: number } }>(route(D.paths.update), {
    ...yupBody,
    config: { access: D.access.update },
    schema: { tags, summary: 'Edita una solicitud pendiente (409 Estado no válido si ya fue decidida; 409 si se envía una version que ya cambió); estudios y horarios se reemplazan', params: idParamsSchema, body: { ...permitBodyDoc, properties: { ...permitBodyDoc.properties, ...versionProperty } }, response: { 200: envelopeSchema(permitDetailSchema), ...errors } },
  }, async (request) => {
    const values = await validPermit(request);
    const updated = await repository.update(request.params.id, values, request.user?.id ?? null, sentVersion(rawBody(request)));
    return ok({ ...updated, message: A.updated }, { message: A.updated });
  });

  app.delete<{ Params: { id: number } }>(route(D.paths.remove), {
    config: { access: D.access.delete },
    schema: { tags, summary: 'Elimina una solicitud pendiente (409 Estado no válido si ya fue decidida)', params: idParamsSchema, response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } }), ...errors } },
  }, async (request) => {
    await repository.remove(request.params.id);
    return ok({ id: request.params.id }, { message: A.deleted });
  });

  const decide = async (request: FastifyRequest<{ Params: { id: number } }>, status: 'approved' | 'rejected', notes: string | null) => {
    const decided = await repository.decide(request.params.id, status, notes, approverOf(request));
    const message = status === 'approved' ? A.approved : A.rejected;
    return ok({ ...decided, message }, { message });
  };

  for (const [path, status] of [[D.paths.approve, 'approved'], [D.paths.reject, 'rejected']] as const) {
    app.post<{ Params: { id: number } }>(route(path), {
      ...yupBody,
      config: { access: D.access.status },
      schema: {
        tags,
        summary: `${status === 'approved' ? 'Aprueba' : 'Rechaza'} una solicitud pendiente con comentarios opcionales; queda en el historial de aprobaciones (aprobador: el usuario de la sesión, nivel 1). 409 Estado no válido si ya fue decidida`,
        params: idParamsSchema,
        body: decisionBodyDoc,
        response: { 200: envelopeSchema(permitDetailSchema), ...errors },
      },
    }, async (request) => {
      const { values, errors: messages } = await validateWith(permitDecisionSchema, rawBody(request) ?? {});
      if (!values) throw badRequest(messages);
      return decide(request, status, values.comments ?? values.statusNotes ?? null);
    });
  }

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route<{ Params: { id: number } }>({
      method,
      url: route(D.paths.status),
      ...yupBody,
      config: { access: D.access.status },
      schema: {
        tags,
        summary: 'Cambio de estado (§7.10): status 2/approved aprueba, 3/rejected rechaza, con statusNotes opcionales; 409 Estado no válido si ya fue decidida',
        params: idParamsSchema,
        body: statusBodyDoc,
        response: { 200: envelopeSchema(permitDetailSchema), ...errors },
      },
      handler: async (request) => {
        const { values, errors: messages } = await validateWith(permitStatusSchema, rawBody(request));
        if (!values) throw badRequest(messages);
        return decide(request, values.status as 'approved' | 'rejected', values.statusNotes ?? null);
      },
    });
  }

  // The page shows how many requests the report lists: counted here from the report's
  // filters, never taken from the client (a forged count would be "verified").
  app.post<{ Body: (PermitReportQuery) | undefined }>(route(D.paths.reportVerification), {
    config: { access: D.access.report },
    schema: {
      tags,
      summary: 'Registra un reporte PDF de permisos con los mismos filtros que permits/report/pdf y devuelve el código de su QR de verificación y total (las solicitudes que lista, contadas por el servidor; la página pública muestra Reporte de Permisos y ese total)',
      body: { ...reportQuerySchema, additionalProperties: false },
      response: { 201: envelopeSchema(issuedReportSchema), ...errors },
    },
  }, async (request, reply) => {
    const total = await repository.reportCount(reportFiltersOf(request.body ?? {}));
    const documentType = 'Reporte de Permisos';
    const [row] = await ctx.db
      .insert(issuedDocuments)
      .values({ documentType, officerId: null, officerName: `Reporte de Permisos (${total} ${total === 1 ? 'solicitud' : 'solicitudes'})`, officerIdentification: 0, issuedBy: request.user?.id ?? null })
      .returning();
    const code = documentCode(ctx.jwtSecret, row);
    return reply.status(201).send(ok({ code, verificationPath: verificationPagePath(code), documentType, issuedAt: row.issuedAt.toISOString(), total }, { statusCode: 201, message: 'Documento registrado' }));
  });

  app.post<{ Params: { id: number } }>(route(D.paths.verification), {
    config: { access: D.access.get },
    schema: {
      tags,
      summary: 'Registra el documento PDF de una solicitud (obligatorio, potestativo o estudio) y devuelve el código de su QR de verificación (/verify/{code})',
      params: idParamsSchema,
      response: { 201: envelopeSchema(issuedSchema), ...errors },
    },
  }, async (request, reply) => {
    const permit = await repository.find(request.params.id);
    if (!permit) throw notFound(A.notFound);
    if (!permit.police) throw new ApiError(404, A.officerNotFound);
    const police = permit.police;
    const name = [police.firstName, police.secondName, police.firstLastname, police.secondLastname].filter(Boolean).join(' ');
    const documentType = `${DOCUMENT_KIND[permit.typeKey] ?? 'Permiso'} ${permit.requestNumber} (${permitStatusLabel(permit.status)})`;
    const [row] = await ctx.db
      .insert(issuedDocuments)
      .values({ documentType, officerId: permit.policeId, officerName: name, officerIdentification: police.identification ?? 0, issuedBy: request.user?.id ?? null })
      .returning();
    const code = documentCode(ctx.jwtSecret, row);
    return reply.status(201).send(ok({ code, verificationPath: verificationPagePath(code), documentType, issuedAt: row.issuedAt.toISOString() }, { statusCode: 201, message: 'Documento registrado' }));
  });
}
