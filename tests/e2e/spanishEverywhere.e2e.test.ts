/**
 * Issue 20: in a browser whose language is English the app still types and shows dates as
 * dd/mm/aaaa and every text components draw by themselves (tooltips, aria labels,
 * pagination, pickers) is Spanish. A date typed with the keyboard is saved as the right ISO
 * date; then the main screens are scanned (text and the aria-label, title, placeholder and
 * alt attributes) for a list of English words, and every offender is listed with its screen.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSession, type Officer } from './support/apiSession';
import { DEMO_PASSWORD, startE2e, type E2eServer } from './support/browser';
import { dateField, shownDate, typeDate } from './support/dates';
import { trackQuiet } from './support/quiet';

let e2e: E2eServer;

beforeAll(async () => {
  e2e = await startE2e({ language: 'en-US' });
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * English words MUI, MUI X and react-admin render by themselves, matched as whole words
 * and case-sensitively (Spanish shares 'No', 'Total', 'Error'..., so those are left out).
 */
const ENGLISH_WORDS = [
  'Open', 'Clear', 'Close', 'No options', 'Loading', 'Rows per page', 'Go to', 'next page', 'previous page', 'Next page', 'Previous page',
  'Choose date', 'Choose time', 'Previous month', 'Next month', 'calendar view', 'year view', 'Search', 'Filter', 'Filters', 'Export', 'Delete', 'Cancel',
  'Save', 'Show', 'Edit', 'Create', 'Yes', 'Confirm', 'Refresh', 'Page', 'Sort', 'Sorted', 'Actions', 'Select all', 'Remove', 'Add', 'Back', 'Submit',
  'Required', 'Invalid Date', 'Invalid date', 'Toggle', 'Menu', 'Logout', 'Profile', 'Settings', 'Dashboard', 'Empty', 'Hide', 'Columns', 'Undo',
  'YYYY', 'mm/dd/yyyy', 'MM/DD/YYYY',
];
/** MUI pagination's English 'from–to of count'. */
const ENGLISH_RANGE = /\d+\s*[–-]\s*\d+ of (more than )?\d+/;

