/** The module dashboard's figures (`GET <apiPath>/summary`), refetched whenever the resource's lists are. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

export function useSummary(resource: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // Keyed under the resource: react-admin's refresh after a save or delete refetches it too.
  return useQuery({ queryKey: [resource, 'summary'], queryFn: () => dataProvider.summary(resource) });
}

/** A share of a total as a whole percentage (0 when the total is 0). */
export function percentOf(part: number, total: number): number {
  return total ? Math.round((part / total) * 100) : 0;
}
