/**
 * The officers, vehicles and guns involved in a disciplinary case (spec 3 §3.1
 * policeSelected, vehicleSelected, gunSelected): one row per case and record, so the
 * officer's cases (`cases-by-officer`) and the dashboard's involvement figures read an
 * index instead of a list inside every case. Links go with the case, and with the
 * officer, vehicle or gun when one of those is deleted.
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { officers } from './officerSchema';
import { tableOf } from './schema';

const caseId = () => integer('case_id').notNull().references((): AnyPgColumn => tableOf('disciplinaryCases').id, { onDelete: 'cascade' });

export const disciplinaryCaseOfficers = pgTable('disciplinary_case_officers', {
  caseId: caseId(),
  officerId: integer('officer_id').notNull().references(() => officers.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.caseId, t.officerId] }), index('disciplinary_case_officers_officer_idx').on(t.officerId, t.caseId)]);

export const disciplinaryCaseVehicles = pgTable('disciplinary_case_vehicles', {
  caseId: caseId(),
  vehicleId: integer('vehicle_id').notNull().references((): AnyPgColumn => tableOf('vehicles').id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.caseId, t.vehicleId] }), index('disciplinary_case_vehicles_vehicle_idx').on(t.vehicleId)]);

export const disciplinaryCaseGuns = pgTable('disciplinary_case_guns', {
  caseId: caseId(),
  gunId: integer('gun_id').notNull().references((): AnyPgColumn => tableOf('guns').id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.caseId, t.gunId] }), index('disciplinary_case_guns_gun_idx').on(t.gunId)]);
