/**
 * Every list the specs draw fits a 1366×900 screen (issue 28): signed in as the
 * administrator, each list's table is no wider than its box (no sideways scrolling) and
 * every header cell lies inside the visible area, left of the sticky actions column
 * (nothing sits under it), no header is cut, and the search box shows its whole placeholder. LISTS_FIT_SHOTS=<folder> saves a screenshot of each list.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, type E2eServer } from './support/browser';

let e2e: E2eServer;
let page: Page;
beforeAll(async () => {
  e2e = await startE2e();
  ({ page } = await e2e.newPage());
  await page.setViewportSize({ width: 1366, height: 900 });
  await e2e.open(page);
});
afterAll(async () => {
  await e2e?.close();
});

/** Name, route and a header every one of these lists shows. */
const LISTS: [string, string, string][] = [
  ['OIDP', '/home/disciplinary/penal/cases', 'Consejo'],
  ['ICAP', '/home/disciplinary/icap', 'Consejo'],
  ['Estaciones', '/home/gunpark', 'Código'],
  ['Transporte', '/home/transport', 'Placa'],
  ['Usuarios', '/home/configuration/users', 'Usuario'],
  ['Auditoría', '/home/audits', 'Endpoint'],
  ['Médico', '/home/medical', 'Estado'],
  ['Permisos', '/home/permits', 'Estado'],
  ['Estudiantes UNES', '/home/unes/query', 'Estatus'],
  ['Evaluaciones', '/home/evaluation-board/evaluations', 'Estado'],
  ['Noticias', '/home/website/news', 'Estado'],
];

interface Fit {
  scrollWidth: number;
  clientWidth: number;
  viewport: number;
  /** Headers whose box leaves the table's visible box, the window, or slides under the sticky actions header. */
  outside: string[];
  /** Headers cut with an ellipsis or by their cell. */
  cut: string[];
  headers: string[];
  /** The search box's placeholder when it does not fit its box. */
  clippedPlaceholder: string | null;
}

function measure(target: Page): Promise<Fit> {
  return target.evaluate(() => {
    const table = document.querySelector('main table') as HTMLTableElement;
    let box = table.parentElement as HTMLElement;
    while (box.parentElement && getComputedStyle(box).overflowX === 'visible' && box.tagName !== 'MAIN') box = box.parentElement;
    const frame = box.getBoundingClientRect();
    const cells = [...table.querySelectorAll('thead th')] as HTMLElement[];
    const last = cells[cells.length - 1];
    const sticky = getComputedStyle(last).position === 'sticky' ? last.getBoundingClientRect() : null;
    const outside: string[] = [];
    const cut: string[] = [];
    for (const cell of cells) {
      const r = cell.getBoundingClientRect();
      const name = cell.innerText.trim();
      if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5 || r.right > window.innerWidth) outside.push(name);
      else if (sticky && cell !== last && r.right > sticky.left + 0.5) outside.push(name);
      if (cell.scrollWidth > cell.clientWidth + 0.5) cut.push(name);
      for (const inner of cell.querySelectorAll('*')) {
        const el = inner as HTMLElement;
        if (el.scrollWidth > el.clientWidth + 0.5 && getComputedStyle(el).overflow !== 'visible') cut.push(name);
      }
    }
    const search = document.querySelector('main input[type="search"]') as HTMLInputElement | null;
    let clippedPlaceholder: string | null = null;
    if (search) {
      const style = getComputedStyle(search);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(search.placeholder).width > room) clippedPlaceholder = search.placeholder;
    }
    return {
      clippedPlaceholder,
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      viewport: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      outside,
      cut,
      headers: cells.map((c) => c.innerText.trim()),
    };
  });
}

describe('lists fit 1366×900', () => {
  it.each(LISTS)('%s shows every column with no sideways scrolling', async (name, route, header) => {
    await page.goto(route);
    const table = page.locator('main table').first();
    await table.locator('tbody tr').first().waitFor();
    await table.locator('thead th', { hasText: header }).first().waitFor();
    const shots = process.env.LISTS_FIT_SHOTS;
    if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
    const fit = await measure(page);
    const seen = `${name}: ${JSON.stringify(fit)}`;
    expect(fit.outside, seen).toEqual([]);
    expect(fit.cut, seen).toEqual([]);
    expect(fit.scrollWidth, seen).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.viewport, seen).toBe(0);
    expect(fit.clippedPlaceholder, seen).toBeNull();
  });
});
