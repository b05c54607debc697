/**
 * Requests and days requested per (month created, type, status), kept by statement
 * triggers on permits in the writing transaction (migration 0033). The dashboard sums
 * them, and the list's totals come from them, instead of reading 300,000 requests on
 * every call. Created by that migration, not by drizzle-kit, so declared here rather than
 * in the schema files.
 */
import { bigint, date, pgTable, smallint, text, integer } from 'drizzle-orm/pg-core';

export const permitCounts = pgTable('permit_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  typeKey: smallint('type_key').notNull(),
  status: text('status').notNull(),
  requests: integer('requests').notNull(),
  days: bigint('days', { mode: 'number' }).notNull(),
});
