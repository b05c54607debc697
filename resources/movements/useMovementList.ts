/**
 * Server-side paging of a movement list (spec §2.8, §9): page 1 by default, page sizes
 * 5/10/15/20 (default 10), and any change of page size, search or filters goes back to
 * page 1. It answers the same `PagedList` the shared PagedTable and ListToolbar take;
 * movements are not generic declared resources, so rows come straight from their path.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../dataProvider/constants';
import type { PagedList, ListFilters } from '../../src/components/list';
import { listMovements } from './api';

export function useMovementList<T extends { id: number }>(path: string): PagedList<T> {
  const [page, setPageState] = useState(1);
  const [perPage, setPerPageState] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilterState] = useState<ListFilters>({});
  const { q, ...rest } = filters;
  const query = useQuery({
    queryKey: ['movements', path, page, perPage, filters],
    queryFn: () => listMovements<T>(path, { page, pageSize: perPage, search: q, ...rest }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.meta?.total_elements ?? rows.length;

  // A delete can leave the current page empty: step back to the last page with rows.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (!query.isFetching && page > lastPage && total > 0) setPageState(lastPage);

  const setPerPage = useCallback((next: number) => {
    setPerPageState(next);
    setPageState(1);
  }, []);
  const currentSearch = q ?? '';
  const setSearch = useCallback((search: string) => {
    if (search === currentSearch) return;
    setFilterState((current) => ({ ...current, q: search }));
    setPageState(1);
  }, [currentSearch]);
  const setFilters = useCallback((next: ListFilters) => {
    setFilterState((current) => ({ ...next, q: current.q }));
    setPageState(1);
  }, []);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  return {
    resource: path,
    rows,
    total,
    isPending: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
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
