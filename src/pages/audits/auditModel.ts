/**
 * Types and pure helpers of the audit viewer: the row of GET audits
 * (server/routes/audits.ts), the filter state, the query sent, and display formats.
 */
import type { QueryValue } from '../../../dataProvider/httpClient';
import { formatDate } from '../../../resources/officers/shared/format';

export interface AuditEntry {
  id: number;
  created_at: string;
  user_id: number | null;
  user_name: string | null;
  origin: string | null;
  endpoint: string;
  method: string;
  statusCode: number;
  responseTime: number;
  req?: { body?: unknown; query?: unknown; headers?: unknown } | null;
  res?: { body?: unknown; headers?: unknown } | null;
}

/** Item of GET users/search/autocomplete. */
export interface UserOption {
  id: number;
  username: string;
  name?: string | null;
  lastName?: string | null;
}

/** Item of GET audits/endpoints/autocomplete ({label or endpoint, value}). */
export interface EndpointOption {
  label?: string | null;
  endpoint?: string | null;
  value: string;
}

export interface AuditFilters {
  /** yyyy-mm-dd from the native date input, or ''. */
  startDate: string;
  endDate: string;
  user: UserOption | null;
  endpoint: EndpointOption | null;
  /** The applied (debounced) free search. */
  search: string;
}

export const EMPTY_FILTERS: AuditFilters = { startDate: '', endDate: '', user: null, endpoint: null, search: '' };

/** 'name lastName (username)', skipping missing parts. */
export function userLabel(user: UserOption): string {
  const fullName = [user.name, user.lastName].filter((p) => p && p.trim()).join(' ').trim();
  return fullName ? `${fullName} (${user.username})` : user.username;
}

export function endpointLabel(option: EndpointOption): string {
  return option.label || option.endpoint || option.value;
}

/** Local midnight (start) or 23:59:59.999 (end) of a yyyy-mm-dd day, as an ISO instant. */
export function localDayBound(day: string, end: boolean): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const bound = end ? new Date(year, month, date, 23, 59, 59, 999) : new Date(year, month, date, 0, 0, 0, 0);
  return Number.isNaN(bound.getTime()) ? undefined : bound.toISOString();
}

/** The query string of GET audits (empty values are dropped by the HTTP client). */
export function buildAuditQuery(filters: AuditFilters, page: number, pageSize: number): Record<string, QueryValue> {
  return {
    page,
    pageSize,
    search: filters.search.trim(),
    startDate: localDayBound(filters.startDate, false),
    endDate: localDayBound(filters.endDate, true),
    userId: filters.user?.id,
    endpoint: filters.endpoint?.value,
  };
}

export function hasActiveFilters(filters: AuditFilters, searchText: string): boolean {
  return Boolean(filters.startDate || filters.endDate || filters.user || filters.endpoint || filters.search || searchText.trim());
}

/** dd/mm/aaaa and the 24-hour time with seconds (the app's date formatter); the raw value when it is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, 'dd/MM/yyyy HH:mm:ss');
}

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

/** Status code chip: 2xx green, 3xx blue, 4xx orange, 5xx red. */
export function statusColor(status: number): ChipColor {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'info';
  if (status >= 400 && status < 500) return 'warning';
  if (status >= 500) return 'error';
  return 'default';
}

export function methodColor(method: string): ChipColor {
  switch (method.toUpperCase()) {
    case 'GET': return 'info';
    case 'POST': return 'success';
    case 'PUT': return 'warning';
    case 'PATCH': return 'secondary';
    case 'DELETE': return 'error';
    default: return 'default';
  }
}

const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** 'YYYY-MM' as 'noviembre de 2026'. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return MONTH_NAMES[number - 1] ? `${MONTH_NAMES[number - 1]} de ${year}` : month;
}
