/**
 * Personnel movements (RRHH §3.7–3.9): re-entries, disincorporations (egresos) and
 * vacations / rests / service commissions. Each row belongs to an officer and is
 * removed with it; `status` is 1 Pendiente, 2 Aprobado, 3 Rechazado (§4), and the
 * general statistics count the pending rows of these three tables.
 *
 * A partial unique index keeps at most one pending re-entry and one pending
 * disincorporation per officer, even under concurrent requests.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { officers, type OrganisationItem } from './officerSchema';
import { versionColumn } from '../lib/versioning';

/** A person of a service commission (who grants it, who requests it). */
export interface CommissionPerson {
  id: number | null;
  name: string;
  identification: number | null;
}

const officerId = () => integer('officer_id').notNull().references(() => officers.id, { onDelete: 'cascade' });
const organisationList = (name: string) => jsonb(name).$type<OrganisationItem[]>().notNull().default([]);
/** Status columns shared by the three tables (§4). */
const statusColumns = () => ({
  status: integer('status').notNull().default(1),
  statusNotes: text('status_notes'),
  statusDate: timestamp('status_date', { withTimezone: true, mode: 'date' }),
  statusBy: integer('status_by'),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Raised by every update (server/lib/versioning.ts). */
  version: versionColumn(),
});

export const reentries = pgTable(
  'reentries',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    dateIn: date('date_in', { mode: 'string' }).notNull(),
    comment: text('comment').notNull(),
    dependencies: organisationList('dependencies'),
    subDependencies: organisationList('sub_dependencies'),
    positions: organisationList('positions'),
    ...statusColumns(),
  },
  (t) => [
    index('reentries_officer_date_idx').on(t.officerId, t.dateIn),
    index('reentries_status_idx').on(t.status),
    index('reentries_created_at_idx').on(t.createdAt, t.id),
    uniqueIndex('reentries_one_pending_per_officer').on(t.officerId).where(sql`${t.status} = 1`),
  ],
);

export const disincorporations = pgTable(
  'disincorporations',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    dateOut: date('date_out', { mode: 'string' }).notNull(),
    /** Date of the approved re-entry that ended this egress (set when that re-entry is approved). */
    dateIn: date('date_in', { mode: 'string' }),
    comment: text('comment').notNull(),
    /** Key of the rrhh condition list the officer leaves with (never 1, Activo). */
    condition: integer('condition').notNull(),
    dependencies: organisationList('dependencies'),
    subDependencies: organisationList('sub_dependencies'),
    positions: organisationList('positions'),
    ...statusColumns(),
  },
  (t) => [
    index('disincorporations_officer_date_idx').on(t.officerId, t.dateOut),
    index('disincorporations_status_idx').on(t.status),
    index('disincorporations_created_at_idx').on(t.createdAt, t.id),
    uniqueIndex('disincorporations_one_pending_per_officer').on(t.officerId).where(sql`${t.status} = 1`),
  ],
);

export const vacations = pgTable(
  'vacations',
  {
    id: serial('id').primaryKey(),
    officerId: officerId(),
    /** The granting officer (vacations and rests). */
    bestowerId: integer('bestower_id').references(() => officers.id, { onDelete: 'set null' }),
    /** 1 vacation, 2 service commission, 3 rest (§3.9). */
    typeVacationAndRest: integer('type_vacation_and_rest').notNull(),
    /** 1 Normales, 2 Vencidas, 3 Médico, 4 Maternal, 5 Especial. */
    idType: integer('id_type'),
    dateIn: date('date_in', { mode: 'string' }).notNull(),
    dateOut: date('date_out', { mode: 'string' }).notNull(),
    motive: text('motive').notNull(),
    expiredVacationYear: integer('expired_vacation_year'),
    // Service commission
    numberOfRenew: integer('number_of_renew'),
    institution: jsonb('institution').$type<string[]>().notNull().default([]),
    personOfCom: jsonb('person_of_com').$type<CommissionPerson>(),
    personOfApplication: jsonb('person_of_application').$type<CommissionPerson>(),
    organization1: text('organization1'),
    organizationDevReason: text('organization_dev_reason'),
    ...statusColumns(),
  },
  (t) => [
    index('vacations_officer_type_date_idx').on(t.officerId, t.typeVacationAndRest, t.dateIn),
    index('vacations_bestower_idx').on(t.bestowerId),
    index('vacations_status_idx').on(t.status),
    index('vacations_created_at_idx').on(t.createdAt, t.id),
  ],
);

export type ReentryRow = typeof reentries.$inferSelect;
export type DisincorporationRow = typeof disincorporations.$inferSelect;
export type VacationRow = typeof vacations.$inferSelect;