async function englishOn(page: Page, screen: string): Promise<string[]> {
  const found = await page.evaluate(({ words, range }) => {
    const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const word = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
    const rangeRe = new RegExp(range);
    const hits: string[] = [];
    const check = (where: string, text: string | null) => {
      if (!text) return;
      const match = text.match(word) ?? text.match(rangeRe);
      if (match) hits.push(`${where} '${match[0]}' in "${text.trim().slice(0, 80)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest('script, style, noscript')) continue;
      check('text', node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext], [aria-roledescription]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription']) check(`${el.tagName.toLowerCase()}[${attr}]`, el.getAttribute(attr));
    }
    return [...new Set(hits)];
  }, { words: ENGLISH_WORDS, range: ENGLISH_RANGE.source });
  return found.map((hit) => `${screen}: ${hit}`);
}

async function settle(page: Page) {
  await trackQuiet(page).settle().catch(() => undefined);
  await page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
}

/** Main screens and dashboards of every module, by route. */
const SCREENS: [name: string, path: string][] = [
  ['Inicio', '/home'],
  ['Consulta de funcionarios', '/home/human-resources/query'],
  ['Registro de funcionario', '/home/human-resources/register'],
  ['Búsqueda rápida', '/home/quick-search'],
  ['Reingresos', '/home/re-entry'],
  ['Egresos', '/home/disincorporations-rrhh'],
  ['Vacaciones', '/home/vac-com'],
  ['Parque de armas', '/home/gunpark'],
  ['Transporte', '/home/transport'],
  ['Usuarios', '/home/configuration/users'],
  ['Roles', '/home/configuration/roles'],
  ['Auditorías', '/home/audits'],
  ['Estudiantes', '/home/unes'],
  ['Permisos', '/home/permits'],
  ['Médico', '/home/medical-reports'],
  ['Disciplinario ICAP', '/home/disciplinary/icap'],
  ['Disciplinario OIDP', '/home/disciplinary/penal/cases'],
  ['Estadísticas', '/home/statistics'],
  ['Tablero de armas', '/home/gunpark/statistics'],
  ['Tablero de vehículos', '/home/vehicle/statistics'],
  ['Tablero médico', '/home/medical/statistics'],
  ['Tablero de permisos', '/home/permits/statistics'],
  ['Tablero disciplinario', '/home/disciplinary/statistics'],
  ['Noticias', '/home/website'],
  ['Evaluaciones', '/home/evaluation-board'],
];

describe('Spanish in an English browser', () => {
  it('types a vacation date as dd/mm/aaaa and saves it as the ISO date', async () => {
    const session = await apiSession(e2e.baseUrl, 'mgonzalez', DEMO_PASSWORD);
    const [officer, chief] = await session.get<Officer[]>('rrhh/search?page=3&pageSize=2&condition=1');
    const { page, context } = await e2e.newPage();
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    await e2e.open(page, '/home/vac-com');
    await page.getByRole('button', { name: 'Nueva Vacación' }).click();
    const dialog = page.getByRole('dialog');
    for (const [identification, label] of [[officer.identification, 'Cédula del funcionario'], [chief.identification, 'Funcionario que otorga']] as const) {
      await dialog.getByLabel(label).fill(String(identification));
      await dialog.getByRole('button', { name: 'Buscar' }).first().click();
      await dialog.getByText(`V-${identification}`).waitFor();
    }
    await dialog.getByRole('combobox', { name: 'Tipo de vacación', exact: true }).click();
    await page.getByRole('option', { name: 'Normales', exact: true }).click();
    const year = new Date().getFullYear() + 1;
    const start = dateField(dialog, 'Fecha de inicio');
    // An empty picker shows the Spanish placeholder.
    expect(await shownDate(start)).toBe('DD/MM/AAAA');
    await typeDate(start, `${year}-03-02`);
    await typeDate(dateField(dialog, 'Fecha fin'), `${year}-03-16`);
    expect(await shownDate(start)).toBe(`02/03/${year}`);
    expect(await shownDate(dateField(dialog, 'Fecha fin'))).toBe(`16/03/${year}`);

    // The calendar opens in Spanish: month names, day initials and its buttons.
    await dialog.getByRole('button', { name: /^Elige fecha/ }).first().click();
    const calendar = page.locator('.MuiPickerPopper-root');
    await calendar.getByText(`marzo ${year}`).waitFor();
    expect(await englishOn(page, 'Calendario')).toEqual([]);
    // Choosing the day closes the calendar and keeps the date.
    await calendar.getByRole('gridcell', { name: '2', exact: true }).click();
    await calendar.waitFor({ state: 'hidden' });
    expect(await shownDate(start)).toBe(`02/03/${year}`);

    await dialog.getByLabel('Motivo').fill('Vacaciones tecleadas en un navegador en inglés');
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/rrhh/addvacationorrest'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ dateIn: `${year}-03-02`, dateOut: `${year}-03-16` });
    await page.getByText('Registro creado exitosamente').waitFor();
    // The list shows it back as dd/mm/aaaa.
    await page.getByRole('row', { name: new RegExp(`V-${officer.identification}`) }).getByText(`02/03/${year}`).first().waitFor();
    await context.close();
  }, 180_000);

  it('draws no English word on the main screens (text and attributes)', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    // The scan itself finds an English tooltip (MUI's default 'Open' before the Spanish locale).
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<button id="probe" title="Open"></button>'));
    expect(await englishOn(page, 'Prueba')).toEqual([`Prueba: button[title] 'Open' in "Open"`]);
    const offenders: string[] = [];
    for (const [name, path] of SCREENS) {
      await page.goto(path);
      await settle(page);
      offenders.push(...(await englishOn(page, name)));
    }

    // Texts drawn only on demand: an open autocomplete, an open calendar, the user menu.
    await page.goto('/home/audits');
    await settle(page);
    await page.getByRole('combobox', { name: 'Usuario' }).click();
    // The list is open with its options (or its 'no options' text) once the users have arrived.
    await page.locator('.MuiAutocomplete-popper').waitFor();
    await trackQuiet(page).settle();
    await page.locator('.MuiAutocomplete-loading').waitFor({ state: 'detached' });
    offenders.push(...(await englishOn(page, 'Auditorías (autocompletar abierto)')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Elige fecha/ }).first().click();
    await page.getByRole('grid').first().waitFor();
    offenders.push(...(await englishOn(page, 'Auditorías (calendario abierto)')));
    await page.keyboard.press('Escape');
    await page.goto('/home/human-resources/register');
    await settle(page);
    await page.getByRole('button', { name: /^Elige fecha/ }).first().click();
    await page.getByRole('grid').first().waitFor();
    offenders.push(...(await englishOn(page, 'Registro de funcionario (calendario abierto)')));
    await context.close();

    expect(offenders, offenders.join('\n')).toEqual([]);
  }, 400_000);
});
