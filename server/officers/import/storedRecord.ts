/**
 * 'Actualizar existentes' of the officer record (issue 30): a stored officer, family member
 * or professional item as the cells of its sheet, so a row's filled cells are laid over it
 * and the merged record goes through the form's rules; and which stored columns the row
 * then changes (only those its file carries, and only when their value differs).
 */
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
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

/** The stored officers with these cédulas, by cédula, in one query. */
export async function findOfficers(identifications: number[], db: Database): Promise<Map<number, Row>> {
  const wanted = [...new Set(identifications.filter(Number.isSafeInteger))];
  const rows = wanted.length ? await db.select().from(officers).where(inArray(officers.identification, wanted)) : [];
  return new Map(rows.map((row) => [row.identification, row as unknown as Row]));
}

/** The officers part rows belong to, once each. */
const officerIdsOf = (rows: { officerId?: number }[]): number[] => [...new Set(rows.flatMap((row) => (row.officerId === undefined ? [] : [row.officerId])))];

/** A part row's stored officer (its id) and the cells it is matched by: the family member of that officer with this cédula, stored, in one query for all. */
export async function findFamilyMembers(rows: { officerId?: number; sent: Row }[], db: Database): Promise<(Row | undefined)[]> {
  const officerIds = officerIdsOf(rows);
  const stored = officerIds.length ? await db.select().from(officerFamilyMembers).where(inArray(officerFamilyMembers.officerId, officerIds)) : [];
  const byPair = new Map(stored.map((member) => [`${member.officerId}\u0000${member.identification}`, member as unknown as Row]));
  return rows.map((row) => (row.officerId === undefined ? undefined : byPair.get(`${row.officerId}\u0000${Number(row.sent.identification)}`)));
}

/** The professional item of each row's officer with the row's type, title and institution (case and accents aside), stored, in one query for all. */
export async function findProfessionalItems(rows: { officerId?: number; sent: Row }[], db: Database): Promise<(Row | undefined)[]> {
  const officerIds = officerIdsOf(rows);
  const stored = officerIds.length ? await db.select().from(officerProfessionalItems).where(inArray(officerProfessionalItems.officerId, officerIds)).orderBy(officerProfessionalItems.id) : [];
  const byOfficer = new Map<number, typeof stored>();
  for (const item of stored) {
    const items = byOfficer.get(item.officerId);
    if (items) items.push(item);
    else byOfficer.set(item.officerId, [item]);
  }
  return rows.map(({ officerId, sent }) => {
    if (officerId === undefined || !isSet(sent.type) || !isSet(sent.title) || !isSet(sent.institution)) return undefined;
    const [title, institution] = [foldCell(sent.title), foldCell(sent.institution)];
    return byOfficer.get(officerId)?.find((item) => item.type === Number(sent.type) && foldCell(item.title) === title && foldCell(item.institution) === institution) as unknown as Row | undefined;
  });
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
