/** The query screen's state read from and written to the URL (see queryState.ts). */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseQueryState, toSearchParams, type FilterValues, type QueryState, type SearchType } from './queryState';

export interface QueryStateControls {
  state: QueryState;
  setType: (type: SearchType) => void;
  /** Replaces the filters and goes back to page 1. */
  setFilters: (filters: FilterValues) => void;
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1 (RRHH §9). */
  setPageSize: (pageSize: number) => void;
}

export function useQueryState(): QueryStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseQueryState(params), [params]);

  // Each change replaces the current history entry: the back button leaves the screen
  // (to where the user came from) instead of stepping through every keystroke.
  const update = useCallback(
    (patch: Partial<QueryState>) => setParams((current) => toSearchParams({ ...parseQueryState(current), ...patch }), { replace: true }),
    [setParams],
  );

  return {
    state,
    setType: useCallback((type: SearchType) => update({ type, page: 1 }), [update]),
    setFilters: useCallback((filters: FilterValues) => update({ filters, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize, page: 1 }), [update]),
  };
}
