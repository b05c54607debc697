/**
 * How the officer record's import stores its rows, a batch at a time (issue 30): officers
 * created as `POST rrhh` creates them, officers changed as the form's edit changes them
 * (only the columns a row changes, the version raised), family members and professional
 * items added (the officer's grade raised to the highest type of study, §3.5) or changed in
 * place. Each kind in one statement per batch (../../db/bulkInsert.ts, bulkUpdate.ts).
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { OfficerInput, ProfessionalItemInput, FamilyMemberInput } from '../../../resources/officers/validation';
import { bulkInsert } from '../../db/bulkInsert';
import { bulkUpdate } from '../../db/bulkUpdate';
import type { Database } from '../../db/client';
import { officerFamilyMembers, officerProfessionalItems, officers } from '../../db/officerSchema';
import type { Row } from '../../engine/repository';
import { nextVersion } from '../../lib/versioning';
import { familyRow, officerColumns, professionalRow, type OfficerColumns } from '../rows';
import { partColumns } from './storedRecord';

/** Every column of a table, to answer rows as written (the audit of what an update adds or changes). */
const allColumns = <T extends typeof officerFamilyMembers | typeof officerProfessionalItems>(table: T) =>
  Object.keys(getTableColumns(table)) as (keyof T['_']['columns'] & string)[];
const MEMBER_COLUMNS = allColumns(officerFamilyMembers);
const ITEM_COLUMNS = allColumns(officerProfessionalItems);

/** Officers as `POST rrhh` stores them (statusIn 1, condition 1): their ids and cédulas. */
export function insertOfficers(tx: Database, inputs: OfficerInput[], userId: number | null): Promise<{ id: number; identification: number }[]> {
  return bulkInsert(tx, officers, inputs.map((input) => ({ ...officerColumns(input), statusIn: 1, condition: 1, createdBy: userId, updatedBy: userId })), ['id', 'identification']);
}

/**
 * The columns rows change in stored officers, as the form's edit stores them (each version
 * raised): answers each officer as written (its id and the columns changed), in order; a row
 * that changes nothing writes nothing and answers the stored officer.
 */
export async function updateOfficers(tx: Database, rows: { values: Row; stored: Row }[], userId: number | null): Promise<Row[]> {
  const changing = rows.filter((row) => Object.keys(row.values).length);
  const returning = [...new Set(changing.flatMap((row) => Object.keys(row.values)))] as (keyof typeof officers._.columns & string)[];
  const written = changing.length
    ? await bulkUpdate(tx, officers, changing.map((row) => ({ id: Number(row.stored.id), values: row.values as Partial<OfficerColumns> })), {
      set: { updatedBy: sql`${userId}::int`, updatedAt: sql`now()`, version: nextVersion(officers.version) },
      returning,
    })
    : [];
  const byRow = new Map(changing.map((row, index) => [row, written[index] as Row]));
  return rows.map((row) => byRow.get(row) ?? row.stored);
}

/** Family members added to officers (answered as written when asked). */
export function insertMembers(tx: Database, members: { officerId: number; member: FamilyMemberInput }[], answer = false): Promise<Row[]> {
  return bulkInsert(tx, officerFamilyMembers, members.map(({ officerId, member }) => familyRow(officerId, member)), answer ? MEMBER_COLUMNS : []);
}

/** Professional items, and each officer's grade raised to the highest type among them (§3.5, as the form's save); answered as written when asked. */
export async function insertItems(tx: Database, items: { officerId: number; item: ProfessionalItemInput }[], answer = false): Promise<Row[]> {
  const inserted = await bulkInsert(tx, officerProfessionalItems, items.map(({ officerId, item }) => professionalRow(officerId, item)), answer ? ITEM_COLUMNS : []);
  const highest = new Map<number, number>();
  for (const { officerId, item } of items) highest.set(officerId, Math.max(highest.get(officerId) ?? 0, Number(item.type) || 0));
  const pairs = sql.join([...highest].map(([id, type]) => sql`(${id}::int, ${type}::int)`), sql`, `);
  if (highest.size) await tx.execute(sql`update ${officers} set grade = greatest(coalesce(${officers.grade}, 0), v.type) from (values ${pairs}) as v(id, type) where ${officers.id} = v.id`);
  return inserted;
}

/**
 * The cells rows change in stored family members or items (not the link to the officer),
 * answered as written, in order; a row that changes nothing writes nothing. A matched item
 * keeps its type (it is how it was matched): the officer's grade stays right.
 */
export async function updateParts(tx: Database, table: typeof officerFamilyMembers | typeof officerProfessionalItems, rows: { values: Row; stored: Row }[]): Promise<Row[]> {
  const changes = rows.map((row) => ({ row, columns: partColumns(row.values) }));
  const changing = changes.filter(({ columns }) => Object.keys(columns).length);
  const returning = table === officerFamilyMembers ? MEMBER_COLUMNS : ITEM_COLUMNS;
  const written = changing.length ? await bulkUpdate(tx, table as typeof officerFamilyMembers, changing.map(({ row, columns }) => ({ id: Number(row.stored.id), values: columns })), { returning: returning as typeof MEMBER_COLUMNS }) : [];
  const byRow = new Map(changing.map(({ row }, index) => [row, written[index] as Row]));
  return rows.map((row) => byRow.get(row) ?? row.stored);
}
