/**
 * Accessibility beyond the administrator at 1366 px (issue 20): axe (WCAG 2.1 A and AA) on
 * the phone layout (390×844, touch) over the main screens, the open sidebar and the detail
 * dialogs a tap on a card opens, and at
 * 1366 px as two demo users with limited roles (mgonzalez, Recursos Humanos; dmedina,
 * Servicio Médico) on the screens their role reaches. Each block prints screen →
 * violations by impact and fails on any serious or critical one.
 * Then a record opens from its row: a click on a station row and Enter on the focused row
 * open 'Editar Estación'; a tap on a permit's card opens its detail, a tap on the card's own
 * button does not; a user who may not edit users gets rows that open nothing.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditScreens, blockingOf, chart, heading, printFindings, table, type AxeScreen, type Finding } from './support/axe';
import { startE2e, type E2eServer } from './support/browser';
import { animationsDone, trackQuiet } from './support/quiet';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A paged list is loaded once its pagination shows (tables and phone cards alike). */
const list = (page: Page) => page.locator('.MuiTablePagination-root').first();
const home = (page: Page) => page.getByText('Información del usuario');

/** Taps the first card of the list (on its first label, away from its buttons): its detail dialog opens. */
async function tapFirstCard(page: Page): Promise<'dialog'> {
  await page.locator('.MuiCard-root').first().locator('.MuiTypography-root').first().tap();
  await page.getByRole('dialog').waitFor();
  return 'dialog';
}

const PHONE_SCREENS: AxeScreen[] = [
  { name: 'Inicio', path: '/home', ready: home },
  { name: 'Consulta de funcionarios', path: '/home/human-resources/query', ready: (page) => page.getByText('Filtros de búsqueda') },
  { name: 'Vacaciones/Reposos/Comisiones', path: '/home/vac-com', ready: list },
  { name: 'Vacaciones/Reposos/Comisiones: detalle (tarjeta)', path: '/home/vac-com', ready: list, open: tapFirstCard },
  { name: 'Reingresos', path: '/home/re-entry', ready: list },
  { name: 'Egresos', path: '/home/disincorporations-rrhh', ready: list },
  { name: 'Permisos', path: '/home/permits', ready: list },
  { name: 'Permisos: detalle (tarjeta)', path: '/home/permits', ready: list, open: tapFirstCard },
  { name: 'Informes médicos', path: '/home/medical', ready: list },
  { name: 'Informes médicos: detalle (tarjeta)', path: '/home/medical', ready: list, open: tapFirstCard },
  { name: 'Disciplinario ICAP', path: '/home/icap', ready: list },
  { name: 'Disciplinario ICAP: detalle (tarjeta)', path: '/home/icap', ready: list, open: tapFirstCard },
  { name: 'Disciplinario OIDP', path: '/home/oidp', ready: list },
  { name: 'Estaciones', path: '/home/gunpark', ready: list },
  { name: 'Vehículos', path: '/home/transport', ready: list },
  { name: 'Usuarios', path: '/home/configuration/users', ready: list },
  { name: 'Auditoría', path: '/home/audits', ready: list },
  {
    name: 'Auditoría: detalle',
    path: '/home/audits',
    ready: list,
    open: async (page) => {
      await page.getByRole('button', { name: /Ver detalle/ }).first().tap();
      await page.getByRole('dialog').waitFor();
      return 'dialog';
    },
  },
  // Last: the sidebar stays open (react-admin keeps its state) and would cover the screens after it.
  {
    name: 'Menú lateral (abierto)',
    path: '/home',
    ready: home,
    open: async (page) => {
      await page.getByRole('button', { name: /menú/i }).first().click();
      await page.getByRole('menu').first().waitFor();
      return 'page';
    },
  },
];

/** Recursos Humanos (modules 1 and 4): the officer screens, the movements and the statistics. */
const HR_SCREENS: AxeScreen[] = [
  { name: 'Inicio', path: '/home', ready: home },
  { name: 'Consulta de funcionarios', path: '/home/human-resources/query', ready: heading(/Consulta/) },
  { name: 'Registro de funcionario (nuevo)', path: '/home/human-resources/register', ready: (page) => page.getByRole('tab').first() },
  { name: 'Detalle de funcionario', path: '/home/human-resources/details/3', ready: (page) => page.getByText(/Datos personales/i).first() },
  { name: 'Vacaciones/Reposos/Comisiones', path: '/home/vac-com', ready: table },
  { name: 'Reingresos', path: '/home/re-entry', ready: table },
  { name: 'Egresos', path: '/home/disincorporations-rrhh', ready: table },
  { name: 'Estadísticas generales', path: '/home/statistics', ready: chart },
];

