/**
 * The officer record's Excel import at a force's size (issue 30), on PostgreSQL
 * (`npx tsx --expose-gc bench/imports/officerImport.ts`):
 * - a workbook of BENCH_IMPORT_OFFICERS officers (100,000) with two family members each,
 *   checked and imported, with the process's memory sampled all along (the file is read as
 *   a stream: memory must not grow with the rows);
 * - the officer query's list, at 10 connections, before and while the import runs (p95 ratio);
 * - a 10,000-row file with an error in every row: its check, which writes the error workbook.
 * Figures and ratios to the targets are printed; docs/performance.md keeps them.
 */
import ExcelJS from 'exceljs';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSnapshot } from '../cpu';
import { httpLoad } from '../load';
import { ms } from '../stats';
import { rowsOf } from '../../server/engine/import/importJobs';
import { writeErrorWorkbook } from '../../server/engine/import/importWorkbooks';
import { localStorage } from '../../server/lib/storage';
import { withOfficerImportApp } from './officerImportApp';

const OFFICERS = Number(process.env.BENCH_IMPORT_OFFICERS ?? 100_000);
const ERROR_ROWS = Number(process.env.BENCH_IMPORT_ERROR_ROWS ?? 10_000);
const FIRST_CEDULA = 40_000_000;
const TARGETS = { importSeconds: 120, errorWorkbookSeconds: 10, listRatio: 1.5 };

const OFFICER_HEADERS = [
  'Tipo de Personal', 'Cédula de identidad', 'Primer nombre', 'Primer apellido', 'Género', 'Correo electrónico', 'Estado civil', 'RIF',
  'Fecha de nacimiento', 'Estado de nacimiento', 'Municipio de nacimiento', 'Teléfono', 'Dirección', 'Estado', 'Municipio', 'Parroquia', 'Fecha de ingreso', 'Rango',
];
const FAMILY_HEADERS = ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil'];
const NAMES = ['María', 'José', 'Ana', 'Luis', 'Carmen', 'Pedro', 'Rosa', 'Jesús'];
const LASTNAMES = ['González', 'Rodríguez', 'Pérez', 'Hernández', 'García', 'Martínez'];

const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Writes the workbook as a stream: `errors` puts a bad e-mail in every officer row. */
async function writeWorkbook(path: string, officers: number, options: { family: boolean; errors: boolean }): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Funcionarios');
  sheet.addRow(OFFICER_HEADERS).commit();
  for (let i = 0; i < officers; i++) {
    const cedula = FIRST_CEDULA + i;
    sheet.addRow([
      'Policiales', cedula, NAMES[i % NAMES.length], LASTNAMES[i % LASTNAMES.length], i % 2 ? 'Masculino' : 'Femenino',
      options.errors ? `correo-${i}-sin-arroba` : `funcionario${cedula}@policia.test`, 'Soltero(a)', `V-${cedula}-1`,
      `${String(1 + (i % 28)).padStart(2, '0')}/0${1 + (i % 9)}/19${70 + (i % 30)}`, 'Distrito Capital', 'Libertador', '04141234567',
      `Avenida Urdaneta, edificio ${i}`, 'Distrito Capital', 'Libertador', 'Altagracia', '01/03/2015', 'Oficial',
    ]).commit();
  }
  sheet.commit();
  if (options.family) {
    const family = workbook.addWorksheet('Carga familiar');
    family.addRow(FAMILY_HEADERS).commit();
    for (let i = 0; i < officers; i++) {
      for (const n of [1, 2]) {
        family.addRow([FIRST_CEDULA + i, 60_000_000 + i * 2 + n, NAMES[(i + n) % NAMES.length], LASTNAMES[i % LASTNAMES.length], n === 1 ? 'Femenino' : 'Masculino', `0${n}/05/2010`, 'Hijo(a)', 'Soltero(a)']).commit();
      }
    }
    family.commit();
  }
  await workbook.commit();
}

/**
 * Memory while `work` runs: the resident peak sampled every 100 ms, and the live heap
 * (what remains after a forced full collection) every 5 s: garbage not yet collected
 * inflates the first, the second says whether the rows stay in memory.
 */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; start: number; liveStart: number; livePeak: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  const live = () => {
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  const liveStart = live();
  let livePeak = liveStart;
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 100);
  const liveTimer = setInterval(() => { livePeak = Math.max(livePeak, live()); }, 5_000);
  try {
    return { result: await work(), peak, start, liveStart, livePeak };
  } finally {
    clearInterval(timer);
    clearInterval(liveTimer);
  }
}

