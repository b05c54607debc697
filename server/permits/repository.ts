/**
 * Reads and writes of permits (spec 3 §7.5, §7.10). Every write runs in one transaction:
 * the request with its studies and schedules; the request number from the counters
 * table; decisions, edits and deletes with the request's row locked (`for update`), so
 * only a pending request changes and two concurrent decisions cannot both win (the
 * second finds it decided: 409 'Estado no válido'; a unique index on the approval's
 * level backs the lock).
 */
import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { APPROVAL_LEVEL, PERMIT_ANSWERS as A, type PermitStatus } from '../../resources/permits/declaration';
import { PERMIT_TYPES, STUDY_TYPE_KEY } from '../../resources/permits/cascade';
import type { PermitInput } from '../../resources/permits/validation';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { fullNameKey, NAME_PART, nameWords, officerNameWords, officerSearch } from '../db/officerSearchSchema';
import type { CodeShape } from '../../resources/engine/types';
import { codeMatch, escapeLike, foldText } from '../engine/textSearch';
import { nextNumber } from '../lib/counters';
import { ApiError, notFound } from '../lib/envelope';
import { ListTotals, listVersion } from '../lib/listTotals';
import { uniqueViolationConstraint } from '../lib/pgErrors';
import { permitCounts } from './counts';
import { permitApprovals, permits, permitSchedules, permitStudies, type PermitRow } from './schema';
import { policeColumns, presentApproval, presentPermit, presentSchedule, presentStudy, type PermitDetail, type PermitView, type PoliceView } from './views';
import { assertVersion, nextVersion } from '../lib/versioning';

export interface PermitListQuery {
  page: number;
  pageSize: number;
  search?: string;
  policeId?: number;
  typeKey?: number;
  status?: string;
  permitType?: string;
}

export interface PermitReportQuery {
  policeId?: number;
  typeKey?: number;
  status?: string;
  dateFrom?: string;
  dateTo?: string;
}

/** Rows a report carries at most (the PDF says how many matched in all). */
export const REPORT_LIMIT = 1000;

/** `PER-2026-000042`: the year of the request and its number within the year. */
export function requestNumberOf(year: number, value: number): string {
  return `PER-${year}-${String(value).padStart(6, '0')}`;
}

const unaccentLike = (term: string) => sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;

/**
 * The request-number alternative: every request number is 'PER-', the year, '-' and digits
 * (requestNumberOf). A text with any other character matches none (null: no alternative;
 * a one-letter text has no trigram and read the whole index); one starting with 'per-' is
 * read as a prefix through a btree (migration 0035); any other fragment goes through the
 * trigram index (server/engine/textSearch.ts).
 */
const REQUEST_NUMBER: CodeShape = { prefixes: ['PER-'], chars: '0123456789-' };
const requestNumberMatch = (text: string): SQL | null =>
  codeMatch(permits.requestNumber, text, REQUEST_NUMBER, (folded) => sql`lower(${permits.requestNumber}) like ${`%${escapeLike(folded)}%`}`);

/**
 * A one-word name held by at least MANY_OFFICERS officers (and words holding at most
 * HASHED_OFFICERS in all): the page checks the newest requests against a hash of their ids.
 * Fewer officers are read through their own index; a fragment such as 'a', in nearly every
 * name, finds its newest requests at once without hashing every officer.
 */
const MANY_OFFICERS = 200;
const HASHED_OFFICERS = 5_000;
const NAME_COUNTS_KEPT_MS = 60_000;

/** The search text as the list reads it. */
const searchText = (term: string | undefined) => term?.trim().slice(0, 200) ?? '';

/**
 * The list search (§2.6 'Buscar por funcionario, número de solicitud o tipo...'): every
 * word inside the officer's name (through the officer search projection and its trigram
 * index), or the cédula when the text is a number, or a fragment of the request number,
 * or the type's name. `others` are the alternatives read through an index each (see
 * `matchingIds`), `page` the same ones as the page reads them; `types` the types the text
 * names. A one-word name that `nameOfficers` officers hold (many: a first name) is checked,
 * on the page, against a hash of their ids read from the name words (migration 0020) while
 * reading the newest requests; probing each request's officer row cost 2–3 ms.
 */
