/**
 * What the movement screens read about an officer: whether it exists (histories), its
 * last approved egreso (added to the officer found by cédula) and the inputs of the
 * work-time calculation.
 */
import { and, desc, eq } from 'drizzle-orm';
import { MOVEMENT_APPROVED } from '../../resources/movements/status';
import type { Database } from '../db/client';
import { disincorporations, reentries } from '../db/movementSchema';
import { officers } from '../db/officerSchema';
import type { ServiceEvent } from './workTime';

export class MovementOfficers {
  constructor(private readonly db: Database) {}

  async exists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: officers.id }).from(officers).where(eq(officers.id, id)).limit(1);
    return rows.length > 0;
  }

  /** Who an officer is (the head of `rrhh/listvacationandrest/{id}`, §3.9). */
  async header(id: number) {
    const [row] = await this.db
      .select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname })
      .from(officers)
      .where(eq(officers.id, id));
    return row ?? null;
  }

  /**
   * What the officer's last approved egreso saved (the re-entry form starts from it);
   * part of the officer found by cédula (`rrhh/identification`), read by the movement forms.
   */
  async lastDisincorporation(officerId: number) {
    const [last] = await this.db
      .select({ id: disincorporations.id, dateOut: disincorporations.dateOut, condition: disincorporations.condition, dependencies: disincorporations.dependencies, subDependencies: disincorporations.subDependencies, positions: disincorporations.positions })
      .from(disincorporations)
      .where(and(eq(disincorporations.officerId, officerId), eq(disincorporations.status, MOVEMENT_APPROVED)))
      .orderBy(desc(disincorporations.dateOut), desc(disincorporations.id))
      .limit(1);
    return last ?? null;
  }

  /** Entry date, previous work and approved egresos / re-entries of an officer; null when it does not exist. */
  async serviceRecord(id: number) {
    const [officer] = await this.db
      .select({ dateIn: officers.dateIn, years: officers.previousWorkYears, months: officers.previousWorkMonths, days: officers.previousWorkDays })
      .from(officers)
      .where(eq(officers.id, id));
    if (!officer) return null;
    const [outs, ins] = await Promise.all([
      this.db.select({ date: disincorporations.dateOut }).from(disincorporations).where(and(eq(disincorporations.officerId, id), eq(disincorporations.status, MOVEMENT_APPROVED))),
      this.db.select({ date: reentries.dateIn }).from(reentries).where(and(eq(reentries.officerId, id), eq(reentries.status, MOVEMENT_APPROVED))),
    ]);
    const events: ServiceEvent[] = [...outs.map((r) => ({ kind: 'out' as const, date: r.date })), ...ins.map((r) => ({ kind: 'in' as const, date: r.date }))];
    return { dateIn: officer.dateIn, previousWork: { years: officer.years, months: officer.months, days: officer.days }, events };
  }
}
