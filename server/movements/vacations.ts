/**
 * Vacations, rests and service commissions (RRHH §3.9): one table, `typeVacationAndRest`
 * 1 vacation, 2 commission, 3 rest. Approval records the decision only (a vacation has
 * no effect on the officer's record). A new or edited record may not overlap another
 * non-rejected record of the same officer and module (decision: the same days cannot be
 * granted twice).
 */
import { and, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MOVEMENT_REJECTED, STATUS_MESSAGES, type MovementStatusInput } from '../../resources/movements/status';
import { OFFICER_ANSWERS } from '../../resources/officers/messages';
import { durationDays, MODULE_COMMISSION, VACATION_ANSWERS as A, type CommissionInput, type VacationOrRestInput } from '../../resources/vacations/validation';
import type { Database } from '../db/client';
import { vacations, type VacationRow } from '../db/movementSchema';
import { officers } from '../db/officerSchema';
import { ApiError, notFound } from '../lib/envelope';
import { nextVersion } from '../lib/versioning';
import { countAll, lockOfficer, movementPage, movementSearch, officerRefColumns, statusIs, type ListRequest, type OfficerRef, type PageRequest } from './common';
import { lockPending } from './records';

const bestower = alias(officers, 'bestower');
const bestowerColumns = {
  id: bestower.id,
  identification: bestower.identification,
  firstName: bestower.firstName,
  secondName: bestower.secondName,
  firstLastname: bestower.firstLastname,
  secondLastname: bestower.secondLastname,
  range: bestower.range,
  condition: bestower.condition,
};

export type VacationView = ReturnType<typeof present>;

