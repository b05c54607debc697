/**
 * Officer movement histories under load (issue 4): 100,000 generated officers (the
 * officers suite's seeding) with ≈ 30,000 re-entries, 30,000 egresos and 150,000
 * vacations / rests / commissions in all three statuses (./seed.ts), then each officer
 * history call at 10 connections, every request for a random officer that has rows:
 * re-entries, egresos, the three vacation modules, the whole vacation list and the work
 * time. The raw side is the same statements (rebuilt here with the repositories' Drizzle
 * builders, the officer id bound per run), in the order the route runs them.
 * On PostgreSQL a call over its p95 target (or every call, with BENCH_EXPLAIN=1) gets
 * EXPLAIN (ANALYZE, BUFFERS) of its statements; BENCH_MOVEMENTS_ONLY=<text> measures only
 * the calls whose key contains it. The PDF timings of this suite are in ./pdfs.ts.
 */
import { and, desc, eq, Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MOVEMENT_APPROVED } from '../../resources/movements/status';
import { VACATION_HISTORY_TYPES } from '../../resources/vacations/declaration';
import { type DatabaseHandle } from '../../server/db/client';
import { disincorporations, reentries, vacations } from '../../server/db/movementSchema';
import { officers } from '../../server/db/officerSchema';
import { countAll, officerRefColumns } from '../../server/movements/common';
import { cpuSnapshot } from '../cpu';
import { HTTP_SHAPE_TEXT, httpLoad, inProcessLoad, RAW_CONCURRENT_SHAPE, RAW_SERIAL_SHAPE } from '../load';
import { AFTER_SEED, seedOfficers } from '../officers/scenario';
import { withBenchRun } from '../benchRun';
import type { Measured } from '../scenario';
import { inlineParams, type Statement } from '../statements';
import { insertMovements, type MovementSeedResult } from './seed';

export const HISTORY_P95_TARGET_MS = 25;
/** Officers drawn (deterministically) for each call; every request takes one at random. */
const POOL = 2_000;
const ID = sql.placeholder('id');

export interface HistoryCase extends Measured {
  key: string;
  label: string;
  /** Example path, with the first officer of the pool. */
  path: string;
  /** Rows of the table (or module) and the officers that have any. */
  rows: number;
  officers: number;
  rawKind: string;
  explain?: string;
}

export interface MovementBenchReport {
  kind: 'pglite' | 'postgres';
  label: string;
  description: string;
  officers: number;
  officerSeedMs: number;
  movements: MovementSeedResult;
  analyzeMs: number;
  cases: HistoryCase[];
}

/** A statement with the officer id left as a placeholder, and its binding. */
type Bound = (id: number) => Statement;
function bound(query: { toSQL: () => { sql: string; params: unknown[] } }): Bound {
  const { sql: text, params } = query.toSQL();
  return (id) => ({ sql: text, params: params.map((p) => (p instanceof Placeholder ? id : p)) });
}

interface CallPlan {
  key: string;
  label: string;
  path: (id: number) => string;
  /** Officer ids that have rows for this call, and the row / officer counts. */
  pool: string;
  counts: string;
  /** Run one group after the other; the statements of a group together (as the route does). */
  steps: Bound[][];
}

