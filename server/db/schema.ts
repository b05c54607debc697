/**
 * The whole database schema. Resource tables come from their declarations; the
 * platform's own tables (audit trail, revoked tokens, settings) are written here.
 * drizzle-kit reads this file to generate the SQL migrations in ./migrations.
 */
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { resourceDeclarations } from '../../resources/registry';
import { tableFromDeclaration, type ResourceTable } from './tableFromDeclaration';

const resourceTables = new Map<string, ResourceTable>();
function lookup(resource: string): ResourceTable {
  const table = resourceTables.get(resource);
  if (!table) throw new Error(`Unknown referenced resource: ${resource}`);
  return table;
}
// Declarations are listed in dependency order (a referenced resource comes first).
for (const declaration of resourceDeclarations) {
  resourceTables.set(declaration.name, tableFromDeclaration(declaration, (name) => lookup(name).id));
}

export function tableOf(resource: string): ResourceTable {
  return lookup(resource);
}

export const roles = lookup('roles');
export const users = lookup('users');

export const audits = pgTable(
  'audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: text('user_name'),
    origin: text('origin'),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    statusCode: integer('status_code').notNull(),
    responseTime: integer('response_time').notNull(),
    req: jsonb('req'),
    res: jsonb('res'),
  },
  (t) => [
    // Same direction and null order as the list's ORDER BY created_at DESC, id DESC, so
    // a page is read straight from the index instead of sorting the trail.
    index('audits_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audits_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audits_endpoint_created_idx').on(t.endpoint, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/** Small key/value settings kept by the server (generated secrets, seed markers). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Every resource table, keyed by resource name (used by the generic repository). */
export const resourceTablesByName: ReadonlyMap<string, ResourceTable> = resourceTables;

// Personnel records (RRHH): officers and their family, professional items, documents and images.
export * from './officerSchema';
