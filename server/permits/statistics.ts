/**
 * `GET permits/statistics` (spec 3 §3.13, §2.12): totals by status, requests by type,
 * requests per month over the last 12 months (months without requests count 0), and the
 * days requested (total and average over every request). Two statements: the totals and
 * types in one pass, the months over the window's index range.
 */
import { sql } from 'drizzle-orm';
import { PERMIT_TYPES } from '../../resources/permits/cascade';
import type { Database } from '../db/client';
import { permits } from './schema';

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
  const from = `${months[0].year}-${String(months[0].month).padStart(2, '0')}-01`;
  const [typeRows, monthRows] = await Promise.all([
    db
      .select({
        typeKey: permits.typeKey,
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${permits.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${permits.status} = 'approved'))::int`,
        rejected: sql<number>`(count(*) filter (where ${permits.status} = 'rejected'))::int`,
        days: sql<number>`coalesce(sum(${permits.durationDays}), 0)::int`,
      })
      .from(permits)
      .groupBy(permits.typeKey),
    db
      .select({ year: sql<number>`extract(year from ${permits.createdAt})::int`, month: sql<number>`extract(month from ${permits.createdAt})::int`, count: sql<number>`count(*)::int` })
      .from(permits)
      .where(sql`${permits.createdAt} >= ${from}::date`)
      .groupBy(sql`1`, sql`2`),
  ]);
  const sum = (key: 'total' | 'pending' | 'approved' | 'rejected' | 'days') => typeRows.reduce((acc, r) => acc + Number(r[key]), 0);
  const total = sum('total');
  const totalDays = sum('days');
  return {
    total,
    pending: sum('pending'),
    approved: sum('approved'),
    rejected: sum('rejected'),
    byType: PERMIT_TYPES.map((t) => ({ typeKey: t.key, permitType: t.permitType, label: t.value, count: Number(typeRows.find((r) => r.typeKey === t.key)?.total ?? 0) })),
    byMonth: months.map((m) => ({ ...m, count: Number(monthRows.find((r) => r.year === m.year && r.month === m.month)?.count ?? 0) })),
    byStatus: [
      { status: 'pending', label: 'Pendiente', count: sum('pending') },
      { status: 'approved', label: 'Aprobado', count: sum('approved') },
      { status: 'rejected', label: 'Rechazado', count: sum('rejected') },
    ],
    restDays: { totalDays, averageDays: total ? Math.round((totalDays / total) * 10) / 10 : 0 },
    topDiagnoses: [],
  };
}
