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
import { exportPathOf, pathWith, type ResourceDeclaration } from '../resources/engine/types';
import { apiRequest, type QueryValue } from './httpClient';


/** The `paged` answer of spec 3 §7.7 (`GET unes`): the page and its figures inside `data`. */
interface PagedAnswer { data: RaRecord[]; total: number; lastPage: number; currentPage: number; pageSize: number }

/** A list page in react-admin's shape, read from the answer shape the declaration names. */
async function listPage(declaration: ResourceDeclaration, query: Record<string, QueryValue>) {
  const path = declaration.paths?.list ?? declaration.apiPath;
  if (declaration.answer === 'paged') {
    const body = await apiRequest<PagedAnswer>(path, { query });
    return { data: body.data.data, total: body.data.total };
  }
  const body = await apiRequest<RaRecord[]>(path, { query });
  return { data: body.data, total: body.meta?.total_elements ?? body.data.length };
}

/** `PUT <apiPath>/{id}`, or the declared save path (`paths.save`) with the id in the body. */
function updateRecord(declaration: ResourceDeclaration, id: Identifier, data: unknown) {
  const save = declaration.paths?.save;
  if (save) return apiRequest<RaRecord>(save, { method: 'POST', body: { ...(data as object), id } });
  return apiRequest<RaRecord>(`${declaration.apiPath}/${id}`, { method: 'PUT', body: data });
}

function removePath(declaration: ResourceDeclaration, id: Identifier): string {
  return declaration.paths?.remove ? pathWith(declaration.paths.remove, id) : `${declaration.apiPath}/${id}`;
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

/** The dataProvider of the given declarations (the app passes the registry's, in src/providers.ts). */
export function buildDataProvider(declarations: readonly ResourceDeclaration[]) {
  function declarationFor(resource: string): ResourceDeclaration {
    const declaration = declarations.find((d) => d.name === resource);
    if (!declaration) throw new Error(`Recurso desconocido: ${resource}`);
    return declaration;
  }

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
      const { apiPath, paths } = declarationFor(resource);
      const body = await apiRequest<RaRecord>(paths?.save ?? apiPath, { method: 'POST', body: params.data });
      return { data: { ...params.data, ...body.data } };
    },
    async update(resource, params) {
      // The version the form loaded: the server refuses the edit (409) if someone saved in between.
      const version = (params.previousData as { version?: unknown } | undefined)?.version ?? (params.data as { version?: unknown }).version;
      const body = await updateRecord(declarationFor(resource), params.id, version === undefined ? params.data : { ...(params.data as object), version });
      return { data: body.data };
    },
    async updateMany(resource, params) {
      const declaration = declarationFor(resource);
      await Promise.all(params.ids.map((id) => updateRecord(declaration, id, params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      await apiRequest(removePath(declarationFor(resource), params.id), { method: 'DELETE' });
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    },
    async deleteMany(resource, params) {
      const declaration = declarationFor(resource);
      await Promise.all(params.ids.map((id) => apiRequest(removePath(declaration, id), { method: 'DELETE' })));
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
