/**
 * The total of a designed resource's list, kept between calls with the list's version
 * (server/lib/listTotals.ts): a statement trigger on the designed table moves its
 * `list_versions` row in every writing transaction, and the page statement reads the
 * version in its own snapshot. Repeating a list or a search, or paging through it, counts
 * nothing while no write commits; any write makes the next call count again. As the
 * disciplinary case list does for its searches (server/disciplinary/counts.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ListTotals, readListVersion, type VersionedList } from '../lib/listTotals';
import type { Bind } from '../lib/statementsByShape';
import type { ListQuery, Row } from '../engine/repository';
import type { ResourceHooks } from '../engine/resourceHandlers';

/** The name of a designed table's row in list_versions. */
export const listVersionName = (table: string): VersionedList => `designed.${table}`;

export function keptListTotal(db: Database, table: string): Pick<ResourceHooks, 'pageColumns' | 'countTotal'> {
  const name = listVersionName(table);
  const kept = new ListTotals();
  const pageColumns = (_query: ListQuery, bind: Bind): Record<string, SQL> => ({
    listVersion: sql`(select version::text from list_versions where name = ${bind(name)})`,
  });
  const countTotal = async (query: ListQuery, countRows: () => Promise<number>, page: Row | undefined): Promise<number> => {
    const key = JSON.stringify([query.search?.trim() ?? '', Object.entries(query.filters ?? {}).filter(([, v]) => v !== undefined && v !== null && v !== '').sort()]);
    const before = page?.listVersion !== undefined && page.listVersion !== null ? String(page.listVersion) : await readListVersion(db, name);
    const found = kept.get(key, before);
    if (found !== undefined) return found;
    const total = await countRows();
    // Kept only when no write committed while counting: the total is exactly that version's.
    if ((await readListVersion(db, name)) === before) kept.set(key, before, total);
    return total;
  };
  return { pageColumns, countTotal };
}
