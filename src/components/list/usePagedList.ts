/**
 * Server-side paging state for a declared resource (spec 1 §9): page 1 by default,
 * page sizes 5/10/15/20 (default 10), and any change of page size, search or filters
 * goes back to page 1. The rows come from react-admin's `useGetList`, so the
 * dataProvider maps them onto `page`, `pageSize` and `search`; `useApiList` pages a
 * module's own spec path the same way.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../dataProvider/constants';
import { apiRequest, type QueryValue } from '../../../dataProvider/httpClient';

export type ListFilters = Record<string, QueryValue>;

export interface PagedListOptions {
  defaultPerPage?: number;
  /** Filters applied from the start (e.g. a date range); `q` is the search text. */
  initialFilters?: ListFilters;
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

export interface PagedList<T extends RaRecord> {
  resource: string;
  rows: T[];
  total: number;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  page: number;
  perPage: number;
  filters: ListFilters;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1. */
  setPerPage: (perPage: number) => void;
  /** Sets the search text (`q`) and goes back to page 1. */
  setSearch: (search: string) => void;
  /** Replaces the filters (keeping the search) and goes back to page 1. */
  setFilters: (filters: ListFilters) => void;
  refetch: () => void;
}

/** Page, page size and filters; any change of page size, search or filters goes back to page 1. */
function usePagingState(options: PagedListOptions) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(options.defaultPerPage ?? DEFAULT_PAGE_SIZE);
  const [filters, setFilterState] = useState<ListFilters>(options.initialFilters ?? {});
  const setPerPage = useCallback((next: number) => {
    setPerPageState(next);
    setPage(1);
  }, []);
  const currentSearch = filters.q ?? '';
  const setSearch = useCallback((search: string) => {
    if (search === currentSearch) return;
    setFilterState((current) => ({ ...current, q: search }));
    setPage(1);
  }, [currentSearch]);
  const setFilters = useCallback((next: ListFilters) => {
    setFilterState((current) => ({ ...next, q: current.q }));
    setPage(1);
  }, []);
  return { page, perPage, filters, setPage, setPerPage, setSearch, setFilters };
}

type PagingState = ReturnType<typeof usePagingState>;

/** The list answer with the paging state; a delete can leave the current page empty, so it steps back to the last page with rows. */
function pagedList<T extends RaRecord>(resource: string, paging: PagingState, answer: { rows: T[]; total: number; isPending: boolean; isFetching: boolean; error: unknown; refetch: () => void }): PagedList<T> {
  const lastPage = Math.max(1, Math.ceil(answer.total / paging.perPage));
  if (!answer.isFetching && paging.page > lastPage && answer.total > 0) paging.setPage(lastPage);
  return { resource, ...answer, ...paging };
}

export function usePagedList<T extends RaRecord>(resource: string, options: PagedListOptions = {}): PagedList<T> {
  const paging = usePagingState(options);
  const { data, total, isPending, isFetching, error, refetch } = useGetList<T>(
    resource,
    { pagination: { page: paging.page, perPage: paging.perPage }, filter: paging.filters, sort: options.sort },
    { placeholderData: keepPreviousData },
  );
  const refresh = useCallback(() => void refetch(), [refetch]);
  return pagedList(resource, paging, { rows: data ?? [], total: total ?? 0, isPending, isFetching, error, refetch: refresh });
}

export interface ApiListOptions extends PagedListOptions {
  /** Query key prefix, so the module can refresh its lists after a change (e.g. ['medical']). */
  queryKey?: readonly unknown[];
  /** Spec 3 §9 (medical): no retry, no refetch on focus or reconnect. */
  noRetry?: boolean;
}

/**
 * The same paging for a spec path that is not a declared resource's REST list (movements,
 * permits, medical reports): `GET <path>?page&pageSize&search&...filters`, answered as
 * `{data, meta}`.
 */
export function useApiList<T extends RaRecord>(path: string, options: ApiListOptions = {}): PagedList<T> {
  const paging = usePagingState(options);
  const { q, ...rest } = paging.filters;
  const query = useQuery({
    queryKey: [...(options.queryKey ?? ['list']), path, paging.page, paging.perPage, paging.filters],
    queryFn: () => apiRequest<T[]>(path, { query: { page: paging.page, pageSize: paging.perPage, search: q || undefined, ...rest } }),
    placeholderData: keepPreviousData,
    ...(options.noRetry ? { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } : {}),
  });
  const rows = query.data?.data ?? [];
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  return pagedList(path, paging, { rows, total: query.data?.meta?.total_elements ?? rows.length, isPending: query.isPending, isFetching: query.isFetching, error: query.error, refetch: refresh });
}
