import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { GUEST_LINK_DAYS_AFTER_END, PARTY_STATUS } from '@curbside/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { createTestServer } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';

const t = testServer({ guestLinkRateLimit: 1_000 });
let companyId: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  companyId = t.server.ids.harborView.companyId;
});

const party = (values: Partial<Parameters<typeof insertParty>[2]> = {}) =>
  insertParty(t.server.deps.db, companyId, {
    status: PARTY_STATUS.Dispatched,
    phone: '+12125550123',
    email: 'guest@example.com',
    internalNotes: 'VIP: staff only',
    externalNotes: 'Meet at the north door',
    ...values,
  });

const partyRow = (partyId: string) => storedParty(t.server.deps.db, companyId, partyId);

describe('Reservation/GetGuestPartyInformation', () => {
  it('shows the guest their party by key alone, without staff notes or contact details', async () => {
    const row = await party();
    const result = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: row.guestKey },
    });
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      number: row.number,
      status: PARTY_STATUS.Dispatched,
      guestName: 'Test Guest',
      companyName: 'Harbor View Hotel',
      externalNotes: 'Meet at the north door',
      totalCents: 5_000,
      balanceCents: 5_000,
      currency: 'USD',
      version: row.version,
    });
    const text = result.response.body;
    for (const secret of ['VIP: staff only', '+12125550123', 'guest@example.com', row.id, companyId]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown key', async () => {
    const result = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: 'x'.repeat(43) },
    });
    expect(result.status).toBe(404);
  });

  it(`answers as for an unknown key once the party ended more than ${GUEST_LINK_DAYS_AFTER_END} days ago`, async () => {
    const expired = await party({
      status: PARTY_STATUS.DroppedOff,
      endedAt: new Date(Date.now() - (GUEST_LINK_DAYS_AFTER_END + 1) * DAY_MS),
    });
    const result = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: expired.guestKey },
    });
    const unknown = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: 'y'.repeat(43) },
    });
    // One and the same answer: a guesser cannot tell a key that once existed from one that never did.
    expect(result.status).toBe(404);
    const { requestId: _a, ...expiredAnswer } = result.problem;
    const { requestId: _b, ...unknownAnswer } = unknown.problem;
    expect(expiredAnswer).toEqual(unknownAnswer);
    const recent = await party({
      status: PARTY_STATUS.DroppedOff,
      endedAt: new Date(Date.now() - (GUEST_LINK_DAYS_AFTER_END - 1) * DAY_MS),
    });
    const stillOpen = await t.server.anonymous().call(contract.reservation.getGuestPartyInfo, {
      body: { key: recent.guestKey },
    });
    expect(stillOpen.status).toBe(200);
    expect(stillOpen.data).toEqual({
      status: PARTY_STATUS.DroppedOff,
      driverName: null,
      vehicle: null,
      version: 1,
    });
  });
});

describe('Reservation/GetGuestPartyInfo', () => {
  it("answers only the status, driver, vehicle and version, with the driver's current vehicle", async () => {
    const [driver] = await inScope(t.server.deps.db, { kind: 'company', companyId }, (tx) =>
      tx
        .select({ id: schema.users.id, name: schema.users.name })
        .from(schema.users)
        .innerJoin(schema.driverVehicles, eq(schema.driverVehicles.userId, schema.users.id))
        .where(eq(schema.driverVehicles.isCurrent, true))
        .limit(1),
    );
    const row = await party(driver ? { driverId: driver.id } : {});
    const result = await t.server.anonymous().call(contract.reservation.getGuestPartyInfo, {
      body: { key: row.guestKey },
    });
    expect(result.status).toBe(200);
    expect(Object.keys(result.data).sort()).toEqual(['driverName', 'status', 'vehicle', 'version']);
    if (driver) {
      expect(result.data.driverName).toBe(driver.name);
      expect(result.data.vehicle).toMatch(/ · /);
    }
  });
});

describe('Reservation/InsertGuestLocations', () => {
  it('stores where the guest waits while the party is open, and tells the company', async () => {
    const row = await party({ status: PARTY_STATUS.MapRequest });
    const events: string[] = [];
    const unsubscribe = t.server.deps.events.subscribe(companyId, (event) => events.push(event.type));
    const result = await t.server.anonymous().call(contract.reservation.insertGuestLocations, {
      body: { key: row.guestKey, latitude: 40.7128, longitude: -74.006 },
    });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ saved: true });
    const stored = await partyRow(row.id);
    expect([stored?.guestLatitude, stored?.guestLongitude]).toEqual([40.7128, -74.006]);
    expect(stored?.guestLocatedAt).toBeInstanceOf(Date);
    expect(stored?.version).toBe(row.version);
    await expect.poll(() => events).toContain('party.guest-located');
    unsubscribe();
  });

  it('stops at the pick-up: a picked-up guest shares no more (409), and the page says so', async () => {
    const row = await party({ status: PARTY_STATUS.PickedUp });
    const result = await t.server.anonymous().call(contract.reservation.insertGuestLocations, {
      body: { key: row.guestKey, latitude: 40.7, longitude: -74 },
    });
    expect(result.status).toBe(409);
    expect((await partyRow(row.id)).guestLatitude).toBeNull();
    const page = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: row.guestKey },
    });
    expect(page.data).toMatchObject({ canShareLocation: false, pickupEta: null, language: 'en' });
    const waiting = await party({
      status: PARTY_STATUS.Dispatched,
      quotedWaitMinutes: 12,
      guestLanguage: 'ar',
    });
    const waitingPage = await t.server.anonymous().call(contract.reservation.getGuestPartyInformation, {
      body: { key: waiting.guestKey },
    });
    expect(waitingPage.data).toMatchObject({ canShareLocation: true, language: 'ar' });
    expect(Date.parse(waitingPage.data.pickupEta ?? '')).toBe(waiting.scheduledAt.getTime() + 12 * 60_000);
  });

  it('refuses a party that is no longer open (409)', async () => {
    const row = await party({ status: PARTY_STATUS.Cancelled, endedAt: new Date() });
    const result = await t.server.anonymous().call(contract.reservation.insertGuestLocations, {
      body: { key: row.guestKey, latitude: 40, longitude: -74 },
    });
    expect(result.status).toBe(409);
    expect((await partyRow(row.id))?.guestLatitude).toBeNull();
  });

  it('refuses coordinates off the map (400)', async () => {
    const row = await party();
    const result = await t.server.anonymous().call(contract.reservation.insertGuestLocations, {
      body: { key: row.guestKey, latitude: 91, longitude: 0 },
    });
    expect(result.status).toBe(400);
  });
});

describe('guest link rate limit', () => {
  it('lets a page poll every 15 s but answers 429 past the per-address limit', async () => {
    const limited = await createTestServer({ guestLinkRateLimit: 5 });
    try {
      const party = await insertParty(limited.deps.db, limited.ids.harborView.companyId, {
        status: PARTY_STATUS.Dispatched,
      });
      const key = party.guestKey;
      const guest = limited.anonymous();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        statuses.push((await guest.call(contract.reservation.getGuestPartyInfo, { body: { key } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
