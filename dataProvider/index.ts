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

/** The `paged` answer of spec 3 §7.7 (`GET unes`): the page and its figures inside `data`. */
interface PagedAnswer { data: RaRecord[]; total: number; lastPage: number; currentPage: number; pageSize: number }

/** A list page in react-admin's shape, read from the answer shape the declaration names. */
async function listPage(declaration: ResourceDeclaration, query: Record<string, QueryValue>) {
  if (declaration.answer === 'paged') {
    const body = await apiRequest<PagedAnswer>(declaration.apiPath, { query });
    return { data: body.data.data, total: body.data.total };
  }
  const body = await apiRequest<RaRecord[]>(declaration.apiPath, { query });
  return { data: body.data, total: body.meta?.total_elements ?? body.data.length };
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
      return listPage(declarationFor(resource), listQuery(params));
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
      return listPage(declarationFor(resource), { ...listQuery(params), [params.target]: params.id as QueryValue });
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
    /** A declared state action (`actions`): `<method> <apiPath>/{id}/<path>` with the body it reads. */
    async runAction(resource: string, id: Identifier, path: string, body: Record<string, unknown> = {}) {
      const declaration = declarationFor(resource);
      const action = declaration.actions?.find((a) => a.path === path);
      if (!action) throw new Error(`${resource} no tiene la acción ${path}`);
      return apiRequest<RaRecord>(`${declaration.apiPath}/${id}/${path}`, { method: action.method ?? 'PATCH', body });
    },
    /** `GET <apiPath>/summary`: the module dashboard's figures (declaration `summary`). */
    async summary(resource: string) {
      const body = await apiRequest<ResourceSummary>(`${declarationFor(resource).apiPath}/summary`);
      return body.data;
    },
    /** `GET <apiPath>/export/excel` (or the declared export path) → the signed link to open in a new tab. */
    async exportExcel(resource: string, filter: Record<string, QueryValue> = {}) {
      const { q, ...rest } = filter;
      const body = await apiRequest<{ url?: string }>(exportPathOf(declarationFor(resource)), { query: { search: q, ...rest } });
      return body.data?.url ?? null;
    },
  };
}

/** What `GET <apiPath>/summary` answers (server/engine/summaryRoute.ts). */
export interface ResourceSummary {
  total: number;
  thisMonth: number;
  counts: Record<string, number>;
  sums: Record<string, number>;
  averages: Record<string, number>;
  distributions: Record<string, { key: string | number | boolean | null; count: number }[]>;
  latest: RaRecord[];
}

export type AppDataProvider = ReturnType<typeof buildDataProvider>;
export const dataProvider = buildDataProvider();