function searchOf(term: string | undefined, nameOfficers = { most: 0, all: 0 }): { others: SQL[]; page: SQL[]; types: number[] } | undefined {
  const text = searchText(term);
  if (!text) return undefined;
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  const names = and(...words.map((word) => sql`${fullNameKey(officerSearch)} like ${unaccentLike(word)}`))!;
  const officerMatch = [names];
  const digits = text.replace(/^[VvEe]-?/, '').replace(/\./g, '');
  if (/^\d{1,9}$/.test(digits)) officerMatch.push(eq(officerSearch.identification, Number(digits)));
  const byOfficer = inArray(permits.officerId, sql`(select ${officerSearch.officerId} from ${officerSearch} where ${or(...officerMatch)})`);
  // `or false` keeps the IN a hashed subplan: the planner would turn it into a join again.
  const byNameHashed = sql`(${permits.officerId} in (select ${officerNameWords.officerId} from ${officerNameWords}
    where ${officerNameWords.word} in (select ${nameWords.word} from ${nameWords} where ${nameWords.word} like ${unaccentLike(words[0])}) and ${officerNameWords.part} = ${NAME_PART.any}) or false)`;
  const hashed = words.length === 1 && officerMatch.length === 1 && nameOfficers.most >= MANY_OFFICERS && nameOfficers.all <= HASHED_OFFICERS;
  const folded = foldText(text);
  const types = PERMIT_TYPES.filter((t) => t.value.toLowerCase().startsWith(folded) || t.permitType.startsWith(folded)).map((t) => t.key);
  const byNumber = requestNumberMatch(text);
  const numbers = byNumber ? [byNumber] : [];
  return { others: [byOfficer, ...numbers], page: [hashed ? byNameHashed : byOfficer, ...numbers], types };
}

type Search = NonNullable<ReturnType<typeof searchOf>>;
type Counted = { total: number; version: string | undefined };
const newestFirst = [desc(permits.createdAt), desc(permits.id)];

/** The page's alternatives of a search, each its own select: one OR made PostgreSQL test every request against every alternative. */
function alternativesOf(search: Search): SQL[] {
  return search.types.length ? [...search.page, inArray(permits.typeKey, search.types)] : search.page;
}

/** The list's filters other than the search. */
function filtersOf(query: Omit<PermitListQuery, 'page' | 'pageSize'>): SQL[] {
  const typeOfKind = PERMIT_TYPES.find((t) => t.permitType === query.permitType)?.key;
  return [
    query.policeId ? eq(permits.officerId, query.policeId) : undefined,
    query.typeKey ? eq(permits.typeKey, query.typeKey) : undefined,
    query.status ? eq(permits.status, query.status) : undefined,
    query.permitType ? eq(permits.typeKey, typeOfKind ?? -1) : undefined,
  ].filter((f) => f !== undefined);
}

/** The report's filters (`permits/report/pdf` and its verification): all optional. */
function reportFilter(query: PermitReportQuery) {
  return and(
    query.policeId ? eq(permits.officerId, query.policeId) : undefined,
    query.typeKey ? eq(permits.typeKey, query.typeKey) : undefined,
    query.status ? eq(permits.status, query.status) : undefined,
    query.dateFrom ? sql`${permits.periodTo} >= ${query.dateFrom}` : undefined,
    query.dateTo ? sql`${permits.periodFrom} <= ${query.dateTo}` : undefined,
  );
}

export class PermitRepository {
  /** Totals of the searches counted, by the version of the data they counted (server/lib/listTotals.ts). */
  private readonly totals = new ListTotals();
  /** nameOfficers by search text, kept with the time they were read (in place of a version). */
  private readonly nameCounts = new ListTotals<{ most: number; all: number }>();

  constructor(private readonly db: Database) {}

  private select(db: Database) {
    return db.select({ row: permits, police: policeColumns }).from(permits).leftJoin(officers, eq(officers.id, permits.officerId)).$dynamic();
  }

  /** The list's page: each row also carries the list's version, read in the page's snapshot. */
  private selectPage() {
    return this.db.select({ row: permits, police: policeColumns, listVersion: listVersion('permits') }).from(permits).leftJoin(officers, eq(officers.id, permits.officerId)).$dynamic();
  }

  private view = (found: { row: PermitRow; police: PoliceView | null }): PermitView => presentPermit(found.row, found.police?.id ? found.police : null);

