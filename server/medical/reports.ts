/**
 * Medical reports (spec 3 §3.8, §4.1, §7.6): the list with its search (officer, doctor
 * or diagnosis), one report, an officer's reports, and the writes. Every write that
 * depends on the stored status (edit, delete, approve / reject) runs in one transaction
 * with the report locked (`select ... for update`), so two concurrent decisions cannot
 * both pass the "still pending" check: the second one answers 409 'Estado no válido'.
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MovementStatusInput } from '../../resources/movements/status';
import { MEDICAL_ANSWERS as A, restDaysOf, type MedicalReportInput } from '../../resources/medical/validation';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { medicalReports as R, users } from '../db/schema';
import { unaccentContains } from '../engine/repository';
import { ApiError, notFound } from '../lib/envelope';
import { fullName, identificationOf } from '../officers/search';

export const MEDICAL_PENDING = 1;
export const MEDICAL_STATUS_LABELS: Readonly<Record<number, string>> = { 1: 'Pendiente', 2: 'Aprobado', 3: 'Rechazado' };

const deciders = alias(users, 'deciders');

/** The officer as the medical screens and documents show it (§3.7 "police officer as shown in permits and medical"). */
const policeColumns = {
  id: officers.id,
  identification: officers.identification,
  firstName: officers.firstName,
  secondName: officers.secondName,
  firstLastname: officers.firstLastname,
  secondLastname: officers.secondLastname,
  codeRrhh: officers.codeRrhh,
  positions: officers.positions,
  position: officers.position,
  dependencies: officers.dependencies,
  dependenceWork: officers.dependenceWork,
  email: officers.email,
  phone: officers.phone,
  dateBirth: officers.dateBirth,
  range: officers.range,
  condition: officers.condition,
};

const reportColumns = {
  id: R.id,
  policeId: R.policeId,
  doctorId: R.doctorId,
  diagnosis: R.diagnosis,
  paraclinicalExams: R.paraclinicalExams,
  pharmacologicalTreatment: R.pharmacologicalTreatment,
  recommendations: R.recommendations,
  restStartDate: R.restStartDate,
  restEndDate: R.restEndDate,
  status: R.status,
  statusNotes: R.statusNotes,
  statusBy: R.statusBy,
  createdAt: R.createdAt,
  updatedAt: R.updatedAt,
};

const selection = {
  report: reportColumns,
  police: policeColumns,
  doctorName: users.fullname,
  doctorUsername: users.username,
  doctorEmail: users.email,
  deciderName: deciders.fullname,
};

export interface MedicalPolice {
  id: number;
  identification: number;
  firstName: string;
  secondName: string | null;
  firstLastname: string;
  secondLastname: string | null;
  codeRrhh: string | null;
  positions: { value: number; label: string }[];
  position: number | null;
  dependencies: { value: number; label: string }[];
  dependenceWork: string | null;
  email: string | null;
  phone: string[];
  dateBirth: string | null;
  range: number | null;
  condition: number;
}

interface Found {
  report: Record<keyof typeof reportColumns, unknown>;
  police: MedicalPolice;
  doctorName: string | null;
  doctorUsername: string | null;
  doctorEmail: string | null;
  deciderName: string | null;
}

/** A report as answered (§3.8): the officer, the doctor, the texts, the rest period and status. */
function present({ report, police, doctorName, doctorUsername, doctorEmail, deciderName }: Found) {
  const status = Number(report.status);
  const start = String(report.restStartDate);
  const end = String(report.restEndDate);
  return {
    id: Number(report.id),
    policeId: Number(report.policeId),
    police,
    doctorId: report.doctorId === null ? null : Number(report.doctorId),
    medical: report.doctorId === null ? null : { id: Number(report.doctorId), name: doctorName, fullname: doctorName, username: doctorUsername, email: doctorEmail },
    diagnosis: String(report.diagnosis),
    paraclinicalExams: (report.paraclinicalExams as string | null) ?? null,
    pharmacologicalTreatment: (report.pharmacologicalTreatment as string | null) ?? null,
    recommendations: Array.isArray(report.recommendations) ? (report.recommendations as string[]) : [],
    restStartDate: start,
    restEndDate: end,
    restDays: restDaysOf(start, end),
    status,
    currentStatus: MEDICAL_STATUS_LABELS[status] ?? 'Sin Estado',
    statusNotes: (report.statusNotes as string | null) ?? null,
    decidedBy: deciderName,
    createdAt: report.createdAt as Date,
    updatedAt: report.updatedAt as Date,
  };
}

export type MedicalReportView = ReturnType<typeof present>;

export interface MedicalListRequest {
  page: number;
  pageSize: number;
  search?: string;
  status?: number;
  policeId?: number;
}

/**
 * The list search (§2.7 'Buscar por funcionario, médico o diagnóstico...'): every word
 * inside the officer's full name, the cédula when the text is a number, the doctor's
 * name or user name, or the text inside the diagnosis; accents and case ignored. The
 * officers and doctors that match are looked up first (trigram indexes) and their ids
 * compared as arrays, so each alternative reads an index of medical_reports (police_id,
 * doctor_id, the diagnosis trigram index of migration 0025) and they combine as a bitmap.
 */
