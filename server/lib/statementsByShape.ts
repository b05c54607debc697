/**
 * Statements built once per shape. Writing a select's SQL text (Drizzle's `toSQL`) took a
 * quarter to a third of the app's CPU for an officer search (0.1–0.3 ms for a search page),
 * yet that text depends only on the search's shape:
 * which filters it sets and how many words its texts have. So a builder passes every value
 * that changes from call to call through a `Bind`:
 *
 * - `inlineValues` puts the value in as a parameter: a query built for one use;
 * - a `Placeholders` records the value and puts in a numbered placeholder instead, so the
 *   first query of a shape can be kept (`StatementsByShape`) and every later call of that
 *   shape executes it with its own values. The builder still runs on every call (it is what
 *   finds the values, ~20 µs); only writing the SQL text is skipped.
 *
 * Kept statements run unnamed (`unnamed`), as an awaited Drizzle query does, so
 * PostgreSQL still plans each call for its values. A named statement may switch to one
 * generic plan after five calls, and for a LIKE pattern or a rare filter value a generic
 * plan can walk the whole table.
 */
import { sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../db/client';

/** How a builder puts a value into a statement: the value itself, or a placeholder standing for it. */
export type Bind = <T extends string | number | boolean>(value: T) => T | Placeholder;

/** The value itself, a parameter of a statement built for this one call. */
export const inlineValues: Bind = (value) => value;

/** Placeholders `p0`, `p1`… in the order the builder binds them, with the values they stand for. */
export class Placeholders {
  readonly values: Record<string, string | number | boolean> = {};
  private bound = 0;

  readonly bind: Bind = (value) => {
    const name = `p${this.bound++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };

  get size(): number {
    return this.bound;
  }
}

/**
 * Drizzle's prepared form of `query` as an unnamed statement: Drizzle gives the driver the
 * name it is given, and an awaited query has none (see the module comment for why).
 */
export const unnamed = <P>(query: { prepare(name: string): P }): P => query.prepare(undefined as unknown as string);

interface Kept<P> {
  statement: P;
  placeholders: number;
}

/** Shapes kept per database; a client sending ever new shapes gets its statements built, not kept. */
const MAX_SHAPES = 1_000;

/**
 * The statements of one kind of query, one per shape and database (tests and benchmarks
 * open several databases in one process, and a prepared query belongs to its database).
 */
export class StatementsByShape<P> {
  private readonly kept = new WeakMap<Database, Map<string, Kept<P>>>();

  /**
   * The statement of `shape`, built by `build` the first time (every time for a null shape:
   * a query the shapes do not describe). Every query of a shape binds as many values: one
   * that does not is a mistake in the shape, and would run with the wrong values, so it
   * throws instead.
   */
  get(db: Database, shape: string | null, placeholders: Placeholders, build: () => P): P {
    if (shape === null) return build();
    let shapes = this.kept.get(db);
    if (!shapes) this.kept.set(db, (shapes = new Map()));
    let kept = shapes.get(shape);
    if (!kept) {
      kept = { statement: build(), placeholders: placeholders.size };
      if (shapes.size < MAX_SHAPES) shapes.set(shape, kept);
    }
    if (kept.placeholders !== placeholders.size) {
      throw new Error(`statement of shape '${shape}' expects ${kept.placeholders} values, got ${placeholders.size}`);
    }
    return kept.statement;
  }
}
