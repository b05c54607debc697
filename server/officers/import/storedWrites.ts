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

/** Rows that change a stored record written together (`write`, answered in order); the others write nothing and answer their stored record. */
async function changedOnly(rows: { values: Row; stored: Row }[], columnsOf: (values: Row) => Row, write: (changing: { id: number; values: Row }[]) => Promise<Row[]>): Promise<Row[]> {
  const changes = rows.map((row) => ({ row, values: columnsOf(row.values) }));
  const changing = changes.filter(({ values }) => Object.keys(values).length);
  const written = changing.length ? await write(changing.map(({ row, values }) => ({ id: Number(row.stored.id), values }))) : [];
  const byRow = new Map(changing.map(({ row }, index) => [row, written[index]]));
  return rows.map((row) => byRow.get(row) ?? row.stored);
}

/**
 * The columns rows change in stored officers, as the form's edit stores them (each version
 * raised): answers each officer as written (its id and the columns changed), in order.
 */
export function updateOfficers(tx: Database, rows: { values: Row; stored: Row }[], userId: number | null): Promise<Row[]> {
  return changedOnly(rows, (values) => values, async (changing) => {
    const returning = [...new Set(changing.flatMap((row) => Object.keys(row.values)))] as (keyof typeof officers._.columns & string)[];
    return (await bulkUpdate(tx, officers, changing as { id: number; values: Partial<OfficerColumns> }[], {
      set: { updatedBy: sql`${userId}::int`, updatedAt: sql`now()`, version: nextVersion(officers.version) },
      returning,
    })) as Row[];
  });
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
 * answered as written, in order. A matched item keeps its type (it is how it was matched):
 * the officer's grade stays right.
 */
export function updateParts(tx: Database, table: typeof officerFamilyMembers | typeof officerProfessionalItems, rows: { values: Row; stored: Row }[]): Promise<Row[]> {
  const returning = (table === officerFamilyMembers ? MEMBER_COLUMNS : ITEM_COLUMNS) as typeof MEMBER_COLUMNS;
  return changedOnly(rows, partColumns, async (changing) => (await bulkUpdate(tx, table as typeof officerFamilyMembers, changing, { returning })) as Row[]);
}