function present(row: VacationRow, officer: OfficerRef, granting: OfficerRef | null) {
  return {
    id: row.id,
    idPoliceOfficer: row.officerId,
    policeOfficer: officer,
    idBestower: row.bestowerId,
    bestowerOfficer: granting?.id ? granting : null,
    typeVacationAndRest: row.typeVacationAndRest,
    idType: row.idType,
    dateIn: row.dateIn,
    dateOut: row.dateOut,
    days: durationDays(row.dateIn, row.dateOut),
    motive: row.motive,
    expiredVacationYear: row.expiredVacationYear,
    numberOfRenew: row.numberOfRenew,
    institution: row.institution,
    personOfCom: row.personOfCom,
    personOfApplication: row.personOfApplication,
    organization1: row.organization1,
    organizationDevReason: row.organizationDevReason,
    status: row.status,
    statusNotes: row.statusNotes,
    statusDate: row.statusDate,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

export interface VacationListRequest extends ListRequest {
  typeVacationAndRest?: number;
  idType?: number;
}

/** The columns a save writes; the module decides which ones apply. */
type VacationValues = Omit<typeof vacations.$inferInsert, 'id' | 'officerId' | 'createdAt' | 'updatedAt' | 'createdBy' | 'status'>;

export function vacationValues(input: VacationOrRestInput): VacationValues {
  return {
    typeVacationAndRest: input.typeVacationAndRest,
    bestowerId: input.idBestower,
    idType: input.idType ?? null,
    dateIn: input.dateIn,
    dateOut: input.dateOut,
    motive: input.motive,
    expiredVacationYear: input.expiredVacationYear ?? null,
  };
}

export function commissionValues(input: CommissionInput): VacationValues {
  return {
    typeVacationAndRest: MODULE_COMMISSION,
    bestowerId: null,
    idType: null,
    dateIn: input.dateInit,
    dateOut: input.dateOut,
    motive: input.motive,
    numberOfRenew: input.numberOfRenew,
    institution: input.institution,
    personOfCom: { id: input.personOfCom.id ?? null, name: input.personOfCom.name, identification: input.personOfCom.identification ?? null },
    personOfApplication: { id: input.personOfApplication.id ?? null, name: input.personOfApplication.name, identification: input.personOfApplication.identification ?? null },
    organization1: input.organization1,
    organizationDevReason: input.organizationDevReason ?? null,
  };
}

export class VacationRepository {
  constructor(private readonly db: Database) {}

  private select(db: Database = this.db) {
    return db
      .select({ row: vacations, officer: officerRefColumns, granting: bestowerColumns })
      .from(vacations)
      .innerJoin(officers, eq(officers.id, vacations.officerId))
      .leftJoin(bestower, eq(bestower.id, vacations.bestowerId));
  }

  private view(found: { row: VacationRow; officer: OfficerRef; granting: Partial<OfficerRef> | null }) {
    return present(found.row, found.officer, found.granting?.id ? (found.granting as OfficerRef) : null);
  }

  async list(request: VacationListRequest) {
    const where = and(
      movementSearch(request.search, vacations.id, vacations.motive),
      statusIs(vacations.status, request.status),
      request.typeVacationAndRest ? eq(vacations.typeVacationAndRest, request.typeVacationAndRest) : undefined,
      request.idType ? eq(vacations.idType, request.idType) : undefined,
    );
    return movementPage(request, {
      rows: (limit, offset) => this.select().where(where).orderBy(desc(vacations.createdAt), desc(vacations.id)).limit(limit).offset(offset),
      total: () => this.db.select({ total: countAll }).from(vacations).innerJoin(officers, eq(officers.id, vacations.officerId)).where(where),
    }, (r) => this.view(r));
  }

  /** One officer's records of one module, newest first (§7.2 `rrhh/{id}/{type}`). */
  async history(officerId: number, module: number, request: PageRequest & { status?: number }) {
    const statements = this.statements(Boolean(request.status));
    const params = { officerId, module, status: request.status ?? 0 };
    return movementPage(request, {
      rows: (limit, offset) => statements.page.execute({ ...params, limit, offset }),
      total: () => statements.total.execute(params),
    }, (r) => this.view(r));
  }

  /** Every record of an officer (optionally of one module), newest first (`rrhh/listvacationandrest/{id}`). */
  async allOf(officerId: number, module?: number): Promise<VacationView[]> {
    const statements = this.statements(false);
    const rows = await (module ? statements.allOfModule.execute({ officerId, module }) : statements.all.execute({ officerId }));
    return rows.map((r) => this.view(r));
  }

  private prepared = new Map<boolean, ReturnType<VacationRepository['prepare']>>();

  /** The officer reads (every officer dialog) are built once and prepared on each connection. */
  private statements(withStatus: boolean) {
    let statements = this.prepared.get(withStatus);
    if (!statements) {
      statements = this.prepare(withStatus);
      this.prepared.set(withStatus, statements);
    }
    return statements;
  }

  private prepare(withStatus: boolean) {
    const officer = eq(vacations.officerId, sql.placeholder('officerId'));
    const ofModule = eq(vacations.typeVacationAndRest, sql.placeholder('module'));
    const where = and(officer, ofModule, withStatus ? eq(vacations.status, sql.placeholder('status')) : undefined);
    const name = `vacations_history${withStatus ? '_by_status' : ''}`;
    const newestFirst = [desc(vacations.dateIn), desc(vacations.id)];
    return {
      page: this.select().where(where).orderBy(...newestFirst).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
      total: this.db.select({ total: countAll }).from(vacations).where(where).prepare(`${name}_count`),
      all: this.select().where(officer).orderBy(...newestFirst).prepare('vacations_of_officer'),
      allOfModule: this.select().where(and(officer, ofModule)).orderBy(...newestFirst).prepare('vacations_of_officer_module'),
    };
  }

  async find(id: number, db: Database = this.db): Promise<VacationView | null> {
    const [found] = await this.select(db).where(eq(vacations.id, id));
    return found ? this.view(found) : null;
  }

  /** The module of a record, read before the permission check of its own module. */
  async moduleOf(id: number): Promise<number | null> {
    const [row] = await this.db.select({ module: vacations.typeVacationAndRest }).from(vacations).where(eq(vacations.id, id));
    return row?.module ?? null;
  }

  /**
   * Creates a pending record, or edits a pending one (`id`): its officer stays, and a
   * save path only edits its own kind (vacations and rests, or commissions).
   */
  save(id: number | undefined, officerId: number, values: VacationValues, userId: number | null, expectedVersion?: number): Promise<{ record: VacationView; created: boolean }> {
    return this.db.transaction((tx) => this.saveIn(tx, id, officerId, values, userId, expectedVersion));
  }

  /** `save` inside a transaction the caller holds (an import writes every row in its own). */
  async saveIn(tx: Database, id: number | undefined, officerId: number, values: VacationValues, userId: number | null, expectedVersion?: number): Promise<{ record: VacationView; created: boolean }> {
    let ownerId = officerId;
    if (id) {
      const record = await lockPending(tx, vacations, id, A.notFound, STATUS_MESSAGES.onlyPendingEdit, expectedVersion);
      if ((record.typeVacationAndRest === MODULE_COMMISSION) !== (values.typeVacationAndRest === MODULE_COMMISSION)) throw new ApiError(409, A.wrongRoute);
      ownerId = record.officerId;
    }
    // Every writer of an officer's vacations (create AND edit) holds the officer's row lock
    // while it checks the overlap, so two of them cannot both pass it (record, then officer:
    // the order every movement write takes its locks in).
    await lockOfficer(tx, ownerId, OFFICER_ANSWERS.officerNotFound);
    if (values.bestowerId) {
      const [granting] = await tx.select({ id: officers.id }).from(officers).where(eq(officers.id, values.bestowerId));
      if (!granting) throw notFound(A.bestowerNotFound);
    }
    const [overlapping] = await tx.select({ id: vacations.id }).from(vacations).where(and(
      eq(vacations.officerId, ownerId),
      eq(vacations.typeVacationAndRest, values.typeVacationAndRest),
      ne(vacations.status, MOVEMENT_REJECTED),
      lte(vacations.dateIn, values.dateOut),
      gte(vacations.dateOut, values.dateIn),
      id ? ne(vacations.id, id) : undefined,
    )).limit(1);
    if (overlapping) throw new ApiError(409, A.overlap);
    if (id) {
      await tx.update(vacations).set({ ...values, updatedBy: userId, updatedAt: new Date(), version: nextVersion(vacations.version) }).where(eq(vacations.id, id));
      return { record: (await this.find(id, tx))!, created: false };
    }
    const [row] = await tx.insert(vacations).values({ ...values, officerId: ownerId, createdBy: userId, updatedBy: userId }).returning({ id: vacations.id });
    return { record: (await this.find(row.id, tx))!, created: true };
  }

  async decide(id: number, change: MovementStatusInput, userId: number | null, expectedVersion?: number): Promise<VacationView> {
    return this.db.transaction(async (tx) => {
      await lockPending(tx, vacations, id, A.notFound, STATUS_MESSAGES.onlyPendingDecide, expectedVersion);
      const now = new Date();
      await tx.update(vacations).set({ status: change.status, statusNotes: change.statusNotes ?? null, statusDate: now, statusBy: userId, updatedAt: now, version: nextVersion(vacations.version) }).where(eq(vacations.id, id));
      return (await this.find(id, tx))!;
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPending(tx, vacations, id, A.notFound, STATUS_MESSAGES.onlyPendingDelete);
      await tx.delete(vacations).where(eq(vacations.id, id));
    });
  }
}
