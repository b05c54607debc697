/**
 * The officers, vehicles and guns involved in a case (spec 3 §3.1 policeSelected,
 * vehicleSelected, gunSelected). A body may send each list as ids or as the records the
 * pickers found (`{id, ...}`); a list the body leaves out keeps the stored links. Every
 * id must name an existing record (400 with a Spanish message otherwise), and the links
 * are replaced inside the case's transaction.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { qualified } from '../db/qualified';
import { disciplinaryCaseGuns, disciplinaryCaseOfficers, disciplinaryCaseVehicles, guns, officers, vehicles } from '../db/schema';
import type { Row } from '../engine/repository';

/** At most this many records of each kind in one case. */
export const MAX_INVOLVED = 100;

interface InvolvedKind {
  key: 'policeSelected' | 'vehicleSelected' | 'gunSelected';
  label: string;
  missing: string;
  links: PgTable;
  caseColumn: AnyPgColumn;
  linkColumn: AnyPgColumn;
  /** Property of linkColumn in the link table (for inserts). */
  linkKey: string;
  target: PgTable;
  targetId: AnyPgColumn;
  /** Fields answered for each involved record. */
  fields: Record<string, AnyPgColumn>;
}

export const INVOLVED_KINDS: InvolvedKind[] = [
  {
    key: 'policeSelected', label: 'Funcionarios involucrados', missing: 'Uno de los funcionarios involucrados no existe',
    links: disciplinaryCaseOfficers, caseColumn: disciplinaryCaseOfficers.caseId, linkColumn: disciplinaryCaseOfficers.officerId, linkKey: 'officerId', target: officers, targetId: officers.id,
    fields: { identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname, range: officers.range },
  },
  {
    key: 'vehicleSelected', label: 'Vehículos involucrados', missing: 'Uno de los vehículos involucrados no existe',
    links: disciplinaryCaseVehicles, caseColumn: disciplinaryCaseVehicles.caseId, linkColumn: disciplinaryCaseVehicles.vehicleId, linkKey: 'vehicleId', target: vehicles, targetId: vehicles.id,
    fields: { codeVehicle: vehicles.codeVehicle, plate: vehicles.plate, brand: vehicles.brand, model: vehicles.model, status: vehicles.status },
  },
  {
    key: 'gunSelected', label: 'Armas involucradas', missing: 'Una de las armas involucradas no existe',
    links: disciplinaryCaseGuns, caseColumn: disciplinaryCaseGuns.caseId, linkColumn: disciplinaryCaseGuns.gunId, linkKey: 'gunId', target: guns, targetId: guns.id,
    fields: { codeGun: guns.codeGun, serial: guns.serial, brand: guns.brand, model: guns.model, status: guns.status },
  },
];

/** The lists a body sends, as distinct ids; `undefined` for a list it leaves out. */
export type InvolvedIds = Partial<Record<InvolvedKind['key'], number[]>>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;

/** Reads the three lists of a body; the Spanish messages of every malformed one. */
export function parseInvolved(body: unknown): { ids: InvolvedIds; errors: string[] } {
  const source = (body && typeof body === 'object' ? body : {}) as Row;
  const ids: InvolvedIds = {};
  const errors: string[] = [];
  for (const kind of INVOLVED_KINDS) {
    const value = source[kind.key];
    if (value === undefined) continue;
    if (value === null) {
      ids[kind.key] = [];
      continue;
    }
    const list = Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? (item as Row).id : item)) : null;
    if (!list || !list.every(isId)) {
      errors.push(`${kind.label}: debe ser una lista de registros`);
      continue;
    }
    const distinct = [...new Set(list)];
    if (distinct.length > MAX_INVOLVED) errors.push(`${kind.label}: no puede exceder ${MAX_INVOLVED} registros`);
    else ids[kind.key] = distinct;
  }
  return { ids, errors };
}

/** Messages of the ids that name no record (read inside the write's transaction). */
export async function missingInvolved(tx: Database, ids: InvolvedIds): Promise<string[]> {
  const errors: string[] = [];
  for (const kind of INVOLVED_KINDS) {
    const wanted = ids[kind.key];
    if (!wanted?.length) continue;
    const found = await tx.select({ id: kind.targetId }).from(kind.target).where(inArray(kind.targetId, wanted));
    if (found.length !== wanted.length) errors.push(kind.missing);
  }
  return errors;
}

/** Replaces the links of the lists the body sent. */
export async function storeInvolved(tx: Database, caseId: number, ids: InvolvedIds): Promise<void> {
  for (const kind of INVOLVED_KINDS) {
    const wanted = ids[kind.key];
    if (wanted === undefined) continue;
    await tx.delete(kind.links).where(eq(kind.caseColumn, caseId));
    if (wanted.length) await tx.insert(kind.links).values(wanted.map((id) => ({ caseId, [kind.linkKey]: id })));
  }
}

/**
 * `policeSelected`, `vehicleSelected` and `gunSelected` of the outer query's case, as json
 * lists ordered by id (ResourceHooks.embedColumns): read in the list page's statement.
 */
export function involvedColumns(caseId: AnyPgColumn): Record<string, SQL> {
  return Object.fromEntries(INVOLVED_KINDS.map((kind) => {
    const pairs = sql.join(Object.entries({ id: kind.targetId, ...kind.fields }).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${qualified(column)}`), sql`, `);
    return [kind.key, sql`coalesce((select json_agg(json_build_object(${pairs}) order by ${qualified(kind.targetId)}) from ${kind.links}
      join ${kind.target} on ${qualified(kind.targetId)} = ${qualified(kind.linkColumn)} where ${qualified(kind.caseColumn)} = ${qualified(caseId)}), '[]'::json)`];
  }));
}
