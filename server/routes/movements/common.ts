/**
 * Pieces shared by the movement routes: OpenAPI schemas, the paged queries, and the
 * approve / reject and delete routes every movement resource has (§4, §7.3). Bodies are
 * validated by the shared yup schemas (400 with the spec's messages, nothing stored).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as yup from 'yup';
import { MOVEMENT_ACCESS } from '../../../resources/movements/access';
import { pathWith, type MovementDeclaration } from '../../../resources/movements/declaration';
import { MOVEMENT_APPROVED, movementStatusSchema, type MovementStatusInput } from '../../../resources/movements/status';
import { validateWith } from '../../../resources/officers/validation';
import { OFFICER_ANSWERS } from '../../../resources/officers/messages';
import { withIndefinite } from '../../../resources/engine/spanish';
import { badRequest, envelopeSchema, errorSchema, idParamsSchema, metaSchema, notFound, ok, pageMeta, pageQueryProperties } from '../../lib/envelope';
import type { ListRequest, PageRequest } from '../../movements/common';
import type { MovementOfficers } from '../../movements/officers';
import { rawBody, yupBody } from '../rrhh/schemas';
import { sentVersion, versionProperty } from '../../lib/versioning';

export const MOVEMENT_TAGS = ['Movimientos de personal'];

/** `/api/...` route pattern of a declaration path. */
export const route = (path: string) => `/api/${path}`;

const organisationItems = { type: 'array', items: { type: 'object', properties: { value: { type: 'integer' }, label: { type: 'string' } } } } as const;
export const officerRefSchema = {
  type: 'object',
  nullable: true,
  properties: {
    id: { type: 'integer' }, identification: { type: 'integer' }, firstName: { type: 'string' }, secondName: { type: 'string', nullable: true },
    firstLastname: { type: 'string' }, secondLastname: { type: 'string', nullable: true }, range: { type: 'integer', nullable: true }, condition: { type: 'integer' },
  },
} as const;

/** A record as answered: every key kept (the schema documents the main ones). */
export function recordSchema(properties: Record<string, object>) {
  return {
    type: 'object',
    additionalProperties: true,
    properties: {
      id: { type: 'integer' },
      index: { type: 'integer', description: 'Posición en la lista (desde 1)' },
      status: { type: 'integer', description: '1 Pendiente, 2 Aprobado, 3 Rechazado' },
      statusNotes: { type: 'string', nullable: true },
      statusDate: { type: 'string', format: 'date-time', nullable: true },
      dependencies: organisationItems,
      subDependencies: organisationItems,
      positions: organisationItems,
      ...properties,
    },
  } as const;
}

export const statusFilter = { type: 'integer', enum: [1, 2, 3], description: 'Solo los registros en este estado' } as const;

export const listQuerySchema = {
  type: 'object',
  properties: { ...pageQueryProperties, status: statusFilter },
} as const;

/** Officer histories: Antecedentes asks for 1000 rows at once (§7.2, §9). */
export const historyQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 10 },
    status: statusFilter,
  },
} as const;

export type ListQuery = { page: number; pageSize: number; search?: string; status?: number };
export type HistoryQuery = { page: number; pageSize: number; status?: number };

export const statusBodyDoc = {
  type: 'object',
  properties: {
    status: { type: 'integer', enum: [2, 3], description: '2 aprobar, 3 rechazar' },
    statusNotes: { type: 'string', description: 'Notas opcionales (hasta 500 caracteres)' },
    ...versionProperty,
  },
} as const;

/** The saved record with its message also under data.message (§7.3: "the answer has data.message"). */
export function saved<T extends object>(record: T, message: string, created: boolean) {
  return ok({ ...record, message }, { message, statusCode: created ? 201 : 200 });
}

/** Answer schema of an officer history: data.data[] with data.meta. */
export function historySchema(record: object) {
  return envelopeSchema({ type: 'object', properties: { data: { type: 'array', items: record }, meta: metaSchema } });
}

/** The history answer: the spec reads data.data[] with meta (§7.2); meta is also at the top like every list. */
export function historyAnswer<T>(rows: T[], total: number, query: HistoryQuery) {
  const meta = pageMeta(total, query.page, query.pageSize);
  return ok({ data: rows, meta }, { meta });
}

/**
 * An officer's history page, or 404 'Funcionario no encontrado' when the officer does
 * not exist. Only an empty page asks whether the officer exists: rows prove it.
 */
export async function officerHistory<V>(people: MovementOfficers, id: number, page: () => Promise<{ rows: V[]; total: number }>): Promise<{ rows: V[]; total: number }> {
  const found = await page();
  if (found.rows.length === 0 && !(await people.exists(id))) throw notFound(OFFICER_ANSWERS.officerNotFound);
  return found;
}

export async function validStatusChange(request: FastifyRequest): Promise<MovementStatusInput> {
  const { values, errors } = await validateWith(movementStatusSchema, rawBody(request));
  if (!values) throw badRequest(errors);
  return values;
}

