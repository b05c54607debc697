/**
 * Demo permits (issue 17): requests of the three types in every status over the last
 * year, for the oldest demo officers; study permits with their studies and schedules;
 * decided ones with their approval in the history. Request numbers come from the
 * counters table, as the API's.
 */
import { asc } from 'drizzle-orm';
import { APPROVAL_LEVEL } from '../../resources/permits/declaration';
import type { Database } from '../db/client';
import { officers } from '../db/officerSchema';
import { users } from '../db/schema';
import { nextNumber } from '../lib/counters';
import { generatePermit } from './generator';
import { requestNumberOf } from './repository';
import { permitApprovals, permits, permitSchedules, permitStudies } from './schema';

const DEMO_SEED = 17;
const DEMO_COUNT = 60;
const dayMs = 86_400_000;

export async function seedDemoPermits(db: Database): Promise<void> {
  const people = await db.select({ id: officers.id }).from(officers).orderBy(asc(officers.id)).limit(40);
  if (people.length < 10) return;
  const [approver] = await db.select({ id: users.id, fullname: users.fullname }).from(users).orderBy(asc(users.id)).limit(1);
  const now = Date.now();
  for (let i = 0; i < DEMO_COUNT; i++) {
    // Oldest first, so request numbers grow with the dates; the newest are still pending.
    const createdAt = new Date(now - (DEMO_COUNT - i) * 6 * dayMs);
    const generated = generatePermit(DEMO_SEED, i, createdAt, i < 9 ? (i % 3) + 1 : undefined);
    const status = i >= DEMO_COUNT - 12 ? 'pending' : i % 4 === 3 ? 'rejected' : i % 7 === 5 ? 'pending' : 'approved';
    const notes = status === 'approved' ? 'Aprobado por la jefatura inmediata' : status === 'rejected' ? 'No consignó los soportes requeridos' : null;
    const decidedAt = new Date(createdAt.getTime() + 2 * dayMs);
    const year = createdAt.getFullYear();
    const [row] = await db.insert(permits).values({
      ...generated.values,
      officerId: people[(i * 7) % people.length].id,
      requestNumber: requestNumberOf(year, await nextNumber(db, 'permits.requestNumber', year)),
      status,
      statusNotes: notes,
      statusDate: status === 'pending' ? null : decidedAt,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : decidedAt,
    }).returning({ id: permits.id });
    if (generated.studies.length) await db.insert(permitStudies).values(generated.studies.map((s, position) => ({ ...s, permitId: row.id, position })));
    if (generated.schedules.length) await db.insert(permitSchedules).values(generated.schedules.map((s, position) => ({ ...s, permitId: row.id, position })));
    if (status !== 'pending') {
      await db.insert(permitApprovals).values({ permitId: row.id, approverId: approver ? Number(approver.id) : null, approverName: approver ? String(approver.fullname) : 'Administrador del Sistema', approvalLevel: APPROVAL_LEVEL, approvalStatus: status, comments: notes, approvalDate: decidedAt });
    }
  }
}
