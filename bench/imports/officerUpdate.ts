/**
 * 'Actualizar existentes' of the officer record (issue 30) on PostgreSQL
 * (`npx tsx bench/imports/officerUpdate.ts`): BENCH_UPDATE_OFFICERS officers (5,000) with one
 * family member each are imported, then a file changes two cells of every officer, the
 * occupation of every member and adds a second member to each: its check and its import
 * are timed (the stored records of each batch of rows found in one query, the batch written
 * in a few statements; the import checks the file again).
 */
import ExcelJS from 'exceljs';
import { join } from 'node:path';
import { withOfficerImportApp } from './officerImportApp';

const OFFICERS = Number(process.env.BENCH_UPDATE_OFFICERS ?? 5_000);
const FIRST_CEDULA = 40_000_000;
const log = (line: string) => console.log(line);

type Sheet = { name: string; rows: (i: number) => unknown[][]; header: string[] };

async function writeWorkbook(path: string, sheets: Sheet[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false, useStyles: false });
  for (const { name, header, rows } of sheets) {
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(header).commit();
    for (let i = 0; i < OFFICERS; i++) for (const row of rows(i)) sheet.addRow(row).commit();
    sheet.commit();
  }
  await workbook.commit();
}

const created: Sheet[] = [
  {
    name: 'Funcionarios',
    header: ['Tipo de Personal', 'Cédula de identidad', 'Primer nombre', 'Primer apellido', 'Género', 'Correo electrónico', 'Estado civil', 'RIF', 'Fecha de nacimiento',
      'Estado de nacimiento', 'Municipio de nacimiento', 'Teléfono', 'Dirección', 'Estado', 'Municipio', 'Parroquia', 'Fecha de ingreso'],
    rows: (i) => [['Policiales', FIRST_CEDULA + i, 'María', 'González', 'Femenino', `f${FIRST_CEDULA + i}@policia.test`, 'Soltero(a)', `V-${FIRST_CEDULA + i}-1`, '14/02/1990',
      'Distrito Capital', 'Libertador', '04141234567', `Avenida Urdaneta, edificio ${i}`, 'Distrito Capital', 'Libertador', 'Altagracia', '01/03/2015']],
  },
  {
    name: 'Carga familiar',
    header: ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil'],
    rows: (i) => [[FIRST_CEDULA + i, 60_000_000 + i * 2, 'Ana', 'González', 'Femenino', '01/05/2010', 'Hijo(a)', 'Soltero(a)']],
  },
];

const updated: Sheet[] = [
  { name: 'Funcionarios', header: ['Cédula de identidad', 'Primer nombre', 'Teléfono'], rows: (i) => [[FIRST_CEDULA + i, 'Mariela', '04247654321']] },
  {
    name: 'Carga familiar',
    header: ['Cédula del funcionario', 'Cédula', 'Primer nombre', 'Primer apellido', 'Género', 'Fecha de nacimiento', 'Parentesco', 'Estado civil', 'Ocupación'],
    rows: (i) => [
      [FIRST_CEDULA + i, 60_000_000 + i * 2, null, null, null, null, null, null, 'Estudiante'],
      [FIRST_CEDULA + i, 60_000_001 + i * 2, 'Luis', 'González', 'Masculino', '02/05/2012', 'Hijo(a)', 'Soltero(a)', null],
    ],
  },
];

async function main() {
  await withOfficerImportApp(log, async ({ database, base, auth, dir, until, check }) => {
    const imported = async (sheets: Sheet[], mode: string) => {
      const path = join(dir, `${mode}.xlsx`);
      await writeWorkbook(path, sheets);
      const started = performance.now();
      const checked = await check(path, mode);
      if (checked.status !== 'checked') throw new Error(`check: ${JSON.stringify(checked).slice(0, 500)}`);
      const checkSeconds = (performance.now() - started) / 1000;
      const running = performance.now();
      await fetch(`${base}/api/rrhh/import/${checked.id}/run`, { method: 'POST', headers: auth });
      const done = await until(checked.id, 'running');
      if (done.status !== 'done') throw new Error(`run: ${JSON.stringify(done).slice(0, 500)}`);
      const runSeconds = (performance.now() - running) / 1000;
      log(`  ${mode}: ${checked.totalRows.toLocaleString('en-US')} rows checked in ${checkSeconds.toFixed(1)} s (${((checkSeconds * 1000) / checked.totalRows).toFixed(2)} ms/row), imported in ${runSeconds.toFixed(1)} s (${((runSeconds * 1000) / checked.totalRows).toFixed(2)} ms/row)`);
    };
    await imported(created, 'create');
    await imported(updated, 'update');
    const [counts] = await database.rawQuery(`select (select count(*) from officers where first_name = 'Mariela')::int as renamed, (select count(*) from officer_family_members where occupation = 'Estudiante')::int as changed, (select count(*) from officer_family_members)::int as family`);
    log(`  stored: ${String(counts.renamed)} officers renamed, ${String(counts.changed)} members changed, ${String(counts.family)} members in all`);
  });
}

await main();
