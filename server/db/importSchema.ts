/**
 * Excel imports (issue 30): one row per uploaded file, from its check to the end of its
 * import. The state lives here, not in a process, so any instance answers for any job
 * and a job whose process died (its heartbeat stopped) is reported as failed.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One problem of a row: its line in the file (1 = the header), the column's header and the Spanish message. */
export interface ImportRowError {
  row: number;
  column: string;
  message: string;
}

export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  userName: text('user_name').notNull(),
  /** The declared resource imported ('guns', 'officers'...). */
  resource: text('resource').notNull(),
  /** 'create' (Crear nuevos) or 'update' (Actualizar existentes). */
  mode: text('mode').notNull(),
  /** checked (no errors, ready), invalid (has errors), running, done, failed. */
  status: text('status').notNull(),
  fileName: text('file_name').notNull(),
  /** Where the uploaded file is kept in the file storage. */
  fileKey: text('file_key').notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  errorRows: integer('error_rows').notNull().default(0),
  /** To update: the checked rows that add a record instead (a family member or a study not stored yet). */
  newRows: integer('new_rows').notNull().default(0),
  doneRows: integer('done_rows').notNull().default(0),
  /** The first problems found (the error workbook has them all). */
  errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
  /** Why a running import failed, in Spanish. */
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  /** Written by the running instance every second: a running job without it for long has died. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }),
}, (t) => [index('import_jobs_user_idx').on(t.userId, t.id)]);