  /**
   * A page of the list, newest request first, and the total. A search reads the newest
   * matches of each alternative and keeps the page's among them. Totals come from the
   * counts kept by triggers (server/permits/counts.ts) where they can: every request, the
   * requests of a status or type, and those of the types a search names (its other
   * matches are counted from their ids, leaving out those of the named types). A total is
   * counted once per version of the data (server/lib/listTotals.ts): the next pages of a
   * search, and the same search again, read it back while nothing changed.
   */
  async list(query: PermitListQuery): Promise<{ rows: PermitView[]; total: number }> {
    const search = searchOf(query.search, await this.nameOfficers(query.search));
    const filters = filtersOf(query);
    const offset = (query.page - 1) * query.pageSize;
    const page = search
      ? this.selectPage().where(sql`${permits.id} = any(array(select id from (${this.matchingRows(alternativesOf(search), filters, offset + query.pageSize)}) matched
          order by created_at desc, id desc limit ${query.pageSize} offset ${offset}))`)
      : this.selectPage().where(and(...filters)).limit(query.pageSize).offset(offset);
    const rows = await page.orderBy(...newestFirst);
    // A page that is neither full nor empty is the last one: it tells the total itself.
    const lastPage = rows.length < query.pageSize && (rows.length > 0 || offset === 0);
    return { rows: rows.map(this.view), total: lastPage ? offset + rows.length : await this.keptCount(query, search, filters, rows[0]?.listVersion) };
  }

  /**
   * How many officers hold the most common name word containing a one-word search text,
   * and all those words together (they choose how the page reads the name; the answer is
   * the same either way); 0 without asking when the text cannot be a name (digits, a
   * request number, several words). Since the figures only choose a plan, they are kept a
   * minute per text: a search then costs its page alone.
   */
  private async nameOfficers(term: string | undefined): Promise<{ most: number; all: number }> {
    const text = searchText(term);
    if (!text || /[\s\d]/.test(text) || text.toLowerCase().startsWith('per-')) return { most: 0, all: 0 };
    const key = text.toLowerCase();
    const kept = this.nameCounts.latest(key);
    if (kept && Date.now() - Number(kept.version) < NAME_COUNTS_KEPT_MS) return kept.value;
    const [row] = await this.db
      .select({ most: sql<number>`coalesce(max(${nameWords.officers}), 0)::int`, all: sql<number>`coalesce(sum(${nameWords.officers}), 0)::int` })
      .from(nameWords).where(sql`${nameWords.word} like ${unaccentLike(text)}`);
    const counts = { most: Number(row?.most ?? 0), all: Number(row?.all ?? 0) };
    this.nameCounts.set(key, String(Date.now()), counts);
    return counts;
  }

  /** The total kept for this search at the page's version, else counted (with the version it was counted at) and kept. */
  private async keptCount(query: PermitListQuery, search: Search | undefined, filters: SQL[], version: string | undefined): Promise<number> {
    const key = JSON.stringify([query.search?.trim() ?? '', query.policeId ?? null, query.typeKey ?? null, query.status ?? null, query.permitType ?? null]);
    const kept = this.totals.get(key, version);
    if (kept !== undefined) return kept;
    const counted = await this.count(query, search, filters);
    this.totals.set(key, counted.version, counted.total);
    return counted.total;
  }

  /** Id and creation time of the requests matching any of `alternatives` and every filter (the newest `limit` of each). */
  private matchingRows(alternatives: SQL[], filters: SQL[], limit?: number): SQL {
    const branch = (condition: SQL) => sql`(select ${permits.id}, ${permits.createdAt} from ${permits} where ${and(condition, ...filters)}${limit === undefined ? sql`` : sql` order by ${permits.createdAt} desc, ${permits.id} desc limit ${limit}`})`;
    return sql.join(alternatives.map(branch), sql` union `);
  }

