/**
 * Loads the officer of the edit routes (`GET rrhh/{id}`, RRHH §7.1). Not called without
 * an id (create mode) nor with one that is not a positive whole number, which is
 * reported as not found instead of asking the server.
 */
import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { fetchOfficer, type OfficerRecord } from '../api';

export const officerQueryKey = (id: number) => ['officer-form', id] as const;

export type OfficerLoad =
  | { state: 'create' }
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'loaded'; officer: OfficerRecord; refetch: () => Promise<OfficerRecord | undefined> };

export function parseOfficerId(id: string | undefined): number | null {
  if (id === undefined || id === '') return null;
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : NaN;
}

export function useOfficerRecord(routeId: string | undefined): OfficerLoad {
  const id = parseOfficerId(routeId);
  const valid = id !== null && !Number.isNaN(id);
  const query = useQuery({ queryKey: officerQueryKey(valid ? id : 0), queryFn: () => fetchOfficer(id as number), enabled: valid, retry: false });
  if (id === null) return { state: 'create' };
  if (!valid) return { state: 'notFound' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    if (query.error instanceof HttpError && query.error.status === 404) return { state: 'notFound' };
    return { state: 'failed', message: query.error.message, retry: () => void query.refetch() };
  }
  return { state: 'loaded', officer: query.data, refetch: async () => (await query.refetch()).data };
}
