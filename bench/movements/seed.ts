/**
 * Movement rows for the generated officers, written in batches through the officer
 * seeding's `bulkInsert` (one JSON parameter per statement). Deterministic: officer id i
 * always draws the same careers (server/officers/random.ts, stream i). Dates end on the
 * generator's reference day and start after the officer's entry date.
 *
 * - Inactive officers (condition ≠ 1, ~10 %): the approved egreso that made them leave
 *   (their condition); 40 % then ask to come back (pending re-entry), 15 % were refused.
 * - Active officers with 2+ years of service: 22 % left and came back (approved egreso
 *   closed by an approved re-entry), half of those after a refused request; 1.5 % have an
 *   egreso pending and 2 % had one refused.
 * - Vacations, rests and commissions: 65 % of officers have 1 to 4, one after another
 *   in the last five years; 75 % approved, 10 % pending, 15 % rejected.
 * ≈ 30,000 re-entries, 30,000 egresos and 150,000 vacation rows for 100,000 officers.
 */
import { asc, gt } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { disincorporations, reentries, vacations } from '../../server/db/movementSchema';
import { officers, type OrganisationItem } from '../../server/db/officerSchema';
import { REFERENCE_DATE } from '../../server/officers/generator';
import { Random } from '../../server/officers/random';
import { bulkInsert } from '../../server/officers/seedOfficers';

const MOVEMENT_SEED = 404;
const OFFICER_PAGE = 10_000;
const BATCH = 5_000;
const DAY_MS = 86_400_000;
const END = Math.floor(REFERENCE_DATE.getTime() / DAY_MS);
const PENDING = 1;
const APPROVED = 2;
const REJECTED = 3;

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/** A timestamp on `day` at a working hour. */
const at = (day: number, random: Random) => new Date(day * DAY_MS + random.int(8 * 3600, 17 * 3600) * 1000);

const EGRESS_REASONS = ['Renuncia voluntaria por motivos personales', 'Jubilación por años de servicio cumplidos', 'Traslado a otro cuerpo policial por solicitud propia', 'Culminación del contrato de servicio', 'Destitución por decisión del consejo disciplinario'];
const REENTRY_REASONS = ['Reincorporación aprobada por la dirección general', 'Reingreso por necesidad del servicio en la dependencia', 'Reincorporación tras culminar estudios de especialización', 'Reingreso tras sentencia favorable del tribunal'];
const VACATION_MOTIVES = ['Disfrute del período vacacional anual', 'Vacaciones del período en curso', 'Vacaciones vencidas del año anterior'];
const REST_MOTIVES = ['Reposo médico indicado por el servicio de salud', 'Reposo por intervención quirúrgica', 'Reposo por lesión en servicio'];
const COMMISSION_MOTIVES = ['Apoyo al plan de seguridad ciudadana regional', 'Comisión ante el ministerio para el plan de formación', 'Apoyo a la policía municipal durante el operativo vacacional'];
const INSTITUTIONS = ['Ministerio del Poder Popular para Relaciones Interiores', 'Policía del Estado Miranda', 'Universidad Nacional Experimental de la Seguridad'];

export interface MovementSeedResult {
  reentries: number;
  disincorporations: number;
  vacations: number;
  /** Rows per status (1 pending, 2 approved, 3 rejected), all three tables together. */
  byStatus: Record<number, number>;
  ms: number;
}

interface OfficerCareer {
  id: number;
  identification: number;
  firstName: string;
  firstLastname: string;
  condition: number;
  dateIn: string | null;
  dependencies: OrganisationItem[];
  subDependencies: OrganisationItem[];
  positions: OrganisationItem[];
}

type ReentryInsert = Partial<typeof reentries.$inferInsert>;
type DisincorporationInsert = Partial<typeof disincorporations.$inferInsert>;
type VacationInsert = Partial<typeof vacations.$inferInsert>;

/** Status columns of a row created on `day` and decided (or not) a few days later. */
function statusOf(status: number, day: number, random: Random, notes: string | null) {
  const created = at(day - random.int(1, 20), random);
  const decided = status === PENDING ? null : at(Math.min(day + random.int(0, 10), END), random);
  return { status, statusNotes: status === PENDING ? null : notes, statusDate: decided, createdAt: created, updatedAt: decided ?? created };
}

