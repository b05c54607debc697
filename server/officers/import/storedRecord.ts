/**
 * 'Actualizar existentes' of the officer record (issue 30): a stored officer, family member
 * or professional item as the cells of its sheet, so a row's filled cells are laid over it
 * and the merged record goes through the form's rules; and which stored columns the row
 * then changes (only those its file carries, and only when their value differs).
 */
import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foldCell } from '../../engine/import/cellValues';
import { officerFamilyMembers, officerProfessionalItems, officers, type OfficerRow } from '../../db/officerSchema';
import type { Row } from '../../engine/repository';
import { presentOfficer } from '../rows';
import { OFFICER_COLUMNS, OFFICER_LINK } from './columns';

const isSet = (value: unknown) => value !== undefined && value !== null;
const withoutNulls = (row: Row): Row => Object.fromEntries(Object.entries(row).filter(([, value]) => isSet(value)));

/** The officers table's column each cell of 'Funcionarios' is stored in (the first phone and address are lists). */
const TABLE_COLUMN_OF: Record<string, string> = { phone2: 'phone', addressName: 'address', state: 'address', municipality: 'address', parish: 'address' };

interface StoredAddress { addressName?: unknown; state?: unknown; municipality?: unknown; parish?: unknown }

const phonesOf = (stored: Row): unknown[] => (Array.isArray(stored.phone) ? stored.phone : []);
const addressesOf = (stored: Row): StoredAddress[] => (Array.isArray(stored.address) ? (stored.address as StoredAddress[]) : []);

export function findOfficer(identification: unknown, db: Database): Promise<Row | undefined> {
  return db.select().from(officers).where(eq(officers.identification, Number(identification))).limit(1).then(([row]) => row as unknown as Row | undefined);
}

/** A stored officer as the cells of its 'Funcionarios' row (the state by its key: the place is read by name or key). */
export function storedOfficerCells(stored: Row): Row {
  const [phone, phone2] = phonesOf(stored);
  const [address] = addressesOf(stored);
  const cells: Row = Object.fromEntries(OFFICER_COLUMNS.map((column) => [column.name, stored[column.name]]));
  Object.assign(cells, { phone, phone2, addressName: address?.addressName, state: address?.state, municipality: address?.municipality, parish: address?.parish });
  return withoutNulls(cells);
}

/**
 * The body the form's rules check for a stored officer changed by a row: the stored record
 * as its edit form sends it, under the row's cells (merged with the stored ones); the first
 * address keeps what the sheet has no column for, and a second address is kept.
 */
export function storedOfficerBody(stored: Row, built: Row & { address: Row[] }): Row {
  const body = presentOfficer(stored as unknown as OfficerRow, { family: [], profesionality: [], documents: [], images: [] });
  const [first, ...others] = addressesOf(stored);
  return { ...body, ...built, address: [{ ...first, ...built.address[0] }, ...others] };
}

/** What JSON keeps of a value (a stored jsonb and a built list compare by content). */
const asJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** The officer's columns a row changes: those of the cells it carries whose new value differs from the stored one. */
export function changedOfficerColumns(columns: Row, stored: Row, present: ReadonlySet<string>): Row {
  const touched = new Set([...present].map((name) => TABLE_COLUMN_OF[name] ?? name));
  return Object.fromEntries([...touched].filter((name) => name in columns && !isDeepStrictEqual(asJson(columns[name]), asJson(stored[name]))).map((name) => [name, columns[name]]));
}

/** The family member of an officer with this cédula, stored. */
export async function findFamilyMember(officerId: number, identification: unknown, db: Database): Promise<Row | undefined> {
  const [row] = await db.select().from(officerFamilyMembers)
    .where(and(eq(officerFamilyMembers.officerId, officerId), eq(officerFamilyMembers.identification, Number(identification)))).limit(1);
  return row as unknown as Row | undefined;
}

/** The professional item of an officer with the same type, title and institution (case and accents aside), stored. */
export async function findProfessionalItem(officerId: number, sent: Row, db: Database): Promise<Row | undefined> {
  if (!isSet(sent.type) || !isSet(sent.title) || !isSet(sent.institution)) return undefined;
  const items = await db.select().from(officerProfessionalItems)
    .where(and(eq(officerProfessionalItems.officerId, officerId), eq(officerProfessionalItems.type, Number(sent.type))));
  return items.find((item) => foldCell(item.title) === foldCell(sent.title) && foldCell(item.institution) === foldCell(sent.institution)) as unknown as Row | undefined;
}

/** A stored family member or item with the row's filled cells laid over it, to check with the form's rules. */
export const mergedPart = (stored: Row | undefined, sent: Row): Row => (stored ? { ...withoutNulls(stored), ...sent } : sent);

/** The checked values a row changes in a stored member or item: the cells it carries (and the link to its officer). */
export function presentValues(values: Row, present: ReadonlySet<string>): Row {
  return Object.fromEntries(Object.entries(values).filter(([name]) => present.has(name) || name === OFFICER_LINK.name));
}

/** A member's or item's values as its table's columns: without the link to the officer (a cédula) and the id. */
export function partColumns(values: Row): Row {
  const { [OFFICER_LINK.name]: _link, id: _id, ...columns } = values;
  return columns;
}
