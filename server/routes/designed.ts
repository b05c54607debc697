/**
 * The records of every designed resource (issue 29) on fixed routes, registered once:
 * `/api/designed/{name}` and below. Fastify cannot add routes after start, so each
 * request finds its resource in the registry, is checked against that resource's
 * permission node, and is served by the same handlers as a built-in resource
 * (server/engine/resourceHandlers.ts). `GET /api/designed` hands every signed-in user
 * the definitions (the browser mounts their screens and the roles editor their nodes).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAccess } from '../../authProvider/permissions';
import { designedPermissionNodes } from '../../authProvider/moduleCatalogue';
import { RESOURCE_NAME_PATTERN } from '../../resources/engine/definitionSchema';
import type { ResourceAction } from '../../resources/engine/types';
import type { AppContext } from '../engine/context';
import type { ListQueryString } from '../engine/resourceHandlers';
import type { DesignedRegistry, DesignedResource } from '../designed/registry';
import { ApiError, badRequest, envelopeSchema, errorSchema, forbidden, notFound, ok, pageQueryProperties } from '../lib/envelope';
import { schemaIssueMessages } from '../plugins/errors';
import { pgErrorCode } from '../lib/pgErrors';
import { versionProperty } from '../lib/versioning';

const BASE = '/api/designed';
/** undefined_column, undefined_table. */
const TABLE_CHANGED = new Set(['42703', '42P01']);
const TABLE_CHANGED_MESSAGE = 'La definición del recurso cambió mientras se atendía la solicitud. Recargue e intente de nuevo.';
const tags = ['Recursos diseñados'];
const NAME = new RegExp(RESOURCE_NAME_PATTERN);
const nameProperty = { name: { type: 'string', maxLength: 40, description: 'Nombre del recurso diseñado' } };
const nameParams = { type: 'object', required: ['name'], properties: nameProperty } as const;
const recordParams = {
  type: 'object',
  required: ['name', 'id'],
  properties: { ...nameProperty, id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const listQuery = {
  type: 'object',
  properties: { ...pageQueryProperties, sort: { type: 'string', maxLength: 60 }, order: { type: 'string', enum: ['ASC', 'DESC'] } },
  additionalProperties: { type: 'string', maxLength: 200, description: 'Filtro exacto por un campo filtrable' },
} as const;
const recordBody = { type: 'object', description: 'Los campos del recurso según su definición', additionalProperties: true } as const;

type NameRequest = FastifyRequest<{ Params: { name: string } }>;

export function registerDesignedRecordRoutes(app: FastifyInstance, _ctx: AppContext, registry: DesignedRegistry) {
  const resolved = new WeakMap<FastifyRequest, DesignedResource>();
  /** Runs after the session guard: the resource of the path and its rule for `action`. */
  const resolving = (action: ResourceAction) => async (request: NameRequest) => {
    const name = request.params.name;
    const resource = NAME.test(name) ? registry.get(name) : undefined;
    if (!resource) throw notFound();
    if (!hasAccess(request.user, resource.declaration.access[action])) throw forbidden();
    resolved.set(request, resource);
  };
  const resourceOf = (request: FastifyRequest): DesignedResource => {
    const resource = resolved.get(request);
    if (!resource) throw notFound();
    return resource;
  };
  /**
   * Another instance changed the table and this one has not heard it yet (a few
   * milliseconds): a column or the table is gone. The definitions are read again and the
   * caller is asked to retry (409, as a stale edit), rather than answered a 500.
   */
  const serving = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!TABLE_CHANGED.has(pgErrorCode(error) ?? '')) throw error;
      await registry.reload().catch(() => undefined);
      throw new ApiError(409, TABLE_CHANGED_MESSAGE);
    }
  };
  /** The list's query checked and typed against the resource's filters (as a built-in list's schema does). */
  const typedQuery = (request: FastifyRequest<{ Querystring: ListQueryString }>, resource: DesignedResource) => {
    const query = { ...request.query };
    if (!resource.listQuery(query)) throw badRequest(schemaIssueMessages(resource.listQuery.errors ?? [], 'querystring'));
    request.query = query;
  };
  const config = { access: 'authenticated' as const };

  app.get(BASE, {
    config,
    schema: { tags, summary: 'Las definiciones de los recursos diseñados y sus nodos del árbol de permisos', response: { 200: envelopeSchema() } },
  }, async () => ok({
    resources: registry.all().map((resource) => ({ name: resource.name, version: resource.version, definition: resource.definition, permissionNode: resource.permissionNode })),
    permissionNodes: designedPermissionNodes(),
  }));

  app.get<{ Params: { name: string }; Querystring: ListQueryString }>(`${BASE}/:name`, {
    config, onRequest: resolving('list'),
    schema: { tags, summary: 'Lista paginada de los registros de un recurso diseñado (búsqueda, filtros por sus campos filtrables, orden)', params: nameParams, querystring: listQuery, response: { 200: envelopeSchema({ type: 'array' }), 400: errorSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const resource = resourceOf(request);
    typedQuery(request, resource);
    return serving(() => resource.handlers.list(request));
  });

  app.get<{ Params: { name: string }; Querystring: ListQueryString }>(`${BASE}/:name/export/excel`, {
    config, onRequest: resolving('export'),
    schema: { tags, summary: 'Exporta los registros de un recurso diseñado a Excel (enlace firmado en data.url)', params: nameParams, querystring: listQuery, response: { 200: envelopeSchema({ type: 'object', properties: { url: { type: 'string' } } }), 400: errorSchema, 403: errorSchema, 404: errorSchema } },
  }, async (request) => {
    const resource = resourceOf(request);
    typedQuery(request, resource);
    return serving(() => resource.handlers.exportExcel(request));
  });

  app.get<{ Params: { name: string; id: number } }>(`${BASE}/:name/:id`, {
    config, onRequest: resolving('get'),
    schema: { tags, summary: 'Obtiene un registro de un recurso diseñado', params: recordParams, response: { 200: envelopeSchema(), 403: errorSchema, 404: errorSchema } },
  }, async (request) => serving(() => resourceOf(request).handlers.get(request)));

  app.post<{ Params: { name: string } }>(`${BASE}/:name`, {
    config, onRequest: resolving('create'),
    schema: { tags, summary: 'Crea un registro de un recurso diseñado', params: nameParams, body: recordBody, response: { 201: envelopeSchema(), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } },
  }, async (request, reply) => serving(() => resourceOf(request).handlers.create(request, reply)));

  app.put<{ Params: { name: string; id: number } }>(`${BASE}/:name/:id`, {
    config, onRequest: resolving('update'),
    schema: {
      tags, summary: 'Actualiza un registro de un recurso diseñado; con `version` (la leída) responde 409 si otro usuario lo modificó antes',
      params: recordParams, body: { ...recordBody, properties: versionProperty }, response: { 200: envelopeSchema(), 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
    },
  }, async (request) => serving(() => resourceOf(request).handlers.update(request)));

  app.delete<{ Params: { name: string; id: number } }>(`${BASE}/:name/:id`, {
    config, onRequest: resolving('delete'),
    schema: { tags, summary: 'Elimina un registro de un recurso diseñado', params: recordParams, response: { 200: envelopeSchema(), 403: errorSchema, 404: errorSchema } },
  }, async (request) => serving(() => resourceOf(request).handlers.remove(request)));
}
