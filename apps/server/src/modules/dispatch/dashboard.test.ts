import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { dateIn, PARTY_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const NY = 'America/New_York';
const call = contract.transportation.getAllpartiesDashboard;
const demo = demoServer();
const UNDER_WAY: readonly number[] = [PARTY_STATUS.Dispatched, PARTY_STATUS.PickedUp, PARTY_STATUS.InTransit];

const companyId = () => demo.server.ids.harborView.companyId;
const seededParties = () =>
  inScope(demo.server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select().from(schema.parties).where(eq(schema.parties.companyId, companyId())),
  );
const countOf = (counts: { status: number; count: number }[], status: number) =>
  counts.find((c) => c.status === status)?.count ?? 0;
/** The JSON keys of an answer as sent, to tell an absent field from a null one. */
const keysOf = (response: { body: string }) =>
  Object.keys((JSON.parse(response.body) as { data: object }).data);

describe('Transportation/GetAllpartiesDashboard', () => {
  it("adds up today's parties, drivers, waits and takings from the seeded data", async () => {
    const seeded = await seededParties();
    const today = dateIn(NY);
    const result = await demo.admin.call(call, { body: {} });
    expect(result.status).toBe(200);
    const data = result.data;
    if (data.view !== 'company') throw new Error('the administrator gets the company view');
    expect(data.date).toBe(today);
    expect(data.driversTotal).toBe(2);
    expect(data.driversOnShift).toBe(1);
    expect(data.currency).toBe('USD');
    const endedToday = (status: number) =>
      seeded.filter((p) => p.status === status && p.endedAt && dateIn(NY, p.endedAt) === today).length;
    expect(countOf(data.counts, 1)).toBe(2);
    expect(countOf(data.counts, PARTY_STATUS.DroppedOff)).toBe(endedToday(5));
    expect(countOf(data.counts, PARTY_STATUS.Cancelled)).toBe(endedToday(6));
    const pickedToday = seeded.filter((p) => p.pickedUpAt && dateIn(NY, p.pickedUpAt) === today);
    // Every seeded ride was picked up 30 minutes after it was requested; none had a quote.
    expect(data.averageWaitMinutes).toBe(pickedToday.length > 0 ? 30 : null);
    expect(data.averageQuotedMinutes).toBeNull();
    const payments = await inScope(demo.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select().from(schema.partyPayments).where(eq(schema.partyPayments.companyId, companyId())),
    );
    const takenToday = payments
      .filter((p) => dateIn(NY, p.createdAt) === today)
      .reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amountCents : p.amountCents), 0);
    expect(takenToday).toBeGreaterThan(0);
    expect(data.revenueTodayCents).toBe(takenToday);
    expect(keysOf(result.response)).toContain('revenueTodayCents');
  });

  it("gives a driver their own day and no money key at all: no company takings, no ride's price", async () => {
    const driverId = demo.server.ids.harborView.users[hv.driver1] ?? '';
    await insertParty(demo.server.deps.db, companyId(), {
      status: PARTY_STATUS.PickedUp,
      driverId,
      guestName: 'Next Rider',
      totalCents: 9_900,
    });
    const result = await demo.driver.call(call, { body: {} });
    expect(result.status).toBe(200);
    const data = result.data;
    if (data.view !== 'driver') throw new Error('a driver without the board gets the driver view');
    const seeded = await seededParties();
    const mine = seeded.filter((p) => p.driverId === driverId);
    expect(data.activeRides).toBe(mine.filter((p) => UNDER_WAY.includes(p.status)).length);
    expect(data.activeRides).toBeGreaterThan(0);
    const today = dateIn(NY);
    expect(data.completedToday).toBe(
      mine.filter(
        (p) => p.status === PARTY_STATUS.DroppedOff && p.droppedOffAt && dateIn(NY, p.droppedOffAt) === today,
      ).length,
    );
    // The ride under way comes before any ride only dispatched.
    expect(
      data.nextRide?.status === PARTY_STATUS.PickedUp || data.nextRide?.status === PARTY_STATUS.InTransit,
    ).toBe(true);
    const keys = keysOf(result.response);
    expect(keys).not.toContain('revenueTodayCents');
    expect(keys).not.toContain('counts');
    expect(result.response.body).not.toMatch(/Cents/);
  });

  it('answers the company figures without money to a dispatcher whose company-money rule is withdrawn', async () => {
    const dispatcherId = demo.server.ids.harborView.users[hv.dispatcher] ?? '';
    const withMoney = await demo.dispatcher.call(call, { body: {} });
    expect(keysOf(withMoney.response)).toEqual(expect.arrayContaining(['revenueTodayCents', 'currency']));
    const withdrawn = await demo.admin.call(contract.userManagement.updateUserAccess, {
      body: { userId: dispatcherId, rules: [{ code: 'reports.view', allowed: false }] },
    });
    expect(withdrawn.status).toBe(200);
    const result = await demo.dispatcher.call(call, { body: {} });
    expect(result.status).toBe(200);
    expect(result.data.view).toBe('company');
    const keys = keysOf(result.response);
    expect(keys).toContain('counts');
    expect(keys).not.toContain('revenueTodayCents');
    expect(keys).not.toContain('currency');
  });

  it('flags the longest waits first, with or without a quote, and shapes the day by hour', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const forgotten = await insertParty(demo.server.deps.db, companyId(), {
      status: PARTY_STATUS.Pending,
      guestName: 'Forgotten Guest',
      scheduledAt: minutesAgo(345),
    });
    const close = await insertParty(demo.server.deps.db, companyId(), {
      status: PARTY_STATUS.Pending,
      guestName: 'Nearly Late',
      scheduledAt: minutesAgo(17),
      quotedWaitMinutes: 20,
    });
    const calm = await insertParty(demo.server.deps.db, companyId(), {
      status: PARTY_STATUS.Pending,
      scheduledAt: minutesAgo(5),
      quotedWaitMinutes: 20,
    });
    const result = await demo.admin.call(call, { body: {} });
    if (result.data.view !== 'company') throw new Error('the administrator gets the company view');
    const { waiting, waitingTotal, byHour, drivers, quoteAccuracy } = result.data;
    expect(waiting[0]).toMatchObject({ id: forgotten.id, level: 'late', quotedWaitMinutes: null });
    expect(waiting[0]?.waitingMinutes).toBeGreaterThanOrEqual(345);
    expect(waiting.find((w) => w.id === close.id)?.level).toBe('atRisk');
    expect(waiting.some((w) => w.id === calm.id)).toBe(false);
    expect(waitingTotal).toBeGreaterThanOrEqual(waiting.length);
    expect(byHour.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    const seeded = await seededParties();
    const today = dateIn(NY);
    expect(byHour.reduce((sum, h) => sum + h.requested, 0)).toBe(
      seeded.filter((p) => dateIn(NY, p.createdAt) === today).length,
    );
    // The one driver on shift is listed with the rides they carry now.
    expect(drivers).toHaveLength(1);
    const onShift = drivers[0];
    expect(onShift?.activeParties).toBe(
      seeded.filter((p) => p.driverId === onShift?.id && UNDER_WAY.includes(p.status)).length,
    );
    expect(quoteAccuracy.withinQuote).toBeLessThanOrEqual(quoteAccuracy.quoted);
  });
});
