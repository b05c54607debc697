/**
 * Medical reports (spec 3 §3.8, §4.1, §7.6): the list with its search (officer, doctor
 * or diagnosis), one report, an officer's reports, and the writes. Every write that
 * depends on the stored status (edit, delete, approve / reject) runs in one transaction
 * with the report locked (`select ... for update`), so two concurrent decisions cannot
 * both pass the "still pending" check: the second one answers 409 'Estado no válido'.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MovementStatusInput } from '../../resources/movements/status';
import { MEDICAL_ANSWERS as A, restDaysOf, type MedicalReportInput } from '../../resources/medical/validation';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { medicalReports as R, users } from '../db/schema';
import { escapeLike, unaccentContains } from '../engine/repository';
import { fullNameKey, officerSearch } from '../db/officerSearchSchema';
import { ApiError, notFound } from '../lib/envelope';
import { identificationOf } from '../officers/search';
import { diagnosisCounts, reportCounts } from './counts';
import { assertVersion, nextVersion } from '../lib/versioning';

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
  version: R.version,
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
    version: Number(report.version),
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
 * compared as arrays (the doctors are looked up first, on their own: the planner then
 * knows how many reports they signed). Each alternative is a select of its own (see `list`), so each reads
 * its index: one OR made PostgreSQL test every report against the officer array (4 s for
 * a first name at 200,000 reports).
 */
function searchOf(text: string, doctorIds: number[]): { diagnosis: SQL; others: SQL[]; text: string } {
  const words = text.split(/\s+/).filter(Boolean);
  // Names through the officer search projection: already folded, so only the pattern is.
  const names = and(...words.map((word) => sql`${fullNameKey(officerSearch)} like '%' || f_unaccent(lower(${escapeLike(word)})) || '%'`))!;
  const others: SQL[] = [
    sql`${R.policeId} in (select ${officerSearch.officerId} from ${officerSearch} where ${names})`,
  ];
  if (doctorIds.length) others.push(inArray(R.doctorId, doctorIds));
  const number = identificationOf(text);
  if (number !== null) others.push(sql`${R.policeId} in (select ${officers.id} from ${officers} where ${eq(officers.identification, number)})`);
  return { diagnosis: unaccentContains(R.diagnosis, text), others, text };
}

type Search = ReturnType<typeof searchOf>;

