/**
 * The rows of the query screen: `GET rrhh/search` for search types 1 and 3 (type 3 shows
 * the officers its report will hold) and `GET rrhh/family/search` for type 2 (ages 1–40).
 * Only the active search runs; the previous page stays on screen while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchFamily, searchOfficers, type OfficerSummary, type Page } from '../api';
import { familyQuery, officerQuery, type QueryState } from './queryState';

/** A row of the family search: the member and its officer. */
export interface FamilyRow {
  id: number;
  identification: number | null;
  firstName: string;
  secondName: string | null;
  firstLastname: string;
  secondLastname: string | null;
  gender: number;
  dateBirth: string;
  parentage: number;
  age: number;
  officer: { id: number; identification: number; firstName: string; firstLastname: string; codeRrhh: string | null };
}

export interface SearchResults<T> {
  rows: T[];
  total: number;
  loading: boolean;
  fetching: boolean;
  error: unknown;
  refetch: () => Promise<{ data?: Page<T> }>;
}

/** One empty list for every empty answer: the table defers its rows (ResultsTable.tsx), and a new array each render would count as new rows. */
const NO_ROWS: never[] = [];

function results<T>(query: { data?: Page<T>; isPending: boolean; isFetching: boolean; error: unknown; refetch: () => Promise<{ data?: Page<T> }> }, enabled: boolean): SearchResults<T> {
  return {
    rows: enabled ? query.data?.rows ?? NO_ROWS : NO_ROWS,
    total: enabled ? query.data?.meta.total_elements ?? 0 : 0,
    loading: enabled && query.isPending,
    fetching: enabled && query.isFetching,
    error: enabled ? query.error : null,
    refetch: query.refetch,
  };
}

export function useOfficerResults(state: QueryState): SearchResults<OfficerSummary> {
  const enabled = state.type !== 2;
  const filters = officerQuery(state.filters);
  const query = useQuery({
    queryKey: ['rrhh-search', filters, state.page, state.pageSize],
    queryFn: () => searchOfficers(filters, state.page, state.pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
  return results(query, enabled);
}

export function useFamilyResults(state: QueryState): SearchResults<FamilyRow> {
  const enabled = state.type === 2;
  const filters = familyQuery(state.filters);
  const query = useQuery({
    queryKey: ['rrhh-family-search', filters, state.page, state.pageSize],
    // The family search answers loose rows; their shape is FamilyRow (server/officers/family.ts).
    queryFn: async (): Promise<Page<FamilyRow>> => {
      const page = await searchFamily(filters, state.page, state.pageSize);
      return { rows: page.rows as unknown as FamilyRow[], meta: page.meta };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
  return results(query, enabled);
}
