/**
 * Server-side paging state for a declared resource (spec 1 §9): page 1 by default,
 * page sizes 5/10/15/20 (default 10), and any change of page size, search or filters
 * goes back to page 1. The rows come from react-admin's `useGetList`, so the
 * dataProvider maps them onto `page`, `pageSize` and `search`.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../../dataProvider/constants';
import type { QueryValue } from '../../../dataProvider/httpClient';

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

export function usePagedList<T extends RaRecord>(resource: string, options: PagedListOptions = {}): PagedList<T> {
  const [page, setPageState] = useState(1);
  const [perPage, setPerPageState] = useState(options.defaultPerPage ?? DEFAULT_PAGE_SIZE);
  const [filters, setFilterState] = useState<ListFilters>(options.initialFilters ?? {});
  const { data, total, isPending, isFetching, error, refetch } = useGetList<T>(
    resource,
    { pagination: { page, perPage }, filter: filters, sort: options.sort },
    { placeholderData: keepPreviousData },
  );
  const rows = data ?? [];
  const count = total ?? 0;

  // A delete can leave the current page empty: step back to the last page with rows.
  const lastPage = Math.max(1, Math.ceil(count / perPage));
  if (!isFetching && page > lastPage && count > 0) setPageState(lastPage);

  const setPerPage = useCallback((next: number) => {
    setPerPageState(next);
    setPageState(1);
  }, []);
  const currentSearch = filters.q ?? '';
  const setSearch = useCallback((search: string) => {
    if (search === currentSearch) return;
    setFilterState((current) => ({ ...current, q: search }));
    setPageState(1);
  }, [currentSearch]);
  const setFilters = useCallback((next: ListFilters) => {
    setFilterState((current) => ({ ...next, q: current.q }));
    setPageState(1);
  }, []);
  const refresh = useCallback(() => void refetch(), [refetch]);

  return {
    resource,
    rows,
    total: count,
    isPending,
    isFetching,
    error,
    page,
    perPage,
    filters,
    setPage: setPageState,
    setPerPage,
    setSearch,
    setFilters,
    refetch: refresh,
  };
}
