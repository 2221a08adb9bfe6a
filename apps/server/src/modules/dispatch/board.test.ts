import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { dateIn, nextDate } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const NY = 'America/New_York';
const boardCall = contract.transportation.getRecordManagementByOption;
const t = testServer();
let admin: TestClient;
let seeded: (typeof schema.parties.$inferSelect)[];
let today: string;

const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  seeded = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select().from(schema.parties).where(eq(schema.parties.companyId, t.server.ids.harborView.companyId)),
  );
  today = dateIn(NY);
});

const named = (guestName: string) => {
  const party = seeded.find((p) => p.guestName === guestName);
  if (!party) throw new Error(`no party ${guestName}`);
  return party;
};
/** The seeded parties the board shows today: the open ones and today's reservations. */
const onBoardToday = () =>
  seeded.filter(
    (p) => [1, 2, 3, 4, 8, 9].includes(p.status) || (p.status === 7 && dateIn(NY, p.scheduledAt) === today),
  );
const countOf = (counts: { status: number; count: number }[], status: number) =>
  counts.find((c) => c.status === status)?.count ?? 0;

describe('Transportation/GetRecordManagementByOption', () => {
  it("shows open parties and today's reservations, in time order, with a count per status", async () => {
    const result = await admin.call(boardCall, { body: {} });
    expect(result.status).toBe(200);
    const expected = onBoardToday();
    expect(result.data.date).toBe(today);
    expect(result.data.total).toBe(expected.length);
    expect(result.data.items.map((p) => p.guestName).sort()).toEqual(expected.map((p) => p.guestName).sort());
    const times = result.data.items.map((p) => p.scheduledAt);
    expect(times).toEqual([...times].sort());
    for (const status of [1, 2, 3, 4, 7, 8, 9]) {
      expect(countOf(result.data.counts, status)).toBe(expected.filter((p) => p.status === status).length);
    }
    expect(countOf(result.data.counts, 1)).toBe(2);
    expect(countOf(result.data.counts, 5)).toBe(0);
    const pending = result.data.items.find((p) => p.guestName === 'Maria Gonzalez');
    expect(pending?.actions).toEqual(expect.arrayContaining(['AssignDriver', 'Cancel']));
  });

  it('filters by status, driver, location and search; counts ignore the status filter', async () => {
    const pending = await admin.call(boardCall, { body: { statuses: [1] } });
    expect(pending.data.items.map((p) => p.status)).toEqual([1, 1]);
    expect(pending.data.total).toBe(2);
    expect(countOf(pending.data.counts, 2)).toBe(1);

    const driverId = named('Aiko Tanaka').driverId ?? '';
    const byDriver = await admin.call(boardCall, { body: { driverId } });
    expect(byDriver.data.items.map((p) => p.guestName).sort()).toEqual([
      'Aiko Tanaka',
      'Fatima Al-Sayed',
      'Liam O’Brien',
    ]);

    const toJfk = named('Maria Gonzalez').toLocationId;
    const byPlace = await admin.call(boardCall, { body: { locationId: toJfk } });
    expect(byPlace.data.items.every((p) => p.toLocationId === toJfk || p.fromLocationId === toJfk)).toBe(
      true,
    );
    expect(byPlace.data.items.map((p) => p.guestName)).toContain('Maria Gonzalez');

    const byName = await admin.call(boardCall, { body: { search: 'tanaka' } });
    expect(byName.data.items.map((p) => p.guestName)).toEqual(['Aiko Tanaka']);
    const byPhone = await admin.call(boardCall, { body: { search: '5551002' } });
    expect(byPhone.data.items.map((p) => p.guestName)).toEqual(['Tom Becker']);
    const byNumber = await admin.call(boardCall, { body: { search: String(named('Ravi Kumar').number) } });
    expect(byNumber.data.items.map((p) => p.guestName)).toEqual(['Ravi Kumar']);

    const paged = await admin.call(boardCall, { body: { pageSize: 2, page: 2 } });
    expect(paged.data.items).toHaveLength(2);
    expect(paged.data.total).toBe(onBoardToday().length);
  });

  it('answers the first cards of every lane with every count, then more of one lane after the last card', async () => {
    const first = await admin.call(boardCall, { body: { perLane: 1 } });
    expect(first.status).toBe(200);
    const expected = onBoardToday();
    const lanes = [...new Set(expected.map((p) => p.status))];
    // One card per lane, the earliest of its lane, and the counts of the whole board.
    expect(first.data.items.map((p) => p.status).sort()).toEqual([...lanes].sort());
    for (const card of first.data.items) {
      const earliest = expected
        .filter((p) => p.status === card.status)
        .sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.number - b.number)[0];
      expect(card.id).toBe(earliest?.id);
      expect(countOf(first.data.counts, card.status)).toBe(
        expected.filter((p) => p.status === card.status).length,
      );
    }
    expect(first.data.total).toBe(expected.length);
    // Slim cards: what a card shows, not the party's notes or money owed.
    expect(Object.keys(first.data.items[0] ?? {})).not.toContain('internalNotes');

    // The pending lane has two parties: the next page after the first holds the second, then nothing.
    const pendingFirst = first.data.items.find((p) => p.status === 1);
    if (!pendingFirst) throw new Error('no pending card');
    const after = { scheduledAt: pendingFirst.scheduledAt, number: pendingFirst.number };
    const more = await admin.call(boardCall, { body: { statuses: [1], after, pageSize: 1 } });
    const second = expected.filter((p) => p.status === 1 && p.id !== pendingFirst.id);
    expect(more.data.items.map((p) => p.id)).toEqual(second.map((p) => p.id));
    const last = more.data.items[0];
    if (!last) throw new Error('no second pending card');
    const end = await admin.call(boardCall, {
      body: { statuses: [1], after: { scheduledAt: last.scheduledAt, number: last.number }, pageSize: 1 },
    });
    expect(end.data.items).toEqual([]);
    expect(countOf(end.data.counts, 1)).toBe(2);
  });

  it('answers only the named parties for a live patch, and none of another company', async () => {
    const [one, two] = onBoardToday();
    if (!one || !two) throw new Error('two parties on the board expected');
    const patch = await admin.call(boardCall, { body: { partyIds: [one.id, two.id] } });
    expect(patch.data.items.map((p) => p.id).sort()).toEqual([one.id, two.id].sort());
    expect(patch.data.items.every((p) => p.actions.length > 0)).toBe(true);
    const other = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await other.call(boardCall, { body: { partyIds: [one.id] } });
    expect(foreign.data.items).toEqual([]);
    const wrong = await admin.call(boardCall, { body: { perLane: 0 } });
    expect(wrong.status).toBe(400);
  });

  it('shows reservations of another day', async () => {
    const result = await admin.call(boardCall, { body: { date: '2031-01-01', statuses: [7] } });
    expect(result.data.items).toEqual([]);
    expect(result.data.date).toBe('2031-01-01');
  });

  it('shows a driver without the board only the parties assigned to them', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const mine = await driver.call(boardCall, { body: {} });
    expect(mine.status).toBe(200);
    expect(mine.data.items.map((p) => p.guestName).sort()).toEqual([
      'Aiko Tanaka',
      'Fatima Al-Sayed',
      'Liam O’Brien',
    ]);
    expect(mine.data.counts.reduce((sum, c) => sum + c.count, 0)).toBe(3);
    const aiko = mine.data.items.find((p) => p.guestName === 'Aiko Tanaka');
    expect(aiko?.actions).toEqual(['PickUp']);
    const other = await t.server.signIn(hv.driver2);
    expect((await other.call(boardCall, { body: {} })).data.items).toEqual([]);
  });

  it('keeps another company out', async () => {
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const own = await lakeside.call(boardCall, { body: {} });
    expect(own.status).toBe(200);
    expect(own.data.items).toEqual([]);
    const named = await lakeside.call(boardCall, { body: { companyId: t.server.ids.harborView.companyId } });
    expect(named.status).toBe(403);
    const maria = seeded.find((p) => p.guestName === 'Maria Gonzalez');
    const list = await lakeside.call(contract.transportation.getPartyListByPartyId, {
      query: { partyId: maria?.id ?? '' },
    });
    expect(list.status).toBe(404);
  });
});

