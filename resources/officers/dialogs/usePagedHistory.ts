/**
 * One page of an officer's movement history (`GET rrhh/{id}/{type}`, §7.2) for the
 * paged dialogs: page 1 and size 10 by default, sizes 5/10/15/20, a new size or a new
 * officer back to page 1. A failure empties the list (§8).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../dataProvider/constants';
import type { HistoryPagination } from './HistoryTable';
import { fetchMovementHistory, type DialogOfficer, type MovementHistoryType } from './recordsApi';

export function usePagedHistory<T>(officer: DialogOfficer | null, type: MovementHistoryType) {
  const [paging, setPaging] = useState({ officerId: 0, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  // Another officer starts on page 1 (its pages are not this one's).
  const current = officer && paging.officerId !== officer.id ? { officerId: officer.id, page: 1, pageSize: paging.pageSize } : paging;
  const query = useQuery({
    queryKey: ['officer-history', type, officer?.id, current.page, current.pageSize],
    queryFn: () => fetchMovementHistory<T>(officer!.id, type, current.page, current.pageSize),
    enabled: officer !== null,
    placeholderData: keepPreviousData,
  });
  const rows = query.isError ? [] : (query.data?.rows ?? []);
  const total = query.isError ? 0 : (query.data?.total ?? 0);
  const pagination: HistoryPagination = {
    page: current.page,
    pageSize: current.pageSize,
    total,
    onPage: (page) => setPaging({ ...current, page }),
    onPageSize: (pageSize) => setPaging({ ...current, page: 1, pageSize }),
  };
  return { rows, total, loading: query.isLoading, failed: query.isError, pagination };
}
