/**
 * `npx tsx bench/designed/saveToUsable.ts` (issue 29): from saving a designed resource to
 * using it, target ≤ 2 s (the lists at 100,000 rows are bench/designed/designedBench.ts).
 *
 * 1. Browser (needs a build in dist/ and Chromium; PGlite with the demo data): from
 *    'Guardar' in Configuración > Recursos to the new list usable — its sidebar entry
 *    shown, clicked, and its list answered — five resources, median and slowest.
 * 2. PostgreSQL, two app instances on one database: from the definition's POST on one
 *    instance until the other serves the resource's list (the change notification).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { localStorage } from '../../server/lib/storage';
import { seed } from '../../server/seed';
import { ADMIN_PASSWORD, login, withBenchRun } from '../benchRun';
import { timing, withBrowserApp } from '../browserApp';
import { choosePostgres } from '../database';
import { fuelLogsDefinition } from '../../tests/fixtures/fuelLogsDefinition';
import { int, ms, table, type Row } from '../stats';

const USABLE_TARGET_MS = 2_000;
const SAVES = 5;
const log = (line: string) => console.log(line);


async function call(base: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${base}/api/${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json().catch(() => ({}))) as { data?: unknown };
  return { status: response.status, data: json.data };
}

async function until(check: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error('timed out');
    await new Promise((resolveWait) => setTimeout(resolveWait, 5));
  }
}

/** 1. Browser: 'Guardar' to the list usable. */
async function browserSaveToUsable(): Promise<Row[]> {
  const result = await withBrowserApp(resolve(import.meta.dirname, '../..'), log, [], async ({ page }) => {
    const samples: number[] = [];
    for (let i = 1; i <= SAVES; i++) {
      const plural = `Registros de prueba ${i}`;
      await page.goto(`${new URL(page.url()).origin}/home/configuration/resources/new`);
      await page.getByLabel('Nombre en singular').fill(`Registro de prueba ${i}`);
      await page.getByLabel('Nombre en plural').fill(plural);
      await page.getByRole('textbox', { name: 'Nombre técnico' }).first().fill(`bench_save_${i}`);
      await page.getByRole('button', { name: 'Agregar campo' }).click();
      await page.getByRole('group', { name: 'Campo 1' }).getByLabel('Etiqueta').fill('Descripción');
      await page.getByText('La definición es válida').waitFor();
      const started = performance.now();
      await page.getByRole('button', { name: 'Guardar', exact: true }).click();
      const entry = page.getByRole('menuitem', { name: plural, exact: true });
      await entry.click();
      await page.getByText(`No se encontraron resultados de ${plural}`).waitFor();
      samples.push(performance.now() - started);
    }
    return { samples };
  });
  if ('skipped' in result) return [{ metric: "browser: 'Guardar' → list usable", result: `skipped: ${result.skipped}`, status: 'SKIP' }];
  const t = timing(result.samples);
  return [{
    metric: `browser: 'Guardar' → sidebar entry → list usable (${SAVES} resources)`,
    result: `median ${ms(t.median)} · min ${ms(t.min)} · max ${ms(t.max)}`,
    target: `≤ ${int(USABLE_TARGET_MS)} ms`,
    status: t.max <= USABLE_TARGET_MS ? 'PASS' : 'FAIL',
  }];
}

/** 2 on PostgreSQL. */
async function postgresFigures(url: string): Promise<Row[]> {
  // withBenchRun creates (and drops) a database of its own on that server.
  return withBenchRun('postgres', url, 'designed', log, async (run) => {
    await seed(run.database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    const { base, token } = await run.startApp();
    const rows: Row[] = [];

    // A second instance on the same database, with its own connections and listener.
    const second: DatabaseHandle = await openDatabase({ url: run.url! });
    const filesDir = mkdtempSync(join(tmpdir(), 'policia-bench-designed-'));
    let other: FastifyInstance | null = null;
    try {
      other = await buildApp({ database: second, storage: localStorage(filesDir), jwtSecret: randomBytes(32).toString('hex'), version: 'bench' });
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const otherToken = await login(otherBase);
      const samples: number[] = [];
      for (let i = 1; i <= SAVES; i++) {
        const name = `bench_instances_${i}`;
        const started = performance.now();
        const created = await call(base, token, 'POST', 'configuration/resources', fuelLogsDefinition(name, `Cargas ${name}`));
        if (created.status !== 201) throw new Error(`POST definition answered ${created.status}: ${JSON.stringify(created.data)}`);
        await until(async () => (await call(otherBase, otherToken, 'GET', `designed/${name}?page=1&pageSize=10`)).status === 200);
        samples.push(performance.now() - started);
      }
      const t = timing(samples);
      rows.push({ metric: `PostgreSQL: POST definition on one instance → the other serves its list (${SAVES})`, result: `median ${ms(t.median)} · max ${ms(t.max)}`, target: `≤ ${int(USABLE_TARGET_MS)} ms`, status: t.max <= USABLE_TARGET_MS ? 'PASS' : 'FAIL' });
    } finally {
      await other?.close();
      await second.close();
      rmSync(filesDir, { recursive: true, force: true });
    }

    return rows;
  });
}

async function main() {
  const rows: Row[] = [];
  const loadBefore = loadavg()[0];
  if (process.env.BENCH_SKIP_BROWSER !== '1') rows.push(...(await browserSaveToUsable()));
  const postgres = await choosePostgres();
  if ('skip' in postgres) log(`PostgreSQL skipped: ${postgres.skip}`);
  else rows.push(...(await postgresFigures(postgres.url)));
  rows.push({ metric: 'machine load (1 min) before → after', result: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs` });
  log(table('Designed resources: from saving to using (issue 29)', rows));
}

main().then(() => process.exit(0), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