async function main() {
  await withOfficerImportApp(log, async ({ database, base, auth, dir, jobOf, check }) => {
    // Errors: every row refused, the error workbook written by the check.
    const errorsPath = join(dir, 'errores.xlsx');
    await writeWorkbook(errorsPath, ERROR_ROWS, { family: false, errors: true });
    const errorsStarted = performance.now();
    const refused = await check(errorsPath);
    const errorsSeconds = (performance.now() - errorsStarted) / 1000;
    log(`  ${ERROR_ROWS.toLocaleString('en-US')} rows, all with an error: the whole check (reading the file three times, every row's rules, the error workbook) ${errorsSeconds.toFixed(1)} s, ${refused.errorRows} rows with errors`);
    // The error workbook alone: the file's rows written again, each with its messages.
    const storage = localStorage(dir);
    writeFileSync(join(dir, 'errores-subido.xlsx'), readFileSync(errorsPath));
    const messages = new Map(Array.from({ length: ERROR_ROWS }, (_, i) => [i + 2, 'Correo electrónico: El correo electrónico no es válido'] as const));
    const writing = performance.now();
    await writeErrorWorkbook(storage, 'errores-escrito.xlsx', [{ name: 'Funcionarios', rows: rowsOf(storage, 'errores-subido.xlsx'), errorsByLine: messages }]);
    const writeSeconds = (performance.now() - writing) / 1000;
    log(`  error workbook of ${ERROR_ROWS.toLocaleString('en-US')} rows written in ${writeSeconds.toFixed(1)} s; target ≤ ${TARGETS.errorWorkbookSeconds} s: ratio ${(writeSeconds / TARGETS.errorWorkbookSeconds).toFixed(2)}`);

    const path = join(dir, 'funcionarios.xlsx');
    const written = performance.now();
    await writeWorkbook(path, OFFICERS, { family: true, errors: false });
    log(`  workbook: ${OFFICERS.toLocaleString('en-US')} officers + ${(OFFICERS * 2).toLocaleString('en-US')} family members, ${mb(readFileSync(path).length)}, written in ${ms(performance.now() - written)}`);

    const list = `${base}/api/rrhh/search?page=1&pageSize=10`;
    const probe = () => cpuSnapshot(database.rawQuery);
    const before = await httpLoad(list, { ...auth, accept: 'application/json' }, probe);
    log(`  officer query list before the import: p50 ${ms(before.p50)}, p95 ${ms(before.p95)}, errors ${before.errors}`);

    const started = performance.now();
    const checked = await sampled(() => check(path));
    const checkSeconds = (performance.now() - started) / 1000;
    if (checked.result.status !== 'checked') throw new Error(`check: ${JSON.stringify(checked.result).slice(0, 500)}`);
    log(`  check: ${checkSeconds.toFixed(1)} s for ${checked.result.totalRows.toLocaleString('en-US')} rows; resident ${mb(checked.start)} → peak ${mb(checked.peak)}; live heap ${mb(checked.liveStart)} → max ${mb(checked.livePeak)}`);

    const runStarted = performance.now();
    const ran = await sampled(async () => {
      const answer = await fetch(`${base}/api/rrhh/import/${checked.result.id}/run`, { method: 'POST', headers: auth });
      if (answer.status !== 202) throw new Error(`run: ${answer.status} ${await answer.text()}`);
      let runSeconds = 0;
      const ended = (async () => {
        for (;;) {
          const job = await jobOf(checked.result.id);
          if (job.status !== 'running') {
            runSeconds = (performance.now() - runStarted) / 1000;
            return job;
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();
      // The list measured while the import runs (the import lasts longer than the measure at this size).
      const [job, during] = await Promise.all([ended, httpLoad(list, { ...auth, accept: 'application/json' }, probe)]);
      return { job, during, runSeconds };
    });
    const { job, during, runSeconds } = ran.result;
    if (job.status !== 'done') throw new Error(`run: ${JSON.stringify(job).slice(0, 500)}`);
    log(`  import: ${runSeconds.toFixed(1)} s, ${job.doneRows.toLocaleString('en-US')} rows stored; resident ${mb(ran.start)} → peak ${mb(ran.peak)}; live heap ${mb(ran.liveStart)} → max ${mb(ran.livePeak)}`);
    const total = checkSeconds + runSeconds;
    log(`  check + import: ${total.toFixed(1)} s; target ≤ ${TARGETS.importSeconds} s: ratio ${(total / TARGETS.importSeconds).toFixed(2)}`);
    const ratio = during.p95 / before.p95;
    log(`  officer query list while importing: p50 ${ms(during.p50)}, p95 ${ms(during.p95)}, errors ${during.errors}; p95 ratio ${ratio.toFixed(2)} (target ≤ ${TARGETS.listRatio})`);
    const [counts] = await database.rawQuery(`select (select count(*) from officers)::int as officers, (select count(*) from officer_family_members)::int as family`);
    log(`  stored: ${String(counts.officers)} officers, ${String(counts.family)} family members`);
  });
}

await main();
