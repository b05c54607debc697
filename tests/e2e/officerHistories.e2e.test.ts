/**
 * The officer-level dialogs in Chromium (RRHH §2.2, §2.3, §2.5, §8) on the demo
 * movements, as the administrator. From the query screen's row menu: 'Antecedentes
 * (Egresos y Reingresos)' merged newest first with 'Historial de Reingresos' and
 * 'Historial de Egresos', 'Historial de Vacaciones', the permit, medical and disciplinary
 * histories (their modules have no server yet: the spec's error texts), the work time and
 * the assigned weapons and vehicles. From the detail's quick actions: work time, assigned
 * assets (none), Antecedentes, the empty and failed work-time and assets answers, and the
 * position picker before the certificate and the integral report ('Cargo #n',
 * 'Generar sin cargo'). Every expected row is read from the API first.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkTime } from '../../resources/officers/dialogs/recordsApi';
import { CONDITION } from '../../server/catalogues/rrhh';
import { apiSession, daysAgo, type ApiSession, type History, type Officer } from './support/apiSession';
import { ADMIN_PASSWORD, startE2e, type E2eServer } from './support/browser';

interface Reentry { id: number; dateIn: string; position: string | null; comment: string; status: number }
interface Egreso { id: number; dateOut: string; dateIn: string | null; position: string | null; comment: string; status: number; condition: number; police: { id: number } }
interface Vacation { id: number; dateIn: string; dateOut: string; comment: string; policeOfficer: { id: number } }
interface Assets { gun: { brand: string | null; model: string | null; serial: string | null }[]; vehicle: { brand: string | null; model: string | null; plate: string | null }[] }

const QUERY = '/home/human-resources/query';
const OUT = resolve('.tmp/e2e-officer-histories');
const STATUS: Record<number, string> = { 1: 'Pendiente', 2: 'Aprobado', 3: 'Rechazado' };

let e2e: E2eServer;
let api: ApiSession;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  e2e = await startE2e();
  api = await apiSession(e2e.baseUrl, 'admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await e2e?.close();
});

const fullName = (o: Officer) => [o.firstName, o.secondName, o.firstLastname, o.secondLastname].filter(Boolean).join(' ');
/** '2024-11-22' as the screens write it: '22/11/2024'. */
const dmy = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const conditionLabel = (key: number) => CONDITION.find((c) => c.key === key)!.value;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const span = (years: number, months: number, days: number) => `${count(years, 'año', 'años')}, ${count(months, 'mes', 'meses')}, ${count(days, 'día', 'días')}`;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Demo officers who left and came back (an approved egreso closed by an approved re-entry), lowest id first. */
async function returnedOfficers(): Promise<Officer[]> {
  const egresos = await api.get<Egreso[]>('rrhh/disincorporations?status=2&page=1&pageSize=100');
  const ids = [...new Set(egresos.filter((e) => e.dateIn).map((e) => e.police.id))].sort((a, b) => a - b);
  expect(ids.length, 'demo officers with a closed egreso').toBeGreaterThanOrEqual(3);
  return Promise.all(ids.map((id) => api.get<Officer>(`rrhh/${id}`)));
}

/** The cell texts of a table's body rows. */
function bodyRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => (cell as HTMLElement).innerText.trim())));
}

function headers(table: Locator): Promise<string[]> {
  return table.locator('thead th').evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).innerText.trim()));
}

/** An officer dialog by its title, once it names the officer ('Nombre … · V-…'). */
async function officerDialog(page: Page, officer: Officer, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByText(`${fullName(officer)} · V-${officer.identification}`, { exact: true }).waitFor();
  return dialog;
}

async function showInQuery(page: Page, officer: Officer) {
  await page.goto(`${QUERY}?identification=${officer.identification}`);
  await page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) }).waitFor();
}

