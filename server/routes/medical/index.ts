/**
 * Medical reports (spec 3 §2.7, §7.6, §7.10, §7.3b): list, one report, an officer's
 * reports, create / update / delete, approve / reject, the officer search of the create
 * form and the dashboard. Bodies are validated by the form's yup schema (400 with every
 * Spanish message, nothing stored); the doctor of a new report is the signed-in user.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { medicalReportsDeclaration as D } from '../../../resources/medical/declaration';
import { MEDICAL_ANSWERS as M, medicalReportSchema, todayIso } from '../../../resources/medical/validation';
import { movementStatusSchema } from '../../../resources/movements/status';
import { validateWith } from '../../../resources/officers/validation';
import type { AppContext } from '../../engine/context';
import { badRequest, envelopeSchema, errorSchema, notFound, ok, pageMeta } from '../../lib/envelope';
import { MedicalReportRepository } from '../../medical/reports';
import { medicalStatistics } from '../../medical/statistics';
import { registerMedicalDocumentRoutes } from './documents';
import { rawBody, yupBody } from '../rrhh/schemas';
import { listQuerySchema, medicalIdParams, reportBodyDoc, reportSchema, statisticsSchema, statusBodyDoc, type ListQuery } from './schemas';
import { sentVersion, versionProperty } from '../../lib/versioning';

const tags = ['Médico'];
const url = (path: string) => `/api/${path}`;
const answers = { 200: envelopeSchema(reportSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

/** The body as sent, validated by the form's schema; on create, missing dates default to today (§5.7). */
async function validReport(request: FastifyRequest, creating: boolean) {
  const sent = rawBody(request);
  const body = sent && typeof sent === 'object' && !Array.isArray(sent) ? { ...(sent as Record<string, unknown>) } : {};
  if (creating) {
    if (body.restStartDate === undefined) body.restStartDate = todayIso();
    if (body.restEndDate === undefined) body.restEndDate = todayIso();
  }
  const { values, errors } = await validateWith(medicalReportSchema, body);
  if (!values) throw badRequest(errors);
  return values;
}

export function registerMedicalRoutes(app: FastifyInstance, ctx: AppContext) {
  const reports = new MedicalReportRepository(ctx.db);

  app.get<{ Querystring: ListQuery }>(url(D.paths.list), {
    config: { access: D.access.list },
    schema: {
      tags, summary: 'Lista paginada de informes médicos, el más reciente primero; search busca por funcionario (nombre o cédula), médico o diagnóstico',
      querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'array', items: reportSchema }), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
  }, async (request) => {
    const { rows, total } = await reports.list(request.query);
    return ok(rows, { meta: pageMeta(total, request.query.page, request.query.pageSize) });
  });

  app.get<{ Params: { id: number } }>(url(D.paths.one), {
    config: { access: D.access.get },
    schema: { tags, summary: 'Un informe médico', params: medicalIdParams, response: answers },
  }, async (request) => {
    const report = await reports.find(request.params.id);
    if (!report) throw notFound(M.notFound);
    return ok(report);
  });

  app.get<{ Params: { id: number } }>(url(D.paths.byOfficer), {
    config: { access: D.access.byOfficer },
    schema: {
      tags, summary: 'Informes médicos de un funcionario (data es una lista), el reposo más reciente primero; 404 si el funcionario no existe',
      params: medicalIdParams, response: { 200: envelopeSchema({ type: 'array', items: reportSchema }), 400: errorSchema, 403: errorSchema, 404: errorSchema },
    },
  }, async (request) => {
    const list = await reports.byPolice(request.params.id);
    if (!list) throw notFound(M.officerNotFound);
    return ok(list);
  });

  app.post(url(D.paths.create), {
    ...yupBody,
    config: { access: D.access.create },
    schema: { tags, summary: 'Crea un informe médico pendiente (201); el médico es el usuario que lo registra', body: reportBodyDoc, response: { ...answers, 201: envelopeSchema(reportSchema) } },
  }, async (request, reply) => {
    const values = await validReport(request, true);
    const report = await reports.create(values, request.user?.id ?? null);
    return reply.status(201).send(ok({ ...report, message: M.created }, { statusCode: 201, message: M.created }));
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: url(D.paths.update),
    ...yupBody,
    config: { access: D.access.update },
    schema: { tags, summary: 'Edita un informe médico pendiente (PUT o PATCH, el cuerpo completo); el funcionario y el médico no cambian; 409 si ya fue aprobado o rechazado, o si se envía una version que ya cambió', params: medicalIdParams, body: { ...reportBodyDoc, properties: { ...reportBodyDoc.properties, ...versionProperty } }, response: answers },
    handler: async (request: IdRequest) => {
      const values = await validReport(request, false);
      const report = await reports.update(request.params.id, values, sentVersion(rawBody(request)));
      return ok({ ...report, message: M.updated }, { message: M.updated });
    },
  });

  app.delete<{ Params: { id: number } }>(url(D.paths.remove), {
    config: { access: D.access.delete },
    schema: { tags, summary: 'Elimina un informe médico pendiente; 409 si ya fue aprobado o rechazado', params: medicalIdParams, response: { ...answers, 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' }, message: { type: 'string' } } }) } },
  }, async (request) => {
    await reports.remove(request.params.id);
    return ok({ id: request.params.id, message: M.deleted }, { message: M.deleted });
  });

  app.route({
    method: ['PUT', 'PATCH'],
    url: url(D.paths.status),
    ...yupBody,
    config: { access: D.access.status },
    schema: { tags, summary: 'Aprueba (2) o rechaza (3) un informe médico pendiente con notas opcionales (PUT o PATCH); una sola decisión por informe: 409 \'Estado no válido\' si ya no está pendiente', params: medicalIdParams, body: statusBodyDoc, response: answers },
    handler: async (request: IdRequest) => {
      const { values, errors } = await validateWith(movementStatusSchema, rawBody(request));
      if (!values) throw badRequest(errors);
      const report = await reports.decide(request.params.id, values, request.user?.id ?? null, sentVersion(rawBody(request)));
      return ok({ ...report, message: M.status }, { message: M.status });
    },
  });

  app.get(url(D.paths.statistics), {
    config: { access: D.access.statistics },
    schema: { tags, summary: 'Estadísticas del tablero médico: últimos 6 meses, 5 diagnósticos más frecuentes y días de reposo', response: { 200: envelopeSchema(statisticsSchema), 403: errorSchema } },
  }, async () => ok(await medicalStatistics(ctx.db)));

  registerMedicalDocumentRoutes(app, ctx);
}
