/**
 * `GET permits/statistics` (spec 3 §3.13, §2.12): totals by status, requests by type,
 * requests per month over the last 12 months (months without requests count 0), and the
 * days requested (total and average over every request). One read of the counts kept by
 * triggers (server/permits/counts.ts): a few hundred rows, whatever the number of requests.
 */
import { ne, or } from 'drizzle-orm';
import { PERMIT_TYPES } from '../../resources/permits/cascade';
import type { Database } from '../db/client';
import { permitCounts } from './counts';

export interface PermitStatistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { typeKey: number; permitType: string; label: string; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  byStatus: { status: string; label: string; count: number }[];
  restDays: { totalDays: number; averageDays: number };
  /** Part of the shared payload (§3.13); permits have no diagnoses. */
  topDiagnoses: never[];
}

/** The first day of the month `monthsBack` months before this one, and the 12 (year, month) pairs. */
export function lastMonths(count: number, now = new Date()): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - (count - 1 - i), 1);
    return { year: d.getFullYear(), month: d.getMonth() + 1 };
  });
}

export async function permitStatistics(db: Database): Promise<PermitStatistics> {
  const months = lastMonths(12);
  const rows = await db.select().from(permitCounts).where(or(ne(permitCounts.requests, 0), ne(permitCounts.days, 0)));
  const sumOf = (match: (r: (typeof rows)[number]) => boolean, key: 'requests' | 'days' = 'requests') => rows.reduce((acc, r) => acc + (match(r) ? Number(r[key]) : 0), 0);
  const total = sumOf(() => true);
  const totalDays = sumOf(() => true, 'days');
  const byStatus = (status: string) => sumOf((r) => r.status === status);
  const monthKey = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, '0')}-01`;
  return {
    total,
    pending: byStatus('pending'),
    approved: byStatus('approved'),
    rejected: byStatus('rejected'),
    byType: PERMIT_TYPES.map((t) => ({ typeKey: t.key, permitType: t.permitType, label: t.value, count: sumOf((r) => r.typeKey === t.key) })),
    byMonth: months.map((m) => ({ ...m, count: sumOf((r) => r.month === monthKey(m)) })),
    byStatus: [
      { status: 'pending', label: 'Pendiente', count: byStatus('pending') },
      { status: 'approved', label: 'Aprobado', count: byStatus('approved') },
      { status: 'rejected', label: 'Rechazado', count: byStatus('rejected') },
    ],
    restDays: { totalDays, averageDays: total ? Math.round((totalDays / total) * 10) / 10 : 0 },
    topDiagnoses: [],
  };
}
