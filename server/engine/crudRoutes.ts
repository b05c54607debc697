/**
 * The routes of a declared resource on its api path: list, get, create, update,
 * delete, status and the Excel export. Each route carries its permission rule and its
 * schemas (for the API description). A resource adapts the generic behaviour through
 * hooks (hash a password, refuse to delete oneself...) instead of rewriting routes.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ValidationMode } from '../../resources/engine/validation';
import { exportPathOf, type FieldDeclaration, type ResourceDeclaration } from '../../resources/engine/types';
import { defaultWriteMessages, withIndefinite } from '../../resources/engine/spanish';
import type { Database } from '../db/client';
import { tableOf } from '../db/schema';
import type { ResourceTable } from '../db/tableFromDeclaration';
import { ApiError, badRequest, conflict, envelopeSchema, errorSchema, idParamsSchema, notFound, ok, pageMeta, pageQueryProperties } from '../lib/envelope';
import { isReferenceViolation, uniqueViolationConstraint } from '../lib/pgErrors';
import { sentVersion, staleVersion, versionProperty } from '../lib/versioning';
import type { AppContext } from './context';
import { assertActionFieldWrite, touchesActionFields } from './actionFieldGuard';
import { registerActionRoutes, type ActionHooks } from './actionRoutes';
import { documentsFolder, registerDocumentRoutes, storedDocumentKeys, type RecordRule } from './documentRoutes';
import { removeRecordFiles } from '../lib/recordFiles';
import { registerSummaryRoute } from './summaryRoute';
import { declaredExcelColumns, excelFileName, writeExcel } from './excel';
import { recordValues } from './recordValues';
import { registerImportRoutes } from './import/importRoutes';
import { canImport } from '../../resources/engine/importColumns';
import { ResourceRepository, type ListQuery, type Row } from './repository';
import type { Bind } from '../lib/statementsByShape';

export interface ResourceHooks extends ActionHooks {
  /** Maps the request body onto declared fields before validation (e.g. `data` → `permissions`). */
  prepareBody?: (body: Row, mode: ValidationMode) => Row;
  /** Last changes to validated values before they are stored (hash passwords...). */
  beforeWrite?: (values: Row, context: { mode: ValidationMode; id?: number; request: FastifyRequest }) => Promise<Row> | Row;
  /**
   * Runs first inside the write's transaction, before any check or write (`previous` on
   * update): the place to lock the parent rows the write's rules read, so every writer
   * takes them before the row's own locks (the lock order of docs/decisions.md, issue 26).
   */
  beforeStore?: (values: Row, context: { mode: ValidationMode; previous?: Row; tx: Database }) => Promise<void>;
  /**
   * Runs inside the write's transaction, after the row is stored (`previous` on update):
   * the place for writes to other tables that must succeed or fail with this one.
   */
  afterWrite?: (row: Row, context: { mode: ValidationMode; previous?: Row; tx: Database; request: FastifyRequest }) => Promise<void>;
  beforeDelete?: (id: number, request: FastifyRequest) => Promise<void> | void;
  /**
   * Runs inside the delete's transaction, just before the row goes (rows of other tables
   * to change or remove with it). May return work to do once the delete is committed,
   * such as removing stored files.
   */
  onDelete?: (row: Row, context: { tx: Database; request: FastifyRequest }) => Promise<void | (() => Promise<void>)>;
  /**
   * More fields for the answers of list, get, create and update (e.g. a gun's current
   * holder): given the stored rows, returns the fields to add to each, in the same order.
   */
  embed?: (rows: Row[]) => Promise<Row[]>;
  /**
   * More fields of each row as SQL over the resource's table (correlated subqueries, e.g.
   * a case's involved officers as json): the list reads them in its page's statement, a
   * single answer in one more statement. Cheaper than `embed` on a busy list.
   */
  embedColumns?: Record<string, SQL>;
  /**
   * Read once with each list page, in the page's statement (e.g. the list's version):
   * `page` of countTotal. Every value goes through `bind`, and the SQL may change only with
   * which filters are set and whether there is a search (the statement is kept per shape).
   */
  pageColumns?: (query: ListQuery, bind: Bind) => Record<string, SQL>;
  /**
   * The total of a list page, when the resource can find it without counting its rows
   * (counts kept by triggers, totals kept between calls); `countRows` counts them; `page`
   * holds the pageColumns as the page read them (undefined for an empty page).
   */
  countTotal?: (query: ListQuery, countRows: () => Promise<number>, page: Row | undefined) => Promise<number>;
  /** Runs on the row locked by the status change's transaction, before it is written. */
  beforeStatus?: (current: Row, value: boolean, request: FastifyRequest) => Promise<void> | void;
  /** The rule of one record for reading or writing its parts (documents), where narrower than the routes'. */
  recordRule?: RecordRule;
  /** Message of a 409 when a delete hits a row still referenced elsewhere. */
  inUseMessage?: string;
  /** Success messages; `created` and `updated` default to `saved`. */
  messages?: { saved?: string; created?: string; updated?: string; deleted?: string; status?: string };
}

