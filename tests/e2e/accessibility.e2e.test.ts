/**
 * Accessibility in Chromium (issue 20): axe (WCAG 2.1 A and AA rules) on the login, the home,
 * the officer screens, every module list, the roles editor and every dashboard, as the
 * administrator at 1366 px. It prints screen → violations by impact and fails on any serious
 * or critical one. Then the keyboard alone drives four kinds of dialog: focus enters the
 * dialog, Escape closes it, focus returns to the button that opened it.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, auditScreens, blockingOf, chart, heading, printFindings, table, type AxeScreen, type Finding } from './support/axe';
import { startE2e, type E2eServer } from './support/browser';

const SCREENS: AxeScreen[] = [
  { name: 'Inicio', path: '/home', ready: (page) => page.getByText('Información del usuario') },
  { name: 'Consulta de funcionarios', path: '/home/human-resources/query', ready: heading(/Consulta/) },
  { name: 'Registro de funcionario (nuevo)', path: '/home/human-resources/register', ready: (page) => page.getByRole('tab').first() },
  { name: 'Detalle de funcionario', path: '/home/human-resources/details/3', ready: (page) => page.getByText(/Datos personales/i).first() },
  { name: 'Usuarios', path: '/home/configuration/users', ready: table },
  { name: 'Roles', path: '/home/configuration/roles', ready: table },
  { name: 'Recursos', path: '/home/configuration/resources', ready: table },
  { name: 'Recursos: nuevo recurso', path: '/home/configuration/resources/new', ready: (page) => page.getByRole('button', { name: 'Agregar campo' }) },
  {
    name: 'Roles: editor de permisos',
    path: '/home/configuration/roles',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: 'Nuevo Rol' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').first().waitFor();
      return 'dialog';
    },
  },
  { name: 'Estaciones', path: '/home/gunpark', ready: table },
  {
    name: 'Armas de una estación',
    path: '/home/gunpark',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: /Armas de/ }).first().click();
      await page.waitForURL('**/gunpark/stations/**');
      await table(page).waitFor();
      return 'page';
    },
  },
  {
    name: 'Asignaciones de armas',
    path: '/home/gunpark',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: 'Asignaciones de Armas' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('table').waitFor();
      return 'dialog';
    },
  },
  { name: 'Vehículos', path: '/home/transport', ready: table },
  {
    name: 'Asignaciones de vehículos (historial)',
    path: '/home/transport/assignments',
    ready: heading('Asignaciones de Vehículos'),
    open: async (page) => {
      await page.getByRole('tab', { name: 'Historial' }).click();
      await table(page).waitFor();
      return 'page';
    },
  },
  { name: 'Vacaciones/Reposos/Comisiones', path: '/home/vac-com', ready: table },
  { name: 'Reingresos', path: '/home/re-entry', ready: table },
  { name: 'Egresos', path: '/home/disincorporations-rrhh', ready: table },
  { name: 'Auditoría', path: '/home/audits', ready: table },
  { name: 'Estudiantes (consulta)', path: '/home/unes/query', ready: table },
  { name: 'Evaluaciones', path: '/home/evaluation-board/evaluations', ready: table },
  { name: 'Noticias', path: '/home/website/news', ready: table },
  { name: 'Disciplinario ICAP', path: '/home/icap', ready: table },
  { name: 'Disciplinario OIDP', path: '/home/oidp', ready: table },
  { name: 'Permisos', path: '/home/permits', ready: table },
  { name: 'Informes médicos', path: '/home/medical', ready: table },
  { name: 'Estadísticas generales', path: '/home/statistics', ready: chart },
  { name: 'Tablero Parque de Armas', path: '/home/gunpark/statistics', ready: chart },
  { name: 'Tablero Transporte', path: '/home/vehicle/statistics', ready: chart },
  { name: 'Tablero Disciplinario', path: '/home/disciplinary/statistics', ready: chart },
  { name: 'Tablero Permisos', path: '/home/permits/statistics', ready: chart },
  { name: 'Tablero Informes médicos', path: '/home/medical/statistics', ready: chart },
  { name: 'Tablero Estudiantes', path: '/home/unes', ready: heading(/Estudiantes|UNES/) },
  { name: 'Tablero Evaluaciones', path: '/home/evaluation-board', ready: heading(/Evaluaci/) },
  { name: 'Tablero Noticias', path: '/home/website', ready: heading(/Noticias|Sitio/) },
];

describe('accessibility (axe) of every main screen', () => {
  let e2e: E2eServer;
  const findings: Finding[] = [];

  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    printFindings('axe (WCAG 2.1 A/AA), violated rules by impact, administrator at 1366 px', findings);
    await e2e?.close();
  });

  it('the login page has no serious or critical violation', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario').waitFor();
    const finding = await audit(page, 'Inicio de sesión');
    findings.push(finding);
    await context.close();
    expect(finding.blocking).toEqual([]);
  });

  it('no screen of the back office has a serious or critical violation', { timeout: 600_000 }, async () => {
    const { page, context } = await e2e.newPage();
    await e2e.open(page);
    findings.push(...(await auditScreens(page, SCREENS)));
    await context.close();
    expect(blockingOf(findings)).toEqual([]);
  });
});

describe('dialogs with the keyboard alone', () => {
  let e2e: E2eServer;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2e();
    ({ page } = await e2e.newPage());
    await e2e.open(page);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** Focuses the opener, presses Enter: focus is inside the dialog; Escape: the dialog is gone and focus is back on the opener. */
  async function driveDialog(opener: Locator, dialogName: string | RegExp) {
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  }

  it('a generated declared form dialog (Nuevo registro: Estudiante)', async () => {
    await page.goto('/home/unes/query');
    await table(page).waitFor();
    await driveDialog(page.getByRole('button', { name: /Nuevo registro/ }), /Nuevo registro/);
  });

  it('a hand-written form dialog (Nueva Estación)', async () => {
    await page.goto('/home/gunpark');
    await table(page).waitFor();
    await driveDialog(page.getByRole('button', { name: 'Nueva Estación' }), /Estación/);
  });

  it('a confirmation dialog (eliminar usuario)', async () => {
    await page.goto('/home/configuration/users');
    await table(page).waitFor();
    await driveDialog(page.getByRole('button', { name: /^Eliminar/ }).first(), /Eliminar|eliminar/);
  });

  it('a detail dialog (detalle de auditoría)', async () => {
    await page.goto('/home/audits');
    await table(page).waitFor();
    await driveDialog(page.getByRole('button', { name: /Ver detalle/ }).first(), /Detalle|detalle/);
  });
});
