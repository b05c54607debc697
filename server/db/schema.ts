/**
 * The whole database schema. Resource tables come from their declarations; the
 * platform's own tables (audit trail, revoked tokens, settings) are written here.
 * drizzle-kit reads this file to generate the SQL migrations in ./migrations.
 */
import { bigserial, date, index, integer, json, pgTable, primaryKey, text, timestamp, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { resourceDeclarations } from '../../resources/registry';
import { officers } from './officerSchema';
import { medicalReportsDeclaration } from '../../resources/medical/declaration';
import { documentsTableFromDeclaration, tableFromDeclaration, type DocumentsTable, type ResourceTable } from './tableFromDeclaration';

const resourceTables = new Map<string, ResourceTable>();
function lookup(resource: string): ResourceTable {
  const table = resourceTables.get(resource);
  if (!table) throw new Error(`Unknown referenced resource: ${resource}`);
  return table;
}

/** Tables written by hand that declarations may reference too (`reference.resource`). */
type ReferenceTarget = PgTable & { id: AnyPgColumn };
const platformReferenceTables = new Map<string, ReferenceTarget>([['officers', officers]]);

/** The table a declared reference points at: a resource table or a platform table. */
export function referenceTargetOf(resource: string): ReferenceTarget | undefined {
  return (resourceTables.get(resource) as ReferenceTarget | undefined) ?? platformReferenceTables.get(resource);
}

const documentsTables = new Map<string, DocumentsTable>();

// Declarations are listed in dependency order (a referenced resource comes first).
for (const declaration of resourceDeclarations) {
  resourceTables.set(declaration.name, tableFromDeclaration(declaration, (name) => platformReferenceTables.get(name)?.id ?? lookup(name).id));
  if (declaration.documents) documentsTables.set(declaration.name, documentsTableFromDeclaration(declaration, () => lookup(declaration.name).id));
}

/** The documents table of a declaration with `documents`. */
export function documentsTableOf(resource: string): DocumentsTable {
  const table = documentsTables.get(resource);
  if (!table) throw new Error(`${resource} declares no documents`);
  return table;
}

export function tableOf(resource: string): ResourceTable {
  return lookup(resource);
}

export const roles = lookup('roles');
export const users = lookup('users');
// Weapons park and transport (spec 3 §3.2–3.6), with the documents of guns and vehicles.
export const stations = lookup('stations');
export const guns = lookup('guns');
export const gunsDocuments = documentsTableOf('guns');
export const gunAssignments = lookup('gunAssignments');
export const vehicles = lookup('vehicles');
export const vehiclesDocuments = documentsTableOf('vehicles');
export const vehicleAssignments = lookup('vehicleAssignments');
// Disciplinary cases (spec 3 §3.1) and their documents; the involved records in disciplinarySchema.ts.
export const disciplinaryCases = lookup('disciplinaryCases');
export const disciplinaryCasesDocuments = documentsTableOf('disciplinaryCases');
// Medical reports (spec 3 §3.8): built from their declaration, outside the generic registry (server/routes/medical/).
export const medicalReports = tableFromDeclaration(medicalReportsDeclaration, (name) => referenceTargetOf(name)!.id);

export const audits = pgTable(
  'audits',
  {
    // Partitioned by month on created_at (migration 0032), so the key holds both.
    id: bigserial('id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: text('user_name'),
    origin: text('origin'),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    statusCode: integer('status_code').notNull(),
    responseTime: integer('response_time').notNull(),
    // json, not jsonb: the trail is written on every call and only ever read back whole, so
    // the text is kept as sent (jsonb would parse it into its binary form, ~1/3 of the
    // insert's cost, for queries into the documents that nothing makes). Migration 0021
    // also compresses them with lz4 where the server has it.
    req: json('req'),
    res: json('res'),
  },
  (t) => [
    primaryKey({ name: 'audits_pkey', columns: [t.id, t.createdAt] }),
    // Same direction and null order as the list's ORDER BY created_at DESC, id DESC, so
    // a page is read straight from the index instead of sorting the trail.
    index('audits_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audits_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Migration 0011 adds INCLUDE (user_name, method), which this builder cannot declare.
    index('audits_endpoint_created_idx').on(t.endpoint, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Counting an endpoint's entries by the user names a search matches (auditUserNames)
    // reads only those names' entries instead of testing every entry of the endpoint.
    index('audits_endpoint_user_idx').on(t.endpoint, t.userName),
  ],
);

/**
 * Every user name the trail holds, once (kept by a statement trigger on `audits`, migration
 * 0015). A search within one endpoint tests each of its entries; comparing the entry's name
 * with the few names the search matches costs far less than lower-casing and matching it.
 */
export const auditUserNames = pgTable('audit_user_names', { userName: text('user_name').primaryKey() });

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Failed logins (server/lib/loginThrottle.ts), one row each, counted by user name and
 * address over a sliding minute in the database so every instance sees the same counts.
 * Rows older than the window are deleted.
 */
export const loginFailures = pgTable('login_failures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull(),
  address: text('address').notNull(),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [index('login_failures_address_idx').on(t.address, t.failedAt), index('login_failures_failed_at_idx').on(t.failedAt)]);

/** Small key/value settings kept by the server (generated secrets, seed markers). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Generated numbers (server/lib/counters.ts): the last value handed out per name and period. */
export const counters = pgTable('counters', {
  name: text('name').notNull(),
  period: integer('period').notNull(),
  value: integer('value').notNull(),
}, (t) => [primaryKey({ columns: [t.name, t.period] })]);

/**
 * Readers of the public news pages (server/routes/website/publicNews.ts): one row per item
 * and reader with the day its view was last counted. `reader` is a keyed hash of the
 * signed-in user or of the address and user agent: no personal data in clear.
 */
export const newsReads = pgTable('news_reads', {
  newsId: integer('news_id').notNull().references((): AnyPgColumn => tableOf('news').id, { onDelete: 'cascade' }),
  reader: text('reader').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [primaryKey({ columns: [t.newsId, t.reader] }), index('news_reads_day_idx').on(t.day)]);

/** Every resource table, keyed by resource name (used by the generic repository). */
export const resourceTablesByName: ReadonlyMap<string, ResourceTable> = resourceTables;

// Personnel records (RRHH): officers and their family, professional items, documents and images.
export * from './officerSchema';
// Their search projection (names, codes, exact filters), kept by triggers.
export * from './officerSearchSchema';
// Personnel movements (RRHH): re-entries, disincorporations, vacations / rests / commissions.
export * from './movementSchema';
// Documents issued as PDFs and verified by their QR (work certificate, reports).
export * from './documentSchema';
// Officers, vehicles and guns involved in disciplinary cases.
export * from './disciplinarySchema';
// Permits (spec 3 §3.7): requests, studies, study schedules and approvals.
export * from '../permits/schema';
// Excel imports and their state (issue 30).
export * from './importSchema';
// Resources designed by administrators (issue 29): definitions, their versions, the `designed` schema.
export * from './designedSchema';