  private async count(query: PermitListQuery, search: Search | undefined, filters: SQL[]): Promise<Counted> {
    // Counts by type and status answer unless one officer's requests are asked for.
    const typeOfKind = PERMIT_TYPES.find((t) => t.permitType === query.permitType)?.key;
    const counted = (types?: number[]) => sql`(select coalesce(sum(${permitCounts.requests}), 0) from ${permitCounts} where ${and(
      query.typeKey ? eq(permitCounts.typeKey, query.typeKey) : undefined,
      query.permitType ? eq(permitCounts.typeKey, typeOfKind ?? -1) : undefined,
      query.status ? eq(permitCounts.status, query.status) : undefined,
      types ? inArray(permitCounts.typeKey, types) : undefined,
    ) ?? sql`true`})`;
    if (!search) {
      const total = query.policeId ? sql`(select count(*) from ${permits} where ${and(...filters)})` : counted();
      return this.number(sql`select ${total}::int as total`);
    }
    if (!search.types.length) {
      return this.number(sql`select cardinality(array(${this.idsOf(search.others, filters)}))::int as total`);
    }
    const typeMatches = query.policeId ? sql`(select count(*) from ${permits} where ${and(inArray(permits.typeKey, search.types), ...filters)})` : counted(search.types);
    return this.number(sql`select (${typeMatches} + (select count(*) from ${permits} where ${permits.id} = any(array(${this.idsOf(search.others, filters)}))
      and ${notInArray(permits.typeKey, search.types)}))::int as total`);
  }

  /** Ids matching any of `alternatives` (distinct). */
  private idsOf(alternatives: SQL[], filters: SQL[]): SQL {
    return sql`select id from (${this.matchingRows(alternatives, filters)}) matched`;
  }

  /** The total `query` selects, with the list's version read in the same statement (one snapshot). */
  private async number(query: SQL): Promise<Counted> {
    const result = await this.db.execute(sql`select counted.total, ${listVersion('permits')} as version from (${query}) counted`);
    const [row] = (result as unknown as { rows: { total: number; version: string | null }[] }).rows;
    return { total: Number(row.total), version: row.version === null ? undefined : String(row.version) };
  }

  /** Requests with their studies, schedules and approvals. */
  private async withParts(views: PermitView[], db: Database = this.db): Promise<PermitDetail[]> {
    if (!views.length) return [];
    const ids = views.map((v) => v.id);
    // One after the other: inside a transaction they share one connection.
    const studies = await db.select().from(permitStudies).where(inArray(permitStudies.permitId, ids)).orderBy(asc(permitStudies.position));
    const schedules = await db.select().from(permitSchedules).where(inArray(permitSchedules.permitId, ids)).orderBy(asc(permitSchedules.position));
    const approvals = await db.select().from(permitApprovals).where(inArray(permitApprovals.permitId, ids)).orderBy(asc(permitApprovals.approvalDate), asc(permitApprovals.id));
    return views.map((view) => ({
      ...view,
      studies: studies.filter((s) => s.permitId === view.id).map(presentStudy),
      schedules: schedules.filter((s) => s.permitId === view.id).map(presentSchedule),
      approvals: approvals.filter((a) => a.permitId === view.id).map(presentApproval),
    }));
  }

  async find(id: number, db: Database = this.db): Promise<PermitDetail | null> {
    const found = await this.select(db).where(eq(permits.id, id));
    if (!found.length) return null;
    return (await this.withParts(found.map(this.view), db))[0];
  }

  /** The report (§7.5 `permits/report/pdf`): matching requests, newest first, with their parts. */
  async report(query: PermitReportQuery): Promise<{ rows: PermitDetail[]; total: number }> {
    const [found, total] = await Promise.all([
      this.select(this.db).where(reportFilter(query)).orderBy(desc(permits.createdAt), desc(permits.id)).limit(REPORT_LIMIT),
      this.reportCount(query),
    ]);
    return { rows: await this.withParts(found.map(this.view)), total };
  }

  /** How many requests the report of these filters lists (the figure its verification page shows). */
  async reportCount(query: PermitReportQuery): Promise<number> {
    const [{ n }] = await this.db.select({ n: sql<number>`count(*)::int` }).from(permits).where(reportFilter(query));
    return n;
  }

  /** The request `id`, locked; it must exist (404) and still be pending (409 'Estado no válido'). */
  private async lockPending(tx: Database, id: number, reason: string, expectedVersion?: number): Promise<PermitRow> {
    const [row] = await tx.select().from(permits).where(eq(permits.id, id)).for('update');
    if (!row) throw notFound(A.notFound);
    if (row.status !== 'pending') throw new ApiError(409, A.invalidStatus, [reason]);
    // The row is locked: comparing its version here is as exact as a conditional update.
    assertVersion(row, expectedVersion);
    return row;
  }