/** The statements behind each history call (server/movements/*.ts, server/routes/movements/*.ts). */
function callPlans(database: DatabaseHandle): CallPlan[] {
  const { db } = database;
  const exists = bound(db.select({ id: officers.id }).from(officers).where(eq(officers.id, ID)).limit(1));
  const plans: CallPlan[] = [];
  // Re-entries and egresos: OfficerMovementReads.history (page with the officer + count), after ensureOfficer.
  for (const [key, table, date] of [['reentries', reentries, reentries.dateIn], ['disincorporations', disincorporations, disincorporations.dateOut]] as const) {
    const where = and(eq(table.officerId, ID));
    const page = bound(db.select({ row: table, officer: officerRefColumns }).from(table).innerJoin(officers, eq(officers.id, table.officerId)).where(where).orderBy(desc(date), desc(table.id)).limit(10).offset(0));
    const total = bound(db.select({ total: countAll }).from(table).where(where));
    plans.push({
      key, label: `${key} history (page 1 of 10)`, path: (id) => `rrhh/${id}/${key}`, steps: [[exists], [page, total]],
      pool: `select officer_id as id from ${key} group by officer_id order by md5(officer_id::text) limit ${POOL}`,
      counts: `select count(*)::int as rows, count(distinct officer_id)::int as officers from ${key}`,
    });
  }
  // Vacations, commissions, rests: VacationRepository.history (officer + bestower joins) and allOf.
  const bestower = alias(officers, 'bestower');
  const vacationSelect = () => db
    .select({ row: vacations, officer: officerRefColumns, granting: { id: bestower.id, identification: bestower.identification, firstName: bestower.firstName, secondName: bestower.secondName, firstLastname: bestower.firstLastname, secondLastname: bestower.secondLastname, range: bestower.range, condition: bestower.condition } })
    .from(vacations).innerJoin(officers, eq(officers.id, vacations.officerId)).leftJoin(bestower, eq(bestower.id, vacations.bestowerId));
  for (const [type, module] of Object.entries(VACATION_HISTORY_TYPES)) {
    const where = and(eq(vacations.officerId, ID), eq(vacations.typeVacationAndRest, module));
    const page = bound(vacationSelect().where(where).orderBy(desc(vacations.dateIn), desc(vacations.id)).limit(10).offset(0));
    const total = bound(db.select({ total: countAll }).from(vacations).where(where));
    plans.push({
      key: type, label: `${type} history (module ${module}, page 1 of 10)`, path: (id) => `rrhh/${id}/${type}`, steps: [[exists], [page, total]],
      pool: `select officer_id as id from vacations where type_vacation_and_rest = ${module} group by officer_id order by md5(officer_id::text) limit ${POOL}`,
      counts: `select count(*)::int as rows, count(distinct officer_id)::int as officers from vacations where type_vacation_and_rest = ${module}`,
    });
  }
  const header = bound(db.select({ id: officers.id, identification: officers.identification, firstName: officers.firstName, secondName: officers.secondName, firstLastname: officers.firstLastname, secondLastname: officers.secondLastname }).from(officers).where(eq(officers.id, ID)));
  const all = bound(vacationSelect().where(and(eq(vacations.officerId, ID))).orderBy(desc(vacations.dateIn), desc(vacations.id)));
  plans.push({
    key: 'listvacationandrest', label: 'whole vacation list (all modules, no paging)', path: (id) => `rrhh/listvacationandrest/${id}`, steps: [[header], [all]],
    pool: `select officer_id as id from vacations group by officer_id order by md5(officer_id::text) limit ${POOL}`,
    counts: 'select count(*)::int as rows, count(distinct officer_id)::int as officers from vacations',
  });
  // Work time: MovementOfficers.serviceRecord (the officer, then its approved egresos and re-entries).
  const service = bound(db.select({ dateIn: officers.dateIn, years: officers.previousWorkYears, months: officers.previousWorkMonths, days: officers.previousWorkDays }).from(officers).where(eq(officers.id, ID)));
  const outs = bound(db.select({ date: disincorporations.dateOut }).from(disincorporations).where(and(eq(disincorporations.officerId, ID), eq(disincorporations.status, MOVEMENT_APPROVED))));
  const ins = bound(db.select({ date: reentries.dateIn }).from(reentries).where(and(eq(reentries.officerId, ID), eq(reentries.status, MOVEMENT_APPROVED))));
  plans.push({
    key: 'work-time', label: 'work time (approved egresos and re-entries)', path: (id) => `rrhh/work-time/${id}`, steps: [[service], [outs, ins]],
    pool: `select id from (select officer_id as id from disincorporations where status = ${MOVEMENT_APPROVED} union select officer_id from reentries where status = ${MOVEMENT_APPROVED}) s order by md5(id::text) limit ${POOL}`,
    counts: `select (select count(*)::int from disincorporations where status = ${MOVEMENT_APPROVED}) + (select count(*)::int from reentries where status = ${MOVEMENT_APPROVED}) as rows,
      (select count(*)::int from (select officer_id from disincorporations where status = ${MOVEMENT_APPROVED} union select officer_id from reentries where status = ${MOVEMENT_APPROVED}) s) as officers`,
  });
  return plans;
}

