/**
 * The Excel import of vacations (issue 30) on PostgreSQL: BENCH_IMPORT_ROWS rows (default
 * 10,000) for BENCH_IMPORT_OFFICERS generated officers (default 2,000), several
 * non-overlapping vacations each, checked (every row written by the repository in a
 * savepoint of a rolled-back transaction) and then imported (written and committed), both
 * through the HTTP routes. Prints the seconds and rows per second of each step.
 *
 *   npx tsx bench/movements/imports.ts
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { officers } from '../../server/db/officerSchema';
import { insertGeneratedOfficers } from '../../server/officers/seedOfficers';
import { seed } from '../../server/seed';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { choosePostgres } from '../database';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const OFFICERS = Number(process.env.BENCH_IMPORT_OFFICERS ?? 2_000);
const HEADERS = ['Módulo', 'Cédula del funcionario', 'Cédula del funcionario que otorga', 'Tipo de vacación', 'Fecha de inicio', 'Fecha fin', 'Motivo'];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2030-01-07T00:00:00Z');

const typed = (ms: number) => new Date(ms).toISOString().slice(0, 10).split('-').reverse().join('/');

async function vacationsWorkbook(identifications: number[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Vacaciones');
  sheet.addRow(HEADERS);
  for (let i = 0; i < ROWS; i++) {
    const officer = identifications[1 + (i % (identifications.length - 1))];
    // The officer's k-th vacation: 10 days every 20, so none overlaps another.
    const start = FIRST_DAY + Math.floor(i / (identifications.length - 1)) * 20 * DAY_MS;
    sheet.addRow(['Vacaciones', officer, identifications[0], 'Normales', typed(start), typed(start + 10 * DAY_MS), 'Vacaciones importadas del período']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Job { id: number; status: string; totalRows: number; errorRows: number; doneRows: number; message: string | null }

async function main() {
  const choice = await choosePostgres();
  if ('skip' in choice) {
    console.log(`skipped: ${choice.skip}`);
    return;
  }
  const log = (line: string) => console.log(line);
  await withBenchRun('postgres', choice.url, 'movement-imports', log, async ({ database, description, startApp }) => {
    log(`  ${description}`);
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    await insertGeneratedOfficers(database.db, OFFICERS);
    await database.rawQuery('ANALYZE');
    const active = await database.db.select({ identification: officers.identification }).from(officers).where(eq(officers.condition, 1));
    const identifications = active.map((o) => o.identification);
    log(`  ${OFFICERS.toLocaleString('en-US')} officers (${identifications.length.toLocaleString('en-US')} active); writing ${ROWS.toLocaleString('en-US')} rows …`);
    const file = await vacationsWorkbook(identifications);
    const { base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}` };

    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(file)]), 'vacaciones.xlsx');
    const checkStarted = performance.now();
    const checked = await fetch(`${base}/api/rrhh/vacations/import/check?mode=create`, { method: 'POST', headers, body });
    const job = ((await checked.json()) as { data: Job }).data;
    const checkMs = performance.now() - checkStarted;
    if (job.status !== 'checked') throw new Error(`check: ${JSON.stringify(job)}`);

    const runStarted = performance.now();
    await fetch(`${base}/api/rrhh/vacations/import/${job.id}/run`, { method: 'POST', headers });
    let state: Job = job;
    while (['checked', 'running'].includes(state.status)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = ((await (await fetch(`${base}/api/imports/${job.id}`, { headers })).json()) as { data: Job }).data;
    }
    const runMs = performance.now() - runStarted;
    if (state.status !== 'done') throw new Error(`run: ${JSON.stringify(state)}`);
    const [stored] = await database.rawQuery('select count(*)::int as n from vacations');
    const rate = (ms: number) => Math.round(ROWS / (ms / 1000)).toLocaleString('en-US');
    log(`  check ${(checkMs / 1000).toFixed(1)} s (${rate(checkMs)} rows/s), import ${(runMs / 1000).toFixed(1)} s (${rate(runMs)} rows/s), ${Number(stored.n).toLocaleString('en-US')} vacations stored`);
  });
}

await main();
