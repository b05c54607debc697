/**
 * The query screen's state as it lives in the URL (RRHH §2.2): search type, filters, page
 * and page size. Kept in the query string so the back button from a detail returns to the
 * same search. Defaults (type 1, page 1, size 10) are left out of the URL.
 */
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../dataProvider/constants';
import type { QueryValue } from '../../../dataProvider/httpClient';
import type { OfficerSearchFilters } from '../api';
import { searchFilterNames, type OfficerSearchFilterName } from '../searchFilters';

/** 1 officers, 2 family members, 3 extranet report (data-init rrhh.searchType). */
export type SearchType = 1 | 2 | 3;
export const SEARCH_TYPES: readonly SearchType[] = [1, 2, 3];

/** The officer filters of §2.2 the form shows (search types 1 and 3), in its order; declared in ../searchFilters.ts. */
export const OFFICER_FILTERS = ['codeRrhh', 'iapmchCode', 'dependency', 'subDependency', 'position', 'identification', 'names', 'lastnames', 'gender', 'statusIn'] as const satisfies readonly OfficerSearchFilterName[];
/** The family search's filters (type 2): officer's cédula, member's name or cédula, parentage, gender and the age range (1–40). */
export const FAMILY_FILTERS = ['officerIdentification', 'search', 'parentage', 'gender', 'minAge', 'maxAge'] as const;

export type FilterName = (typeof OFFICER_FILTERS)[number] | (typeof FAMILY_FILTERS)[number];
export type FilterValues = Partial<Record<FilterName, string>>;

const ALL_FILTERS: readonly FilterName[] = [...new Set<FilterName>([...OFFICER_FILTERS, ...FAMILY_FILTERS])];
/** Sent as numbers: the officer filters declared as integers (the cédula travels as its digits), and the family search's keys and ages. */
const NUMERIC: ReadonlySet<string> = new Set([...searchFilterNames('integer').filter((name) => name !== 'identification'), 'parentage', 'minAge', 'maxAge']);

export interface QueryState {
  type: SearchType;
  filters: FilterValues;
  page: number;
  pageSize: number;
}

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export function parseQueryState(params: URLSearchParams): QueryState {
  const type = positive(params.get('type'));
  const pageSize = positive(params.get('pageSize'));
  const filters: FilterValues = {};
  for (const name of ALL_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return {
    type: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : 1,
    filters,
    page: positive(params.get('page')) ?? 1,
    pageSize: pageSize !== null && PAGE_SIZE_OPTIONS.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

export function toSearchParams(state: QueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== 1) params.set('type', String(state.type));
  for (const name of ALL_FILTERS) {
    const value = state.filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  return params;
}

/** The same filters, ignoring blanks: whether applying a draft changes anything. */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  return ALL_FILTERS.every((name) => (a[name]?.trim() ?? '') === (b[name]?.trim() ?? ''));
}

/** A cédula as typed ('V-12.345.678') → its digits; empty when there are none. */
export function identificationDigits(text: string | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}

function pick(filters: FilterValues, names: readonly FilterName[]): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const name of names) {
    const value = filters[name]?.trim();
    if (value) query[name] = NUMERIC.has(name) ? Number(value) : value;
  }
  return query;
}

/** Query of `GET rrhh/search` and of the extranet report (types 1 and 3). */
export function officerQuery(filters: FilterValues): OfficerSearchFilters {
  const query = pick(filters, OFFICER_FILTERS);
  query.identification = identificationDigits(filters.identification) || undefined;
  return query as OfficerSearchFilters;
}

/** Query of `GET rrhh/family/search` (type 2); the age range defaults to 1–40 in the call. */
export function familyQuery(filters: FilterValues): Record<string, QueryValue> {
  const query = pick(filters, FAMILY_FILTERS);
  query.officerIdentification = identificationDigits(filters.officerIdentification) || undefined;
  return query;
}