function searchOf(term: string | undefined): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  const officersWhere = (condition: SQL) => sql`${R.policeId} = any(array(select ${officers.id} from ${officers} where ${condition}))`;
  const alternatives: SQL[] = [
    unaccentContains(R.diagnosis, text),
    officersWhere(and(...words.map((word) => unaccentContains(fullName, word)))!),
    sql`${R.doctorId} = any(array(select ${users.id} from ${users} where ${or(unaccentContains(users.fullname, text), unaccentContains(users.username, text))}))`,
  ];
  const number = identificationOf(text);
  if (number !== null) alternatives.push(officersWhere(eq(officers.identification, number)));
  return or(...alternatives);
}

export class MedicalReportRepository {
  constructor(private readonly db: Database) {}

  private select(db: Database = this.db) {
    return db
      .select(selection)
      .from(R)
      .innerJoin(officers, eq(officers.id, R.policeId))
      .leftJoin(users, eq(users.id, R.doctorId))
      .leftJoin(deciders, eq(deciders.id, R.statusBy))
      .$dynamic();
  }

  async list(request: MedicalListRequest): Promise<{ rows: MedicalReportView[]; total: number }> {
    const where = and(searchOf(request.search), request.status ? eq(R.status, request.status) : undefined, request.policeId ? eq(R.policeId, request.policeId) : undefined);
    const offset = (request.page - 1) * request.pageSize;
    const rows = (await this.select().where(where).orderBy(desc(R.id)).limit(request.pageSize).offset(offset)) as Found[];
    // A page neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < request.pageSize && (rows.length > 0 || offset === 0);
    const total = lastPage
      ? offset + rows.length
      : Number((await this.db.select({ total: sql<number>`count(*)::int` }).from(R).where(where))[0].total);
    return { rows: rows.map(present), total };
  }

  async find(id: number, db: Database = this.db): Promise<MedicalReportView | null> {
    const [row] = (await this.select(db).where(eq(R.id, id)).limit(1)) as Found[];
    return row ? present(row) : null;
  }

  /** An officer's reports, newest rest first (§7.6 `medical/by-police/{id}`: data is a list); null when the officer does not exist. */
  async byPolice(officerId: number): Promise<MedicalReportView[] | null> {
    const rows = (await this.select().where(eq(R.policeId, officerId)).orderBy(desc(R.restStartDate), desc(R.id))) as Found[];
    if (rows.length === 0) {
      const [officer] = await this.db.select({ id: officers.id }).from(officers).where(eq(officers.id, officerId)).limit(1);
      if (!officer) return null;
    }
    return rows.map(present);
  }

  /** The officer of the create form, by cédula (§2.7 "an officer search must be done first"). */
  async officerByIdentification(identification: number): Promise<MedicalPolice | null> {
    const [row] = await this.db.select(policeColumns).from(officers).where(eq(officers.identification, identification)).limit(1);
    return (row as MedicalPolice | undefined) ?? null;
  }

  private texts(input: MedicalReportInput) {
    return {
      diagnosis: input.diagnosis,
      paraclinicalExams: input.paraclinicalExams ?? null,
      pharmacologicalTreatment: input.pharmacologicalTreatment ?? null,
      recommendations: input.recommendations,
      restStartDate: input.restStartDate,
      restEndDate: input.restEndDate,
    };
  }

  /** Creates a pending report; the doctor is the signed-in user. */
  async create(input: MedicalReportInput, doctorId: number | null): Promise<MedicalReportView> {
    return this.db.transaction(async (tx) => {
      const [officer] = await tx.select({ id: officers.id }).from(officers).where(eq(officers.id, input.policeId)).for('share');
      if (!officer) throw notFound(A.officerNotFound);
      const [row] = await tx.insert(R).values({ ...this.texts(input), policeId: input.policeId, doctorId, status: MEDICAL_PENDING }).returning({ id: R.id });
      return (await this.find(Number(row.id), tx))!;
    });
  }

  /** The report, locked for the rest of the transaction; 404 when missing, 409 when no longer pending. */
  private async lockPending(tx: Database, id: number, reason: string): Promise<{ status: number; policeId: number }> {
    const [row] = await tx.select({ status: R.status, policeId: R.policeId }).from(R).where(eq(R.id, id)).for('update');
    if (!row) throw notFound(A.notFound);
    if (Number(row.status) !== MEDICAL_PENDING) throw new ApiError(409, A.invalidState, [reason]);
    return { status: Number(row.status), policeId: Number(row.policeId) };
  }

  /** Edits a pending report; its officer and doctor stay (the form shows them read-only). */
  async update(id: number, input: MedicalReportInput): Promise<MedicalReportView> {
    return this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingEdit);
      await tx.update(R).set({ ...this.texts(input), updatedAt: new Date() }).where(eq(R.id, id));
      return (await this.find(id, tx))!;
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingDelete);
      await tx.delete(R).where(eq(R.id, id));
    });
  }

  /** Approves (2) or rejects (3) a pending report, with optional notes; one decision per report. */
  async decide(id: number, change: MovementStatusInput, userId: number | null): Promise<MedicalReportView> {
    return this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingDecide);
      await tx.update(R).set({ status: change.status, statusNotes: change.statusNotes ?? null, statusBy: userId, updatedAt: new Date() }).where(eq(R.id, id));
      return (await this.find(id, tx))!;
    });
  }
}
