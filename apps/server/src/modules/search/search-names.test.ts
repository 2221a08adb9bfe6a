import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { itOnPostgres } from '../../testing/on-postgres.ts';
import { bookingKeptOpen, bookingWithoutWaiting, insertParty } from '../../testing/parties.ts';

const t = demoServer();
const find = (key: string) => t.admin.call(contract.search.getSearchResult, { body: { key } });

/** The rows `search_names` counts for a party guest name in Harbor View (0 when the name is not there). */
async function countOf(name: string): Promise<number> {
  const { companyId } = t.server.ids.harborView;
  const n = schema.searchNames;
  const [row] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
    tx
      .select({ rows: n.rows })
      .from(n)
      .where(and(eq(n.companyId, companyId), eq(n.kind, 'party'), eq(n.name, name))),
  );
  return row?.rows ?? 0;
}

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 9));
const ids = { common: [] as string[], near: '' };

beforeAll(async () => {
  const { companyId } = t.server.ids.harborView;
  // Twelve parties of one name, and a newer one of a name a letter away.
  for (let d = 1; d <= 12; d += 1) {
    const party = await insertParty(t.server.deps.db, companyId, {
      status: 1,
      guestName: 'Ottoline Brackenbury',
      scheduledAt: day(d),
    });
    ids.common.push(party.id);
  }
  ids.near = (
    await insertParty(t.server.deps.db, companyId, {
      status: 1,
      guestName: 'Ottoline Brackenbery',
      scheduledAt: day(20),
    })
  ).id;
});

describe('the search by names (ADR 146)', () => {
  it('answers the closest name first and, of a name many rows carry, its newest ten', async () => {
    const found = await find('Ottoline Brackenbury');
    expect(found.status).toBe(200);
    expect(found.data.parties?.map((party) => party.id)).toEqual(ids.common.slice(2).reverse());
    const misspelt = (await find('Brackenbery')).data.parties?.map((party) => party.id) ?? [];
    expect(misspelt[0]).toBe(ids.near);
    expect(misspelt).toHaveLength(10);
  });

  it('counts each name as rows take it, change it and leave it', async () => {
    expect(await countOf('Ottoline Brackenbury')).toBe(12);
    const { companyId } = t.server.ids.harborView;
    const p = schema.parties;
    const [first, second] = ids.common;
    await inScope(t.server.deps.db, { kind: 'company', companyId }, async (tx) => {
      await tx
        .update(p)
        .set({ guestName: 'Ottoline Brackenbery' })
        .where(eq(p.id, first ?? ''));
      await tx.update(p).set({ status: 2 }).where(eq(p.guestName, 'Ottoline Brackenbury'));
      await tx.delete(schema.partyHistory).where(eq(schema.partyHistory.partyId, second ?? ''));
      await tx.delete(p).where(eq(p.id, second ?? ''));
    });
    expect(await countOf('Ottoline Brackenbury')).toBe(10);
    expect(await countOf('Ottoline Brackenbery')).toBe(2);
    await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.update(p).set({ guestName: 'Ottoline Brackenbury' }).where(eq(p.guestName, 'Ottoline Brackenbery')),
    );
    // The last row of a name took another: the name is gone, not kept at none.
    expect(await countOf('Ottoline Brackenbery')).toBe(0);
    expect(await countOf('Ottoline Brackenbury')).toBe(12);
    expect((await find('Brackenbery')).data.parties).toHaveLength(10);
  });

  it('of names as close, reads those whose newest row is newest, as rows move and leave', async () => {
    const { companyId } = t.server.ids.harborView;
    const db = t.server.deps.db;
    const p = schema.parties;
    // Twelve names as close to the key as can be (the whole first name), one party each, a day apart.
    const surnames =
      'Calloway Dunmore Ellery Fenwick Galloway Hartigan Ingleby Jessop Kilbride Lumley Marchbank Nettleship';
    const tied: string[] = [];
    for (const [index, surname] of surnames.split(' ').entries()) {
      const party = await insertParty(db, companyId, {
        status: 1,
        guestName: `Zephyrine ${surname}`,
        scheduledAt: day(index + 1),
      });
      tied.push(party.id);
    }
    const found = async () => (await find('Zephyrine')).data.parties?.map((party) => party.id);
    expect(await found()).toEqual(tied.slice(2).reverse());
    // The newest party moves before all the others: its name is no longer among the newest.
    const [moved, gone] = [tied[11] ?? '', tied[10] ?? ''];
    await inScope(db, { kind: 'company', companyId }, (tx) =>
      tx
        .update(p)
        .set({ scheduledAt: new Date(Date.UTC(2026, 1, 1, 9)) })
        .where(eq(p.id, moved)),
    );
    expect(await found()).toEqual(tied.slice(1, 11).reverse());
    await inScope(db, { kind: 'company', companyId }, async (tx) => {
      await tx.delete(schema.partyHistory).where(eq(schema.partyHistory.partyId, gone));
      await tx.delete(p).where(eq(p.id, gone));
    });
    expect(await found()).toEqual(tied.slice(0, 10).reverse());
  });

  itOnPostgres(
    'counts a name two bookings take at once at their commits: neither waits for the other (ADR 179)',
    async () => {
      const { companyId } = t.server.ids.harborView;
      const db = t.server.deps.db;
      const guestName = 'Perpetua Quillfeather';
      // The first booking takes the name and keeps its transaction open.
      const first = await bookingKeptOpen(db, companyId, { status: 1, guestName });
      // The second, meanwhile: a wait for the first's row of the name would fail it after the lock timeout (the
      // statement trigger upserted the name inside the transaction, so the second waited for the first's commit).
      await bookingWithoutWaiting(db, companyId, { status: 1, guestName });
      expect(await countOf(guestName)).toBe(1);
      await first.commit();
      expect(await countOf(guestName)).toBe(2);
    },
  );

  it("keeps another company's names out of reach", async () => {
    const { companyId } = t.server.ids.lakeside;
    const names = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx.select({ name: schema.searchNames.name }).from(schema.searchNames),
    );
    expect(names.map((row) => row.name)).not.toContain('Ottoline Brackenbury');
    expect(
      (await t.lakeside.call(contract.search.getSearchResult, { body: { key: 'Brackenbury' } })).data.parties,
    ).toEqual([]);
  });
});
