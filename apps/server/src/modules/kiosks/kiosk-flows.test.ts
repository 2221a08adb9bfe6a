import { bookingRules, contract, customFields } from '@curbside/contract';
import { guestKeyHash, inScope, schema } from '@curbside/db';
import { type KioskType, PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { type KioskSettingsChange, kioskWithSettings } from '../../testing/kiosks.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer();
const ride = contract.kiosk.kioskRequestRide;
const guestInfo = contract.kiosk.addOrUpdateKioskGuestInfo;

let admin: TestClient;
let places: { id: string; name: string; companyId: string }[];
const place = (name: string, company = t.server.ids.harborView.companyId) => {
  const found = places.find((row) => row.name === name && row.companyId === company);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
};
const lobby = () => place('Harbor View Hotel lobby');

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  places = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: schema.locations.id, name: schema.locations.name, companyId: schema.locations.companyId })
      .from(schema.locations),
  );
});

/** A paired kiosk of this type whose settings start rides in the hotel's lobby, unless told otherwise. */
function kioskOf(type: KioskType, settings: KioskSettingsChange = {}) {
  return kioskWithSettings(t.server, admin, type, { pickupLocationId: lobby(), ...settings });
}

const rideBody = (overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  guestName: 'Ada',
  toLocationId: place('JFK Terminal 4'),
  partySize: 2,
  luggage: 1,
  roomNumber: '1204',
  ...overrides,
});

/** Opens a guest link's page as the guest's phone would, with the key from its last segment. */
const openGuestLink = (link: string) =>
  t.server
    .anonymous()
    .call(contract.reservation.getGuestPartyInformation, { body: { key: link.split('/').pop() ?? '' } });

const partiesByKiosk = (kioskId: string) =>
  inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ number: schema.parties.number, status: schema.parties.status, source: schema.parties.source })
      .from(schema.parties)
      .where(and(eq(schema.parties.createdBy, kioskId))),
  );