/** Servicio Médico (module 11): the medical reports, one report's detail and their dashboard. */
const DOCTOR_SCREENS: AxeScreen[] = [
  { name: 'Inicio', path: '/home', ready: home },
  { name: 'Informes médicos', path: '/home/medical-reports', ready: table },
  {
    name: 'Informe médico (detalle)',
    path: '/home/medical-reports',
    ready: table,
    open: async (page) => {
      await page.getByRole('row').nth(1).getByRole('cell').first().click();
      await page.getByRole('dialog').waitFor();
      return 'dialog';
    },
  },
  { name: 'Tablero Informes médicos', path: '/home/medical/statistics', ready: chart },
  { name: 'Estadísticas generales', path: '/home/statistics', ready: chart },
];

let e2e: E2eServer;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl, locale: 'es-ES', ...PHONE });
  const page = await context.newPage();
  trackQuiet(page);
  return { context, page };
}

describe('accessibility (axe) on a phone and for limited roles', () => {
  const findings: { title: string; rows: Finding[] }[] = [];
  afterAll(() => {
    for (const { title, rows } of findings) printFindings(title, rows);
  });

  it('no main screen has a serious or critical violation on a phone (390×844)', { timeout: 600_000 }, async () => {
    const { page, context } = await phonePage();
    await e2e.open(page);
    const rows = await auditScreens(page, PHONE_SCREENS);
    findings.push({ title: 'axe (WCAG 2.1 A/AA), violated rules by impact, administrator on a phone (390×844)', rows });
    await context.close();
    expect(blockingOf(rows)).toEqual([]);
  });

  for (const [username, role, screens] of [['mgonzalez', 'Recursos Humanos', HR_SCREENS], ['dmedina', 'Servicio Médico', DOCTOR_SCREENS]] as const) {
    it(`no screen of ${username} (${role}) has a serious or critical violation at 1366 px`, { timeout: 600_000 }, async () => {
      const { page, context } = await e2e.newPage();
      await e2e.open(page, '/home', username);
      const rows = await auditScreens(page, screens);
      findings.push({ title: `axe (WCAG 2.1 A/AA), violated rules by impact, ${username} (${role}) at 1366 px`, rows });
      await context.close();
      expect(blockingOf(rows)).toEqual([]);
    });
  }
});

describe('a record opens from its row', () => {
  it('a click on a station row, or Enter on the focused row, opens Editar Estación', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/gunpark');
    const row = page.getByRole('row', { name: /Estación Policial/ }).first();
    await row.getByRole('cell').first().click();
    const dialog = page.getByRole('dialog', { name: 'Editar Estación' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await row.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the row it was opened from.
    await expect.poll(() => row.evaluate((el) => el === document.activeElement)).toBe(true);

    // The row's own button keeps its action: 'Armas de …' goes to the station's weapons.
    await row.getByRole('button', { name: /^Armas de/ }).click();
    await page.waitForURL('**/home/gunpark/stations/**');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('on a phone a tap on a permit card opens its detail; a tap on the card\'s delete button does not', async () => {
    const { page, context } = await phonePage();
    await e2e.open(page, '/home/permits');
    const card = page.locator('.MuiCard-root', { has: page.getByRole('button', { name: /^Eliminar la solicitud/ }) }).first();
    await card.getByText('Funcionario').tap();
    const detail = page.getByRole('dialog', { name: 'Detalles de Solicitud' });
    await detail.waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });

    await card.getByRole('button', { name: /^Eliminar la solicitud/ }).tap();
    await page.getByRole('dialog', { name: 'Eliminar Solicitud de Permiso' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await context.close();
  });

  it('rows open nothing for a user who may not edit them (amartinez, Configuración, not administrator)', async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page, '/home/configuration/users', 'amartinez');
    const row = page.getByRole('row', { name: /amartinez/ }).first();
    await row.waitFor();
    expect(await row.getAttribute('tabindex')).toBeNull();
    expect(await row.evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer');
    await row.getByRole('cell').first().click();
    // Whatever the click started is over (no request in flight, no transition running), then nothing is open.
    await trackQuiet(page).settle();
    await animationsDone(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
