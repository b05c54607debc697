/** A movement page tells its total from its own rows when it is the last one, and counts otherwise. */
import { describe, expect, it } from 'vitest';
import { movementPage } from '../../server/movements/common';

/** A list of `size` items; the count reports how often it ran. */
function source(size: number) {
  const calls = { count: 0 };
  const items = Array.from({ length: size }, (_, i) => ({ id: i + 1 }));
  return {
    calls,
    query: {
      rows: async (limit: number, offset: number) => items.slice(offset, offset + limit),
      total: async () => { calls.count++; return [{ total: size }]; },
    },
  };
}

describe('movementPage', () => {
  it.each([
    { size: 3, page: 1, pageSize: 10, total: 3, counted: 0, first: 1 },
    { size: 0, page: 1, pageSize: 10, total: 0, counted: 0, first: undefined },
    { size: 25, page: 3, pageSize: 10, total: 25, counted: 0, first: 21 },
    { size: 20, page: 2, pageSize: 10, total: 20, counted: 1, first: 11 },
    { size: 20, page: 3, pageSize: 10, total: 20, counted: 1, first: undefined },
    { size: 10, page: 1, pageSize: 10, total: 10, counted: 1, first: 1 },
  ])('$size rows, page $page of $pageSize: total $total, count run $counted times', async ({ size, page, pageSize, total, counted, first }) => {
    const { calls, query } = source(size);
    const answer = await movementPage({ page, pageSize }, query, (row) => row);
    expect(answer.total).toBe(total);
    expect(calls.count).toBe(counted);
    expect(answer.rows[0]?.index).toBe(first);
  });
});
