/**
 * Designed resources under load (issue 29), on PostgreSQL (`npx tsx bench/designed/designedBench.ts`):
 * the time from saving a definition (POST) to its list answering, then 100,000 rows in
 * the designed table and its list, a search and a filter at 10 connections, as the
 * built-in lists are measured. BENCH_DESIGNED_ROWS sets the row count.
 */
import { cpuSnapshot } from '../cpu';
import { choosePostgres } from '../database';
import { httpLoad, HTTP_SHAPE_TEXT } from '../load';
import { ADMIN_PASSWORD, withBenchRun } from '../benchRun';
import { ms } from '../stats';
import { seed } from '../../server/seed';
import type { ResourceDefinition } from '../../resources/engine/definitionSchema';
import { fuelLogsDefinition } from '../../tests/fixtures/fuelLogsDefinition';

const ROWS = Number(process.env.BENCH_DESIGNED_ROWS ?? 100_000);
const NAME = 'fuel_logs';

// The tests' six fields and a second searched text (a driver's name matches many rows).
const base = fuelLogsDefinition(NAME);
const definition = { ...base, fields: { ...base.fields, driver: { type: 'text', label: 'Conductor', list: true, search: true } } } satisfies ResourceDefinition;

const log = (line: string) => console.log(line);

async function main() {
  const choice = await choosePostgres();
  if ('skip' in choice) throw new Error(choice.skip);
  const url = choice.url;
  await withBenchRun('postgres', url, 'designed', log, async ({ database, description, startApp }) => {
    log(`  ${description}`);
    await seed(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
    const [station] = await database.rawQuery(`insert into stations (name, code) select 'Estación ' || i, 'EST-' || i from generate_series(1, 60) i returning id`);
    const { base, token } = await startApp();
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };

    // 'Guardar' in the designer → the list answers: the definition's POST, then the list's first GET.
    const saved = performance.now();
    const created = await fetch(`${base}/api/configuration/resources`, { method: 'POST', headers, body: JSON.stringify(definition) });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const createdMs = performance.now() - saved;
    const list = await fetch(`${base}/api/designed/${NAME}`, { headers });
    if (list.status !== 200) throw new Error(`list: ${list.status}`);
    log(`  save → list answers: ${ms(performance.now() - saved)} (POST ${ms(createdMs)})`);

    log(`  inserting ${ROWS.toLocaleString('en-US')} rows …`);
    const firstStation = Number(station.id);
    await database.rawQuery(`insert into designed.${NAME} (code, station, service, loaded_on, driver, liters, paid)
      select 'FL-' || lpad(i::text, 7, '0'), $1::int + (i % 60), 1 + (i % 3), date '2026-01-01' + (i % 300),
        (array['Pedro Pérez','María Gómez','José Rodríguez','Ana Martínez','Luis Hernández'])[1 + i % 5] || ' ' || i, (i % 500) / 10.0, i % 4 = 0
      from generate_series(1, $2::int) i`, [firstStation, ROWS]);
    await database.rawQuery(`vacuum analyze designed.${NAME}`);

    const probe = () => cpuSnapshot(database.rawQuery);
    const cases = [
      ['list, page 1 of 10 (newest first)', `/api/designed/${NAME}?page=1&pageSize=10`],
      ['list, page 500', `/api/designed/${NAME}?page=500&pageSize=10`],
      ['search a code fragment (FL-00123)', `/api/designed/${NAME}?search=FL-00123`],
      ['search a driver (rodriguez)', `/api/designed/${NAME}?search=rodriguez`],
      ['filter by station and paid, sorted by date', `/api/designed/${NAME}?station=${firstStation + 7}&paid=true&sort=loadedOn&order=DESC`],
    ] as const;
    log(`  HTTP at ${HTTP_SHAPE_TEXT}:`);
    for (const [label, path] of cases) {
      const summary = await httpLoad(`${base}${path}`, { authorization: headers.authorization, accept: 'application/json' }, probe);
      log(`  ${label}: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, ${Math.round(summary.perSecond)} req/s, errors ${summary.errors}`);
    }
    // A search nobody made before counts its matches (no kept total): one call each, alone.
    const fresh: number[] = [];
    for (const term of ['gomez', 'martinez', 'hernandez', 'perez', 'maria', 'FL-0004', 'FL-0009']) {
      const started = performance.now();
      const answer = await fetch(`${base}/api/designed/${NAME}?search=${term}`, { headers });
      await answer.text();
      fresh.push(performance.now() - started);
    }
    log(`  a first search, counted (7 terms, one call each): ${fresh.map((v) => ms(v)).join(', ')}`);
  });
}

await main();
