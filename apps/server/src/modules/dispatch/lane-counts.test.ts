import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/rows.ts';
import { demoServer } from '../../testing/demo-server.ts';
import { itOnPostgres } from '../../testing/on-postgres.ts';
import { bookingKeptOpen, bookingWithoutWaiting, insertParty, insertPartyIn } from '../../testing/parties.ts';
import { BOARD_OPEN_STATUSES } from './board.service.ts';

const t = demoServer();

type Count = { status: number; count: number };

/** Harbor View's counts as `lane_counts` keeps them, and as its parties count, by status (none of 0). */
async function keptAndCounted(): Promise<{ kept: Count[]; counted: Count[] }> {
  const { companyId } = t.server.ids.harborView;
  return inScope(t.server.deps.db, { kind: 'company', companyId }, async (tx) => ({
    kept: rowsOf<Count>(
      await tx.execute(sql`select status, parties as count from lane_counts
        where company_id = ${companyId} and parties <> 0 order by status`),
    ),
    counted: rowsOf<Count>(
      await tx.execute(sql`select status, count(*)::int as count from parties
        where company_id = ${companyId} group by status order by status`),
    ),
  }));
}

async function expectKeptAsCounted() {
  const { kept, counted } = await keptAndCounted();
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

describe('lane counts kept at commit (ADR 183)', () => {
  it('stay what counting says through bookings, a statement moving parties both ways, edits and deletes', async () => {
    const { companyId } = t.server.ids.harborView;
    const db = t.server.deps.db;
    await expectKeptAsCounted();
    const pending = [];
    for (let n = 0; n < 3; n += 1) pending.push(await insertParty(db, companyId, { status: 1 }));
    const dispatched = await insertParty(db, companyId, { status: 2 });
    await expectKeptAsCounted();

    const p = schema.parties;
    const moved = [...pending.slice(0, 2), dispatched].map((party) => party.id);
    await inScope(db, { kind: 'company', companyId }, async (tx) => {
      // One statement: two Pending become Dispatched and the Dispatched one becomes Pending.
      await tx
        .update(p)
        .set({ status: sql`case when ${p.status} = 1 then 2 else 1 end` })
        .where(and(eq(p.companyId, companyId), inArray(p.id, moved)));
      // An edit that leaves the status as it was.
      await tx
        .update(p)
        .set({ guestName: 'Renamed Guest' })
        .where(and(eq(p.companyId, companyId), inArray(p.id, moved)));
    });
    await expectKeptAsCounted();

    const [gone] = pending;
    if (!gone) throw new Error('no party to delete');
    await inScope(db, { kind: 'company', companyId }, async (tx) => {
      await tx.delete(schema.partyHistory).where(eq(schema.partyHistory.partyId, gone.id));
      await tx.delete(p).where(and(eq(p.companyId, companyId), eq(p.id, gone.id)));
    });
    await expectKeptAsCounted();
  });

  it('forgets the changes of a transaction that rolls back', async () => {
    const { companyId } = t.server.ids.harborView;
    const before = await keptAndCounted();
    await expect(
      inScope(t.server.deps.db, { kind: 'company', companyId }, async (tx) => {
        await insertPartyIn(tx, companyId, { status: 1 });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await keptAndCounted()).toEqual(before);
  });

  it("answers the board's open lanes from the kept counts, as counting them would", async () => {
    const { companyId } = t.server.ids.harborView;
    const board = await t.admin.call(contract.transportation.getRecordManagementByOption, {
      body: { perLane: 1 },
    });
    expect(board.status).toBe(200);
    const { counted } = await keptAndCounted();
    const open = new Set<number>(BOARD_OPEN_STATUSES);
    const expected = counted.filter((c) => open.has(c.status));
    expect(expected.length).toBeGreaterThan(0);
    expect(board.data.counts.filter((c) => c.status !== PARTY_STATUS.Reservation)).toEqual(expected);
    // A search narrows the board: its lanes are counted, the kept counts left aside.
    await insertParty(t.server.deps.db, companyId, { status: 1, guestName: 'Wilhelmina Lanecount' });
    const searched = await t.admin.call(contract.transportation.getRecordManagementByOption, {
      body: { perLane: 1, search: 'Lanecount' },
    });
    expect(searched.data.counts).toEqual([{ status: 1, count: 1 }]);
  });

  itOnPostgres(
    'counts a booking at its commit: a second booking does not wait for the first one still open',
    async () => {
      const { companyId } = t.server.ids.harborView;
      const db = t.server.deps.db;
      const first = await bookingKeptOpen(db, companyId, { status: 1, guestName: 'First Of Two' });
      // A wait for the first's row of the Pending count would fail the second after the lock timeout.
      await bookingWithoutWaiting(db, companyId, { status: 1, guestName: 'Second Of Two' });
      await first.commit();
      await expectKeptAsCounted();
    },
  );
});
