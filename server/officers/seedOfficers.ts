/**
 * Writes generated officers in batches: 500 demo officers on first start, or 100,000 for
 * benchmarks (`insertGeneratedOfficers(db, 100_000)`), without holding them all in
 * memory. Each batch is one statement per table that reads its rows from a single JSON
 * parameter (jsonb_populate_recordset): several times faster than thousands of bind
 * parameters, on PGlite above all. New ids are mapped back through the cédula.
 */
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { officerFamilyMembers, officerProfessionalItems, officers } from '../db/officerSchema';
import { DEFAULT_SEED, officerStream, type GeneratedOfficer } from './generator';

export const DEMO_OFFICERS = 500;
const OFFICER_BATCH = 1000;

/** One INSERT … SELECT of `rows` (objects keyed by field name) through a JSON parameter; columns left out take their defaults. */
export async function bulkInsert<T extends PgTable>(db: Database, table: T, rows: Partial<T['$inferInsert']>[]) {
  if (rows.length === 0) return;
  const fields = Object.entries(getTableColumns(table)).filter(([field]) => field in rows[0]);
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(fields.map(([field, column]) => [column.name, (row as Record<string, unknown>)[field] ?? null]))));
  const names = sql.raw(fields.map(([, column]) => `"${column.name}"`).join(', '));
  await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb)`);
}

async function insertBatch(db: Database, batch: GeneratedOfficer[]) {
  await bulkInsert(db, officers, batch.map((g) => g.officer));
  const identifications = batch.map((g) => g.officer.identification);
  const rows = await db.select({ id: officers.id, identification: officers.identification }).from(officers).where(inArray(officers.identification, identifications));
  const idOf = new Map(rows.map((r) => [r.identification, r.id]));
  await bulkInsert(db, officerFamilyMembers, batch.flatMap((g) => g.family.map((m) => ({ ...m, officerId: idOf.get(g.officer.identification)! }))));
  await bulkInsert(db, officerProfessionalItems, batch.flatMap((g) => g.profesionality.map((p) => ({ ...p, officerId: idOf.get(g.officer.identification)! }))));
}

/** Inserts officers `from` … `from + count − 1` of `seed`; returns how many were written. */
export async function insertGeneratedOfficers(db: Database, count: number, seed = DEFAULT_SEED, from = 0): Promise<number> {
  let batch: GeneratedOfficer[] = [];
  let written = 0;
  for (const generated of officerStream(count, seed, from)) {
    batch.push(generated);
    if (batch.length === OFFICER_BATCH) {
      await insertBatch(db, batch);
      written += batch.length;
      batch = [];
    }
  }
  if (batch.length) {
    await insertBatch(db, batch);
    written += batch.length;
  }
  return written;
}

/** Demo officers, skipping any cédula already registered (a database with real records). */
export async function seedDemoOfficers(db: Database, count = DEMO_OFFICERS, seed = DEFAULT_SEED): Promise<number> {
  const wanted = [...officerStream(count, seed)];
  const taken = new Set<number>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const ids = wanted.slice(i, i + 1000).map((g) => g.officer.identification);
    for (const row of await db.select({ identification: officers.identification }).from(officers).where(inArray(officers.identification, ids))) taken.add(row.identification);
  }
  const fresh = wanted.filter((g) => !taken.has(g.officer.identification));
  for (let i = 0; i < fresh.length; i += OFFICER_BATCH) await insertBatch(db, fresh.slice(i, i + OFFICER_BATCH));
  return fresh.length;
}