describe('the party lists and reports', () => {
  it('lists the parties of one booking', async () => {
    const result = await admin.call(contract.transportation.getPartyListByPartyId, {
      query: { partyId: named('Noah Williams').id },
    });
    expect(result.data.items.map((p) => p.guestName)).toEqual(['Noah Williams']);
  });

  it('lists the parties the caller moved lately, the latest touch first', async () => {
    const driver = await t.server.signIn(hv.driver1);
    const result = await driver.call(contract.transportation.recentParties, { query: { limit: 30 } });
    expect(result.status).toBe(200);
    expect(result.data.items.map((p) => p.guestName).sort()).toEqual([
      'Emma Schmidt',
      'Fatima Al-Sayed',
      'Liam O’Brien',
    ]);
    const fatima = result.data.items.find((p) => p.guestName === 'Fatima Al-Sayed');
    expect(fatima?.lastAction).toBe('Intransit');
    const touched = result.data.items.map((p) => p.touchedAt);
    expect(touched).toEqual([...touched].sort().reverse());
  });

  it('reports finished parties by the day they ended', async () => {
    const range = { fromDate: previousDate(today), toDate: nextDate(today), page: 1, pageSize: 25 };
    const completed = await admin.call(contract.transportation.getTransactionBetweenDates, {
      query: { ...range, type: 'completed' },
    });
    expect(completed.status).toBe(200);
    expect(completed.data.items.map((p) => p.guestName)).toEqual(['Emma Schmidt']);
    const all = await admin.call(contract.transportation.getTransactionBetweenDates, {
      query: { ...range, type: 'all' },
    });
    expect(all.data.items.map((p) => p.guestName).sort()).toEqual(['Emma Schmidt', 'Lucas Silva']);
    // The figures cover the whole range, not only the page.
    const firstOnly = await admin.call(contract.transportation.getTransactionBetweenDates, {
      query: { ...range, type: 'all', pageSize: 1 },
    });
    expect(firstOnly.data.items).toHaveLength(1);
    const { summary } = firstOnly.data;
    expect(summary.parties).toBe(2);
    expect(summary.guests).toBe(all.data.items.reduce((sum, p) => sum + p.adults + p.children, 0));
    expect(summary.totalCents).toBe(all.data.items.reduce((sum, p) => sum + p.totalCents, 0));
    expect(summary.paidCents).toBe(all.data.items.reduce((sum, p) => sum + p.paidCents, 0));
    expect(summary.currency).toBe('USD');
    expect(summary.byDay.reduce((sum, d) => sum + d.count, 0)).toBe(2);
    expect(summary.byDay.every((d) => d.date >= range.fromDate && d.date <= range.toDate)).toBe(true);
    const longAgo = await admin.call(contract.transportation.getTransactionBetweenDates, {
      query: { fromDate: '2020-01-01', toDate: '2020-01-31', type: 'all', page: 1, pageSize: 25 },
    });
    expect(longAgo.data.total).toBe(0);
    const searched = await admin.call(contract.transportation.getTransactionBetweenDates, {
      query: { ...range, type: 'all', search: 'emma' },
    });
    expect(searched.data.items.map((p) => p.guestName)).toEqual(['Emma Schmidt']);
    expect(longAgo.data.summary).toMatchObject({ parties: 0, totalCents: 0, byDay: [] });
  });

  it("shows a driver their completed parties, and another driver's to the board only", async () => {
    const driver = await t.server.signIn(hv.driver1);
    const mine = await driver.call(contract.transportation.myCompletedParties, { query: {}, body: {} });
    expect(mine.status).toBe(200);
    expect(mine.data.items.map((p) => p.guestName)).toEqual(['Emma Schmidt']);
    const driver2 = await t.server.signIn(hv.driver2);
    const theirs = await driver2.call(contract.transportation.myCompletedParties, {
      query: { userId: t.server.ids.harborView.users[hv.driver1] ?? '' },
      body: {},
    });
    expect(theirs.status).toBe(403);
    const byBoard = await admin.call(contract.transportation.myCompletedParties, {
      query: { userId: t.server.ids.harborView.users[hv.driver1] ?? '' },
      body: { fromDate: '2020-01-01', toDate: '2020-01-02' },
    });
    expect(byBoard.status).toBe(200);
    expect(byBoard.data.total).toBe(0);
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(contract.transportation.myCompletedParties, {
      query: { userId: t.server.ids.harborView.users[hv.driver1] ?? '' },
      body: {},
    });
    expect(foreign.status).toBe(404);
  });

  it('reports reservations scheduled in a date range', async () => {
    const result = await admin.call(contract.transportation.getReservationData, {
      body: { fromDate: previousDate(today), toDate: nextDate(today), page: 1, pageSize: 25 },
    });
    expect(result.status).toBe(200);
    expect(result.data.items.map((p) => p.guestName)).toEqual(['Noah Williams']);
    expect(result.data.summary.parties).toBe(1);
    expect(result.data.summary.byDay.map((d) => d.count)).toEqual([1]);
    const searched = await admin.call(contract.transportation.getReservationData, {
      body: {
        fromDate: previousDate(today),
        toDate: nextDate(today),
        search: 'nobody',
        page: 1,
        pageSize: 25,
      },
    });
    expect(searched.data.total).toBe(0);
  });

  // Runs last: it moves a party, which the tests above do not expect.
  it("answers a lane's card as the live patch answers it, its undo included", async () => {
    const before = await admin.call(boardCall, { body: { perLane: 40 } });
    const dispatched = before.data.items.find((card) => card.status === 2);
    if (!dispatched) throw new Error('a Dispatched party on the board expected');
    const picked = await admin.call(contract.transportation.pickUp, {
      body: { partyId: dispatched.id, version: dispatched.version },
    });
    expect(picked.status).toBe(200);
    const lanes = await admin.call(boardCall, { body: { perLane: 40 } });
    const patch = await admin.call(boardCall, {
      body: { partyIds: lanes.data.items.map((card) => card.id) },
    });
    const byId = <C extends { id: string }>(cards: C[]) => new Map(cards.map((card) => [card.id, card]));
    expect(byId(lanes.data.items)).toEqual(byId(patch.data.items));
    expect(lanes.data.items.find((card) => card.id === dispatched.id)?.actions).toContain('UnDoPickup');
  });

  it('writes a card again once its row changes, announced or not, and once a place it names is renamed', async () => {
    const companyId = t.server.ids.harborView.companyId;
    const first = await admin.call(boardCall, { body: { perLane: 40 } });
    const [card, other] = first.data.items;
    if (!card || !other) throw new Error('two cards on the board expected');
    // A write nothing announces (a script beside the t.server) gives the row another version...
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.parties).set({ guestName: 'Written Quietly' }).where(eq(schema.parties.id, card.id)),
    );
    // ...and the company's next booking or step forgets the board's kept answer, not the cards kept with it.
    t.server.deps.memory.answers.forget(companyId);
    const quietly = await admin.call(boardCall, { body: { perLane: 40 } });
    expect(quietly.data.items.find((c) => c.id === card.id)?.guestName).toBe('Written Quietly');
    expect(quietly.data.items.find((c) => c.id === other.id)).toEqual(other);

    // A place renamed changes the set-up: every card naming it shows the new name at once.
    const places = await admin.call(contract.locations.getLocations, { query: { pageSize: 100 } });
    const place = places.data.items.find((p) => p.id === other.fromLocationId);
    if (!place) throw new Error("the card's place expected among the locations");
    const { id, address, latitude, longitude, kind, categoryId, zoneId, active } = place;
    const renamed = await admin.call(contract.locations.addOrEditLocation, {
      body: {
        id,
        address,
        latitude,
        longitude,
        kind,
        categoryId,
        zoneId,
        active,
        name: `${place.name} (north door)`,
      },
    });
    expect(renamed.status).toBe(200);
    const after = await admin.call(boardCall, { body: { perLane: 40 } });
    expect(after.data.items.find((c) => c.id === other.id)?.fromLocationName).toBe(
      `${place.name} (north door)`,
    );
  });
});
