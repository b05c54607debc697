/**
 * Accessibility in Chromium (issue 20): axe (WCAG 2.1 A and AA rules) on the login, the home,
 * the officer screens, every module list, the roles editor and every dashboard, as the
 * administrator at 1366 px. It prints screen → violations by impact and fails on any serious
 * or critical one. Then the keyboard alone drives four kinds of dialog: focus enters the
 * dialog, Escape closes it, focus returns to the button that opened it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /** Opens what is checked next: a dialog (checked alone) or another page. */
  open?: (page: Page) => Promise<'dialog' | 'page'>;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
const table = (page: Page) => page.getByRole('table').first();
const chart = (page: Page) => page.locator('.recharts-surface').first();

const SCREENS: Screen[] = [
  { name: 'Inicio', path: '/home', ready: (page) => page.getByText('Información del usuario') },
  { name: 'Consulta de funcionarios', path: '/home/human-resources/query', ready: heading(/Consulta/) },
  { name: 'Registro de funcionario (nuevo)', path: '/home/human-resources/register', ready: (page) => page.getByRole('tab').first() },
  { name: 'Detalle de funcionario', path: '/home/human-resources/details/3', ready: (page) => page.getByText(/Datos personales/i).first() },
  { name: 'Usuarios', path: '/home/configuration/users', ready: table },
  { name: 'Roles', path: '/home/configuration/roles', ready: table },
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

type Counts = Record<Impact, number>;
interface Finding {
  screen: string;
  counts: Counts;
  /** Serious and critical rules with their first offending element. */
  blocking: string[];
}

async function settle(page: Page) {
  // Loading bars and skeletons gone, then a short pause for the last paint.
  await expect.poll(() => page.locator('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root').count(), { timeout: 20_000 }).toBe(0);
  await page.waitForTimeout(300);
}

async function audit(page: Page, screen: string, onlyDialog = false): Promise<Finding> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (onlyDialog ? builder.include('[role="dialog"]') : builder).analyze();
  const counts: Counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  for (const violation of result.violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += 1;
    if (impact === 'critical' || impact === 'serious') {
      blocking.push(`${violation.id} (${violation.nodes.length}): ${violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} — ${violation.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
    }
  }
  return { screen, counts, blocking };
}

function impactTable(findings: Finding[]): string {
  const header = `| Pantalla | ${IMPACTS.join(' | ')} |\n|---|${IMPACTS.map(() => '---:').join('|')}|`;
  const rows = findings.map((f) => `| ${f.screen} | ${IMPACTS.map((i) => f.counts[i]).join(' | ')} |`);
  return [header, ...rows].join('\n');
}

describe('accessibility (axe) of every main screen', () => {
  let e2e: E2eServer;
  const findings: Finding[] = [];

  beforeAll(async () => {
    e2e = await startE2e();
  });
  afterAll(async () => {
    if (findings.length) {
      console.log(`\naxe (WCAG 2.1 A/AA), violated rules by impact, administrator at 1366 px:\n${impactTable(findings)}`);
      const blocking = findings.filter((f) => f.blocking.length);
      if (blocking.length) console.log(blocking.map((f) => `${f.screen}:\n  ${f.blocking.join('\n  ')}`).join('\n'));
    }
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
    await e2e.login(page);
    for (const screen of SCREENS) {
      try {
        await page.goto(screen.path);
        await screen.ready(page).waitFor({ timeout: 20_000 });
        await settle(page);
        const opened = screen.open ? await screen.open(page) : undefined;
        if (opened) await settle(page);
        findings.push(await audit(page, screen.name, opened === 'dialog'));
      } catch (error) {
        // A screen that does not load is reported with the others, not hidden behind the first failure.
        findings.push({ screen: screen.name, counts: { critical: 0, serious: 0, moderate: 0, minor: 0 }, blocking: [`no cargó: ${String(error).split('\n')[0]}`] });
      }
    }
    await context.close();
    expect(findings.filter((f) => f.blocking.length).map((f) => `${f.screen}: ${f.blocking.join('; ')}`)).toEqual([]);
  });
});

describe('dialogs with the keyboard alone', () => {
  let e2e: E2eServer;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2e();
    ({ page } = await e2e.newPage());
    await e2e.login(page);
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
