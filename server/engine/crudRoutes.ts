/**
 * The routes of a declared resource on its api path: list, get, create, update,
 * delete, status and the Excel export. Each route carries its permission rule and its
 * schemas (for the API description). A resource adapts the generic behaviour through
 * hooks (hash a password, refuse to delete oneself...) instead of rewriting routes.
 */
import type { FastifyInstance } from 'fastify';
import { exportPathOf, type FieldDeclaration, type ResourceDeclaration } from '../../resources/engine/types';
import { withIndefinite } from '../../resources/engine/spanish';
import { tableOf } from '../db/schema';
import type { ResourceTable } from '../db/tableFromDeclaration';
import { envelopeSchema, errorSchema, idParamsSchema, pageQueryProperties } from '../lib/envelope';
import { versionProperty } from '../lib/versioning';
import type { AppContext } from './context';
import { registerActionRoutes } from './actionRoutes';
import { registerDocumentRoutes } from './documentRoutes';
import { registerSummaryRoute } from './summaryRoute';
import { registerImportRoutes } from './import/importRoutes';
import { declarationImportTarget } from './import/importTarget';
import { canImport } from '../../resources/engine/importColumns';
import { keepBodyAsSent, resourceEngine, type ListQueryString, type ResourceHooks } from './resourceHandlers';

export type { ResourceHooks } from './resourceHandlers';

/** Integers within PostgreSQL's integer: a filter beyond it would fail in SQL (a 500) instead of a 400. */
const INT4 = { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
export const FIELD_JSON_TYPE: Record<FieldDeclaration['type'], object> = {
  text: { type: 'string' }, longText: { type: 'string' }, email: { type: 'string', format: 'email' },
  password: { type: 'string' }, integer: INT4, boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date' }, catalog: INT4, reference: INT4, json: {},
  decimal: { type: 'number' }, textList: { type: 'array', items: { type: 'string' } },
};

export function bodyDoc(declaration: ResourceDeclaration, extra: Record<string, object> = {}) {
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
  const handlers = resourceEngine(ctx, declaration, hooks, table);
  const repository = handlers.repository;
  const base = `/api/${declaration.apiPath}`;
  const tags = [declaration.label.many];
  const label = declaration.label;
  const listQuerySchema = listQuerySchemaOf(declaration);

  app.get<{ Querystring: ListQueryString }>(base, {
    config: { access: declaration.access.list },
    schema: {
      tags, summary: `Lista paginada de ${declaration.label.many.toLowerCase()}`, querystring: listQuerySchema,
      response: { 200: declaration.answer === 'paged' ? envelopeSchema(PAGED_LIST_SCHEMA, 'data: {data, total, lastPage, currentPage, pageSize}') : envelopeSchema({ type: 'array' }) },
    },
  }, handlers.list);

  if (declaration.exportFields) {
    app.get<{ Querystring: ListQueryString }>(`/api/${exportPathOf(declaration)}`, {
      config: { access: declaration.access.export },
      schema: { tags, summary: `Exporta ${declaration.label.many.toLowerCase()} a Excel con la búsqueda y los filtros de la lista (enlace firmado de corta duración en data.url)`, querystring: listQuerySchema, response: { 200: envelopeSchema({ type: 'object', properties: { url: { type: 'string' } } }) } },
    }, handlers.exportExcel);
  }

  app.get<{ Params: { id: number } }>(`${base}/:id`, {
    config: { access: declaration.access.get },
    schema: { tags, summary: `Obtiene ${withIndefinite(label)}`, params: idParamsSchema, response: { 200: envelopeSchema(), 404: errorSchema } },
  }, handlers.get);

  app.post(base, {
    ...keepBodyAsSent,
    config: { access: declaration.access.create, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Crea ${withIndefinite(label)}`, body: bodyDoc(declaration), response: { 201: envelopeSchema(), 400: errorSchema, 409: errorSchema } },
  }, handlers.create);

  app.put<{ Params: { id: number } }>(`${base}/:id`, {
    ...keepBodyAsSent,
    config: { access: declaration.access.update, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Actualiza ${withIndefinite(label)}; con \`version\` (la leída) responde 409 si otro usuario lo modificó antes`, params: idParamsSchema, body: bodyDoc(declaration, versionProperty), response: { 200: envelopeSchema(), 400: errorSchema, 404: errorSchema, 409: errorSchema } },
  }, handlers.update);

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
    }, handlers.status);
  }

  app.delete<{ Params: { id: number } }>(`${base}/:id`, {
    config: { access: declaration.access.delete, changesSessions: declaration.partOfSessions },
    schema: { tags, summary: `Elimina ${withIndefinite(label)}`, params: idParamsSchema, response: { 200: envelopeSchema(), 404: errorSchema, 409: errorSchema } },
  }, handlers.remove);

  registerDocumentRoutes(app, ctx, declaration, repository, hooks.recordRule);
  registerActionRoutes(app, ctx, repository, hooks);
  registerSummaryRoute(app, repository);
  if (canImport(declaration)) registerImportRoutes(app, ctx, declarationImportTarget(declaration, repository, hooks));
  registeredResources.set(app, [...(registeredResources.get(app) ?? []), declaration.name]);
  return repository;
}

/** The list's query: page, search, sort and the declared filters (typed: Ajv coerces them). */
export function listQuerySchemaOf(declaration: ResourceDeclaration) {
  const filterProperties = Object.fromEntries((declaration.filterFields ?? []).map((f) => [declaration.fields[f].filterParam ?? f, FIELD_JSON_TYPE[declaration.fields[f].type]]));
  return {
    type: 'object',
    properties: { ...pageQueryProperties, ...filterProperties, sort: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } },
  };
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
