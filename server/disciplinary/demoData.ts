/**
 * Demo disciplinary cases (issue 16: a few hundred ICAP and OIDP cases over the demo
 * officers, with involved vehicles and guns), from a deterministic generator that also
 * feeds the benchmark at scale (200,000 cases over 100,000 officers). Numbers follow the
 * server's format, and the counters are moved past them so the next case created
 * through the API continues each year's sequence.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { counters, disciplinaryCaseGuns, disciplinaryCaseOfficers, disciplinaryCases, disciplinaryCaseVehicles, guns, officers, vehicles } from '../db/schema';
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from '../officers/generatorData';
import { Random, shiftDate } from '../officers/random';
import { bulkInsert } from '../officers/seedOfficers';

export const DEMO_CASES = 400;
const BATCH = 1000;
const SEED = 1616;

const OFFICES = [
  'Oficina de Control de Actuación Policial', 'Inspectoría General', 'Dirección de Investigaciones', 'Coordinación Policial Libertador', 'Coordinación Policial Sucre',
  'Coordinación Policial Baruta', 'Coordinación Policial Chacao', 'Coordinación Policial El Hatillo', 'Dirección de Patrullaje Vehicular', 'Dirección de Orden Público',
  'Brigada Motorizada', 'Unidad de Atención a la Víctima', 'Dirección de Tránsito',
];
const FAULTS = [
  'Abuso de autoridad', 'Inasistencia injustificada', 'Uso indebido del arma de reglamento', 'Trato irrespetuoso al ciudadano', 'Pérdida del arma de reglamento',
  'Daño al vehículo institucional', 'Abandono del servicio', 'Consumo de alcohol en servicio', 'Extorsión', 'Incumplimiento de órdenes', 'Uso excesivo de la fuerza',
  'Falsedad en actuaciones', 'Negligencia en la custodia de detenidos',
];
const DETECTIVES = ['Insp. Carlos Mendoza', 'Insp. Yelitza Rojas', 'Subinsp. Luis Guerrero', 'Comisario Ana Castillo', 'Insp. Jefe Rafael Salazar', 'Subinsp. María Blanco'];
const FIRST_NAMES = [...MALE_NAMES, ...FEMALE_NAMES];

/**
 * A victim's name (first name and two surnames of the officer generator's lists) from one
 * draw of [0, 1): one of ≈ 450,000 names, so a surname matches a few cases in a hundred.
 */
function victimName(draw: number): string {
  let n = Math.floor(draw * FIRST_NAMES.length * LAST_NAMES.length * LAST_NAMES.length);
  const second = LAST_NAMES[n % LAST_NAMES.length];
  n = Math.floor(n / LAST_NAMES.length);
  const first = LAST_NAMES[n % LAST_NAMES.length];
  return `${FIRST_NAMES[Math.floor(n / LAST_NAMES.length)]} ${first} ${second}`;
}
const PLACES = ['Av. Baralt, Caracas', 'Petare, sector La Bombilla', 'Catia, calle Colombia', 'Plaza Venezuela', 'Autopista Francisco Fajardo', 'El Valle, calle 5', 'La Candelaria'];
const SANCTIONS: Record<number, string> = { 1: 'Amonestación verbal', 2: 'Amonestación escrita', 3: 'Suspensión de 30 días sin goce de sueldo', 4: 'Destitución', 5: 'Sin sanción' };

export interface CaseOptions {
  cases: number;
  officerIds: number[];
  vehicleIds: number[];
  gunIds: number[];
  seed?: number;
  now?: Date;
}

type CaseRow = typeof disciplinaryCases.$inferInsert;

