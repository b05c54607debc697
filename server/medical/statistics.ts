/**
 * The medical dashboard (spec 3 §2.12, §3.13, §7.3b `GET medical/statistics`): the
 * reports created in the last 6 months (the current month and the five before it).
 * Decisions where the spec is silent:
 * - total / pending / approved / rejected count the reports of the window;
 * - byType groups them by the length of the rest (medical reports carry no type);
 * - byMonth has one entry per month of the window, zeros included, oldest first;
 * - topDiagnoses: the 5 most frequent diagnoses (same text, case and spaces ignored);
 * - restDays: days of rest granted by the approved reports of the window (both ends
 *   included), total and average per report (one decimal).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { medicalReports as R } from '../db/schema';

export const MEDICAL_STATISTICS_MONTHS = 6;
export const TOP_DIAGNOSES = 5;

/** Rest length classes of byType, by days of rest (both ends included). */
export const REST_LENGTH_CLASSES = [
  { type: '1 a 3 días', max: 3 },
  { type: '4 a 7 días', max: 7 },
  { type: '8 a 15 días', max: 15 },
  { type: '16 a 30 días', max: 30 },
  { type: 'Más de 30 días', max: Number.MAX_SAFE_INTEGER },
] as const;

export interface MedicalStatistics {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  byType: { type: string; count: number }[];
  byMonth: { year: number; month: number; count: number }[];
  topDiagnoses: { diagnosis: string; count: number }[];
  restDays: { totalDays: number; averageDays: number };
  period: { from: string; months: number };
}

/** The months of the window, oldest first, ending with the month of `today`. */
export function windowMonths(today: Date, months = MEDICAL_STATISTICS_MONTHS): { year: number; month: number }[] {
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth() - (months - 1 - i), 1);
    return { year: d.getFullYear(), month: d.getMonth() + 1 };
  });
}

const int = (value: unknown) => Number(value ?? 0);

export async function medicalStatistics(db: Database, today = new Date()): Promise<MedicalStatistics> {
  const months = windowMonths(today);
  const from = `${months[0].year}-${String(months[0].month).padStart(2, '0')}-01`;
  const inWindow = sql`${R.createdAt} >= ${from}::date`;
  const days = sql`(${R.restEndDate} - ${R.restStartDate} + 1)`;
  const classCase = sql.join(
    REST_LENGTH_CLASSES.slice(0, -1).map((c, i) => sql`when ${days} <= ${sql.raw(String(c.max))} then ${sql.raw(String(i))}`),
    sql` `,
  );
  const [totals, byMonth, byClass, top] = await Promise.all([
    db.select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${R.status} = 1))::int`,
      approved: sql<number>`(count(*) filter (where ${R.status} = 2))::int`,
      rejected: sql<number>`(count(*) filter (where ${R.status} = 3))::int`,
      approvedDays: sql<number>`coalesce(sum(${days}) filter (where ${R.status} = 2), 0)::int`,
    }).from(R).where(inWindow),
    db.select({
      year: sql<number>`extract(year from ${R.createdAt})::int`,
      month: sql<number>`extract(month from ${R.createdAt})::int`,
      count: sql<number>`count(*)::int`,
    }).from(R).where(inWindow).groupBy(sql`1, 2`),
    db.select({
      bucket: sql<number>`(case ${classCase} else ${sql.raw(String(REST_LENGTH_CLASSES.length - 1))} end)::int`,
      count: sql<number>`count(*)::int`,
    }).from(R).where(inWindow).groupBy(sql`1`),
    db.select({
      diagnosis: sql<string>`min(${R.diagnosis})`,
      count: sql<number>`count(*)::int`,
    }).from(R).where(inWindow).groupBy(sql`lower(btrim(${R.diagnosis}))`).orderBy(sql`2 desc`, sql`1`).limit(TOP_DIAGNOSES),
  ]);
  const t = totals[0];
  const monthCount = new Map(byMonth.map((m) => [`${int(m.year)}-${int(m.month)}`, int(m.count)]));
  const classCount = new Map(byClass.map((c) => [int(c.bucket), int(c.count)]));
  const approved = int(t?.approved);
  const totalDays = int(t?.approvedDays);
  return {
    total: int(t?.total),
    pending: int(t?.pending),
    approved,
    rejected: int(t?.rejected),
    byType: REST_LENGTH_CLASSES.map((c, i) => ({ type: c.type, count: classCount.get(i) ?? 0 })),
    byMonth: months.map((m) => ({ ...m, count: monthCount.get(`${m.year}-${m.month}`) ?? 0 })),
    topDiagnoses: top.map((d) => ({ diagnosis: String(d.diagnosis), count: int(d.count) })),
    restDays: { totalDays, averageDays: approved ? Math.round((totalDays / approved) * 10) / 10 : 0 },
    period: { from, months: MEDICAL_STATISTICS_MONTHS },
  };
}