describe('a Dispatch kiosk books a ride now', () => {
  it('lands the party on the board as Pending, booked by the kiosk, with its place in line', async () => {
    const { device, kioskId } = await kioskOf('dispatch');
    const booked = await device.call(ride, { body: rideBody() });
    expect(booked.status, JSON.stringify(booked.problem)).toBe(200);
    expect(booked.data.placeInLine).toBeGreaterThanOrEqual(1);
    const rows = await partiesByKiosk(kioskId);
    expect(rows).toEqual([
      { number: booked.data.partyNumber, status: PARTY_STATUS.Pending, source: 'kiosk' },
    ]);
    // The next guest stands behind the first.
    const next = await device.call(ride, { body: rideBody({ guestName: 'Grace' }) });
    expect(next.data.placeInLine).toBe(booked.data.placeInLine + 1);
  });

  it('books once per idempotency key: a retry answers the same booking, and the board hears of it once', async () => {
    const { device, kioskId } = await kioskOf('dispatch');
    const body = rideBody();
    const events: string[] = [];
    const stop = t.server.deps.events.subscribe(t.server.ids.harborView.companyId, (event) =>
      events.push(`${event.type} ${event.tags.join()}`),
    );
    const first = await device.call(ride, { body });
    const again = await device.call(ride, { body });
    try {
      await expect.poll(() => events).toContain('kiosk.ride-booked parties');
      expect(events.filter((event) => event.startsWith('kiosk.ride-booked'))).toHaveLength(1);
    } finally {
      stop();
    }
    expect(again.status).toBe(200);
    const { guestLink: firstLink, ...firstAnswer } = first.data;
    const { guestLink: againLink, ...againAnswer } = again.data;
    expect(againAnswer).toEqual(firstAnswer);
    expect(await partiesByKiosk(kioskId)).toHaveLength(1);
    // Each answer carries a key of its own, and the first still opens the ride's page.
    expect(againLink).not.toBe(firstLink);
    for (const link of [firstLink, againLink]) {
      const opened = await openGuestLink(link);
      expect(opened.status, JSON.stringify(opened.problem)).toBe(200);
      expect(opened.data.number).toBe(first.data.partyNumber);
    }
  });

  it("answers the ride's guest link, whose key is kept only as its hash", async () => {
    const { device } = await kioskOf('dispatch');
    const booked = await device.call(ride, { body: rideBody() });
    expect(booked.data.guestLink).toMatch(/^https?:\/\/[^/]+\/GuestView\/[A-Za-z0-9_-]{20,}$/);
    const key = booked.data.guestLink.split('/').pop() ?? '';
    const [row] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({ guestKey: schema.parties.guestKey })
        .from(schema.parties)
        .where(eq(schema.parties.number, booked.data.partyNumber)),
    );
    expect(row?.guestKey).toBe(guestKeyHash(key));
    const kept = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.select({ answer: schema.kioskRequests.answer }).from(schema.kioskRequests),
    );
    expect(JSON.stringify(kept)).not.toContain(key);
  });

  it('books once when the same key arrives twice at the same time', async () => {
    const { device, kioskId } = await kioskOf('dispatch');
    const body = rideBody();
    const [a, b] = await Promise.all([device.call(ride, { body }), device.call(ride, { body })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.partyNumber).toBe(b.data.partyNumber);
    expect(await partiesByKiosk(kioskId)).toHaveLength(1);
  });

  it('gives no expected pick-up while no driver is on shift, rather than a guess', async () => {
    const companyId = t.server.ids.harborView.companyId;
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.users).set({ shift: 'not_available' }).where(eq(schema.users.companyId, companyId)),
    );
    const { device } = await kioskOf('dispatch');
    const booked = await device.call(ride, { body: rideBody() });
    expect(booked.data).toMatchObject({ driversOnShift: 0, expectedPickupMinutes: null });
    const driver = t.server.ids.harborView.users[hv.driver1] ?? '';
    await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx.update(schema.users).set({ shift: 'available' }).where(eq(schema.users.id, driver)),
    );
    const withDriver = await device.call(ride, { body: rideBody() });
    expect(withDriver.data.driversOnShift).toBe(1);
    expect(withDriver.data.expectedPickupMinutes).toBeGreaterThan(0);
  });

  it('refuses what the kiosk or the company does not offer: no pick-up place, too large a party, rides off', async () => {
    const bare = await kioskOf('dispatch', { pickupLocationId: null });
    const noPickup = await bare.device.call(ride, { body: rideBody() });
    expect([noPickup.status, noPickup.problem.code]).toEqual([422, 'KIOSK_CHOICE_NOT_OFFERED']);

    const small = await kioskOf('dispatch', { maxPartySize: 2 });
    const large = await small.device.call(ride, { body: rideBody({ partySize: 3 }) });
    expect([large.status, large.problem.code]).toEqual([422, 'KIOSK_CHOICE_NOT_OFFERED']);

    const saved = await admin.call(bookingRules.update, {
      body: { ...bookingRules.spec.defaults, kioskRideNow: false },
    });
    expect(saved.status).toBe(200);
    try {
      const off = await small.device.call(ride, { body: rideBody() });
      expect([off.status, off.problem.code]).toEqual([422, 'KIOSK_BOOKING_NOT_OFFERED']);
    } finally {
      await admin.call(bookingRules.update, { body: bookingRules.spec.defaults });
    }
    expect(await partiesByKiosk(small.kioskId)).toHaveLength(0);
  });

  it("refuses another company's place as the destination (404), and a bad body with its fields (400)", async () => {
    const { device } = await kioskOf('dispatch');
    const [lakesidePlace] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .insert(schema.locations)
        .values({
          companyId: t.server.ids.lakeside.companyId,
          name: 'Lakeside pier',
          latitude: 1,
          longitude: 1,
        })
        .returning({ id: schema.locations.id }),
    );
    const foreign = await device.call(ride, { body: rideBody({ toLocationId: lakesidePlace?.id }) });
    expect(foreign.status, JSON.stringify(foreign.problem)).toBe(404);
    const bad = await device.call(ride, { body: rideBody({ partySize: 0, idempotencyKey: 'x' }) });
    expect(bad.status).toBe(400);
    expect(bad.problem.errors?.map((error) => error.path).sort()).toEqual([
      'body.idempotencyKey',
      'body.partySize',
    ]);
  });

  it("lists the company's places without the kiosk's own pick-up place", async () => {
    const { device } = await kioskOf('dispatch');
    const listed = await device.call(contract.kiosk.getKioskPlaces, { body: {} });
    const names = listed.data.places.map((row) => row.name);
    expect(names).toContain('JFK Terminal 4');
    expect(names).not.toContain('Harbor View Hotel lobby');
  });

  it("keeps to the kiosk's place categories", async () => {
    const airport = await inScope(t.server.deps.db, { kind: 'platform' }, async (tx) => {
      const [row] = await tx
        .select({ id: schema.locationCategories.id })
        .from(schema.locationCategories)
        .where(
          and(
            eq(schema.locationCategories.companyId, t.server.ids.harborView.companyId),
            eq(schema.locationCategories.name, 'Airport'),
          ),
        );
      return row?.id ?? '';
    });
    const { device } = await kioskOf('dispatch', { placeCategoryIds: [airport] });
    const listed = await device.call(contract.kiosk.getKioskPlaces, { body: {} });
    expect(listed.status, JSON.stringify(listed.problem)).toBe(200);
    expect(listed.data.categories.map((one) => one.id)).toEqual([airport]);
    expect(listed.data.places.map((row) => row.name).sort()).toEqual([
      'JFK Terminal 4',
      'LaGuardia Terminal B',
      'Newark Terminal C',
    ]);
  });
});

