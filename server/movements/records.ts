/**
 * The record handling re-entries, egresos and vacations share: locking a record that
 * must still be pending, and (re-entries and egresos, whose rows carry only their
 * officer) the list, the officer's history and the single record.
 */
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { assertVersion } from '../lib/versioning';
import { disincorporations, reentries, vacations } from '../db/movementSchema';
import { officers } from '../db/officerSchema';
import { assertPending, countAll, movementPage, movementSearch, officerRefColumns, statusIs, type ListRequest, type OfficerRef, type PageRequest } from './common';

/** The three movement tables; they share the officer, status and audit columns. */
export type MovementTable = typeof reentries | typeof disincorporations | typeof vacations;

/**
 * Record `id` of a movement table, locked for the rest of the transaction; it must exist
 * (else 404 with `notFoundMessage`), still be pending (else 409 with `reason`) and, when
 * `expectedVersion` is given, still be that version (else the stale-edit 409).
 */
export async function lockPending<T extends MovementTable>(tx: Database, table: T, id: number, notFoundMessage: string, reason: string, expectedVersion?: number): Promise<T['$inferSelect']> {
  // A union of tables infers no single row type; the row of the table passed is T's.
  const [current] = (await tx.select().from(table as MovementTable).where(eq(table.id, id)).for('update')) as T['$inferSelect'][];
  const pending = assertPending(current, notFoundMessage, reason);
  // The row is locked: comparing its version here is as exact as a conditional update.
  assertVersion(pending, expectedVersion);
  return pending;
}

type OfficerMovementTable = typeof reentries | typeof disincorporations;

/** The reads of re-entries and egresos: each row answered with its officer. */
export class OfficerMovementReads<T extends OfficerMovementTable, V> {
  constructor(
    private readonly db: Database,
    private readonly table: T,
    /** The date that orders an officer's history, newest first (§7.2). */
    private readonly historyDate: PgColumn,
    private readonly present: (row: T['$inferSelect'], officer: OfficerRef) => V,
  ) {}

  private select(db: Database) {
    const table = this.table as OfficerMovementTable;
    return db.select({ row: table, officer: officerRefColumns }).from(table).innerJoin(officers, eq(officers.id, table.officerId)).$dynamic();
  }

  private view = (found: { officer: OfficerRef; row: unknown }): V => this.present(found.row as T['$inferSelect'], found.officer);

  /** The list screen: search by officer, id or reason, status filter, newest created first. */
  list(request: ListRequest) {
    const table = this.table as OfficerMovementTable;
    const where = and(movementSearch(request.search, table.id, table.comment), statusIs(table.status, request.status));
    return movementPage(request, {
      rows: (limit, offset) => this.select(this.db).where(where).orderBy(desc(table.createdAt), desc(table.id)).limit(limit).offset(offset),
      total: () => this.db.select({ total: countAll }).from(table).innerJoin(officers, eq(officers.id, table.officerId)).where(where),
    }, this.view);
  }

  /** One officer's records, newest first: prepared statements, built once (see `historyStatements`). */
  history(officerId: number, request: PageRequest & { status?: number }) {
    const statements = this.historyStatements(Boolean(request.status));
    const params = { officerId, status: request.status ?? 0 };
    return movementPage(request, {
      rows: (limit, offset) => statements.rows.execute({ ...params, limit, offset }),
      total: () => statements.total.execute(params),
    }, this.view);
  }

  private prepared = new Map<boolean, ReturnType<OfficerMovementReads<T, V>['prepareHistory']>>();

  /**
   * The history is the most frequent read (every officer dialog): its SQL is built once
   * and prepared on each connection, with and without the status filter.
   */
  private historyStatements(withStatus: boolean) {
    let statements = this.prepared.get(withStatus);
    if (!statements) {
      statements = this.prepareHistory(withStatus);
      this.prepared.set(withStatus, statements);
    }
    return statements;
  }

  private prepareHistory(withStatus: boolean) {
    const table = this.table as OfficerMovementTable;
    const where = and(eq(table.officerId, sql.placeholder('officerId')), withStatus ? eq(table.status, sql.placeholder('status')) : undefined);
    const name = `${getTableName(table)}_history${withStatus ? '_by_status' : ''}`;
    return {
      rows: this.select(this.db).where(where).orderBy(desc(this.historyDate), desc(table.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
      total: this.db.select({ total: countAll }).from(table).where(where).prepare(`${name}_count`),
    };
  }

  async find(id: number, db: Database = this.db): Promise<V | null> {
    const [found] = await this.select(db).where(eq(this.table.id, id));
    return found ? this.view(found) : null;
  }
}
