/**
 * Options of a server autocomplete (spec 1 §7): the typed text is debounced 800 ms, only
 * non-empty text is sent as `search`, and a response is used only when its statusCode
 * is 200 and it has data (`data.items`).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../dataProvider/httpClient';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../dataProvider/constants';
import { useNotifyRequestError } from '../../components/requestErrors';

export function useRemoteOptions<T>(path: string, text: string): { options: T[]; loading: boolean } {
  const term = text.trim();
  const [debounced, setDebounced] = useState('');
  const notifyError = useNotifyRequestError();

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(term), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);

  const query = useQuery({
    queryKey: ['audits', 'autocomplete', path, debounced],
    queryFn: async (): Promise<T[]> => {
      const response = await apiRequest<{ items?: T[] } | null>(path, { query: { search: debounced } });
      const items = response.statusCode === 200 && response.data ? response.data.items : undefined;
      return Array.isArray(items) ? items : [];
    },
    enabled: debounced !== '',
    staleTime: 60_000,
  });

  useEffect(() => {
    if (query.error) notifyError(query.error);
  }, [query.error, notifyError]);

  const settled = term !== '' && debounced === term;
  return {
    options: settled ? (query.data ?? []) : [],
    loading: term !== '' && (!settled || query.isFetching),
  };
}