describe('a Guest kiosk takes the guest details (Kiosk/AddOrUpdateKioskGuestInfo)', () => {
  it('keeps the details on the party and books the ride where the kiosk offers transport', async () => {
    const { device, kioskId } = await kioskOf('guest');
    const saved = await device.call(guestInfo, {
      body: rideBody({ email: 'ada@example.com', roomNumber: '1204', phone: '2125550100' }),
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const [party] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .select({
          email: schema.parties.email,
          room: schema.parties.roomNumber,
          status: schema.parties.status,
        })
        .from(schema.parties)
        .where(eq(schema.parties.createdBy, kioskId)),
    );
    expect(party).toEqual({ email: 'ada@example.com', room: '1204', status: PARTY_STATUS.Pending });
  });

  it('refuses transport where the kiosk does not offer it', async () => {
    const { device } = await kioskOf('guest', { offerTransport: false });
    const refused = await device.call(guestInfo, { body: rideBody() });
    expect([refused.status, refused.problem.code]).toEqual([422, 'KIOSK_CHOICE_NOT_OFFERED']);
  });
});

describe('each device calls its own flow only', () => {
  it("refuses a device on another flow's call (403), and a staff session on a device call (401)", async () => {
    const guest = await kioskOf('guest');
    const dispatch = await kioskOf('dispatch');
    const map = await kioskOf('map');
    const wrong = [
      await guest.device.call(ride, { body: rideBody() }),
      await map.device.call(ride, { body: rideBody() }),
      await dispatch.device.call(guestInfo, { body: rideBody() }),
    ];
    for (const answer of wrong)
      expect([answer.status, answer.problem.code]).toEqual([403, 'KIOSK_OTHER_FLOW']);
    const staff = await admin.call(ride, { body: rideBody() });
    expect([staff.status, staff.problem.code]).toEqual([401, 'KIOSK_NOT_ACTIVE']);
    // Reads every flow shares take any paired device.
    expect((await map.device.call(contract.kiosk.getKioskPlaces, { body: {} })).status).toBe(200);
  });
});

describe("the company's booking fields at the kiosk", () => {
  it('lists the fields asked at kiosks in the setup, and a ride answers a required one', async () => {
    const saved = await admin.call(customFields.save, {
      body: {
        label: { en: 'Flight class', ar: 'درجة الرحلة' },
        kind: 'choice',
        choices: [{ key: 'economy', label: { en: 'Economy', ar: 'سياحية' } }],
        required: true,
        onReservationForm: false,
        onKiosk: true,
      },
    });
    expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
    const fieldId = saved.data.id;
    try {
      const { device } = await kioskOf('dispatch');
      const setup = await device.call(contract.kiosk.getKioskDeviceSetup, { body: {} });
      expect(setup.data.customFields).toEqual([
        {
          id: fieldId,
          label: { en: 'Flight class', ar: 'درجة الرحلة' },
          kind: 'choice',
          required: true,
          choices: [{ key: 'economy', label: { en: 'Economy', ar: 'سياحية' } }],
        },
      ]);
      const unanswered = await device.call(ride, { body: rideBody() });
      expect(unanswered.status).toBe(400);
      expect(unanswered.problem.errors?.map((error) => error.path)).toEqual([`body.customValues.${fieldId}`]);
      const answered = await device.call(ride, {
        body: rideBody({ customValues: { [fieldId]: 'economy' } }),
      });
      expect(answered.status, JSON.stringify(answered.problem)).toBe(200);
      const [party] = await inScope(t.server.deps.db, { kind: 'platform' }, (tx) =>
        tx
          .select({ customValues: schema.parties.customValues })
          .from(schema.parties)
          .where(eq(schema.parties.number, answered.data.partyNumber)),
      );
      expect(party?.customValues).toEqual({ [fieldId]: 'economy' });
    } finally {
      // The field is the company's: switched off, it asks nothing of the other tests' kiosks.
      await admin.call(contract.pageSettings.enableDisableCustomFeilds, {
        body: { id: fieldId, active: false },
      });
    }
  });
});