interface Decider<V> {
  decide(id: number, change: MovementStatusInput, userId: number | null, expectedVersion?: number): Promise<V>;
  remove(id: number): Promise<void>;
}

/**
 * `PUT <status path>` and `DELETE <remove path>` of a movement resource: only a pending
 * record (409 'Estado no válido' otherwise). `authorize` runs first for rules that
 * depend on the record (vacations: the record's own module).
 */
export function registerDecisionRoutes<V extends object>(
  app: FastifyInstance,
  declaration: MovementDeclaration,
  repository: Decider<V>,
  recordSchemaDoc: object,
  authorize?: (request: FastifyRequest, id: number, action: 'status' | 'remove') => Promise<void>,
) {
  const { label, messages } = declaration;
  app.put<{ Params: { id: number } }>(route(pathWith(declaration.paths.status, ':id')), {
    ...yupBody,
    config: { access: declaration.access.status },
    schema: {
      tags: MOVEMENT_TAGS,
      summary: `Aprueba (2) o rechaza (3) ${withIndefinite(label)} pendiente, con notas opcionales; 409 si no está pendiente`,
      params: idParamsSchema,
      body: statusBodyDoc,
      response: { 200: envelopeSchema(recordSchemaDoc), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    const change = await validStatusChange(request);
    await authorize?.(request, request.params.id, 'status');
    const record = await repository.decide(request.params.id, change, request.user?.id ?? null, sentVersion(rawBody(request)));
    return ok(record, { message: change.status === MOVEMENT_APPROVED ? messages.approved : messages.rejected });
  });

  app.delete<{ Params: { id: number } }>(route(pathWith(declaration.paths.remove, ':id')), {
    config: { access: declaration.access.delete },
    schema: {
      tags: MOVEMENT_TAGS,
      summary: `Elimina ${withIndefinite(label)} pendiente; 409 si ya fue aprobado o rechazado`,
      params: idParamsSchema,
      response: { 200: envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } }), 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => {
    await authorize?.(request, request.params.id, 'remove');
    await repository.remove(request.params.id);
    return ok({ id: request.params.id }, { message: messages.deleted });
  });
}

interface PendingMovementRepository<I, V extends object> extends Decider<V> {
  list(request: ListRequest): Promise<{ rows: V[]; total: number }>;
  history(officerId: number, request: PageRequest & { status?: number }): Promise<{ rows: V[]; total: number }>;
  save(input: I, userId: number | null, expectedVersion?: number): Promise<{ record: V; created: boolean }>;
}

/** What differs between the re-entry and egreso routes: their schemas and OpenAPI texts. */
export interface PendingMovementRoutes<S extends yup.AnySchema, V extends object> {
  declaration: MovementDeclaration;
  repository: PendingMovementRepository<yup.InferType<S>, V>;
  people: MovementOfficers;
  /** The shared yup schema of the save body. */
  schema: S;
  recordDoc: object;
  bodyDoc: object;
  summaries: { list: string; save: string; history: string };
}

/**
 * The routes of a movement that has one officer and one pending record at a time
 * (re-entries, egresos): paged list, save (201 create / 200 edit), approve / reject,
 * delete and the officer's history.
 */
export function registerPendingMovementRoutes<S extends yup.AnySchema, V extends object>(app: FastifyInstance, options: PendingMovementRoutes<S, V>) {
  const { declaration: D, repository, people, recordDoc, summaries } = options;
  app.get<{ Querystring: ListQuery }>(route(D.paths.list), {
    config: { access: D.access.list },
    schema: { tags: MOVEMENT_TAGS, summary: summaries.list, querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'array', items: recordDoc }) } },
  }, async (request) => {
    const { rows, total } = await repository.list(request.query);
    return ok(rows, { meta: pageMeta(total, request.query.page, request.query.pageSize) });
  });

  app.post(route(D.paths.save), {
    ...yupBody,
    config: { access: D.access.create },
    schema: {
      tags: MOVEMENT_TAGS,
      summary: summaries.save,
      body: options.bodyDoc,
      response: { 200: envelopeSchema(recordDoc), 201: envelopeSchema(recordDoc), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request, reply) => {
    const { values, errors } = await validateWith(options.schema, rawBody(request));
    if (!values) throw badRequest(errors);
    const { record, created } = await repository.save(values, request.user?.id ?? null, sentVersion(rawBody(request)));
    return reply.status(created ? 201 : 200).send(saved(record, created ? D.messages.created : D.messages.updated, created));
  });

  registerDecisionRoutes(app, D, repository, recordDoc);

  app.get<{ Params: { id: number }; Querystring: HistoryQuery }>(route(D.paths.byOfficer), {
    config: { access: MOVEMENT_ACCESS.officerHistory },
    schema: { tags: MOVEMENT_TAGS, summary: summaries.history, params: idParamsSchema, querystring: historyQuerySchema, response: { 200: historySchema(recordDoc), 404: errorSchema } },
  }, async (request) => {
    const { rows, total } = await officerHistory(people, request.params.id, () => repository.history(request.params.id, request.query));
    return historyAnswer(rows, total, request.query);
  });
}