async function explain(database: DatabaseHandle, steps: Bound[][], id: number): Promise<string> {
  const parts: string[] = [];
  for (const statement of steps.flat().map((s) => s(id))) {
    const rows = await database.rawQuery(`EXPLAIN (ANALYZE, BUFFERS) ${inlineParams(statement)}`);
    parts.push(`    ${inlineParams(statement)}\n${rows.map((r) => `      ${String(r['QUERY PLAN'])}`).join('\n')}`);
  }
  return parts.join('\n\n');
}

export async function benchMovements(kind: 'pglite' | 'postgres', baseUrl: string | undefined, log: (line: string) => void): Promise<MovementBenchReport> {
  return withBenchRun(kind, baseUrl, 'movements', log, async ({ database, description, startApp }) => {
    const { seeded, seedMs } = await seedOfficers(database, log);
    log(`  seeded ${seeded.toLocaleString('en-US')} officers in ${(seedMs / 1000).toFixed(1)} s; movements …`);
    const movements = await insertMovements(database.db, log);
    const analyzeStarted = performance.now();
    await database.rawQuery(AFTER_SEED);
    const analyzeMs = performance.now() - analyzeStarted;
    log(`  seeded ${movements.reentries.toLocaleString('en-US')} re-entries, ${movements.disincorporations.toLocaleString('en-US')} egresos, ${movements.vacations.toLocaleString('en-US')} vacation rows in ${(movements.ms / 1000).toFixed(1)} s (+ ${AFTER_SEED} ${(analyzeMs / 1000).toFixed(1)} s)`);

    const { app, base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const cpuQuery = database.kind === 'postgres' ? database.rawQuery : null;
    const probe = () => cpuSnapshot(cpuQuery);
    const handle = database;

    const only = process.env.BENCH_MOVEMENTS_ONLY;
    const cases: HistoryCase[] = [];
    for (const plan of callPlans(database).filter((p) => !only || p.key.includes(only))) {
      const ids = (await database.rawQuery(plan.pool)).map((r) => Number(r.id));
      const [counts] = await database.rawQuery(plan.counts);
      if (ids.length === 0) throw new Error(`no officer has rows for ${plan.key}`);
      // The first officer's answer must be a 200 with rows (the measured calls are not empty).
      const check = await fetch(`${base}/api/${plan.path(ids[0])}`, { headers });
      const body = (await check.json()) as { data?: { data?: unknown[]; listVacationAndRest?: unknown[]; workPeriods?: unknown[] } };
      const found = body.data?.data ?? body.data?.listVacationAndRest ?? body.data?.workPeriods ?? [];
      if (check.status !== 200 || found.length === 0) throw new Error(`GET /api/${plan.path(ids[0])} answered ${check.status} with ${found.length} rows: ${JSON.stringify(body).slice(0, 300)}`);
      log(`  GET /api/${plan.path(ids[0]).replace(String(ids[0]), '{id}')} over ${ids.length.toLocaleString('en-US')} officers: ${HTTP_SHAPE_TEXT} …`);
      const http = await httpLoad(ids.map((id) => `${base}/api/${plan.path(id)}`), headers, probe);
      await app.flushAudit();
      let next = 0;
      const work = async () => {
        const id = ids[next++ % ids.length];
        for (const group of plan.steps) await Promise.all(group.map((statement) => { const s = statement(id); return handle.rawQuery(s.sql, s.params); }));
      };
      const measured: HistoryCase = {
        key: plan.key, label: plan.label, path: plan.path(ids[0]), rows: Number(counts.rows), officers: Number(counts.officers),
        rawKind: `${plan.steps.map((g) => g.length).join(' then ')} statements`,
        http,
        rawSerial: await inProcessLoad(work, RAW_SERIAL_SHAPE),
        rawConcurrent: await inProcessLoad(work, RAW_CONCURRENT_SHAPE),
      };
      if (database.kind === 'postgres' && (http.p95 > HISTORY_P95_TARGET_MS || process.env.BENCH_EXPLAIN === '1')) measured.explain = await explain(database, plan.steps, ids[0]);
      cases.push(measured);
    }
    return { kind, label: kind === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)', description, officers: seeded, officerSeedMs: seedMs, movements, analyzeMs, cases };
  });
}
