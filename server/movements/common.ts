/**
 * What the three movement repositories share: the officer embedded in each record
 * (§3.7–3.9: names, cédula, rank), the list search ("by officer, id or reason", §2.6),
 * and the checks that only a pending record changes (§4).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MOVEMENT_PENDING, STATUS_MESSAGES } from '../../resources/movements/status';
import type { Database } from '../db/client';
import { officers, type OfficerRow, type OrganisationItem } from '../db/officerSchema';
import { unaccentContains } from '../engine/repository';
import { ApiError, notFound } from '../lib/envelope';
import { uniqueViolationConstraint } from '../lib/pgErrors';
import { fullName, identificationOf } from '../officers/search';

/** The officer as a movement shows it. */
export const officerRefColumns = {
  id: officers.id,
  identification: officers.identification,
  firstName: officers.firstName,
  secondName: officers.secondName,
  firstLastname: officers.firstLastname,
  secondLastname: officers.secondLastname,
  range: officers.range,
  condition: officers.condition,
};

export interface OfficerRef {
  id: number;
  identification: number;
  firstName: string;
  secondName: string | null;
  firstLastname: string;
  secondLastname: string | null;
  range: number | null;
  condition: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface ListRequest extends PageRequest {
  search?: string;
  status?: number;
}

/**
 * The list search: every word inside the officer's full name, or the cédula or record
 * id when the text is a number, or the text inside the reason.
 */
export function movementSearch(term: string | undefined, id: PgColumn, reason: PgColumn): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const alternatives: SQL[] = [unaccentContains(reason, text)];
  const number = identificationOf(text);
  if (number !== null) alternatives.push(eq(officers.identification, number), eq(id, number));
  const words = text.split(/\s+/).filter(Boolean);
  alternatives.push(and(...words.map((word) => unaccentContains(fullName, word)))!);
  return or(...alternatives);
}

export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** 1-based position of each row in the whole list (§3.7 `index`). */
export function withIndex<T>(rows: T[], request: PageRequest): (T & { index: number })[] {
  const first = offsetOf(request) + 1;
  return rows.map((row, i) => ({ ...row, index: first + i }));
}

/** What a page query of a movement list runs: the page of rows, and the count of all of them. */
export interface MovementPageQuery<T> {
  rows: (limit: number, offset: number) => PromiseLike<T[]>;
  /** Run only when the page itself cannot tell the total. */
  total: () => PromiseLike<{ total: number }[]>;
}

/**
 * One page of a list or history: the rows as answered, with their 1-based index, and the
 * total. A page that is neither full nor empty is the last one, so it tells the total
 * itself and the count is not run: an officer's history (one or two records) is then one
 * statement.
 */
export async function movementPage<T, V>(request: PageRequest, query: MovementPageQuery<T>, present: (row: T) => V): Promise<{ rows: (V & { index: number })[]; total: number }> {
  const offset = offsetOf(request);
  const rows = await query.rows(request.pageSize, offset);
  const lastPage = rows.length < request.pageSize && (rows.length > 0 || offset === 0);
  const total = lastPage ? offset + rows.length : (await query.total())[0].total;
  return { rows: withIndex(rows.map(present), request), total };
}

/** The status filter of the lists and histories. */
export function statusIs(column: PgColumn, status: number | undefined): SQL | undefined {
  return status ? eq(column, status) : undefined;
}

/** A locked record that must exist and still be pending; else 404 / 409 'Estado no válido' with the reason. */
export function assertPending<T extends { status: number }>(row: T | undefined, notFoundMessage: string, reason: string): T {
  if (!row) throw notFound(notFoundMessage);
  if (row.status !== MOVEMENT_PENDING) throw new ApiError(409, STATUS_MESSAGES.invalid, [reason]);
  return row;
}

/** The officer row, locked for the rest of the transaction; 404 when it does not exist. */
export async function lockOfficer(tx: Database, id: number, message: string): Promise<OfficerRow> {
  const [row] = await tx.select().from(officers).where(eq(officers.id, id)).for('update');
  if (!row) throw notFound(message);
  return row;
}

/** The organisation lists of an officer, as saved on a movement. */
export function organisationOf(row: Pick<OfficerRow, 'dependencies' | 'subDependencies' | 'positions'>): { dependencies: OrganisationItem[]; subDependencies: OrganisationItem[]; positions: OrganisationItem[] } {
  return { dependencies: row.dependencies, subDependencies: row.subDependencies, positions: row.positions };
}

/** The labels of positions, joined ('Cargo' column of the histories). */
export function positionLabel(positions: OrganisationItem[]): string | null {
  const labels = positions.map((p) => p.label).filter(Boolean);
  return labels.length ? labels.join(', ') : null;
}

/** Runs a write; a unique violation on `constraint` (one pending record per officer) becomes a 409. */
export async function oncePending<T>(constraint: string, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationConstraint(error) === constraint) throw new ApiError(409, message);
    throw error;
  }
}

/** `count(*)` as a number. */
export const countAll = sql<number>`count(*)::int`;