function caseRow(i: number, random: Random, now: Date, sequences: Map<string, number>) {
  const kind = random.chance(0.6) ? 1 : 2;
  const dateInit = shiftDate(now, 0, -random.int(0, 540));
  const year = Number(dateInit.slice(0, 4));
  const next = (name: string) => {
    const key = `${name}|${year}`;
    const n = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, n);
    return String(n).padStart(5, '0');
  };
  const status = kind === 1 ? random.weighted([[1, 3], [2, 3], [3, 2], [4, 1], [5, 2], [6, 1], [7, 1]] as const) : random.weighted([[1, 3], [2, 4], [3, 2], [4, 1], [5, 1]] as const);
  const closed = kind === 1 ? status === 5 || status === 6 : status === 3 || status === 4;
  const elapsed = Math.round((now.getTime() - Date.parse(`${dateInit}T00:00:00Z`)) / 86_400_000);
  const dateEnd = closed && elapsed > 2 ? shiftDate(new Date(`${dateInit}T00:00:00Z`), 0, random.int(1, Math.min(elapsed, 240))) : null;
  const sanctioned = closed && random.chance(0.6) ? random.int(1, 5) : null;
  const row: CaseRow = {
    typeRegister: 1, typeDisciplinary: kind, statusDisciplinary: status, dateInit, dateOfApperture: dateInit, dateEnd,
    numberOfCase: `${kind === 1 ? 'ICAP' : 'OIDP'}-${year}-${next(kind === 1 ? 'disciplinary.icap' : 'disciplinary.oidp')}`,
    office: random.pick(OFFICES), fault: random.pick(FAULTS), detective: random.pick(DETECTIVES), victim: random.chance(0.8) ? victimName(random.next()) : null,
    identificationOfVictim: random.chance(0.7) ? random.digits(8).replace(/^0/, '1') : null, locationOfProceedings: random.pick(PLACES),
    descriptionOfCase: `Caso ${i + 1}: denuncia recibida por ${random.pick(['oficio', 'denuncia ciudadana', 'reporte interno'])}`,
    modeOfNotice: random.int(1, 3), decision: closed ? random.weighted([[1, 3], [2, 1]] as const) : 3, dateOfCorrelative: year,
    sanction: sanctioned ? SANCTIONS[sanctioned] : null, typeOfSanction: sanctioned, sendToReTraining: sanctioned !== null && random.chance(0.2),
    isCouncil: closed || random.chance(0.15), isArchive: kind === 1 ? status === 6 : status === 4,
    // bulkInsert writes the columns of the first row: every row names the OIDP ones too.
    expedientNumber: null, dateKnowledgeFact: null, dateStartInvestigation: null, presumedFacts: null, dateNotificationOfficer: null, numeralArticle102: null,
    typeFaults: null, investigationStatus: null, investigationSpecify: null, dateLastDiligence: null,
  };
  if (kind === 2) {
    Object.assign(row, {
      expedientNumber: `EXP-${year}-${next('disciplinary.expedient')}`,
      dateKnowledgeFact: shiftDate(new Date(`${dateInit}T00:00:00Z`), 0, -random.int(1, 10)), dateStartInvestigation: dateInit,
      presumedFacts: `Presunta ${random.pick(FAULTS).toLowerCase()} en ${random.pick(PLACES)}`, dateNotificationOfficer: shiftDate(new Date(`${dateInit}T00:00:00Z`), 0, random.int(1, 5)),
      numeralArticle102: String(random.int(1, 12)), typeFaults: random.weighted([[1, 3], [2, 4], [3, 2]] as const), investigationStatus: closed ? random.int(2, 5) : 1,
      investigationSpecify: 'Entrevistas y revisión de actuaciones', dateLastDiligence: shiftDate(new Date(`${dateInit}T00:00:00Z`), 0, random.int(5, 30)),
    });
  }
  return row;
}

/** `count` case rows of the generator without involved records (the benchmark copies them at scale, bench/fanOut.ts). */
export function demoCaseRows(count: number, now = new Date(), seed = SEED): CaseRow[] {
  const sequences = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => caseRow(i, new Random(seed, i), now, sequences));
}

/** Inserts `cases` cases with their involved records, then moves the counters past their numbers. */
export async function insertDemoCases(db: Database, options: CaseOptions): Promise<void> {
  const now = options.now ?? new Date();
  const seed = options.seed ?? SEED;
  const sequences = new Map<string, number>();
  for (let from = 0; from < options.cases; from += BATCH) {
    const plans = Array.from({ length: Math.min(BATCH, options.cases - from) }, (_, k) => {
      const random = new Random(seed, from + k);
      const row = caseRow(from + k, random, now, sequences);
      return {
        row,
        officers: options.officerIds.length ? random.sample(options.officerIds, random.weighted([[1, 6], [2, 3], [3, 1]] as const)) : [],
        vehicles: options.vehicleIds.length && random.chance(0.15) ? [random.pick(options.vehicleIds)] : [],
        guns: options.gunIds.length && random.chance(0.2) ? [random.pick(options.gunIds)] : [],
      };
    });
    await bulkInsert(db, disciplinaryCases, plans.map((p) => p.row));
    const stored = await db.select({ id: disciplinaryCases.id, number: disciplinaryCases.numberOfCase }).from(disciplinaryCases).where(inArray(disciplinaryCases.numberOfCase, plans.map((p) => p.row.numberOfCase!)));
    const idOf = new Map(stored.map((r) => [r.number, Number(r.id)]));
    const links = (pick: (p: (typeof plans)[number]) => number[]) => plans.flatMap((p) => pick(p).map((id) => ({ caseId: idOf.get(p.row.numberOfCase!)!, id })));
    await bulkInsert(db, disciplinaryCaseOfficers, links((p) => p.officers).map((l) => ({ caseId: l.caseId, officerId: l.id })));
    await bulkInsert(db, disciplinaryCaseVehicles, links((p) => p.vehicles).map((l) => ({ caseId: l.caseId, vehicleId: l.id })));
    await bulkInsert(db, disciplinaryCaseGuns, links((p) => p.guns).map((l) => ({ caseId: l.caseId, gunId: l.id })));
  }
  for (const [key, value] of sequences) {
    const [name, period] = key.split('|');
    await db.insert(counters).values({ name, period: Number(period), value })
      .onConflictDoUpdate({ target: [counters.name, counters.period], set: { value: sql`greatest(${counters.value}, excluded.value)` } });
  }
}

/** The demo cases over the first demo officers and the demo vehicles and guns. */
export async function seedDemoCases(db: Database): Promise<void> {
  const ids = async (table: typeof officers | typeof vehicles | typeof guns, limit: number) => (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(limit)).map((r) => Number(r.id));
  await insertDemoCases(db, { cases: DEMO_CASES, officerIds: await ids(officers, 300), vehicleIds: await ids(vehicles, 200), gunIds: await ids(guns, 300) });
}
