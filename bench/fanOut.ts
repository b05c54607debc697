/**
 * Set-based seeding for the benchmarks. A module's own demo generator makes a few thousand
 * rows (the templates: realistic texts, statuses and dates); one INSERT … SELECT FROM
 * generate_series then copies them to the wanted count, each copy with its own officer,
 * picked by a deterministic hash of the row number. Hundreds of thousands of rows take
 * seconds, where writing each row through the app took many minutes.
 */
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../server/db/client';
import { officers } from '../server/db/officerSchema';
import { FIRST_IDENTIFICATION, IDENTIFICATION_STEP, officerStream } from '../server/officers/generator';

const OFFICER_TEMPLATES = 2_000;

/** A deterministic pseudo-random integer in [0, n) for row `g` and a salt (SQL text). */
export const hashPick = (n: string, salt: number) => `(abs(hashint4(g + ${salt})) % (${n}))`;

/** The officer of copy `g`: one of every officer id (the CTE `o` holds them as an array). */
export const OFFICER_OF_ROW = `o.ids[1 + ${hashPick('cardinality(o.ids)', 7919)}]`;

export interface FanOut {
  /** Rows to write. */
  count: number;
  /** Rows of the table keyed by field name (Drizzle names), as the demo generator makes them. */
  templates: Record<string, unknown>[];
  /**
   * Columns computed per copy (database column name → SQL expression): `g` is the copy's
   * number (0 … count − 1), `t` its template row, `o.ids` the officer ids in id order.
   */
  computed: Record<string, string>;
  /** Statement size: copies written per INSERT. */
  chunk?: number;
}

/** Writes `count` copies of the templates into `table`; returns the time it took in ms. */
export async function fanOut<T extends PgTable>(database: DatabaseHandle, table: T, { count, templates, computed, chunk = 100_000 }: FanOut): Promise<number> {
  const started = performance.now();
  const fields = Object.entries(getTableColumns(table)).filter(([field, column]) => field in templates[0] || column.name in computed);
  const names = fields.map(([, column]) => column.name);
  const json = JSON.stringify(templates.map((row) => Object.fromEntries(fields.map(([field, column]) => [column.name, row[field] ?? null]))));
  const quoted = names.map((name) => `"${name}"`).join(', ');
  const values = names.map((name) => computed[name] ?? `t."${name}"`).join(', ');
  const tableName = `"${getTableConfig(table).name}"`;
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk) - 1;
    await database.rawQuery(
      `with t as materialized (select (row_number() over ()) - 1 as n, r.* from jsonb_populate_recordset(null::${tableName}, $1::jsonb) r),
            o as (select array_agg(id order by id) as ids from officers)
       insert into ${tableName} (${quoted})
       select ${values} from generate_series(${from}, ${to}) g join t on t.n = g % ${templates.length} cross join o`,
      [json],
    );
  }
  return performance.now() - started;
}

/**
 * `count` officers: the first 2,000 of the demo generator (server/officers/generator.ts),
 * copied with cédulas of their own in the generator's scheme (copy g in step g), so names,
 * ranks and statuses repeat every 2,000 officers. No family members or studies: the suites
 * that use it (medical, permits) read the officer row and the search projection only.
 */
export async function fanOutOfficers(database: DatabaseHandle, count: number): Promise<number> {
  const templates = [...officerStream(Math.min(count, OFFICER_TEMPLATES))].map((g) => g.officer);
  return fanOut(database, officers, {
    count,
    templates,
    computed: { identification: `${FIRST_IDENTIFICATION} + g * ${IDENTIFICATION_STEP} + (t.identification - ${FIRST_IDENTIFICATION}) % ${IDENTIFICATION_STEP}` },
  });
}
