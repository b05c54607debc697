/**
 * Numbers the server generates (case numbers, expedient numbers, permit request
 * numbers): one row per (name, period) in `counters`, bumped with an upsert. The row
 * lock of the upsert serialises concurrent writers, so two creates never get the same
 * number, and a number is never handed out twice (a rolled-back transaction gives its
 * number back only because the bump rolls back with it; a committed one is never reused).
 * Call it inside the transaction that stores the record.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counters } from '../db/schema';

/** The next number of `name` within `period` (a year, or 0 for a counter that never restarts). */
export async function nextNumber(tx: Database, name: string, period = 0): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name, period, value: 1 })
    .onConflictDoUpdate({ target: [counters.name, counters.period], set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row.value;
}