  private async lockOfficer(tx: Database, id: number) {
    const [row] = await tx.select({ id: officers.id }).from(officers).where(eq(officers.id, id)).for('share');
    if (!row) throw notFound(A.officerNotFound);
  }

  private async writeParts(tx: Database, permitId: number, input: PermitInput) {
    const study = input.typeKey === STUDY_TYPE_KEY;
    const studies = study ? input.studies ?? [] : [];
    const schedules = study ? input.schedules ?? [] : [];
    if (studies.length) {
      await tx.insert(permitStudies).values(studies.map((s, position) => ({
        permitId, position, institution: s.institution, career: s.career, lastLevelApproved: s.lastLevelApproved ?? null, lastLevelAverage: s.lastLevelAverage ?? null, studyType: s.studyType ?? null,
      })));
    }
    if (schedules.length) {
      await tx.insert(permitSchedules).values(schedules.map((s, position) => ({ permitId, position, dayOfWeek: s.dayOfWeek, timeFrom: s.timeFrom, timeTo: s.timeTo, scheduleType: s.scheduleType })));
    }
  }

  private values(input: PermitInput) {
    return {
      officerId: input.policeId,
      typeKey: input.typeKey,
      personalKey: input.personalKey,
      daysKey: input.daysKey,
      reasonKey: input.reasonKey,
      motive: input.motive,
      durationDays: input.durationDays,
      supportsDelivered: input.supportsDelivered ?? null,
      periodFrom: input.periodFrom,
      periodTo: input.periodTo,
    };
  }

  /** Creates a pending request with the next request number of the year. */
  async create(input: PermitInput, userId: number | null): Promise<PermitDetail> {
    return this.db.transaction(async (tx) => {
      await this.lockOfficer(tx, input.policeId);
      const year = new Date().getFullYear();
      const requestNumber = requestNumberOf(year, await nextNumber(tx, 'permits.requestNumber', year));
      const [row] = await tx.insert(permits).values({ ...this.values(input), requestNumber, createdBy: userId, updatedBy: userId }).returning({ id: permits.id });
      await this.writeParts(tx, row.id, input);
      return (await this.find(row.id, tx))!;
    });
  }

  /** Edits a pending request; its studies and schedules are replaced by the ones sent. */
  async update(id: number, input: PermitInput, userId: number | null, expectedVersion?: number): Promise<PermitDetail> {
    return this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingEdit, expectedVersion);
      await this.lockOfficer(tx, input.policeId);
      await tx.update(permits).set({ ...this.values(input), updatedBy: userId, updatedAt: new Date(), version: nextVersion(permits.version) }).where(eq(permits.id, id));
      await tx.delete(permitStudies).where(eq(permitStudies.permitId, id));
      await tx.delete(permitSchedules).where(eq(permitSchedules.permitId, id));
      await this.writeParts(tx, id, input);
      return (await this.find(id, tx))!;
    });
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockPending(tx, id, A.onlyPendingDelete);
      await tx.delete(permits).where(eq(permits.id, id));
    });
  }

  /** Approves or rejects a pending request and records the decision in its approval history. */
  async decide(id: number, status: Exclude<PermitStatus, 'pending'>, notes: string | null, approver: { id: number | null; name: string }): Promise<PermitDetail> {
    try {
      return await this.db.transaction(async (tx) => {
        await this.lockPending(tx, id, A.onlyPendingDecide);
        const now = new Date();
        await tx.insert(permitApprovals).values({ permitId: id, approverId: approver.id, approverName: approver.name, approvalLevel: APPROVAL_LEVEL, approvalStatus: status, comments: notes, approvalDate: now });
        await tx.update(permits).set({ status, statusNotes: notes, statusDate: now, updatedBy: approver.id, updatedAt: now, version: nextVersion(permits.version) }).where(eq(permits.id, id));
        return (await this.find(id, tx))!;
      });
    } catch (error) {
      if (uniqueViolationConstraint(error) === 'permit_approvals_one_per_level') throw new ApiError(409, A.invalidStatus, [A.onlyPendingDecide]);
      throw error;
    }
  }
}
