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
import { fullNameKey, NAME_PART, nameWords, officerNameWords, officerSearch } from '../db/officerSearchSchema';
import { ApiError, notFound } from '../lib/envelope';
import { ListTotals, listVersion } from '../lib/listTotals';
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

/** Up to this many matching diagnosis texts, the page compares the reports' diagnosis with them as they are. */
const DIAGNOSIS_TEXTS = 50;
/**
 * A one-word name held by at least MANY_OFFICERS officers (and words holding at most
 * HASHED_OFFICERS in all): the page checks the newest reports against a hash of their ids.
 * Fewer officers are read through their own index; a fragment such as 'a', in nearly every
 * name, finds its newest reports at once without hashing every officer.
 */
const MANY_OFFICERS = 200;
const HASHED_OFFICERS = 5_000;

/**
 * What a search text matches outside the reports, looked up in one statement before the
 * page: the doctors (users) whose name or user name contains it; the stored diagnosis
 * texts containing it (medical_report_diagnoses holds every one, migration 0030), null
 * when more than DIAGNOSIS_TEXTS; how many officers hold the most common name word
 * containing it, and all those words together (one-word texts without digits only, else
 * 0); and the list's version it was read at.
 */
interface Lookup {
  doctorIds: number[];
  diagnoses: string[] | null;
  nameOfficers: { most: number; all: number };
  version: string | null;
}

const wordPattern = (word: string) => sql`'%' || f_unaccent(lower(${escapeLike(word)})) || '%'`;

/**
 * The list search (§2.7 'Buscar por funcionario, médico o diagnóstico...'): every word
 * inside the officer's full name, the cédula when the text is a number, the doctor's
 * name or user name, or the text inside the diagnosis; accents and case ignored. Each
 * alternative is a select of its own (see `list`), so each reads its index: one OR made
 * PostgreSQL test every report against the officer array (4 s for a first name at 200,000
 * reports). `page` are the alternatives the page reads, `others` and `diagnosis` those the
 * count reads (the same matches, through the indexes that suit a count):
 * - a diagnosis is compared with the matching stored texts (an IN list, or nothing when
 *   none matches) rather than folding every newest report's diagnosis again;
 * - a one-word name that many officers hold (a first name) is checked against a hash of
 *   their ids, read from the name words (migration 0020), while reading the newest
 *   reports; probing each report's officer row cost 2–3 ms for 1,000 reports. A rarer
 *   name, or several words, reads the matching officers' reports through their index.
 */
function searchOf(text: string, lookup: Lookup): { diagnosis: SQL; others: SQL[]; page: SQL[]; text: string } {
  const words = text.split(/\s+/).filter(Boolean);
  // Names through the officer search projection: already folded, so only the pattern is.
  const names = and(...words.map((word) => sql`${fullNameKey(officerSearch)} like ${wordPattern(word)}`))!;
  const byName = sql`${R.policeId} in (select ${officerSearch.officerId} from ${officerSearch} where ${names})`;
  // `or false` keeps the IN a hashed subplan: the planner would turn it into a join again.
  const byNameHashed = sql`(${R.policeId} in (select ${officerNameWords.officerId} from ${officerNameWords}
    where ${officerNameWords.word} in (select ${nameWords.word} from ${nameWords} where ${nameWords.word} like ${wordPattern(words[0])}) and ${officerNameWords.part} = ${NAME_PART.any}) or false)`;
  const rest: SQL[] = [];
  if (lookup.doctorIds.length) rest.push(inArray(R.doctorId, lookup.doctorIds));
  const number = identificationOf(text);
  if (number !== null) rest.push(sql`${R.policeId} in (select ${officers.id} from ${officers} where ${eq(officers.identification, number)})`);
  const diagnosis = unaccentContains(R.diagnosis, text);
  const pageDiagnosis = lookup.diagnoses === null ? [diagnosis] : lookup.diagnoses.length ? [inArray(R.diagnosis, lookup.diagnoses)] : [];
  const pageName = words.length === 1 && lookup.nameOfficers.most >= MANY_OFFICERS && lookup.nameOfficers.all <= HASHED_OFFICERS ? byNameHashed : byName;
  return { diagnosis, others: [byName, ...rest], page: [...pageDiagnosis, pageName, ...rest], text };
}

