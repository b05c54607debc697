/**
 * Demo weapons park and transport (issue: stations, a few hundred guns and vehicles,
 * assignments to demo officers), from a deterministic generator that also feeds the
 * benchmark at scale (20,000 guns and 20,000 vehicles). Guns and vehicles with an active
 * assignment read 2 'En Uso', as the API keeps them; a gun has at most one active
 * assignment; earlier ones are finished. Rows go in batches through one JSON parameter.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gunAssignments, guns, officers, stations, vehicleAssignments, vehicles } from '../db/schema';
import { Random, shiftDate } from '../officers/random';
import { bulkInsert } from '../officers/seedOfficers';
import { COLORS, DESTINATIONS, GUN_MODELS, GUN_PURPOSES, STATIONS, VEHICLE_MODELS, VEHICLE_PURPOSES } from './assetDemoData';

export const DEMO_ASSETS = { stations: STATIONS.length, guns: 300, vehicles: 200 };
const BATCH = 1000;
const SEED = 2026;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export interface AssetOptions {
  stations: number;
  guns: number;
  vehicles: number;
  /** Officers the assignments go to. */
  officerIds: number[];
  seed?: number;
  now?: Date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function stationRow(i: number, random: Random) {
  const [name, address] = STATIONS[i] ?? [`Estación Policial Sector ${i + 1}`, `Sector ${i + 1}, Caracas`];
  const service = random.int(1, 12);
  return { name, code: `EST-${pad(i + 1, 3)}`, address: address || null, service, subService: service * 100 + 1, typeService: 1, defaultPark: i === 0, status: i < 11 || random.chance(0.9) };
}

/** Past assignments (finished) and, for some, a current one; dates relative to `now`. */
function assignmentPlan(random: Random, now: Date, activeShare: number, officers: number[], crew = 1) {
  const rows: { policeId: number; startDate: string; endDate: string | null; active: boolean; assignmentType: number; days: number }[] = [];
  if (officers.length === 0) return rows;
  let back = random.int(200, 420);
  for (let n = random.int(0, 2); n > 0 && back > 30; n--) {
    const length = random.int(3, Math.min(60, back - 15));
    rows.push({ policeId: random.pick(officers), startDate: shiftDate(now, 0, -back), endDate: shiftDate(now, 0, -back + length), active: false, assignmentType: random.weighted([[1, 5], [2, 2], [3, 2], [4, 1]]), days: back });
    back -= length + random.int(5, 60);
  }
  if (random.chance(activeShare)) {
    const start = shiftDate(now, 0, -random.int(0, Math.max(0, Math.min(back, 330))));
    for (const policeId of random.sample(officers, crew)) rows.push({ policeId, startDate: start, endDate: null, active: true, assignmentType: random.weighted([[1, 3], [2, 6], [3, 1]]), days: 0 });
  }
  return rows;
}

async function idsBy(db: Database, table: typeof guns | typeof vehicles, column: 'codeGun' | 'codeVehicle', codes: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, code: table[column] }).from(table).where(inArray(table[column], codes));
  return new Map(rows.map((r) => [String(r.code), Number(r.id)]));
}

async function insertGuns(db: Database, options: AssetOptions, stationIds: number[], now: Date) {
  const seed = options.seed ?? SEED;
  for (let from = 0; from < options.guns; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, options.guns - from) }, (_, k) => {
      const i = from + k;
      const random = new Random(seed, 1_000_000 + i);
      const [typeGun, , models] = random.weighted(GUN_MODELS.map((m) => [m, m[1]] as const));
      const [brand, model, caliber, subTypeGun] = random.pick(models);
      const plan = assignmentPlan(random, now, 0.4, options.officerIds);
      const broken = random.weighted([[0, 85], [3, 10], [4, 5]]);
      const active = plan.some((p) => p.active);
      const gun = {
        codeGun: `ARM-${pad(i + 1, 6)}`, typeGun, subTypeGun, brand, model, caliber: caliber || null,
        serial: `${brand.slice(0, 2).toUpperCase()}${pad(i + 1, 6)}${LETTERS[random.int(0, LETTERS.length - 1)]}`,
        codeOp: random.chance(0.5) ? `OP-${random.digits(4)}` : null,
        status: active ? 2 : broken || 1, operability: active || broken !== 4,
        service: random.int(1, 12), typeService: 1, station: random.chance(0.92) ? random.pick(stationIds) : null,
      };
      return { gun, plan };
    });
    await bulkInsert(db, guns, batch.map((b) => b.gun));
    const ids = await idsBy(db, guns, 'codeGun', batch.map((b) => b.gun.codeGun));
    await bulkInsert(db, gunAssignments, batch.flatMap((b) => b.plan.map((p, n) => ({
      gunId: ids.get(b.gun.codeGun)!, policeId: p.policeId, assignmentType: p.assignmentType, startDate: p.startDate, endDate: p.endDate, active: p.active,
      purpose: GUN_PURPOSES[(n + b.gun.typeGun) % GUN_PURPOSES.length], observations: p.active ? null : 'Devuelta en buen estado',
    }))));
  }
}

