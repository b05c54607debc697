/**
 * Server-side paging of the medical list (spec 3 §2.2, §7.6, §9): page 1 by default,
 * page sizes 5/10/15/20 (default 10); a new search or page size goes back to page 1.
 * The query sits under the 'medical' key, which every change invalidates (the list and
 * the dashboard are refreshed after changes); no retry, no refetch on focus (§9).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../dataProvider/constants';
import type { ListFilters, PagedList } from '../../src/components/list';
import { listMedicalReports, MEDICAL_QUERY_KEY, type MedicalReport } from './api';

export function useMedicalList(): PagedList<MedicalReport> {
  const [page, setPageState] = useState(1);
  const [perPage, setPerPageState] = useState(DEFAULT_PAGE_SIZE);
  const [filters, setFilterState] = useState<ListFilters>({});
  const search = typeof filters.q === 'string' ? filters.q : '';
  const query = useQuery({
    queryKey: [...MEDICAL_QUERY_KEY, 'reports', page, perPage, search],
    queryFn: () => listMedicalReports({ page, pageSize: perPage, search: search || undefined }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
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
  const setSearch = useCallback((next: string) => {
    if (next === search) return;
    setFilterState({ q: next });
    setPageState(1);
  }, [search]);
  const setFilters = useCallback((next: ListFilters) => {
    setFilterState((current) => ({ ...next, q: current.q }));
    setPageState(1);
  }, []);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  return {
    resource: 'medical/reports',
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
