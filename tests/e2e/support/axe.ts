/**
 * axe (`@axe-core/playwright`, WCAG 2.1 A and AA rules) over a list of screens: each screen
 * is visited, waited for, optionally opened further (a dialog, checked alone, or another
 * page), and its violated rules are counted by impact. Serious and critical ones are kept
 * with their first offending elements, so a failing test says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visitInApp } from './navigation';
import { animationsDone, trackQuiet } from './quiet';

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];
export type Counts = Record<Impact, number>;

export interface AxeScreen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /** Opens what is checked next: a dialog (checked alone) or another page. */
  open?: (page: Page) => Promise<'dialog' | 'page'>;
}

export interface Finding {
  screen: string;
  counts: Counts;
  /** Serious and critical rules with their first offending elements. */
  blocking: string[];
}

export const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first();
export const table = (page: Page) => page.getByRole('table').first();
export const chart = (page: Page) => page.locator('.recharts-surface').first();

const noCounts = (): Counts => ({ critical: 0, serious: 0, moderate: 0, minor: 0 });

/** Loading bars and skeletons gone, no request in flight, and no transition running (instead of a fixed pause for the last paint). */
export async function settle(page: Page) {
  await expect.poll(() => page.locator('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, .MuiSkeleton-root').count(), { timeout: 20_000 }).toBe(0);
  await trackQuiet(page).settle(20_000);
  await animationsDone(page);
}

/** A dialog left open by the screen before (checked alone) is closed, as the user would, before the next screen. */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 3 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').last().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  }
}

/** axe on the page as it is (or only on its open dialog). */
export async function audit(page: Page, screen: string, onlyDialog = false): Promise<Finding> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const result = await (onlyDialog ? builder.include('[role="dialog"]') : builder).analyze();
  const counts = noCounts();
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

/**
 * Visits and audits each screen; a screen that does not load is reported with the others, not
 * hidden behind the first failure. The screens are reached inside the running app (the page
 * must show it, signed in), as the sidebar does, not by loading the app again for each one.
 */
export async function auditScreens(page: Page, screens: readonly AxeScreen[], prefix = ''): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const screen of screens) {
    const name = `${prefix}${screen.name}`;
    try {
      await closeDialogs(page);
      await visitInApp(page, screen.path);
      await screen.ready(page).waitFor({ timeout: 20_000 });
      await settle(page);
      const opened = screen.open ? await screen.open(page) : undefined;
      if (opened) await settle(page);
      findings.push(await audit(page, name, opened === 'dialog'));
    } catch (error) {
      findings.push({ screen: name, counts: noCounts(), blocking: [`no cargó: ${String(error).split('\n')[0]}`] });
    }
  }
  return findings;
}

/** The markdown table of docs/accessibility.md: screen → violated rules by impact. */
export function impactTable(findings: readonly Finding[]): string {
  const header = `| Pantalla | ${IMPACTS.join(' | ')} |\n|---|${IMPACTS.map(() => '---:').join('|')}|`;
  const rows = findings.map((f) => `| ${f.screen} | ${IMPACTS.map((i) => f.counts[i]).join(' | ')} |`);
  return [header, ...rows].join('\n');
}

/** Prints the table and the blocking rules of each screen under `title`. */
export function printFindings(title: string, findings: readonly Finding[]) {
  if (!findings.length) return;
  console.log(`\n${title}:\n${impactTable(findings)}`);
  const blocking = findings.filter((f) => f.blocking.length);
  if (blocking.length) console.log(blocking.map((f) => `${f.screen}:\n  ${f.blocking.join('\n  ')}`).join('\n'));
}

/** What a test expects to be empty: each screen's blocking rules on one line. */
export const blockingOf = (findings: readonly Finding[]) => findings.filter((f) => f.blocking.length).map((f) => `${f.screen}: ${f.blocking.join('; ')}`);
