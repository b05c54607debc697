/**
 * Counts of medical reports kept by statement triggers on medical_reports, in the writing
 * transaction (migration 0030): reports per month created, status and days of rest, and
 * per month and diagnosis. The dashboard sums them, and the list's totals come from them,
 * instead of counting up to 200,000 reports on every call. They are created by that
 * migration, not by drizzle-kit, so they are declared here rather than in the schema files.
 */
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const reportCounts = pgTable('medical_report_counts', {
  month: date('month', { mode: 'string' }).notNull(),
  status: integer('status').notNull(),
  restDays: integer('rest_days').notNull(),
  reports: integer('reports').notNull(),
});

export const diagnosisCounts = pgTable('medical_report_diagnoses', {
  month: date('month', { mode: 'string' }).notNull(),
  diagnosis: text('diagnosis').notNull(),
  reports: integer('reports').notNull(),
});