async function insertVehicles(db: Database, options: AssetOptions, stationIds: number[], now: Date) {
  const seed = options.seed ?? SEED;
  const year = now.getFullYear();
  for (let from = 0; from < options.vehicles; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, options.vehicles - from) }, (_, k) => {
      const i = from + k;
      const random = new Random(seed, 2_000_000 + i);
      const [typeVehicle, , models] = random.weighted(VEHICLE_MODELS.map((m) => [m, m[1]] as const));
      const [brand, model, type] = random.pick(models);
      const plan = assignmentPlan(random, now, 0.3, options.officerIds, typeVehicle === 3 ? 1 : random.int(1, 2));
      const broken = random.weighted([[0, 80], [3, 12], [4, 8]]);
      const active = plan.some((p) => p.active);
      const letters = () => `${LETTERS[random.int(0, 22)]}${LETTERS[random.int(0, 22)]}`;
      const vehicle = {
        codeVehicle: `VEH-${pad(i + 1, 6)}`, typeVehicle, type, brand, model, year: random.int(Math.max(1995, year - 25), year), color: random.pick(COLORS),
        plate: `${letters()}${pad(i % 1000, 3)}${letters()}${Math.floor(i / 1000)}`,
        serial: `8X${random.digits(4)}${pad(i + 1, 7)}${letters()}`, serialMotor: `M${random.digits(3)}${pad(i + 1, 7)}`,
        dateAssignment: shiftDate(now, 0, -random.int(30, 3000)), status: active ? 2 : broken || 1, operability: active || broken !== 4,
        inspected: random.chance(0.7), service: random.int(1, 12), typeService: 1, station: random.chance(0.9) ? random.pick(stationIds) : null,
        location: random.pick(DESTINATIONS),
      };
      return { vehicle, plan };
    });
    await bulkInsert(db, vehicles, batch.map((b) => b.vehicle));
    const ids = await idsBy(db, vehicles, 'codeVehicle', batch.map((b) => b.vehicle.codeVehicle));
    await bulkInsert(db, vehicleAssignments, batch.flatMap((b) => b.plan.map((p, n) => ({
      vehicleId: ids.get(b.vehicle.codeVehicle)!, policeId: p.policeId, assignmentType: p.assignmentType, startDate: p.startDate, endDate: p.endDate, active: p.active,
      purpose: VEHICLE_PURPOSES[(n + b.vehicle.typeVehicle) % VEHICLE_PURPOSES.length], destination: DESTINATIONS[n % DESTINATIONS.length],
    }))));
  }
}

/** Inserts stations, guns, vehicles and their assignments; returns the station ids. */
export async function insertDemoAssets(db: Database, options: AssetOptions): Promise<number[]> {
  const now = options.now ?? new Date();
  const random = new Random(options.seed ?? SEED, 0);
  const rows = Array.from({ length: options.stations }, (_, i) => stationRow(i, random));
  await bulkInsert(db, stations, rows);
  const stationIds = (await db.select({ id: stations.id }).from(stations).where(inArray(stations.code, rows.map((r) => r.code)))).map((r) => Number(r.id));
  await insertGuns(db, options, stationIds, now);
  await insertVehicles(db, options, stationIds, now);
  return stationIds;
}

/** The demo set of a first start: 12 stations, 300 guns, 200 vehicles, assigned to the demo officers. */
export async function seedDemoAssets(db: Database): Promise<void> {
  const officerIds = (await db.select({ id: officers.id }).from(officers).orderBy(asc(officers.id)).limit(500)).map((r) => Number(r.id));
  await insertDemoAssets(db, { ...DEMO_ASSETS, officerIds });
}
