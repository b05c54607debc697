/**
 * Officer search statements are kept per shape (server/lib/statementsByShape.ts): the first
 * search of a shape builds the statement, and every later one of that shape executes it
 * with its own values. These tests build many searches both ways and check that a kept
 * statement, given another search's values, is exactly the statement that search builds
 * for itself — same SQL text, same parameters.
 */
import { fillPlaceholders, is, Placeholder, type Query } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { Placeholders, StatementsByShape } from '../../server/lib/statementsByShape';
import { quickSearchConditions, searchIdsQuery, searchPageQueries, searchShape, type OfficerSearchQuery, type QuickSearchQuery } from '../../server/officers/search';

const db = drizzle.mock({ schema }) as unknown as Database;

const TEXTS = [undefined, '', '   ', 'perez', ' Pérez ', 'maría josé', 'de la cruz', 'V-12.345.678', '12345678', 'a_b%\\', 'x y z w'];
const NUMBERS = [undefined, 0, 1, 2, 7];
const TEXT_KEYS = ['search', 'codeRrhh', 'iapmchCode', 'names', 'lastnames', 'dependenceWork'] as const;
const NUMBER_KEYS = ['identification', 'statusIn', 'gender', 'range', 'typeRegister', 'condition', 'academicLevel', 'dependency', 'subDependency', 'position'] as const;

/** A small deterministic generator (the same searches on every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)];
}

/** Every filter alone with every value, then random searches of two to five filters. */
function searches(): OfficerSearchQuery[] {
  const all: OfficerSearchQuery[] = [{}];
  for (const key of TEXT_KEYS) for (const value of TEXTS) all.push({ [key]: value });
  for (const key of NUMBER_KEYS) for (const value of NUMBERS) all.push({ [key]: value });
  const next = random(2026);
  for (let i = 0; i < 3_000; i++) {
    const q: Record<string, unknown> = {};
    const filters = 2 + Math.floor(next() * 4);
    for (let f = 0; f < filters; f++) {
      if (next() < 0.5) q[pick(next, TEXT_KEYS)] = pick(next, TEXTS);
      else q[pick(next, NUMBER_KEYS)] = pick(next, NUMBERS);
    }
    all.push(q as OfficerSearchQuery);
  }
  return all;
}

/** A statement built with placeholders, its values, and (where it can be compared) the same search built with its values in place. */
interface Built {
  shaped: Query;
  values: Record<string, unknown>;
  inline: Query | null;
}

const filled = (statement: Query, values: Record<string, unknown>) => ({ sql: statement.sql, params: fillPlaceholders(statement.params, values) });

/**
 * The kept statement of each shape (the first search's), filled with every other search's
 * values, against what that search builds for itself.
 */
function expectKeptStatementsMatch(all: { shape: string | null; built: Built }[]) {
  const kept = new Map<string, Built>();
  let compared = 0;
  for (const { shape, built } of all) {
    // Binding values changes nothing in the statement itself.
    if (built.inline) expect(filled(built.shaped, built.values)).toEqual({ sql: built.inline.sql, params: built.inline.params });
    if (shape === null) continue;
    const first = kept.get(shape);
    if (!first) {
      kept.set(shape, built);
      continue;
    }
    expect(Object.keys(built.values)).toHaveLength(Object.keys(first.values).length);
    expect(filled(first.shaped, built.values)).toEqual(filled(built.shaped, built.values));
    compared++;
  }
  return { shapes: kept.size, compared };
}

describe('officer search statements kept per shape', () => {
  it('a search page statement kept for a shape is, with another search\'s values, the statement that search builds', () => {
    const next = random(7);
    const all = searches().map((q) => {
      const page = 1 + Math.floor(next() * 5);
      const pageSize = pick(next, [10, 25, 100]);
      const placeholders = new Placeholders();
      const shaped = searchPageQueries(db, q, page, pageSize, placeholders.bind).page.toSQL();
      // A first page built with its values in place has no `offset` (Drizzle leaves out
      // `offset 0`), where the kept statement has `offset $n` for every page: compare the others.
      const inline = page > 1 ? searchPageQueries(db, q, page, pageSize).page.toSQL() : null;
      return { shape: searchShape(q), built: { shaped, values: placeholders.values, inline } };
    });
    const { shapes, compared } = expectKeptStatementsMatch(all);
    // The generator must give shapes with several searches each, or nothing was compared.
    expect(shapes).toBeGreaterThan(100);
    expect(compared).toBeGreaterThan(1_000);
  });

  it('so does the quick search\'s ids statement', () => {
    const next = random(11);
    const all = Array.from({ length: 1_500 }, () => {
      const q: QuickSearchQuery = { code: pick(next, TEXTS), identification: pick(next, NUMBERS), names: pick(next, TEXTS), lastnames: pick(next, TEXTS) };
      const limit = 1 + Math.floor(next() * 5);
      const placeholders = new Placeholders();
      const shaped = searchIdsQuery(db, quickSearchConditions(q, placeholders.bind), placeholders.bind(limit)).toSQL();
      const shape = searchShape({ codeRrhh: q.code ?? undefined, identification: q.identification ?? undefined, names: q.names ?? undefined, lastnames: q.lastnames ?? undefined });
      return { shape, built: { shaped, values: placeholders.values, inline: searchIdsQuery(db, quickSearchConditions(q), limit).toSQL() } };
    });
    const { compared } = expectKeptStatementsMatch(all);
    expect(compared).toBeGreaterThan(500);
  });

  it('every value a search binds is a placeholder in its statement', () => {
    const placeholders = new Placeholders();
    const { params } = searchPageQueries(db, { search: 'hernan', gender: 2 }, 3, 10, placeholders.bind).page.toSQL();
    const names = params.filter((p) => is(p, Placeholder)).map((p) => (p as Placeholder).name);
    expect(new Set(names)).toEqual(new Set(Object.keys(placeholders.values)));
  });

  it('a search holding anything but the declared filters is not shaped', () => {
    expect(searchShape({ search: 'perez', other: 'x' } as OfficerSearchQuery)).toBeNull();
    expect(searchShape({ gender: '2' } as unknown as OfficerSearchQuery)).toBeNull();
    expect(searchShape({ search: 'perez', gender: 2 })).toBe(searchShape({ gender: 1, search: 'gómez' }));
  });

  it('a shape whose searches bind different numbers of values throws instead of running with the wrong values', () => {
    const statements = new StatementsByShape<string>();
    const one = new Placeholders();
    one.bind('a');
    expect(statements.get(db, 'shape', one, () => 'statement')).toBe('statement');
    const two = new Placeholders();
    two.bind('a');
    two.bind('b');
    expect(() => statements.get(db, 'shape', two, () => 'other')).toThrow(/expects 1 values, got 2/);
  });
});
