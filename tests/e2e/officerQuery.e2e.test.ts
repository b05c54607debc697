/**
 * The personnel query screen in Chromium (RRHH §2.2, §4, §5.4, §8) as the administrator,
 * on the demo data: accent-free search and back from a detail to the same search, the
 * status actions and delete with their toasts, the Excel export and the extranet report
 * read back as XLSX, the family search, and the cards on a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officerBody } from '../api/officersFixture';
import { startE2e, type E2eServer } from './support/browser';
import { captureOpenedUrls, openedWorkbook } from './support/openedLinks';

interface Summary { id: number; identification: number; firstName: string; firstLastname: string; secondLastname: string | null; statusIn: number }
interface Listed { data: Summary[]; meta: { total_elements: number } }

let e2e: E2eServer;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const QUERY = '/home/human-resources/query';
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

async function api<T>(page: Page, url: string): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(url, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json()) as T };
}

async function openedSheet(page: Page): Promise<string[][]> {
  const sheet = (await openedWorkbook(page)).worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

async function rowMenu(page: Page, cedula: string) {
  await page.getByRole('row', { name: new RegExp(cedula) }).getByRole('button', { name: /^Acciones de / }).click();
  return page.getByRole('menu');
}

/** The total of the range text 'x - y de total' under the table. */
async function rangeTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ - \d+ de \d+$/).textContent();
  return Number(text!.split(' de ')[1]);
}

async function toast(page: Page, text: string) {
  const message = page.getByText(text, { exact: true });
  await message.waitFor();
  await message.waitFor({ state: 'hidden', timeout: 15_000 });
}