/** One officer's egresos and re-entries. */
function careerOf(o: OfficerCareer, random: Random, out: { reentries: ReentryInsert[]; disincorporations: DisincorporationInsert[] }) {
  if (!o.dateIn) return;
  const start = dayOf(o.dateIn);
  const span = END - start;
  if (span < 60) return;
  const lists = { dependencies: o.dependencies, subDependencies: o.subDependencies, positions: o.positions };
  const egress = (dateOut: number, status: number, condition: number, dateIn: number | null): DisincorporationInsert => ({
    officerId: o.id, dateOut: isoDay(dateOut), dateIn: dateIn === null ? null : isoDay(dateIn), comment: random.pick(EGRESS_REASONS), condition, ...lists,
    ...statusOf(status, dateOut, random, status === REJECTED ? 'Solicitud retirada por el funcionario' : 'Egreso procesado'),
  });
  const reentry = (dateIn: number, status: number): ReentryInsert => ({
    officerId: o.id, dateIn: isoDay(dateIn), comment: random.pick(REENTRY_REASONS), ...lists,
    ...statusOf(status, dateIn, random, status === REJECTED ? 'No cumple con los requisitos de reingreso' : 'Documentación completa'),
  });
  if (o.condition !== 1) {
    const left = start + random.int(30, span - 20);
    out.disincorporations.push(egress(left, APPROVED, o.condition, null));
    if (random.chance(0.4)) out.reentries.push(reentry(Math.min(END, left + random.int(30, 720)), PENDING));
    else if (random.chance(0.25)) out.reentries.push(reentry(Math.min(END, left + random.int(30, 720)), REJECTED));
    return;
  }
  if (span > 730 && random.chance(0.22)) {
    const left = start + random.int(365, span - 200);
    const back = Math.min(END - 10, left + random.int(30, 400));
    out.disincorporations.push(egress(left, APPROVED, random.pick([2, 3, 4, 5, 7, 8]), back));
    if (random.chance(0.5)) out.reentries.push(reentry(left + Math.floor((back - left) / 2), REJECTED));
    out.reentries.push(reentry(back, APPROVED));
  }
  if (random.chance(0.015)) out.disincorporations.push(egress(END - random.int(0, 30), PENDING, random.pick([2, 4, 7]), null));
  else if (random.chance(0.02)) out.disincorporations.push(egress(END - random.int(31, Math.min(span, 900)), REJECTED, 4, null));
}

/** One officer's vacations, rests and commissions, one after another. */
function leaveOf(o: OfficerCareer, random: Random, chief: { id: number; name: string; identification: number }, out: VacationInsert[]) {
  if (!o.dateIn || !random.chance(0.65)) return;
  let cursor = Math.max(dayOf(o.dateIn) + 30, END - 5 * 365) + random.int(0, 200);
  for (let n = random.int(1, 4); n > 0 && cursor < END + 60; n--) {
    const module = random.weighted([[1, 60], [3, 30], [2, 10]] as const);
    const status = random.weighted([[APPROVED, 75], [PENDING, 10], [REJECTED, 15]] as const);
    const length = module === 1 ? random.int(15, 30) : module === 3 ? random.int(3, 15) : random.int(60, 180);
    const idType = module === 1 ? random.weighted([[1, 80], [2, 15], [5, 5]] as const) : module === 3 ? random.weighted([[3, 90], [4, 10]] as const) : null;
    const commission = module === 2;
    out.push({
      officerId: o.id,
      bestowerId: commission ? null : chief.id,
      typeVacationAndRest: module,
      idType,
      dateIn: isoDay(cursor),
      dateOut: isoDay(cursor + length),
      motive: random.pick(module === 1 ? VACATION_MOTIVES : module === 3 ? REST_MOTIVES : COMMISSION_MOTIVES),
      expiredVacationYear: idType === 2 && module === 1 ? new Date(cursor * DAY_MS).getUTCFullYear() - 1 : null,
      numberOfRenew: commission ? random.int(0, 2) : null,
      institution: commission ? [random.pick(INSTITUTIONS)] : [],
      personOfCom: commission ? chief : null,
      personOfApplication: commission ? { id: null, name: 'Director de la Policía Estadal', identification: null } : null,
      organization1: commission ? 'Policía del Estado Miranda' : null,
      organizationDevReason: null,
      ...statusOf(status, cursor, random, status === REJECTED ? 'Coincide con operativo especial' : 'Conforme'),
    });
    cursor += length + random.int(10, 400);
  }
}

/** Generates and inserts the movement rows of every officer in the database. */
export async function insertMovements(db: Database, log: (line: string) => void): Promise<MovementSeedResult> {
  const started = performance.now();
  const pending = { reentries: [] as ReentryInsert[], disincorporations: [] as DisincorporationInsert[], vacations: [] as VacationInsert[] };
  const result: MovementSeedResult = { reentries: 0, disincorporations: 0, vacations: 0, byStatus: { 1: 0, 2: 0, 3: 0 }, ms: 0 };
  const flush = async (all: boolean) => {
    for (const [name, table] of [['reentries', reentries], ['disincorporations', disincorporations], ['vacations', vacations]] as const) {
      const rows: { status?: number }[] = pending[name];
      while (rows.length >= BATCH || (all && rows.length > 0)) {
        const batch = rows.splice(0, BATCH);
        await bulkInsert(db, table, batch);
        result[name] += batch.length;
        for (const row of batch) result.byStatus[row.status ?? PENDING] += 1;
      }
    }
  };
  let lastId = 0;
  let seen = 0;
  for (;;) {
    const page: OfficerCareer[] = await db
      .select({ id: officers.id, condition: officers.condition, dateIn: officers.dateIn, dependencies: officers.dependencies, subDependencies: officers.subDependencies, positions: officers.positions, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname })
      .from(officers).where(gt(officers.id, lastId)).orderBy(asc(officers.id)).limit(OFFICER_PAGE);
    if (page.length === 0) break;
    // The first officer of each page grants the page's vacations and signs its commissions.
    const first = page[0];
    const chief = { id: first.id, name: `${first.firstName} ${first.firstLastname}`, identification: first.identification };
    for (const officer of page) {
      const random = new Random(MOVEMENT_SEED, officer.id);
      careerOf(officer, random, pending);
      leaveOf(officer, random, chief, pending.vacations);
    }
    lastId = page[page.length - 1].id;
    seen += page.length;
    await flush(false);
    log(`    … movements of ${seen.toLocaleString('en-US')} officers (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  await flush(true);
  result.ms = performance.now() - started;
  return result;
}
