/**
 * Re-entries (RRHH §3.7). Every write runs in one transaction with its record locked.
 * Approving a re-entry makes it effective on the officer (the spec does not show the
 * effect; decision): the officer's dependencies, sub-dependencies and positions become
 * the re-entry's, the officer returns to condition 1 (Activo), and the approved egreso
 * it ends gets its re-entry date. Only an officer who is not active can re-enter, and
 * an officer has at most one pending re-entry (`haveReentryPending` says so).
 */
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { ReentryInput } from '../../resources/reentries/validation';
import { REENTRY_ANSWERS as A } from '../../resources/reentries/validation';
import { MOVEMENT_APPROVED, STATUS_MESSAGES, type MovementStatusInput } from '../../resources/movements/status';
import { OFFICER_ANSWERS } from '../../resources/officers/messages';
import type { Database } from '../db/client';
import { disincorporations, reentries, type ReentryRow } from '../db/movementSchema';
import { officers } from '../db/officerSchema';
import { ApiError } from '../lib/envelope';
import { nextVersion } from '../lib/versioning';
import { ACTIVE_CONDITION } from '../officers/statistics';
import { lockOfficer, oncePending, positionLabel, type ListRequest, type OfficerRef, type PageRequest } from './common';
import { lockPending, OfficerMovementReads } from './records';

export type ReentryView = ReturnType<typeof present>;

function present(row: ReentryRow, officer: OfficerRef) {
  return {
    id: row.id,
    idPoliceOfficer: row.officerId,
    policeOfficer: officer,
    dateIn: row.dateIn,
    position: positionLabel(row.positions),
    comment: row.comment,
    dependencies: row.dependencies,
    subDependencies: row.subDependencies,
    positions: row.positions,
    status: row.status,
    statusNotes: row.statusNotes,
    statusDate: row.statusDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export class ReentryRepository {
  private readonly reads: OfficerMovementReads<typeof reentries, ReentryView>;

  constructor(private readonly db: Database) {
    this.reads = new OfficerMovementReads(db, reentries, reentries.dateIn, present);
  }

  list(request: ListRequest) {
    return this.reads.list(request);
  }

  /** One officer's re-entries, newest first (§7.2). */
  history(officerId: number, request: PageRequest & { status?: number }) {
    return this.reads.history(officerId, request);
  }

  find(id: number, db: Database = this.db): Promise<ReentryView | null> {
    return this.reads.find(id, db);
  }

  /** Creates a pending re-entry, or edits a pending one when `input.id` is set (its officer stays). */
  save(input: ReentryInput, userId: number | null, expectedVersion?: number): Promise<{ record: ReentryView; created: boolean }> {
    return this.db.transaction((tx) => this.saveIn(tx, input, userId, expectedVersion));
  }

  /** `save` inside a transaction the caller holds (an import writes every row in its own). */
  async saveIn(tx: Database, input: ReentryInput, userId: number | null, expectedVersion?: number): Promise<{ record: ReentryView; created: boolean }> {
    const values = { dateIn: input.dateIn, comment: input.comment, dependencies: input.dependencies, subDependencies: input.subDependencies, positions: input.positions };
    if (input.id) {
      await lockPending(tx, reentries, input.id, A.notFound, STATUS_MESSAGES.onlyPendingEdit, expectedVersion);
      await tx.update(reentries).set({ ...values, updatedBy: userId, updatedAt: new Date(), version: nextVersion(reentries.version) }).where(eq(reentries.id, input.id));
      return { record: (await this.find(input.id, tx))!, created: false };
    }
    const officer = await lockOfficer(tx, input.idPoliceOfficer, OFFICER_ANSWERS.officerNotFound);
    if (officer.condition === ACTIVE_CONDITION) throw new ApiError(409, A.officerActive);
    const [row] = await oncePending('reentries_one_pending_per_officer', A.alreadyPending, () =>
      tx.insert(reentries).values({ ...values, officerId: officer.id, createdBy: userId, updatedBy: userId }).returning({ id: reentries.id }),
    );
    await tx.update(officers).set({ haveReentryPending: true, updatedAt: new Date() }).where(eq(officers.id, officer.id));
    return { record: (await this.find(row.id, tx))!, created: true };
  }

  /** Approves (2) or rejects (3) a pending re-entry; approval restores the officer (see the file comment). */
  async decide(id: number, change: MovementStatusInput, userId: number | null, expectedVersion?: number): Promise<ReentryView> {
    return this.db.transaction(async (tx) => {
      const record = await lockPending(tx, reentries, id, A.notFound, STATUS_MESSAGES.onlyPendingDecide, expectedVersion);
      const officer = await lockOfficer(tx, record.officerId, OFFICER_ANSWERS.officerNotFound);
      if (change.status === MOVEMENT_APPROVED && officer.condition === ACTIVE_CONDITION) throw new ApiError(409, STATUS_MESSAGES.invalid, [A.officerActive]);
      const now = new Date();
      await tx.update(reentries)
        .set({ status: change.status, statusNotes: change.statusNotes ?? null, statusDate: now, statusBy: userId, updatedAt: now, version: nextVersion(reentries.version) })
        .where(eq(reentries.id, id));
      if (change.status === MOVEMENT_APPROVED) {
        const [ended] = await tx.select({ id: disincorporations.id }).from(disincorporations)
          .where(and(eq(disincorporations.officerId, officer.id), eq(disincorporations.status, MOVEMENT_APPROVED), isNull(disincorporations.dateIn), lte(disincorporations.dateOut, record.dateIn)))
          .orderBy(desc(disincorporations.dateOut), desc(disincorporations.id))
          .limit(1);
        if (ended) await tx.update(disincorporations).set({ dateIn: record.dateIn, updatedAt: now }).where(eq(disincorporations.id, ended.id));
      }
      await tx.update(officers)
        .set({
          haveReentryPending: false,
          updatedAt: now,
          ...(change.status === MOVEMENT_APPROVED
            ? { condition: ACTIVE_CONDITION, dependencies: record.dependencies, subDependencies: record.subDependencies, positions: record.positions, updatedBy: userId }
            : {}),
        })
        .where(eq(officers.id, officer.id));
      return (await this.find(id, tx))!;
    });
  }

  /** Deletes a pending re-entry (the spec's delete only logs; here it is real). */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const record = await lockPending(tx, reentries, id, A.notFound, STATUS_MESSAGES.onlyPendingDelete);
      await tx.delete(reentries).where(eq(reentries.id, id));
      await tx.update(officers).set({ haveReentryPending: false, updatedAt: new Date() }).where(eq(officers.id, record.officerId));
    });
  }
}