describe('personnel query screen', () => {
  it('finds an officer by a last name typed without accents and comes back from its detail to the same search', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    let target: Summary | undefined;
    for (let pageNumber = 1; !target && pageNumber <= 10; pageNumber++) {
      const { status, body } = await api<Listed>(page, `/api/rrhh/search?page=${pageNumber}&pageSize=100`);
      expect({ status, body: status === 200 ? 'ok' : body }).toEqual({ status: 200, body: 'ok' });
      target = body.data.find((o) => /[áéíóú]/.test(o.firstLastname));
    }
    expect(target, 'a demo officer with an accented last name').toBeDefined();
    const officer = target!;
    const typed = plain(officer.firstLastname).toLowerCase();
    expect(typed).not.toBe(officer.firstLastname.toLowerCase());
    const cedula = `V-${officer.identification}`;

    await page.goto(QUERY);
    await page.getByRole('heading', { level: 1, name: 'Consulta de Recursos Humanos' }).waitFor();
    await page.getByRole('textbox', { name: 'Apellidos' }).fill(typed);
    await page.getByRole('textbox', { name: 'Nombres' }).fill(plain(officer.firstName).toUpperCase());
    // The typed text reaches the URL (and the search) once it settles (500 ms).
    await page.waitForURL((url) => url.searchParams.get('lastnames') === typed && url.searchParams.has('names'));
    await expect.poll(() => rangeTotal(page)).toBeLessThan(10);
    const row = page.getByRole('row', { name: new RegExp(cedula) });
    await row.waitFor();
    expect(await row.textContent()).toContain(officer.firstLastname);

    await row.getByText(cedula).click();
    await page.waitForURL(`**/home/human-resources/details/${officer.id}`);
    await page.goBack();
    await page.waitForURL(/\/home\/human-resources\/query\?/);
    await page.getByRole('row', { name: new RegExp(cedula) }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Apellidos' }).inputValue()).toBe(typed);
    await context.close();
  });

  it('rejects (type and motive), blocks and approves a pending officer, then deletes another', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    const { body } = await api<Listed>(page, '/api/rrhh/search?statusIn=1&pageSize=1');
    const [pending] = body.data;
    // The officer to delete is registered here: demo officers may hold weapon or vehicle
    // assignment histories, which keep an officer from being deleted.
    const doomed = await page.evaluate(async (officer) => {
      const res = await fetch('/api/rrhh', { method: 'POST', headers: { authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': 'application/json' }, body: JSON.stringify(officer) });
      return { id: ((await res.json()) as { data: { id: number } }).data.id, identification: officer.identification as number };
    }, officerBody());
    const cedula = `V-${pending.identification}`;

    await page.goto(`${QUERY}?identification=${pending.identification}`);
    const row = page.getByRole('row', { name: new RegExp(cedula) });
    await row.getByText('Pendiente').waitFor();
    let menu = await rowMenu(page, cedula);
    expect(await menu.getByRole('menuitem', { name: 'Aprobar' }).getAttribute('aria-disabled')).toBe('true');

    await menu.getByRole('menuitem', { name: 'Rechazar' }).click();
    const reject = page.getByRole('dialog', { name: 'Rechazar Funcionario' });
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await reject.getByText('Debe seleccionar un tipo de rechazo').waitFor();
    await reject.getByRole('combobox', { name: /Tipo de rechazo/ }).click();
    await page.getByRole('option', { name: 'Datos incompletos' }).click();
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await toast(page, 'Debe especificar un motivo para el rechazo');
    await reject.getByLabel('Motivo (opcional)').fill('Faltan los soportes académicos');
    await reject.getByRole('button', { name: 'Rechazar' }).click();
    await row.getByText('Rechazado').waitFor();
    await toast(page, 'Policía aprobado exitosamente');

    menu = await rowMenu(page, cedula);
    await menu.getByRole('menuitem', { name: 'Bloquear' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar acción' });
    await confirm.getByText(/¿Desea bloquear al funcionario/).waitFor();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await row.getByText('Bloqueado').waitFor();
    await toast(page, 'Policía bloqueado exitosamente');
    const blocked = await api<{ data: { statusIn: number; motive: string } }>(page, `/api/rrhh/${pending.id}`);
    expect(blocked.body.data).toMatchObject({ statusIn: 4, motive: 'Bloqueo' });

    menu = await rowMenu(page, cedula);
    expect(await menu.getByRole('menuitem', { name: 'Bloquear' }).getAttribute('aria-disabled')).toBe('true');
    await menu.getByRole('menuitem', { name: 'Aprobar' }).click();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await row.getByText('Aprobado').waitFor();
    await page.getByText('Policía aprobado exitosamente', { exact: true }).waitFor();
    expect((await api<{ data: { statusIn: number; motive: string } }>(page, `/api/rrhh/${pending.id}`)).body.data).toMatchObject({ statusIn: 2, motive: 'Aprobado' });

    const doomedCedula = `V-${doomed.identification}`;
    await page.getByRole('textbox', { name: 'Cédula' }).fill(String(doomed.identification));
    await page.getByRole('row', { name: new RegExp(doomedCedula) }).waitFor();
    await (await rowMenu(page, doomedCedula)).getByRole('menuitem', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar Funcionario' });
    await dialog.getByText(doomedCedula, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Policía eliminado exitosamente').waitFor();
    await page.getByText('No existen registros').waitFor();
    expect((await api(page, `/api/rrhh/${doomed.id}`)).status).toBe(404);
    await context.close();
  });

  it('exports the chosen number of rows to Excel and the extranet report, and reads both files', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, `${QUERY}?statusIn=2`);
    await page.getByText(/^1 - 10 de \d+$/).waitFor();
    const total = await rangeTotal(page);
    const firstCedula = (await page.getByRole('row').nth(1).getByRole('cell').nth(3).textContent())!;
    await captureOpenedUrls(page);

    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar a Excel' });
    const rows = dialog.getByRole('spinbutton', { name: 'Filas a exportar' });
    expect(await rows.inputValue()).toBe('10');
    await dialog.getByText(`Se encontraron ${total} registros`, { exact: false }).waitFor();
    await rows.fill('15');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    await page.getByText('Archivo Excel generado exitosamente').waitFor();
    const sheet = await openedSheet(page);
    expect(sheet[0].slice(0, 8)).toEqual(['Código del Funcionario', 'Código ACTUAL', 'Tipo de Personal', 'Cédula', 'Nombre', 'Apellido', 'Condición', 'Estado']);
    expect(sheet).toHaveLength(16);
    expect(sheet[1][3]).toBe(firstCedula);
    expect(sheet.slice(1).every((r) => r[7] === 'Aprobado')).toBe(true);

    await page.getByRole('combobox', { name: 'Tipo de búsqueda' }).click();
    await page.getByRole('option', { name: 'Reporte Extranet' }).click();
    await page.getByRole('combobox', { name: 'Género' }).click();
    await page.getByRole('option', { name: 'Femenino' }).click();
    await page.waitForURL(/gender=2/);
    await expect.poll(() => rangeTotal(page)).toBeLessThan(total);
    const women = await rangeTotal(page);
    expect(women).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Generar Reporte Extranet' }).click();
    await page.getByText('Reporte extranet generado').waitFor();
    const report = await openedSheet(page);
    expect(report[0]).toEqual(['Código del Funcionario', 'Código ACTUAL', 'Cédula', 'Nombres', 'Apellidos', 'Rango', 'Dependencias', 'Sub dependencias', 'Cargos', 'Correo electrónico', 'Teléfono', 'Estado', 'Condición']);
    expect(report).toHaveLength(women + 1);
    expect(report.slice(1).every((r) => r[11] === 'Aprobado' && /^V-\d+$/.test(r[2]) && r[9].includes('@'))).toBe(true);
    await context.close();
  });

  it('searches family members and says when there are none', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, `${QUERY}?type=2`);
    await page.getByRole('columnheader', { name: 'Cédula del Familiar' }).waitFor();
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Búsqueda de familiares completada').waitFor();
    await page.getByRole('textbox', { name: 'Nombre o cédula del familiar' }).fill('Zzyzxqw');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('No se encontraron familiares').waitFor();
    await page.getByText('No existen registros').waitFor();
    await context.close();
  });

  it('shows cards and folds the filters on a 390 px phone', async () => {
    const { page, context } = await e2e.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.open(page, QUERY);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Apellidos' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await page.getByRole('textbox', { name: 'Apellidos' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