/** Ids of the reports matching any of `alternatives` and every filter: a union of one select per alternative. */
function matchingIds(alternatives: SQL[], filters: SQL[], limit?: number): SQL {
  const branch = (condition: SQL) => sql`(select ${R.id} from ${R} where ${and(condition, ...filters)}${limit === undefined ? sql`` : sql` order by ${R.id} desc limit ${limit}`})`;
  return sql.join(alternatives.map(branch), sql` union `);
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

  /**
   * A page, newest report first, and the total. The page reads the newest matches of each
   * search alternative. Totals come from the counts kept by triggers (server/medical/counts.ts)
   * where they can: every report, the reports of a status, and the reports whose diagnosis
   * matches a search (its other matches are counted among the officer's and doctor's
   * reports, leaving out those whose diagnosis matched).
   */
  async list(request: MedicalListRequest): Promise<{ rows: MedicalReportView[]; total: number }> {
    const text = request.search?.trim();
    const search = text ? searchOf(text, await this.doctorsMatching(text)) : undefined;
    const filters = [request.status ? eq(R.status, request.status) : undefined, request.policeId ? eq(R.policeId, request.policeId) : undefined].filter((f) => f !== undefined);
    const offset = (request.page - 1) * request.pageSize;
    const page = search
      ? this.select().where(sql`${R.id} = any(array(select id from (${matchingIds([search.diagnosis, ...search.others], filters, offset + request.pageSize)}) matched order by id desc limit ${request.pageSize} offset ${offset}))`).orderBy(desc(R.id))
      : this.select().where(and(...filters)).orderBy(desc(R.id)).limit(request.pageSize).offset(offset);
    const rows = (await page) as Found[];
    // A page neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < request.pageSize && (rows.length > 0 || offset === 0);
    const total = lastPage ? offset + rows.length : await this.count(search, filters, request);
    return { rows: rows.map(present), total };
  }

  /** Users whose name or user name contains `text`: the doctor alternative of the search. */
  private async doctorsMatching(text: string): Promise<number[]> {
    const rows = await this.db.select({ id: users.id }).from(users).where(or(unaccentContains(users.fullname, text), unaccentContains(users.username, text)));
    return rows.map((r) => Number(r.id));
  }

  private async count(search: Search | undefined, filters: SQL[], request: MedicalListRequest): Promise<number> {
    if (!search) {
      const [{ total }] = await (request.policeId
        ? this.db.select({ total: sql<number>`count(*)::int` }).from(R).where(and(...filters))
        : this.db.select({ total: sql<number>`coalesce(sum(${reportCounts.reports}), 0)::int` }).from(reportCounts).where(request.status ? eq(reportCounts.status, request.status) : undefined));
      return Number(total);
    }
    const diagnosisMatches = filters.length
      ? sql`(select count(*) from ${R} where ${and(search.diagnosis, ...filters)})`
      : sql`(select coalesce(sum(${diagnosisCounts.reports}), 0) from ${diagnosisCounts} where ${unaccentContains(diagnosisCounts.diagnosis, search.text)})`;
    // Reports matched otherwise whose diagnosis did not match: every stored diagnosis is in
    // diagnosisCounts, so the texts that match are found there once and compared as they
    // are; when none matches (a name or a cédula), the matched ids are counted from the
    // index alone, without reading a report.
    const result = await this.db.execute(sql`
      with texts as (select array(select ${diagnosisCounts.diagnosis} from ${diagnosisCounts} where ${unaccentContains(diagnosisCounts.diagnosis, search.text)}) as list),
        others as (select array(${matchingIds(search.others, filters)}) as ids)
      select (${diagnosisMatches} + case when cardinality(texts.list) = 0 then cardinality(others.ids)
        else (select count(*) from ${R} where ${R.id} = any(others.ids) and ${R.diagnosis} <> all(texts.list)) end)::int as total
      from texts, others`);
    return Number((result as unknown as { rows: { total: number }[] }).rows[0].total);
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
  private async lockPending(tx: Database, id: number, reason: string, expectedVersion?: number): Promise<{ status: number; policeId: number }> {
    const [row] = await tx.select({ status: R.status, policeId: R.policeId, version: R.version }).from(R).where(eq(R.id, id)).for('update');
    if (!row) throw notFound(A.notFound);
    if (Number(row.status) !== MEDICAL_PENDING) throw new ApiError(409, A.invalidState, [reason]);
    // The row is locked: comparing its version here is as exact as a conditional update.
    assertVersion({ version: Number(row.version) }, expectedVersion);
    return { status: Number(row.status), policeId: Number(row.policeId) };
  }

  /** Edits a pending report; its officer and doctor stay (the form shows them read-only). */
  async update(id: number, input: MedicalReportInput, expectedVersion?: number): Promise<MedicalReportView> {
    return this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingEdit, expectedVersion);
      await tx.update(R).set({ ...this.texts(input), updatedAt: new Date(), version: nextVersion(R.version) }).where(eq(R.id, id));
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
  async decide(id: number, change: MovementStatusInput, userId: number | null, expectedVersion?: number): Promise<MedicalReportView> {
    return this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingDecide, expectedVersion);
      await tx.update(R).set({ status: change.status, statusNotes: change.statusNotes ?? null, statusBy: userId, updatedAt: new Date(), version: nextVersion(R.version) }).where(eq(R.id, id));
      return (await this.find(id, tx))!;
    });
  }
}
