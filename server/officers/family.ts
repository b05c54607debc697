/**
 * Family search and children report (RRHH §2.2 search type 2, §7.1, §5.9): family
 * members of all officers, by age range in completed years (1 to 40), name, parentage
 * and gender, each with its officer.
 */
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { ageOn } from '../../resources/officers/validation';
import type { Database } from '../db/client';
import { officerFamilyMembers as family, officers } from '../db/officerSchema';
import { unaccentContains } from '../engine/repository';

/** Parentage key of a son or daughter (rrhh parentage list). */
export const CHILD_PARENTAGE = 3;

export interface FamilySearchQuery {
  minAge: number;
  maxAge: number;
  search?: string;
  parentage?: number;
  gender?: number;
  officerIdentification?: number;
}

function conditions(q: FamilySearchQuery): SQL | undefined {
  const list: SQL[] = [
    // Age in completed years between minAge and maxAge: born after today − (maxAge + 1) years and by today − minAge years.
    sql`${family.dateBirth} <= (current_date - make_interval(years => ${q.minAge}::int))::date`,
    sql`${family.dateBirth} > (current_date - make_interval(years => ${q.maxAge + 1}::int))::date`,
  ];
  const term = q.search?.trim();
  if (term) {
    const name = sql`(${family.firstName} || ' ' || coalesce(${family.secondName}, '') || ' ' || ${family.firstLastname} || ' ' || coalesce(${family.secondLastname}, ''))`;
    for (const word of term.split(/\s+/)) list.push(/^\d+$/.test(word) ? eq(family.identification, Number(word)) : unaccentContains(name, word));
  }
  if (q.parentage) list.push(eq(family.parentage, q.parentage));
  if (q.gender) list.push(eq(family.gender, q.gender));
  if (q.officerIdentification) list.push(eq(officers.identification, q.officerIdentification));
  return and(...list);
}

const columns = {
  id: family.id,
  identification: family.identification,
  firstName: family.firstName,
  secondName: family.secondName,
  firstLastname: family.firstLastname,
  secondLastname: family.secondLastname,
  gender: family.gender,
  dateBirth: family.dateBirth,
  parentage: family.parentage,
  civilState: family.civilState,
  isCivil: family.isCivil,
  bloodType: family.bloodType,
  profesionality: family.profesionality,
  phone: family.phone,
  officerId: officers.id,
  officerIdentification: officers.identification,
  officerFirstName: officers.firstName,
  officerFirstLastname: officers.firstLastname,
  officerCodeRrhh: officers.codeRrhh,
};

type JoinedRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null) };

function present(row: JoinedRow) {
  const { officerId, officerIdentification, officerFirstName, officerFirstLastname, officerCodeRrhh, ...member } = row;
  return {
    ...member,
    age: ageOn(member.dateBirth),
    officer: { id: officerId, identification: officerIdentification, firstName: officerFirstName, firstLastname: officerFirstLastname, codeRrhh: officerCodeRrhh },
  };
}

export type FamilySearchRow = ReturnType<typeof present>;

export async function familyPage(db: Database, q: FamilySearchQuery, page: number, pageSize: number): Promise<{ rows: FamilySearchRow[]; total: number }> {
  const where = conditions(q);
  const [rows, totals] = await Promise.all([
    db.select(columns).from(family).innerJoin(officers, eq(officers.id, family.officerId)).where(where).orderBy(desc(family.id)).limit(pageSize).offset((page - 1) * pageSize),
    // Every member has its officer (foreign key): the count joins only to filter by the officer's cédula.
    q.officerIdentification
      ? db.select({ total: count() }).from(family).innerJoin(officers, eq(officers.id, family.officerId)).where(where)
      : db.select({ total: count() }).from(family).where(where),
  ]);
  return { rows: rows.map(present), total: Number(totals[0]?.total ?? 0) };
}

/** All matches (at most `top`), newest first, a batch at a time. */
export async function* iterateFamily(db: Database, q: FamilySearchQuery, top: number, batchSize = 1000): AsyncGenerator<FamilySearchRow[]> {
  const where = conditions(q);
  let lastId: number | null = null;
  let left = top;
  while (left > 0) {
    const rows: JoinedRow[] = await db
      .select(columns)
      .from(family)
      .innerJoin(officers, eq(officers.id, family.officerId))
      .where(and(where, lastId === null ? undefined : lt(family.id, lastId)))
      .orderBy(desc(family.id))
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    lastId = rows[rows.length - 1].id;
    left -= rows.length;
    yield rows.map(present);
    if (rows.length < batchSize) return;
  }
}