async function rowMenu(page: Page, officer: Officer, entry: string) {
  await page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) }).getByRole('button', { name: /^Acciones de / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
}

async function closeDialog(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function quickAction(page: Page, label: string) {
  await page.getByRole('region', { name: 'Acciones Rápidas' }).getByRole('button', { name: label, exact: true }).click();
}

/** What 'Antecedentes' must list for these histories: both merged, the newest date first. */
function antecedentes(reentries: Reentry[], egresos: Egreso[]): string[][] {
  return [
    ...reentries.map((r) => ({ date: r.dateIn, cells: ['Reingreso', dmy(r.dateIn), r.position ?? 'N/A', 'N/A', r.comment, STATUS[r.status]] })),
    ...egresos.map((e) => ({ date: e.dateOut, cells: ['Egreso', dmy(e.dateOut), e.position ?? 'N/A', conditionLabel(e.condition), e.comment, STATUS[e.status]] })),
  ]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((entry) => entry.cells);
}

async function movementHistories(officer: Officer) {
  const reentries = (await api.get<History<Reentry>>(`rrhh/${officer.id}/reentries?page=1&pageSize=1000`)).data;
  const egresos = (await api.get<History<Egreso>>(`rrhh/${officer.id}/disincorporations?page=1&pageSize=1000`)).data;
  return { reentries, egresos };
}

async function expectAntecedentes(dialog: Locator, expected: string[][]) {
  const table = dialog.getByRole('table', { name: 'Antecedentes (Egresos y Reingresos)' });
  await expect.poll(() => bodyRows(table)).toEqual(expected);
  await expect(headers(table)).resolves.toEqual(['Tipo', 'Fecha', 'Cargo', 'Condición', 'Comentario', 'Estado']);
  await dialog.getByText(`${expected.length} registros`, { exact: true }).waitFor();
  // No pagination: every record at once.
  await expect(dialog.getByText(/^\d+ - \d+ de \d+$/).count()).resolves.toBe(0);
}

/** The work-time dialog shows the API's figures: period, total, days, vacation days and each period. */
async function expectWorkTime(dialog: Locator, work: WorkTime) {
  expect(work.calculationPeriod).not.toBeNull();
  await dialog.getByText(`Período de cálculo: ${dmy(work.calculationPeriod!.start)} al ${dmy(work.calculationPeriod!.end)}`, { exact: true }).waitFor();
  const figure = async (label: string) => squash(await dialog.getByText(label, { exact: true }).locator('..').innerText());
  await expect(figure('Tiempo total')).resolves.toBe(`Tiempo total ${span(work.totalWorkYears, work.totalWorkMonths, work.totalWorkDaysRemaining)}`);
  await expect(figure('Total de días')).resolves.toBe(`Total de días ${count(work.totalWorkTime, 'día', 'días')}`);
  await expect(figure('Días de vacaciones')).resolves.toBe(`Días de vacaciones ${count(work.vacationDays, 'día', 'días')}`);
  const periods = await dialog.getByRole('list', { name: 'Períodos de trabajo' }).getByRole('listitem').allInnerTexts();
  // Previous service that the total adds is listed after the periods (issue 20).
  const previous = work.previousWork;
  const previousLine = previous && previous.years + previous.months + previous.days > 0 ? [`Tiempo de trabajo previo ${span(previous.years, previous.months, previous.days)}`] : [];
  expect(periods.map(squash)).toEqual([
    ...work.workPeriods.map((p, i) => `Período ${i + 1}: ${dmy(p.start)} al ${dmy(p.end)} ${span(p.years ?? 0, p.months ?? 0, p.days ?? 0)}`),
    ...previousLine,
  ]);
}

/** The assets dialog lists the API's weapons and vehicles, or says there are none. */
async function expectAssets(dialog: Locator, assets: Assets) {
  const cells = (values: (string | null)[]) => values.map((v) => v || 'N/A');
  if (assets.gun.length === 0) await dialog.getByText('Sin armas asignadas', { exact: true }).waitFor();
  else await expect.poll(() => bodyRows(dialog.getByRole('table', { name: 'Armas' }))).toEqual(assets.gun.map((g) => cells([g.brand, g.model, g.serial])));
  if (assets.vehicle.length === 0) await dialog.getByText('Sin vehículos asignados', { exact: true }).waitFor();
  else await expect.poll(() => bodyRows(dialog.getByRole('table', { name: 'Vehículos' }))).toEqual(assets.vehicle.map((v) => cells([v.brand, v.model, v.plate])));
}

describe('officer dialogs', () => {
  it('row menu: Antecedentes merges re-entries and egresos newest first, and opens both histories', async () => {
    const [officer] = await returnedOfficers();
    // A pending egreso from yesterday puts an egreso on each side of the re-entry.
    await api.send('POST', 'rrhh/adddisincorporation', { idPoliceOfficer: officer.id, dateOut: daysAgo(1), condition: 2, comment: 'Solicitud de jubilación en trámite' });
    const { reentries, egresos } = await movementHistories(officer);
    expect(reentries).toHaveLength(1);
    expect(egresos).toHaveLength(2);
    const expected = antecedentes(reentries, egresos);
    expect(expected.map((cells) => cells[0])).toEqual(['Egreso', 'Reingreso', 'Egreso']);
    expect(expected[0]).toEqual(['Egreso', dmy(daysAgo(1)), officer.positions[0].label, 'Jubilado', 'Solicitud de jubilación en trámite', 'Pendiente']);

    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    await showInQuery(page, officer);
    await rowMenu(page, officer, 'Antecedentes');
    const dialog = await officerDialog(page, officer, 'Antecedentes (Egresos y Reingresos)');
    await expectAntecedentes(dialog, expected);

    // 'Historial de Reingresos': Fecha, Cargo, Comentario, paged on the server.
    await dialog.getByRole('button', { name: 'Historial de Reingresos' }).click();
    const reentryHistory = await officerDialog(page, officer, 'Historial de Reingresos');
    const reentryTable = reentryHistory.getByRole('table', { name: 'Historial de Reingresos' });
    await expect.poll(() => bodyRows(reentryTable)).toEqual(reentries.map((r) => [dmy(r.dateIn), r.position ?? 'N/A', r.comment]));
    await expect(headers(reentryTable)).resolves.toEqual(['Fecha', 'Cargo', 'Comentario']);
    await reentryHistory.getByText('1 - 1 de 1', { exact: true }).waitFor();
    await closeDialog(reentryHistory);

    // 'Historial de Egresos': Fecha de salida, Comentario, Fecha reingreso (the re-entry that closed it).
    await dialog.getByRole('button', { name: 'Historial de Egresos' }).click();
    const egresoHistory = await officerDialog(page, officer, 'Historial de Egresos');
    const egresoTable = egresoHistory.getByRole('table', { name: 'Historial de Egresos' });
    const closed = egresos.find((e) => e.status === 2)!;
    expect(closed.dateIn).toBe(reentries[0].dateIn);
    await expect.poll(() => bodyRows(egresoTable)).toEqual([
      [dmy(daysAgo(1)), 'Solicitud de jubilación en trámite', 'N/A'],
      [dmy(closed.dateOut), closed.comment, dmy(closed.dateIn!)],
    ]);
    await expect(headers(egresoTable)).resolves.toEqual(['Fecha de salida', 'Comentario', 'Fecha reingreso']);
    await egresoHistory.getByText('1 - 2 de 2', { exact: true }).waitFor();
    await closeDialog(egresoHistory);
    await closeDialog(dialog);
    await context.close();
  });

  it('row menu: the vacation, permit, medical and disciplinary histories', async () => {
    // The first demo officer with at least two vacations (module 1).
    const vacations = await api.get<Vacation[]>('rrhh/vacations?typeVacationAndRest=1&page=1&pageSize=100');
    const perOfficer = new Map<number, number>();
    for (const v of vacations) perOfficer.set(v.policeOfficer.id, (perOfficer.get(v.policeOfficer.id) ?? 0) + 1);
    const officerId = [...perOfficer].find(([, n]) => n >= 2)?.[0];
    expect(officerId, 'a demo officer with two vacations').toBeDefined();
    const officer = await api.get<Officer>(`rrhh/${officerId}`);
    const history = await api.get<History<Vacation>>(`rrhh/${officer.id}/vacations?page=1&pageSize=10`);
    const total = history.meta.total_elements;
    expect(total).toBeGreaterThanOrEqual(2);

    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    await showInQuery(page, officer);
    await rowMenu(page, officer, 'Historial de vacaciones');
    const dialog = await officerDialog(page, officer, 'Historial de Vacaciones');
    const table = dialog.getByRole('table', { name: 'Historial de Vacaciones' });
    await expect.poll(() => bodyRows(table)).toEqual(history.data.map((v) => [dmy(v.dateIn), dmy(v.dateOut), v.comment]));
    await expect(headers(table)).resolves.toEqual(['Inicio', 'Fin', 'Motivo']);
    await dialog.getByText(`1 - ${total} de ${total}`, { exact: true }).waitFor();
    await closeDialog(dialog);

    // The permit and medical modules answer (issue 17): each dialog lists the officer's records, or says there are none.
    const permits = await api.get<unknown>(`permits?policeId=${officer.id}&page=1&pageSize=100`);
    const permitRows = Array.isArray(permits) ? permits.length : ((permits as { data?: unknown[] }).data ?? []).length;
    const medicalRows = (await api.get<unknown[]>(`medical/by-police/${officer.id}`)).length;
    for (const [entry, title, error, rows] of [
      ['Historial de permisos', 'Historial de Permisos', 'Error al cargar el histórico de permisos', permitRows],
      ['Historial médico', 'Historial Médico', 'Error al cargar el histórico médico', medicalRows],
    ] as const) {
      await rowMenu(page, officer, entry);
      const shown = await officerDialog(page, officer, title);
      if (rows) await expect.poll(() => shown.locator('tbody tr').count()).toBe(rows);
      else await shown.getByText('No existen registros').waitFor();
      await expect(shown.getByText(error, { exact: true }).count()).resolves.toBe(0);
      await closeDialog(shown);
    }
    // The disciplinary module answers (issue 16): the officer's cases from disciplinary/cases-by-officer.
    const cases = await api.get<{ numberOfCase: string }[]>(`disciplinary/cases-by-officer/${officer.id}`);
    await rowMenu(page, officer, 'Historial disciplinario');
    const disciplinary = await officerDialog(page, officer, 'Historial Disciplinario');
    if (cases.length) for (const c of cases) await disciplinary.getByText(c.numberOfCase, { exact: true }).waitFor();
    else await disciplinary.getByText('No existen registros').waitFor();
    await closeDialog(disciplinary);
    await context.close();
  });

  it('row menu: the work time in years, months and days, and the assigned weapons and vehicles', async () => {
    const officer = (await returnedOfficers())[2];
    const work = await api.get<WorkTime>(`rrhh/work-time/${officer.id}`);
    // Left and came back: two work periods.
    expect(work.workPeriods).toHaveLength(2);
    const gunHolderId = (await api.get<{ police: { id: number } }[]>('gunpark/officer-assignments?page=1&pageSize=1'))[0].police.id;
    const vehicleHolderId = (await api.get<{ police: { id: number } }[]>('vehicle-assignments?page=1&pageSize=1'))[0].police.id;
    const holders = await Promise.all([...new Set([gunHolderId, vehicleHolderId])].map(async (id) => ({ officer: await api.get<Officer>(`rrhh/${id}`), assets: await api.get<Assets>(`rrhh/assigned-assets/${id}`) })));
    expect(holders.some((h) => h.assets.gun.length > 0) && holders.some((h) => h.assets.vehicle.length > 0)).toBe(true);

    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    await showInQuery(page, officer);
    await rowMenu(page, officer, 'Tiempo de trabajo');
    const workDialog = await officerDialog(page, officer, 'Tiempo de Trabajo');
    await expectWorkTime(workDialog, work);
    await closeDialog(workDialog);

    for (const { officer: holder, assets } of holders) {
      await showInQuery(page, holder);
      await rowMenu(page, holder, 'Bienes asignados');
      const dialog = await officerDialog(page, holder, 'Bienes Asignados');
      await expectAssets(dialog, assets);
      await closeDialog(dialog);
    }
    await context.close();
  });

  it('detail quick actions: work time, no assets and Antecedentes; the empty and failed answers', async () => {
    const [, officer, other] = await returnedOfficers();
    const work = await api.get<WorkTime>(`rrhh/work-time/${officer.id}`);
    const assets = await api.get<Assets>(`rrhh/assigned-assets/${officer.id}`);
    expect(assets).toEqual({ gun: [], vehicle: [] });
    const { reentries, egresos } = await movementHistories(officer);
    const expected = antecedentes(reentries, egresos);
    expect(expected.map((cells) => cells[0])).toEqual(['Reingreso', 'Egreso']);

    const { page, context } = await e2e.newPage();
    await e2e.open(page, `/home/human-resources/details/${officer.id}`);
    await page.getByRole('heading', { name: 'Detalles del Funcionario', level: 1 }).waitFor();
    const actions = page.getByRole('region', { name: 'Acciones Rápidas' });
    for (const label of ['Calcular tiempo de trabajo', 'Bienes asignados', 'Antecedentes', 'Reporte Integral', 'Constancia de Trabajo']) {
      await actions.getByRole('button', { name: label, exact: true }).waitFor();
    }

    await quickAction(page, 'Calcular tiempo de trabajo');
    const workDialog = await officerDialog(page, officer, 'Tiempo de Trabajo');
    await expectWorkTime(workDialog, work);
    await closeDialog(workDialog);

    await quickAction(page, 'Bienes asignados');
    const assetsDialog = await officerDialog(page, officer, 'Bienes Asignados');
    await expectAssets(assetsDialog, assets);
    await closeDialog(assetsDialog);

    await quickAction(page, 'Antecedentes');
    const antecedentesDialog = await officerDialog(page, officer, 'Antecedentes (Egresos y Reingresos)');
    await expectAntecedentes(antecedentesDialog, expected);
    await closeDialog(antecedentesDialog);

    // Another officer's detail with an empty work time and a failing assets call.
    await page.route('**/api/rrhh/work-time/**', (route) => route.fulfill({ json: { statusCode: 200, data: { totalWorkYears: 0, totalWorkMonths: 0, totalWorkDaysRemaining: 0, totalWorkTime: 0, vacationDays: 0, calculationPeriod: null, workPeriods: [] } } }));
    await page.route('**/api/rrhh/assigned-assets/**', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Error interno del servidor.' } }));
    await page.goto(`/home/human-resources/details/${other.id}`);
    await quickAction(page, 'Calcular tiempo de trabajo');
    const emptyWork = await officerDialog(page, other, 'Tiempo de Trabajo');
    await emptyWork.getByText('Sin datos para mostrar', { exact: true }).waitFor();
    await expect(emptyWork.getByText('Tiempo total').count()).resolves.toBe(0);
    await closeDialog(emptyWork);
    await quickAction(page, 'Bienes asignados');
    const failedAssets = await officerDialog(page, other, 'Bienes Asignados');
    await failedAssets.getByRole('alert').getByText('Error al obtener bienes asignados', { exact: true }).waitFor();
    await closeDialog(failedAssets);
    await context.close();
  });

  it('position picker: \'Cargo #n\' for an officer with two positions, \'Generar sin cargo\' for one with none', async () => {
    // Demo officers who left (approved egreso, profile cleared) and have not asked to come back.
    const egresos = await api.get<Egreso[]>('rrhh/disincorporations?status=2&page=1&pageSize=100');
    const left = await Promise.all([...new Set(egresos.filter((e) => !e.dateIn).map((e) => e.police.id))].sort((a, b) => a - b).map((id) => api.get<Officer>(`rrhh/${id}`)));
    const [several, none] = left.filter((o) => o.condition !== 1 && o.positions.length === 0 && !o.haveReentryPending);
    expect(none, 'two demo officers who left').toBeDefined();
    // One of them comes back with two positions (an approved re-entry sets them).
    const reentry = await api.send<{ id: number }>('POST', 'rrhh/addreentry', {
      idPoliceOfficer: several.id,
      dateIn: daysAgo(1),
      comment: 'Reincorporación con dos cargos asignados',
      dependencies: [{ value: 2, label: 'Dirección de Recursos Humanos' }],
      subDependencies: [{ value: 203, label: 'División de Bienestar Social' }],
      positions: [{ value: 8, label: 'Analista' }, { value: 15, label: 'Chofer' }],
    });
    await api.send('PUT', `rrhh/reentry/${reentry.id}/status`, { status: 2 });
    expect((await api.get<Officer>(`rrhh/${several.id}`)).positions.map((p) => p.label)).toEqual(['Analista', 'Chofer']);

    const { page, context } = await e2e.newPage();
    await e2e.open(page, `/home/human-resources/details/${several.id}`);
    await quickAction(page, 'Constancia de Trabajo');
    const picker = page.getByRole('dialog', { name: 'Seleccionar Cargo' });
    await picker.getByText('Seleccione el cargo que aparecerá en el documento.').waitFor();
    const items = picker.getByRole('list', { name: 'Seleccionar Cargo' }).getByRole('button');
    await expect.poll(async () => (await items.allInnerTexts()).map(squash)).toEqual(['Cargo #1 Analista', 'Cargo #2 Chofer']);
    await expect(picker.getByRole('button', { name: 'Generar sin cargo' }).count()).resolves.toBe(0);
    const [certificate] = await Promise.all([page.waitForEvent('download'), items.filter({ hasText: 'Cargo #2' }).click()]);
    expect(certificate.suggestedFilename()).toBe(`constancia_${several.identification}.pdf`);
    await page.getByText('Constancia de trabajo descargada exitosamente', { exact: true }).waitFor();
    const path = join(OUT, certificate.suggestedFilename());
    await certificate.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    // The certificate names the chosen position only.
    const text = execFileSync('pdftotext', ['-layout', path, '-']).toString().replace(/\s+/g, ' ');
    expect(text).toContain('CHOFER');
    expect(text).not.toContain('ANALISTA');

    // The integral report asks too; 'Cancelar' produces nothing.
    let downloads = 0;
    page.on('download', () => downloads++);
    await quickAction(page, 'Reporte Integral');
    await picker.getByText('Cargo #1', { exact: true }).waitFor();
    await picker.getByRole('button', { name: 'Cancelar' }).click();
    await picker.waitFor({ state: 'hidden' });
    await expect(page.getByText('Generando documento...').count()).resolves.toBe(0);

    // No position at all: the picker says so and offers 'Generar sin cargo' (row menu).
    await showInQuery(page, none);
    await rowMenu(page, none, 'Constancia de Trabajo');
    await picker.getByText('Este funcionario no tiene cargos asignados.', { exact: true }).waitFor();
    await expect(picker.getByRole('list').count()).resolves.toBe(0);
    expect(downloads).toBe(0);
    const [bare] = await Promise.all([page.waitForEvent('download'), picker.getByRole('button', { name: 'Generar sin cargo' }).click()]);
    expect(bare.suggestedFilename()).toBe(`constancia_${none.identification}.pdf`);
    const barePath = join(OUT, bare.suggestedFilename());
    await bare.saveAs(barePath);
    expect(execFileSync('pdftotext', ['-layout', barePath, '-']).toString()).toContain(`V-${none.identification}`);
    await context.close();
  });
});
