/**
 * Disincorporations / egresos (RRHH §3.8, §4). Every write runs in one transaction with
 * its record locked. Decision: the egreso is processed when it is approved — only then
 * does the officer actually leave. Processing saves the officer's current dependencies,
 * sub-dependencies and positions on the record (what the officer held on leaving),
 * clears them from the profile and sets the officer's condition to the egreso's; a
 * failure anywhere stores nothing. A pending egreso keeps the lists the form sent (the
 * officer's at the time, shown read-only), or the officer's when it sent none. Only an
 * active officer can leave, and an officer has at most one pending egreso.
 */
import { eq } from 'drizzle-orm';
import { DISINCORPORATION_ANSWERS as A, type DisincorporationInput } from '../../resources/disincorporations/validation';
import { MOVEMENT_APPROVED, STATUS_MESSAGES, type MovementStatusInput } from '../../resources/movements/status';
import { OFFICER_ANSWERS } from '../../resources/officers/messages';
import type { Database } from '../db/client';
import { disincorporations, type DisincorporationRow } from '../db/movementSchema';
import { officers, type OrganisationItem } from '../db/officerSchema';
import { ApiError } from '../lib/envelope';
import { nextVersion } from '../lib/versioning';
import { ACTIVE_CONDITION } from '../officers/statistics';
import { lockOfficer, oncePending, organisationOf, positionLabel, type ListRequest, type OfficerRef, type PageRequest } from './common';
import { lockPending, OfficerMovementReads } from './records';

export type DisincorporationView = ReturnType<typeof present>;

function present(row: DisincorporationRow, officer: OfficerRef) {
  return {
    id: row.id,
    policeId: row.officerId,
    idPoliceOfficer: row.officerId,
    police: officer,
    dateOut: row.dateOut,
    dateIn: row.dateIn,
    comment: row.comment,
    condition: row.condition,
    position: positionLabel(row.positions),
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

interface OrganisationLists {
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
}

const hasAny = (lists: OrganisationLists) => lists.dependencies.length + lists.subDependencies.length + lists.positions.length > 0;

export class DisincorporationRepository {
  private readonly reads: OfficerMovementReads<typeof disincorporations, DisincorporationView>;

  constructor(private readonly db: Database) {
    this.reads = new OfficerMovementReads(db, disincorporations, disincorporations.dateOut, present);
  }

  list(request: ListRequest) {
    return this.reads.list(request);
  }

  /** One officer's egresos, newest first (§7.2). */
  history(officerId: number, request: PageRequest & { status?: number }) {
    return this.reads.history(officerId, request);
  }

  find(id: number, db: Database = this.db): Promise<DisincorporationView | null> {
    return this.reads.find(id, db);
  }

  /** Creates a pending egreso, or edits a pending one when `input.id` is set (its officer stays). */
  save(input: DisincorporationInput, userId: number | null, expectedVersion?: number): Promise<{ record: DisincorporationView; created: boolean }> {
    return this.db.transaction((tx) => this.saveIn(tx, input, userId, expectedVersion));
  }

  /** `save` inside a transaction the caller holds (an import writes every row in its own). */
  async saveIn(tx: Database, input: DisincorporationInput, userId: number | null, expectedVersion?: number): Promise<{ record: DisincorporationView; created: boolean }> {
    const sent: OrganisationLists = { dependencies: input.dependencies, subDependencies: input.subDependencies, positions: input.positions };
    const values = { dateOut: input.dateOut, comment: input.comment, condition: input.condition };
    if (input.id) {
      await lockPending(tx, disincorporations, input.id, A.notFound, STATUS_MESSAGES.onlyPendingEdit, expectedVersion);
      await tx.update(disincorporations)
        .set({ ...values, ...(hasAny(sent) ? sent : {}), updatedBy: userId, updatedAt: new Date(), version: nextVersion(disincorporations.version) })
        .where(eq(disincorporations.id, input.id));
      return { record: (await this.find(input.id, tx))!, created: false };
    }
    const officer = await lockOfficer(tx, input.idPoliceOfficer, OFFICER_ANSWERS.officerNotFound);
    if (officer.condition !== ACTIVE_CONDITION) throw new ApiError(409, A.officerInactive);
    const [row] = await oncePending('disincorporations_one_pending_per_officer', A.alreadyPending, () =>
      tx.insert(disincorporations)
        .values({ ...values, ...(hasAny(sent) ? sent : organisationOf(officer)), officerId: officer.id, createdBy: userId, updatedBy: userId })
        .returning({ id: disincorporations.id }),
    );
    return { record: (await this.find(row.id, tx))!, created: true };
  }

  /** Approves (2: processes the egreso, see the file comment) or rejects (3) a pending egreso. */
  async decide(id: number, change: MovementStatusInput, userId: number | null, expectedVersion?: number): Promise<DisincorporationView> {
    return this.db.transaction(async (tx) => {
      const record = await lockPending(tx, disincorporations, id, A.notFound, STATUS_MESSAGES.onlyPendingDecide, expectedVersion);
      const officer = await lockOfficer(tx, record.officerId, OFFICER_ANSWERS.officerNotFound);
      const approving = change.status === MOVEMENT_APPROVED;
      if (approving && officer.condition !== ACTIVE_CONDITION) throw new ApiError(409, STATUS_MESSAGES.invalid, [A.officerInactive]);
      const held = organisationOf(officer);
      const now = new Date();
      await tx.update(disincorporations)
        .set({
          status: change.status,
          statusNotes: change.statusNotes ?? null,
          statusDate: now,
          statusBy: userId,
          updatedAt: now,
          version: nextVersion(disincorporations.version),
          // What the officer held on leaving; an officer with nothing assigned keeps the record's lists.
          ...(approving && hasAny(held) ? held : {}),
        })
        .where(eq(disincorporations.id, id));
      if (approving) {
        await tx.update(officers)
          .set({ condition: record.condition, dependencies: [], subDependencies: [], positions: [], updatedBy: userId, updatedAt: now })
          .where(eq(officers.id, officer.id));
      }
      return (await this.find(id, tx))!;
    });
  }

  /** Deletes a pending egreso (the spec's delete only logs; here it is real). */
  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPending(tx, disincorporations, id, A.notFound, STATUS_MESSAGES.onlyPendingDelete);
      await tx.delete(disincorporations).where(eq(disincorporations.id, id));
    });
  }
}
