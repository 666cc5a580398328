import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.js';

/** A stand-in for an ordered query over ten rows, recording the window it was asked for. */
function tenRows() {
  const asked: Array<{ limit: number; offset: number }> = [];
  const all = Array.from({ length: 10 }, (_, i) => i + 1);
  const rows = {
    limit: (limit: number) => ({
      offset: (offset: number) => ({
        execute: async () => {
          asked.push({ limit, offset });
          return all.slice(offset, offset + limit);
        },
      }),
    }),
  };
  const count = { executeTakeFirstOrThrow: async () => ({ total: '10' }) };
  return { rows, count, asked };
}

describe('paginate', () => {
  it('asks for the window of the requested page and maps its rows', async () => {
    const { rows, count, asked } = tenRows();
    const page = await paginate(rows, count, { page: 3, pageSize: 4 }, (n) => `#${n}`);
    expect(asked).toEqual([{ limit: 4, offset: 8 }]);
    expect(page).toEqual({ items: ['#9', '#10'], total: 10, page: 3, pageSize: 4 });
  });

  it('turns a count that the driver returns as text or bigint into a number', async () => {
    const { rows } = tenRows();
    const big = { executeTakeFirstOrThrow: async () => ({ total: 10n }) };
    expect((await paginate(rows, big, { page: 1, pageSize: 2 }, (n) => n)).total).toBe(10);
  });
});
