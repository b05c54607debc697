/**
 * Demo movements (issue 4): re-entries, egresos, vacations, rests and commissions in all
 * three statuses, written as coherent careers of the oldest demo officers (the lowest
 * ids): an approved egreso is processed (its lists saved, the profile cleared, the
 * condition set) and an approved re-entry restores the officer, as the API does. Dates
 * are relative to the day of the first start.
 */
import { asc, eq, isNotNull } from 'drizzle-orm';
import { isoDate } from '../../resources/officers/fields';
import type { Database } from '../db/client';
import { disincorporations, reentries, vacations } from '../db/movementSchema';
import { officers } from '../db/officerSchema';

const APPROVED = 2;
const REJECTED = 3;
const dayMs = 86_400_000;
const daysAgo = (days: number) => isoDate(new Date(Date.now() - days * dayMs));
const decided = (status: number, notes: string | null) => ({ status, statusNotes: notes, statusDate: new Date() });

const EGRESS_REASONS = ['Renuncia voluntaria por motivos personales', 'Jubilación por años de servicio cumplidos', 'Traslado a otro cuerpo policial por solicitud propia', 'Culminación del contrato de servicio'];
const REENTRY_REASONS = ['Reincorporación aprobada por la dirección general', 'Reingreso por necesidad del servicio en la dependencia', 'Reincorporación tras culminar estudios de especialización'];

export async function seedDemoMovements(db: Database): Promise<void> {
  const rows = await db
    .select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, firstLastname: officers.firstLastname, condition: officers.condition, dateIn: officers.dateIn, dependencies: officers.dependencies, subDependencies: officers.subDependencies, positions: officers.positions })
    .from(officers)
    .where(isNotNull(officers.dateIn))
    .orderBy(asc(officers.id))
    .limit(300);
  // Careers need an entry date well before the movements.
  const veteran = (r: (typeof rows)[number]) => r.dateIn! < daysAgo(6 * 365);
  const active = rows.filter((r) => r.condition === 1 && veteran(r));
  const inactive = rows.filter((r) => r.condition !== 1 && veteran(r));
  if (active.length < 30 || inactive.length < 4) return;
  const lists = (r: (typeof rows)[number]) => ({ dependencies: r.dependencies, subDependencies: r.subDependencies, positions: r.positions });

  // Left three years ago and came back two years ago: both approved, the officer active.
  for (const [i, officer] of active.slice(0, 3).entries()) {
    await db.insert(disincorporations).values({ officerId: officer.id, dateOut: daysAgo(3 * 365 + i * 20), dateIn: daysAgo(2 * 365), comment: EGRESS_REASONS[i], condition: 4, ...lists(officer), ...decided(APPROVED, 'Egreso procesado') });
    await db.insert(reentries).values({ officerId: officer.id, dateIn: daysAgo(2 * 365), comment: REENTRY_REASONS[i], ...lists(officer), ...decided(APPROVED, 'Documentación completa') });
  }
  // Officers who left: the approved egreso saved their lists and cleared the profile.
  for (const [i, officer] of inactive.slice(0, 4).entries()) {
    await db.insert(disincorporations).values({ officerId: officer.id, dateOut: daysAgo(200 + i * 30), comment: EGRESS_REASONS[i % EGRESS_REASONS.length], condition: officer.condition, ...lists(officer), ...decided(APPROVED, null) });
    await db.update(officers).set({ dependencies: [], subDependencies: [], positions: [] }).where(eq(officers.id, officer.id));
  }
  // Two of them ask to come back (pending), one was refused.
  for (const [i, officer] of inactive.slice(0, 2).entries()) {
    await db.insert(reentries).values({ officerId: officer.id, dateIn: daysAgo(5 + i), comment: REENTRY_REASONS[i], ...lists(officer) });
    await db.update(officers).set({ haveReentryPending: true }).where(eq(officers.id, officer.id));
  }
  await db.insert(reentries).values({ officerId: inactive[2].id, dateIn: daysAgo(40), comment: REENTRY_REASONS[2], ...lists(inactive[2]), ...decided(REJECTED, 'No cumple con los requisitos de reingreso') });
  // Egresos waiting for a decision, and refused ones (the officers stay active).
  for (const [i, officer] of active.slice(3, 6).entries()) {
    await db.insert(disincorporations).values({ officerId: officer.id, dateOut: daysAgo(3 + i), comment: EGRESS_REASONS[i], condition: [4, 2, 7][i], ...lists(officer) });
  }
  for (const [i, officer] of active.slice(6, 8).entries()) {
    await db.insert(disincorporations).values({ officerId: officer.id, dateOut: daysAgo(60 + i), comment: EGRESS_REASONS[i], condition: 4, ...lists(officer), ...decided(REJECTED, 'Solicitud retirada por el funcionario') });
  }

  // Vacations, rests and commissions granted by a chief, in all three statuses.
  const chief = active[8];
  const chiefPerson = { id: chief.id, name: `${chief.firstName} ${chief.firstLastname}`, identification: chief.identification };
  for (const [i, officer] of active.slice(9, 30).entries()) {
    const pastStart = daysAgo(300 - i * 5);
    await db.insert(vacations).values({ officerId: officer.id, bestowerId: chief.id, typeVacationAndRest: 1, idType: 1, dateIn: pastStart, dateOut: isoDate(new Date(Date.parse(pastStart) + 15 * dayMs)), motive: 'Disfrute del período vacacional anual', ...decided(APPROVED, null) });
    const nextStart = daysAgo(-(20 + i * 3));
    const status = i % 3 === 0 ? {} : i % 3 === 1 ? decided(APPROVED, 'Conforme') : decided(REJECTED, 'Coincide con operativo especial');
    await db.insert(vacations).values({ officerId: officer.id, bestowerId: chief.id, typeVacationAndRest: 1, idType: i % 4 === 3 ? 2 : 1, expiredVacationYear: i % 4 === 3 ? new Date().getFullYear() - 1 : null, dateIn: nextStart, dateOut: isoDate(new Date(Date.parse(nextStart) + 15 * dayMs)), motive: i % 4 === 3 ? 'Vacaciones vencidas del año anterior' : 'Vacaciones del período en curso', ...status });
    if (i % 2 === 0) {
      const restStart = daysAgo(90 - i);
      await db.insert(vacations).values({ officerId: officer.id, bestowerId: chief.id, typeVacationAndRest: 3, idType: 3, dateIn: restStart, dateOut: isoDate(new Date(Date.parse(restStart) + (3 + (i % 5)) * dayMs)), motive: 'Reposo médico indicado por el servicio de salud', ...(i % 4 === 0 ? decided(APPROVED, null) : {}) });
    }
    if (i % 5 === 0) {
      const comStart = daysAgo(i % 10 === 0 ? 30 : -10);
      await db.insert(vacations).values({
        officerId: officer.id, typeVacationAndRest: 2, dateIn: comStart, dateOut: isoDate(new Date(Date.parse(comStart) + 90 * dayMs)), motive: 'Apoyo al plan de seguridad ciudadana regional',
        numberOfRenew: 0, institution: ['Ministerio del Poder Popular para Relaciones Interiores'], personOfCom: chiefPerson,
        personOfApplication: { id: null, name: 'Director de la Policía Estadal', identification: null }, organization1: 'Policía del Estado Miranda',
        ...(i % 10 === 0 ? decided(APPROVED, null) : {}),
      });
    }
  }
}
