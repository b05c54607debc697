/**
 * Totals of list searches kept between calls (issue 17: a search's total read thousands of
 * index entries on every page). Each total is kept with the version of the list it was
 * counted at (`list_versions`, migration 0035: moved in the writing transaction by every
 * write that could change a total). The page statement reads the version in its own
 * snapshot, so a kept total is used only when the page sees exactly the data it was
 * counted on; any other version counts again. Each instance keeps its own totals (at most
 * `capacity`, the least recently used leave first), so several instances stay exact.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** The lists with a version row (a designed resource's is `designed.<name>`: server/designed/listTotal.ts). */
export type VersionedList = 'permits' | 'medical_reports' | 'disciplinary_cases' | `designed.${string}`;

/** Created by migration 0035 (not by drizzle-kit), so declared here rather than in the schema files. */
const listVersions = pgTable('list_versions', {
  name: text('name').notNull(),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/** The list's current version as text (bigint), for a select list: `(select version …)`. */
export function listVersion(list: VersionedList): SQL<string> {
  return sql<string>`(select version::text from list_versions where name = ${list})`;
}

/** The list's current version, read on its own (for lists whose page statement is not the list's own). */
export async function readListVersion(db: Database, list: VersionedList): Promise<string | undefined> {
  const [row] = await db.select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.name, list));
  return row?.version.toString();
}

interface Kept<T> {
  version: string;
  value: T;
}

/** Values (totals by default) kept with the list version they were read at. */
export class ListTotals<T = number> {
  private readonly kept = new Map<string, Kept<T>>();

  constructor(private readonly capacity = 500) {}

  /** The value kept for `key` at `version`, if any. */
  get(key: string, version: string | null | undefined): T | undefined {
    if (version === null || version === undefined) return undefined;
    const found = this.latest(key);
    return found?.version === version ? found.value : undefined;
  }

  /** The value last kept for `key`, with its version: to be checked against the version a later read sees. */
  latest(key: string): Kept<T> | undefined {
    const found = this.kept.get(key);
    if (!found) return undefined;
    // Most recently used last: the first key is the one to drop.
    this.kept.delete(key);
    this.kept.set(key, found);
    return found;
  }

  set(key: string, version: string | null | undefined, value: T): void {
    if (version === null || version === undefined) return;
    this.kept.delete(key);
    this.kept.set(key, { version, value });
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
  }
}
