/**
 * Documents issued by the browser (work certificate, integral report, ex-officer record)
 * and checked by their QR on the public verification page. The officer's name and cédula
 * are kept as they were printed, so a document stays verifiable after the record changes
 * or the officer is deleted (the reference then becomes null). The verification code is
 * an HMAC of the row (server/documents/verificationCode.ts): nothing secret is stored.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { officers } from './officerSchema';

export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    /** constancia | reporte_integral | registro_ex_funcionario */
    documentType: text('document_type').notNull(),
    officerId: integer('officer_id').references(() => officers.id, { onDelete: 'set null' }),
    officerName: text('officer_name').notNull(),
    officerIdentification: integer('officer_identification').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The user who generated it (kept as a number: users may be deleted later). */
    issuedBy: integer('issued_by'),
  },
  (t) => [index('issued_documents_officer_idx').on(t.officerId, t.issuedAt)],
);
