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
import { and, gt, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { diagnosisCounts, reportCounts } from './counts';

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

/** The class of byType for a rest of `days` days. */
const restClassOf = (days: number) => REST_LENGTH_CLASSES.findIndex((c) => days <= c.max);

export async function medicalStatistics(db: Database, today = new Date()): Promise<MedicalStatistics> {
  const months = windowMonths(today);
  const from = `${months[0].year}-${String(months[0].month).padStart(2, '0')}-01`;
  const [counts, top] = await Promise.all([
    db.select({ month: reportCounts.month, status: reportCounts.status, restDays: reportCounts.restDays, reports: reportCounts.reports })
      .from(reportCounts).where(and(gte(reportCounts.month, from), ne(reportCounts.reports, 0))),
    // The same diagnosis counts together whatever its case and surrounding spaces; shown as its first spelling.
    db.select({ diagnosis: sql<string>`min(${diagnosisCounts.diagnosis})`, count: sql<number>`sum(${diagnosisCounts.reports})::int` })
      .from(diagnosisCounts).where(and(gte(diagnosisCounts.month, from), gt(diagnosisCounts.reports, 0)))
      .groupBy(sql`lower(btrim(${diagnosisCounts.diagnosis}))`).orderBy(sql`2 desc`, sql`1`).limit(TOP_DIAGNOSES),
  ]);
  const byStatus = new Map<number, number>();
  const byMonth = new Map<string, number>();
  const byClass = new Map<number, number>();
  let totalDays = 0;
  for (const c of counts) {
    byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + c.reports);
    const key = `${Number(c.month.slice(0, 4))}-${Number(c.month.slice(5, 7))}`;
    byMonth.set(key, (byMonth.get(key) ?? 0) + c.reports);
    byClass.set(restClassOf(c.restDays), (byClass.get(restClassOf(c.restDays)) ?? 0) + c.reports);
    if (c.status === 2) totalDays += c.restDays * c.reports;
  }
  const approved = byStatus.get(2) ?? 0;
  return {
    total: counts.reduce((sum, c) => sum + c.reports, 0),
    pending: byStatus.get(1) ?? 0,
    approved,
    rejected: byStatus.get(3) ?? 0,
    byType: REST_LENGTH_CLASSES.map((c, i) => ({ type: c.type, count: byClass.get(i) ?? 0 })),
    byMonth: months.map((m) => ({ ...m, count: byMonth.get(`${m.year}-${m.month}`) ?? 0 })),
    topDiagnoses: top.map((d) => ({ diagnosis: String(d.diagnosis), count: Number(d.count) })),
    restDays: { totalDays, averageDays: approved ? Math.round((totalDays / approved) * 10) / 10 : 0 },
    period: { from, months: MEDICAL_STATISTICS_MONTHS },
  };
}
