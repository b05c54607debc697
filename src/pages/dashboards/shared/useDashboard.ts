/**
 * One query per dashboard: every endpoint of the module's dashboard together (spec 3
 * §7.3b), retried 3 times 1 s apart like the general statistics; a failure shows the
 * toast 'Error al cargar las estadísticas' (spec 3 §2.12, §8.7).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { apiRequest } from '../../../../dataProvider/httpClient';
import { STATISTICS_RETRIES, STATISTICS_RETRY_DELAY_MS } from '../../../../dataProvider/constants';

export interface LabelCount {
  label: string;
  count: number;
}

export interface MonthCount {
  year: number;
  month: number;
  count: number;
  finished: number;
}

/** Fetches `<base>/<endpoint>` for every endpoint and answers them by name. */
export function useDashboard<T extends Record<string, unknown>>(base: string, endpoints: Record<keyof T, string>, errorKey: string) {
  const notify = useNotify();
  const query = useQuery({
    queryKey: ['dashboard', base],
    queryFn: async () => {
      const names = Object.keys(endpoints) as (keyof T)[];
      const answers = await Promise.all(names.map((name) => apiRequest<unknown>(`${base}/${endpoints[name]}`)));
      return Object.fromEntries(names.map((name, i) => [name, answers[i].data])) as T;
    },
    retry: STATISTICS_RETRIES,
    retryDelay: STATISTICS_RETRY_DELAY_MS,
  });
  useEffect(() => {
    if (query.isError) notify(errorKey, { type: 'error' });
  }, [query.isError, notify, errorKey]);
  return query;
}

/** 'ene 2026' for a month of the series. */
export function monthLabel(month: MonthCount): string {
  return new Date(month.year, month.month - 1, 1).toLocaleDateString('es-ES', { month: 'short', year: 'numeric' });
}