/** Integers within PostgreSQL's integer: a filter beyond it would fail in SQL (a 500) instead of a 400. */
const INT4 = { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
const FIELD_JSON_TYPE: Record<FieldDeclaration['type'], object> = {
  text: { type: 'string' }, longText: { type: 'string' }, email: { type: 'string', format: 'email' },
  password: { type: 'string' }, integer: INT4, boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' }, catalog: INT4, reference: INT4, json: {},
  decimal: { type: 'number' }, textList: { type: 'array', items: { type: 'string' } },
};

/**
 * Body schemas are documentation only: the yup schema (or the handler) validates. The
 * routes that carry one set `attachValidation` and keep the body as sent, before Ajv
 * coerces it (`null` to 0 or false, say), so a bad value gets its Spanish message.
 */
const sentBodies = new WeakMap<FastifyRequest, unknown>();
const keepBodyAsSent = {
  attachValidation: true,
  preValidation: async (request: FastifyRequest) => { sentBodies.set(request, structuredClone(request.body)); },
};
/** The body as the client sent it; bad params still fail as before (400). */
function bodyAsSent(request: FastifyRequest): Row {
  if (request.validationError && request.validationError.validationContext !== 'body') throw request.validationError;
  const sent = sentBodies.has(request) ? sentBodies.get(request) : request.body;
  return (sent && typeof sent === 'object' ? sent : {}) as Row;
}

function bodyDoc(declaration: ResourceDeclaration, extra: Record<string, object> = {}) {
  const properties: Record<string, object> = { ...extra };
  for (const [name, field] of Object.entries(declaration.fields)) {
    properties[name] = { ...FIELD_JSON_TYPE[field.type], description: field.label };
  }
  return { type: 'object', properties };
}

export function registerResourceRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  declaration: ResourceDeclaration,
  hooks: ResourceHooks = {},
  table: ResourceTable = tableOf(declaration.name),
) {
  const repository = new ResourceRepository(ctx.db, declaration, table, hooks);
  const base = `/api/${declaration.apiPath}`;
  const tags = [declaration.label.many];
  const label = declaration.label;
  const defaults = defaultWriteMessages(label);
  const saved = hooks.messages?.saved ?? defaults.saved;
  const messages = {
    created: declaration.messages?.created ?? hooks.messages?.created ?? saved,
    updated: declaration.messages?.updated ?? hooks.messages?.updated ?? saved,
    deleted: declaration.messages?.deleted ?? hooks.messages?.deleted ?? defaults.deleted,
    status: hooks.messages?.status ?? `Estado actualizado exitosamente`,
  };
  const filterProperties = Object.fromEntries((declaration.filterFields ?? []).map((f) => [declaration.fields[f].filterParam ?? f, FIELD_JSON_TYPE[declaration.fields[f].type]]));
  const listQuerySchema = {
    type: 'object',
    properties: { ...pageQueryProperties, ...filterProperties, sort: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } },
  };
  type ListQueryString = { page: number; pageSize: number; search?: string; sort?: string; order?: 'ASC' | 'DESC' } & Record<string, unknown>;

  const validated = async (request: FastifyRequest, mode: ValidationMode, stored?: Row, raw = bodyAsSent(request)): Promise<Row> => {
    const prepared = hooks.prepareBody ? hooks.prepareBody(raw, mode) : raw;
    const { values, problems } = await recordValues(declaration, mode, prepared, stored);
    if (problems.length) throw badRequest([...new Set(problems.map((p) => p.message))]);
    if (hooks.beforeWrite) {
      // A duplicate is refused before the hook's costly work (a password hash); the check in
      // the write's transaction and the unique index still decide between concurrent writes.
      const duplicate = await repository.uniqueConflict(stored ? { ...stored, ...values } : values, stored ? Number(stored.id) : undefined);
      if (duplicate) throw conflict(duplicate);
      return hooks.beforeWrite(values, { mode, id: stored ? Number(stored.id) : undefined, request });
    }
    return values;
  };
  const present = (rows: Row[]) => repository.present(rows);
  /**
   * Stores the values in one transaction with the hook's other writes. The unique check
   * runs inside it; a concurrent write that still slips past meets the unique index,
   * whose violation answers the same 409.
   */
  const write = async (request: FastifyRequest, values: Row, stored?: Row, expectedVersion?: number): Promise<Row | null> => {
    const mode: ValidationMode = stored ? 'update' : 'create';
    try {
      return await ctx.db.transaction(async (tx) => {
        await hooks.beforeStore?.(values, { mode, previous: stored, tx });
        if (stored && expectedVersion !== undefined && stored.version !== expectedVersion) throw staleVersion();
        // A field an action writes follows that action's rule, checked on the row as locked now.
        if (touchesActionFields(declaration, values)) {
          const current = stored ? await repository.findRaw(Number(stored.id), tx, true) : null;
          if (stored && !current) return null;
          assertActionFieldWrite(declaration, request, values, current);
        }
        const duplicate = await repository.uniqueConflict(stored ? { ...stored, ...values } : values, stored ? Number(stored.id) : undefined, tx);
        if (duplicate) throw conflict(duplicate);
        const missing = await repository.missingReferences(values, tx);
        if (missing.length) throw badRequest(missing);
        const row = stored ? await repository.update(Number(stored.id), values, tx, expectedVersion) : await repository.create(values, tx);
        // The conditional update changed nothing: another edit (or a delete) came first.
        if (!row && expectedVersion !== undefined && (await repository.findRaw(Number(stored!.id), tx))) throw staleVersion();
        if (row && hooks.afterWrite) await hooks.afterWrite(row, { mode, previous: stored, tx, request });
        return row;
      });
    } catch (error) {
      const message = repository.uniqueMessageOf(uniqueViolationConstraint(error));
      if (message) throw conflict(message);
      throw error;
    }
  };

  app.get<{ Querystring: ListQueryString }>(base, {
    config: { access: declaration.access.list },
    schema: {
      tags, summary: `Lista paginada de ${declaration.label.many.toLowerCase()}`, querystring: listQuerySchema,
      response: { 200: declaration.answer === 'paged' ? envelopeSchema(PAGED_LIST_SCHEMA, 'data: {data, total, lastPage, currentPage, pageSize}') : envelopeSchema({ type: 'array' }) },
    },
  }, async (request) => {
    const { page, pageSize, search, sort, order, ...filters } = request.query;
    const { rows, total } = await repository.list({ page, pageSize, search, sort, order, filters });
    if (declaration.answer === 'paged') {
      return ok({ data: rows, total, lastPage: Math.max(1, Math.ceil(total / pageSize)), currentPage: page, pageSize });
    }
    return ok(rows, { meta: pageMeta(total, page, pageSize) });
  });

  if (declaration.exportFields) {
    const exportFields = declaration.exportFields;
    app.get<{ Querystring: ListQueryString }>(`/api/${exportPathOf(declaration)}`, {
      config: { access: declaration.access.export },
      schema: { tags, summary: `Exporta ${declaration.label.many.toLowerCase()} a Excel con la búsqueda y los filtros de la lista (enlace firmado de corta duración en data.url)`, querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'object', properties: { url: { type: 'string' } } }) } },
    }, async (request) => {
      const { page: _p, pageSize: _s, search, sort: _o, order: _d, ...filters } = request.query;
      const { url } = await writeExcel<Row>(ctx.storage, ctx.jwtSecret, {
        sheetName: declaration.label.many,
        fileName: excelFileName(declaration.label.many),
        columns: declaredExcelColumns(declaration, exportFields),
        batches: repository.iterate({ search, filters }),
      });
      return ok({ url }, { message: 'Archivo Excel generado exitosamente' });
    });
  }

  app.get<{ Params: { id: number } }>(`${base}/:id`, {
    config: { access: declaration.access.get },
    schema: { tags, summary: `Obtiene ${withIndefinite(label)}`, params: idParamsSchema, response: { 200: envelopeSchema(), 404: errorSchema } },
  }, async (request) => {
    const row = await repository.findRaw(request.params.id);
    if (!row) throw notFound();
    const [presented] = await present([row]);
    return ok(presented);
  });

  app.post(base, {
    ...keepBodyAsSent,
    config: { access: declaration.access.create, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Crea ${withIndefinite(label)}`, body: bodyDoc(declaration), response: { 201: envelopeSchema(), 400: errorSchema, 409: errorSchema } },
  }, async (request, reply) => {
    const values = await validated(request, 'create');
    const created = await write(request, values);
    const [presented] = await present([created!]);
    return reply.status(201).send(ok(presented, { statusCode: 201, message: messages.created }));
  });

  app.put<{ Params: { id: number } }>(`${base}/:id`, {
    ...keepBodyAsSent,
    config: { access: declaration.access.update, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Actualiza ${withIndefinite(label)}; con \`version\` (la leída) responde 409 si otro usuario lo modificó antes`, params: idParamsSchema, body: bodyDoc(declaration, versionProperty), response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema, 409: errorSchema } },
  }, async (request) => {
    const body = bodyAsSent(request);
    const expectedVersion = sentVersion(body);
    const stored = await repository.findRaw(request.params.id);
    if (!stored) throw notFound();
    const values = await validated(request, 'update', stored, body);
    const updated = await write(request, values, stored, expectedVersion);
    if (!updated) throw notFound();
    const [presented] = await present([updated]);
    return ok(presented, { message: messages.updated });
  });

  if (declaration.statusField) {
    const statusField = declaration.statusField;
    app.patch<{ Params: { id: number }; Body: Record<string, unknown> }>(`${base}/:id/status`, {
      ...keepBodyAsSent,
      config: { access: declaration.access.status, changesSessions: declaration.partOfSessions },
      schema: {
        tags, summary: `Cambia el estado (${statusField})`, params: idParamsSchema,
        body: { type: 'object', properties: { [statusField]: { type: 'boolean' }, ...versionProperty } },
        response: { 200: envelopeSchema(), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    }, async (request) => {
      const value = bodyAsSent(request)[statusField];
      if (typeof value !== 'boolean') throw badRequest([`El campo ${statusField} es requerido y debe ser verdadero o falso`]);
      const expectedVersion = sentVersion(bodyAsSent(request));
      const { id } = request.params;
      // The rules read the row as locked until the change commits: a concurrent edit cannot
      // change what they decided on (the target's administrator flag, its state, its version).
      const updated = await ctx.db.transaction(async (tx) => {
        const current = await repository.findRaw(id, tx, true);
        if (!current) throw notFound();
        if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleVersion();
        assertActionFieldWrite(declaration, request, { [statusField]: value }, current);
        await hooks.beforeStatus?.(current, value, request);
        return repository.update(id, { [statusField]: value }, tx);
      });
      if (!updated) throw notFound();
      const [presented] = await present([updated]);
      return ok(presented, { message: messages.status });
    });
  }

  app.delete<{ Params: { id: number } }>(`${base}/:id`, {
    config: { access: declaration.access.delete, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Elimina ${withIndefinite(label)}`, params: idParamsSchema, response: { 200: envelopeSchema(), 404: errorSchema, 409: errorSchema } },
  }, async (request) => {
    const stored = await repository.findRaw(request.params.id);
    if (!stored) throw notFound();
    await hooks.beforeDelete?.(request.params.id, request);
    let afterCommit: () => Promise<void>;
    try {
      afterCommit = await ctx.db.transaction(async (tx) => {
        const pending = await hooks.onDelete?.(stored, { tx, request });
        const files = await storedDocumentKeys(tx, repository, request.params.id);
        await repository.delete(request.params.id, tx);
        return async () => {
          await pending?.();
          if (repository.documentsTable) await removeRecordFiles(ctx.storage, files, [documentsFolder(declaration, request.params.id)]);
        };
      });
    } catch (error) {
      if (hooks.inUseMessage && isReferenceViolation(error)) throw new ApiError(409, hooks.inUseMessage);
      throw error;
    }
    await afterCommit();
    return ok({ id: request.params.id }, { message: messages.deleted });
  });

  registerDocumentRoutes(app, ctx, declaration, repository, hooks.recordRule);
  registerActionRoutes(app, ctx, repository, hooks);
  registerSummaryRoute(app, repository);
  if (canImport(declaration)) registerImportRoutes(app, ctx, { declaration, repository, hooks });
  registeredResources.set(app, [...(registeredResources.get(app) ?? []), declaration.name]);
  return repository;
}

const PAGED_LIST_SCHEMA = {
  type: 'object',
  properties: { data: { type: 'array' }, total: { type: 'integer' }, lastPage: { type: 'integer' }, currentPage: { type: 'integer' }, pageSize: { type: 'integer' } },
} as const;

/** The resources whose routes an app has registered (a module registers its own with hooks). */
const registeredResources = new WeakMap<FastifyInstance, string[]>();

/**
 * Registers the generic routes of every declaration no module has registered with its
 * own hooks: a plain resource needs nothing but its declaration in the registry.
 */
export function registerRemainingResources(app: FastifyInstance, ctx: AppContext, declarations: readonly ResourceDeclaration[]) {
  const done = new Set(registeredResources.get(app) ?? []);
  for (const declaration of declarations) if (!done.has(declaration.name)) registerResourceRoutes(app, ctx, declaration);
}
