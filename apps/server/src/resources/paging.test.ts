import { type DatabaseHandle, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import { pageTotals, sqlPageOf } from './paging.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Seven rows, 1 to 7, the even ones "open", each worth ten times its number. */
const seven = sql`select n as id, n % 2 = 0 as open, n * 10 as cents from generate_series(1, 7) n`;
const nothing = sql`select n as id, false as open, 0 as cents from generate_series(1, 0) n`;

const pageOfSeven = (page: number, matched = seven) =>
  inScope(database.db, { kind: 'platform' }, (tx) =>
    sqlPageOf<{ id: number; open: boolean; cents: number }, 'open_cents'>(tx, {
      matched,
      orderBy: sql`q.id`,
      page: { page, pageSize: 3 },
      sums: { open_cents: sql`sum(q.cents) filter (where q.open)` },
    }),
  );

describe('a page of a list and the total it matched', () => {
  it('answers the page, the total and the sums over every matched row, without the counting columns', async () => {
    const first = await pageOfSeven(1);
    expect(first.rows).toEqual([
      { id: 1, open: false, cents: 10 },
      { id: 2, open: true, cents: 20 },
      { id: 3, open: false, cents: 30 },
    ]);
    expect([first.total, first.sums]).toEqual([7, { open_cents: 120 }]);
    const last = await pageOfSeven(3);
    expect(last).toEqual({ rows: [{ id: 7, open: false, cents: 70 }], total: 7, sums: { open_cents: 120 } });
  });

  it('answers the real total and sums on a page past the end, where no row carries them', async () => {
    expect(await pageOfSeven(4)).toEqual({ rows: [], total: 7, sums: { open_cents: 120 } });
    expect(await pageOfSeven(40)).toEqual({ rows: [], total: 7, sums: { open_cents: 120 } });
  });

  it('answers nothing at all as a total of 0 and sums of 0, on the first page or past it', async () => {
    expect(await pageOfSeven(1, nothing)).toEqual({ rows: [], total: 0, sums: { open_cents: 0 } });
    expect(await pageOfSeven(2, nothing)).toEqual({ rows: [], total: 0, sums: { open_cents: 0 } });
  });

  it('counts apart only past the end: a page with rows, or an empty first page, costs one query', async () => {
    let counted = 0;
    const countApart = async () => {
      counted += 1;
      return { total: 9 };
    };
    expect(await pageTotals([{ total: 9 }], { page: 2, pageSize: 5 }, countApart)).toEqual({ total: 9 });
    expect(await pageTotals([], { page: 1, pageSize: 5 }, countApart)).toBeUndefined();
    expect(counted).toBe(0);
    expect(await pageTotals([], { page: 3, pageSize: 5 }, countApart)).toEqual({ total: 9 });
    expect(counted).toBe(1);
  });
});
