/**
 * The dataProvider: maps react-admin calls onto the declared api/ paths and the
 * `{data, meta}` answers. Resources are routed through their declarations, never
 * through `if (resource === ...)` chains; custom calls are typed methods.
 *
 * Why not ra-data-simple-rest as is: it speaks `range`/`filter` JSON query strings and
 * Content-Range headers, while the spec's API takes page/pageSize/search and answers
 * an envelope with `meta`. We keep its method set and write the mapping ourselves.
 */
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { resourceDeclarations } from '../resources/registry';
import { exportPathOf, type ResourceDeclaration } from '../resources/engine/types';
import { apiRequest, type QueryValue } from './httpClient';

function declarationFor(resource: string): ResourceDeclaration {
  const declaration = resourceDeclarations.find((d) => d.name === resource);
  if (!declaration) throw new Error(`Recurso desconocido: ${resource}`);
  return declaration;
}

function listQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): Record<string, QueryValue> {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, QueryValue>;
  return {
    page: params.pagination?.page ?? 1,
    pageSize: params.pagination?.perPage ?? 10,
    search: q,
    ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order } : {}),
    ...filters,
  };
}

export function buildDataProvider() {
  const base: DataProvider = {
    async getList(resource, params) {
      const { apiPath } = declarationFor(resource);
      const body = await apiRequest<RaRecord[]>(apiPath, { query: listQuery(params) });
      return { data: body.data, total: body.meta?.total_elements ?? body.data.length };
    },
    async getOne(resource, params) {
      const { apiPath } = declarationFor(resource);
      const body = await apiRequest<RaRecord>(`${apiPath}/${params.id}`);
      return { data: body.data };
    },
    async getMany(resource, params) {
      const { apiPath } = declarationFor(resource);
      const rows = await Promise.all(params.ids.map((id) => apiRequest<RaRecord>(`${apiPath}/${id}`).then((b) => b.data)));
      return { data: rows };
    },
    async getManyReference(resource, params) {
      const { apiPath } = declarationFor(resource);
      const body = await apiRequest<RaRecord[]>(apiPath, { query: { ...listQuery(params), [params.target]: params.id as QueryValue } });
      return { data: body.data, total: body.meta?.total_elements ?? body.data.length };
    },
    async create(resource, params) {
      const { apiPath } = declarationFor(resource);
      const body = await apiRequest<RaRecord>(apiPath, { method: 'POST', body: params.data });
      return { data: { ...params.data, ...body.data } };
    },
    async update(resource, params) {
      const { apiPath } = declarationFor(resource);
      const body = await apiRequest<RaRecord>(`${apiPath}/${params.id}`, { method: 'PUT', body: params.data });
      return { data: body.data };
    },
    async updateMany(resource, params) {
      const { apiPath } = declarationFor(resource);
      await Promise.all(params.ids.map((id) => apiRequest(`${apiPath}/${id}`, { method: 'PUT', body: params.data })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const { apiPath } = declarationFor(resource);
      await apiRequest(`${apiPath}/${params.id}`, { method: 'DELETE' });
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    },
    async deleteMany(resource, params) {
      const { apiPath } = declarationFor(resource);
      await Promise.all(params.ids.map((id) => apiRequest(`${apiPath}/${id}`, { method: 'DELETE' })));
      return { data: params.ids };
    },
  } as DataProvider;

  return {
    ...base,
    /** `PATCH <apiPath>/{id}/status` with the declaration's status field. */
    async setStatus(resource: string, id: Identifier, value: boolean) {
      const declaration = declarationFor(resource);
      if (!declaration.statusField) throw new Error(`${resource} no tiene campo de estado`);
      return apiRequest<RaRecord>(`${declaration.apiPath}/${id}/status`, { method: 'PATCH', body: { [declaration.statusField]: value } });
    },
    /** `GET <apiPath>/export/excel` (or the declared export path) → the signed link to open in a new tab. */
    async exportExcel(resource: string, filter: Record<string, QueryValue> = {}) {
      const { q, ...rest } = filter;
      const body = await apiRequest<{ url?: string }>(exportPathOf(declarationFor(resource)), { query: { search: q, ...rest } });
      return body.data?.url ?? null;
    },
  };
}

export type AppDataProvider = ReturnType<typeof buildDataProvider>;
export const dataProvider = buildDataProvider();