type Search = ReturnType<typeof searchOf>;

/** Ids of the reports matching any of `alternatives` and every filter: a union of one select per alternative. */
function matchingIds(alternatives: SQL[], filters: SQL[], limit?: number): SQL {
  const branch = (condition: SQL) => sql`(select ${R.id} from ${R} where ${and(condition, ...filters)}${limit === undefined ? sql`` : sql` order by ${R.id} desc limit ${limit}`})`;
  return sql.join(alternatives.map(branch), sql` union `);
}

export class MedicalReportRepository {
  /** Totals of the searches counted, by the version of the data they counted (server/lib/listTotals.ts). */
  private readonly totals = new ListTotals();
  /** The last look-up of each search text, with the version it was read at. */
  private readonly lookups = new ListTotals<Lookup>();

  constructor(private readonly db: Database) {}

  /** The list's page: each row also carries the list's version, read in the page's snapshot. */
  private selectPage() {
    return this.db
      .select({ ...selection, listVersion: listVersion('medical_reports') })
      .from(R)
      .innerJoin(officers, eq(officers.id, R.policeId))
      .leftJoin(users, eq(users.id, R.doctorId))
      .leftJoin(deciders, eq(deciders.id, R.statusBy))
      .$dynamic();
  }

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
   * reports, leaving out those whose diagnosis matched). A total is counted once per
   * version of the data (server/lib/listTotals.ts): the next pages of a search, and the
   * same search again, read it back while nothing changed.
   */
  async list(request: MedicalListRequest): Promise<{ rows: MedicalReportView[]; total: number }> {
    const text = request.search?.trim();
    const filters = [request.status ? eq(R.status, request.status) : undefined, request.policeId ? eq(R.policeId, request.policeId) : undefined].filter((f) => f !== undefined);
    const offset = (request.page - 1) * request.pageSize;
    let search: Search | undefined;
    let rows: (Found & { listVersion: string | null })[] = [];
    // The look-up and the page are two statements: when a write came between them (the
    // versions differ), both are read again, so the page matches what was looked up. The
    // last look-up of a text is kept: while no write moved the version it is still right,
    // and the search costs the page alone. A kept one is checked against the page's
    // version; an empty page shows none, so it is looked up again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const kept = text && attempt === 0 ? this.lookups.latest(text) : undefined;
      const lookup = kept?.value ?? (text ? await this.lookup(text) : undefined);
      if (text && lookup && !kept) this.lookups.set(text, lookup.version, lookup);
      search = text && lookup ? searchOf(text, lookup) : undefined;
      const page = search
        ? this.selectPage().where(sql`${R.id} = any(array(select id from (${matchingIds(search.page, filters, offset + request.pageSize)}) matched order by id desc limit ${request.pageSize} offset ${offset}))`).orderBy(desc(R.id))
        : this.selectPage().where(and(...filters)).orderBy(desc(R.id)).limit(request.pageSize).offset(offset);
      rows = (await page) as (Found & { listVersion: string | null })[];
      if (!lookup || (rows.length === 0 && !kept) || rows[0]?.listVersion === lookup.version) break;
    }
    // A page neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < request.pageSize && (rows.length > 0 || offset === 0);
    const total = lastPage ? offset + rows.length : await this.keptCount(search, filters, request, rows[0]?.listVersion);
    return { rows: rows.map(present), total };
  }

  /** The total kept for this search at the page's version, else counted (with the version it was counted at) and kept. */
  private async keptCount(search: Search | undefined, filters: SQL[], request: MedicalListRequest, version: string | null | undefined): Promise<number> {
    const key = JSON.stringify([search?.text ?? '', request.status ?? null, request.policeId ?? null]);
    const kept = this.totals.get(key, version);
    if (kept !== undefined) return kept;
    const counted = await this.count(search, filters, request);
    this.totals.set(key, counted.version, counted.total);
    return counted.total;
  }

  /** The search's look-up (see Lookup), one statement. */
  private async lookup(text: string): Promise<Lookup> {
    const words = text.split(/\s+/).filter(Boolean);
    const result = await this.db.execute(sql`select
      array_to_json(array(select ${users.id} from ${users} where ${or(unaccentContains(users.fullname, text), unaccentContains(users.username, text))})) as doctors,
      array_to_json(array(select distinct ${diagnosisCounts.diagnosis} from ${diagnosisCounts} where ${unaccentContains(diagnosisCounts.diagnosis, text)} limit ${DIAGNOSIS_TEXTS + 1})) as diagnoses,
      ${words.length === 1 && !/\d/.test(text) ? sql`(select json_build_array(coalesce(max(${nameWords.officers}), 0), coalesce(sum(${nameWords.officers}), 0)) from ${nameWords} where ${nameWords.word} like ${wordPattern(words[0])})` : sql`json_build_array(0, 0)`} as officers,
      ${listVersion('medical_reports')} as version`);
    const [row] = (result as unknown as { rows: { doctors: unknown; diagnoses: unknown; officers: unknown; version: string | null }[] }).rows;
    const json = (value: unknown): unknown[] => (typeof value === 'string' ? JSON.parse(value) : value) as unknown[];
    const diagnoses = json(row.diagnoses).map(String);
    return {
      doctorIds: json(row.doctors).map(Number),
      diagnoses: diagnoses.length > DIAGNOSIS_TEXTS ? null : diagnoses,
      nameOfficers: { most: Number(json(row.officers)[0]), all: Number(json(row.officers)[1]) },
      version: row.version,
    };
  }

  /** The total with the list's version, read in the same statement (one snapshot). */
  private async count(search: Search | undefined, filters: SQL[], request: MedicalListRequest): Promise<{ total: number; version: string | null }> {
    if (!search) {
      const [counted] = await (request.policeId
        ? this.db.select({ total: sql<number>`count(*)::int`, version: listVersion('medical_reports') }).from(R).where(and(...filters))
        : this.db.select({ total: sql<number>`coalesce(sum(${reportCounts.reports}), 0)::int`, version: listVersion('medical_reports') }).from(reportCounts).where(request.status ? eq(reportCounts.status, request.status) : undefined));
      return { total: Number(counted.total), version: counted.version };
    }
    const diagnosisMatches = filters.length
      ? sql`(select count(*) from ${R} where ${and(search.diagnosis, ...filters)})`
      : sql`(select coalesce(sum(${diagnosisCounts.reports}), 0) from ${diagnosisCounts} where ${unaccentContains(diagnosisCounts.diagnosis, search.text)})`;
    // Reports matched otherwise whose diagnosis did not match: every stored diagnosis is in
    // diagnosisCounts, so the texts that match are found there once and compared as they
    // are; when none matches (a name or a cédula), the matched ids are counted from the
    // index alone, without reading a report.
    const result = await this.db.execute(sql`select counted.total, ${listVersion('medical_reports')} as version from (
      with texts as (select array(select ${diagnosisCounts.diagnosis} from ${diagnosisCounts} where ${unaccentContains(diagnosisCounts.diagnosis, search.text)}) as list),
        others as (select array(${matchingIds(search.others, filters)}) as ids)
      select (${diagnosisMatches} + case when cardinality(texts.list) = 0 then cardinality(others.ids)
        else (select count(*) from ${R} where ${R.id} = any(others.ids) and ${R.diagnosis} <> all(texts.list)) end)::int as total
      from texts, others) counted`);
    const [row] = (result as unknown as { rows: { total: number; version: string | null }[] }).rows;
    return { total: Number(row.total), version: row.version };
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
