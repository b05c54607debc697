/**
 * One query for the general statistics page: the four calls of spec 1 §3.8 together,
 * retried 3 times 1 s apart (spec 1 §9).
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../dataProvider/httpClient';
import { STATISTICS_RETRIES, STATISTICS_RETRY_DELAY_MS } from '../../../dataProvider/constants';

export interface GeneralStatistics {
  totals: { weapon: number; motorPark: number; diciplinaryMeasures: number };
  stats: {
    totalPolice: number;
    activePolice: number;
    inactivePolice: number;
    pendingReentries: number;
    pendingDisincorporations: number;
    pendingVacations: number;
  };
  ranks: { rank: string; count: number }[];
  genders: { gender: string; count: number }[];
}

async function fetchGeneralStatistics(): Promise<GeneralStatistics> {
  const [totals, stats, ranks, genders] = await Promise.all([
    apiRequest<GeneralStatistics['totals']>('characterization/total'),
    apiRequest<GeneralStatistics['stats']>('rrhh/dashboard/stats'),
    apiRequest<GeneralStatistics['ranks']>('rrhh/dashboard/rank-distribution'),
    apiRequest<GeneralStatistics['genders']>('rrhh/dashboard/gender-distribution'),
  ]);
  return { totals: totals.data, stats: stats.data, ranks: ranks.data, genders: genders.data };
}

export function useGeneralStatistics() {
  return useQuery({
    queryKey: ['general-statistics'],
    queryFn: fetchGeneralStatistics,
    retry: STATISTICS_RETRIES,
    retryDelay: STATISTICS_RETRY_DELAY_MS,
  });
}

/** Pending requests: pending re-entries + disincorporations + vacations (spec 1 §2.6). */
export function pendingRequests(stats: GeneralStatistics['stats']): number {
  return stats.pendingReentries + stats.pendingDisincorporations + stats.pendingVacations;
}
