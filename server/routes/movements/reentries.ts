/** Re-entry routes (RRHH §2.6, §7.2, §7.3): list, save (create / edit), approve / reject, delete, officer history. */
import type { FastifyInstance } from 'fastify';
import { pathWith } from '../../../resources/movements/declaration';
import { validateWith } from '../../../resources/officers/validation';
import { REENTRY_HISTORY_PATH, reentriesDeclaration as D } from '../../../resources/reentries/declaration';
import { reentrySchema } from '../../../resources/reentries/validation';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { badRequest, envelopeSchema, errorSchema, idParamsSchema, ok, pageMeta } from '../../lib/envelope';
import type { ReentryRepository } from '../../movements/reentries';
import type { MovementOfficers } from '../../movements/officers';
import { rawBody, yupBody } from '../rrhh/schemas';
import { ensureOfficer, historyAnswer, historySchema, historyQuerySchema, listQuerySchema, MOVEMENT_TAGS as tags, officerRefSchema, recordSchema, registerDecisionRoutes, route, saved, type HistoryQuery, type ListQuery } from './common';

const reentryRecord = recordSchema({
  idPoliceOfficer: { type: 'integer' },
  policeOfficer: officerRefSchema,
  dateIn: { type: 'string', format: 'date' },
  position: { type: 'string', nullable: true, description: 'Cargos (etiquetas)' },
  comment: { type: 'string' },
});

const reentryBody = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Solo al editar un reingreso pendiente' },
    idPoliceOfficer: { type: 'integer', description: 'Funcionario (no cambia al editar)' },
    comment: { type: 'string', description: 'Motivo, 10 a 500 caracteres' },
    dateIn: { type: 'string', format: 'date', description: 'Fecha de reingreso, no posterior a hoy' },
    dependencies: { type: 'array', items: { type: 'object' } },
    subDependencies: { type: 'array', items: { type: 'object' } },
    positions: { type: 'array', items: { type: 'object' } },
  },
} as const;

export function registerReentryRoutes(app: FastifyInstance, repository: ReentryRepository, people: MovementOfficers) {
  app.get<{ Querystring: ListQuery }>(route(D.paths.list), {
    config: { access: D.access.list },
    schema: { tags, summary: 'Lista paginada de reingresos; search busca por funcionario (nombre o cédula), id o motivo', querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'array', items: reentryRecord }) } },
  }, async (request) => {
    const { rows, total } = await repository.list(request.query);
    return ok(rows, { meta: pageMeta(total, request.query.page, request.query.pageSize) });
  });

  app.post(route(D.paths.save), {
    ...yupBody,
    config: { access: D.access.save },
    schema: {
      tags,
      summary: 'Crea un reingreso pendiente (201), o edita uno pendiente cuando el cuerpo trae id (200). Solo para funcionarios no activos; uno pendiente por funcionario',
      body: reentryBody,
      response: { 200: envelopeSchema(reentryRecord), 201: envelopeSchema(reentryRecord), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(reentrySchema, rawBody(request));
    if (!values) throw badRequest(errors);
    const { record, created } = await repository.save(values, request.user?.id ?? null);
    return reply.status(created ? 201 : 200).send(saved(record, created ? D.answers.created : D.answers.updated, created));
  });

  registerDecisionRoutes(app, D, repository, reentryRecord);

  app.get<{ Params: { id: number }; Querystring: HistoryQuery }>(route(pathWith(REENTRY_HISTORY_PATH, ':id')), {
    config: { access: MOVEMENT_ACCESS.officerHistory },
    schema: { tags, summary: 'Reingresos de un funcionario, el más reciente primero (data.data con meta)', params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historySchema(reentryRecord), 404: errorSchema } },
  }, async (request) => {
    await ensureOfficer(people, request.params.id);
    const { rows, total } = await repository.history(request.params.id, request.query);
    return historyAnswer(rows, total, request.query);
  });
}
