import { bookingRules } from '@curbside/contract';
import { inScope, publishEvent, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { keptBookingSetUp, readBookingSetUp } from './booking-set-up.ts';

const t = testServer();
const companyId = () => t.server.ids.harborView.companyId;
const inCompany = <T>(work: Parameters<typeof inScope<T>>[2]) =>
  inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, work);

/** The company's largest party as the kept set-up answers it, and as the database holds it now. */
const keptMax = () =>
  inCompany(async (tx) => (await keptBookingSetUp(t.server.deps.memory).rules(tx, companyId())).maxPartySize);
const storedMax = () => inCompany(async (tx) => (await readBookingSetUp.rules(tx, companyId())).maxPartySize);
/** A change written without any event: only the set-up read in the transaction sees it at once. */
const quietlySetMax = (maxPartySize: number) =>
  inCompany((tx) =>
    tx
      .update(schema.bookingRules)
      .set({ maxPartySize })
      .where(eq(schema.bookingRules.companyId, companyId())),
  );

describe("a booking's kept set-up (ADR 162)", () => {
  it('keeps the rules through bookings, and forgets them on a change of the set-up or when saved in the console', async () => {
    const admin = await t.server.signIn(DEMO_ACCOUNTS.harborView.admin);
    const saved = await admin.call(bookingRules.update, {
      body: { ...bookingRules.spec.defaults, maxPartySize: 12 },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    expect(await keptMax()).toBe(12);

    await quietlySetMax(13);
    expect(await storedMax()).toBe(13);
    // Kept: a burst of bookings does not read it again, and their events (activity) do not forget it.
    expect(await keptMax()).toBe(12);
    await publishEvent(t.server.deps.db, { companyId: companyId(), type: 'test.booked', tags: ['parties'] });
    expect(await keptMax()).toBe(12);
    // Any change of the company's set-up forgets it as its transaction commits.
    await publishEvent(t.server.deps.db, { companyId: companyId(), type: 'test.trips', tags: ['trips'] });
    expect(await keptMax()).toBe(13);

    // Saved through the console, the next booking meets the new rule at once.
    const again = await admin.call(bookingRules.update, {
      body: { ...bookingRules.spec.defaults, maxPartySize: 2 },
    });
    expect(again.status).toBe(200);
    expect(await keptMax()).toBe(2);
  });

  it('keeps the ride between two places by its places, and answers a missing place as the read does', async () => {
    const places = await inCompany((tx) =>
      tx
        .select({ id: schema.locations.id })
        .from(schema.locations)
        .where(eq(schema.locations.companyId, companyId())),
    );
    const [from, to] = places;
    if (!from || !to) throw new Error('the company needs two places');
    const kept = keptBookingSetUp(t.server.deps.memory);
    const read = await inCompany((tx) => readBookingSetUp.ride(tx, companyId(), from.id, to.id));
    expect(await inCompany((tx) => kept.ride(tx, companyId(), from.id, to.id))).toEqual(read);
    const missing = crypto.randomUUID();
    await expect(inCompany((tx) => kept.ride(tx, companyId(), from.id, missing))).rejects.toMatchObject({
      status: 404,
    });
  });
});
