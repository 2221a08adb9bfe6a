import { type BodyOf, type BookingRules, bookingRules, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';
import { guestKeyFor, storedParty } from '../../testing/parties.ts';
import { settingsCases } from '../../testing/settings-cases.ts';
import { enforceBookingRules } from './booking-rules.ts';

const hv = DEMO_ACCOUNTS.harborView;
const t = testServer({ guestLinkRateLimit: 1_000 });
const area = contract.configReservation;
const book = contract.reservation.addOrEditReservation;
const defaults = bookingRules.spec.defaults;

describe('booking rules', () => {
  settingsCases(t, {
    definition: bookingRules,
    sample: (n) => ({
      ...defaults,
      leadMinutes: n * 5,
      maxDaysAhead: 30 + n,
      maxPartySize: 1 + (n % 50),
      requirePhone: n % 2 === 0,
      notifyPickedUp: n % 2 === 1,
      guestChangeUntilMinutes: n,
    }),
    invalid: { body: { ...defaults, maxPartySize: 0 }, path: 'body.maxPartySize' },
    reader: hv.dispatcher,
  });
});

let admin: TestClient;
let desk: TestClient;
const companyId = () => t.server.ids.harborView.companyId;

async function rules(change: Partial<BookingRules>) {
  admin ??= await t.server.signIn(hv.admin);
  const saved = await admin.call(bookingRules.update, { body: { ...defaults, ...change } });
  expect(saved.status, JSON.stringify(saved.problem)).toBe(200);
}

async function place(name: string) {
  const rows = await inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
    tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId())),
  );
  const found = rows.find((row) => row.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

async function booking(overrides: Partial<BodyOf<typeof book>> = {}) {
  desk ??= await t.server.signIn(hv.dispatcher);
  return desk.call(book, {
    body: {
      guestName: 'Grace Hopper',
      roomNumber: '1204',
      adults: 2,
      luggage: 1,
      fromLocationId: await place('Harbor View Hotel lobby'),
      toLocationId: await place('JFK Terminal 4'),
      reservationDate: '2030-05-10',
      reservationTime: '09:30',
      isNotifyGuest: false,
      ...overrides,
    },
  });
}

/** The company's date `days` from today, for the booking window. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the parts other screens read', () => {
  it('answers the guest link, kiosk, message and form parts, and whether the caller may change the rules', async () => {
    await rules({ guestMayCancel: false, kioskRideNow: false, notifyDispatched: false, requireEmail: true });
    desk ??= await t.server.signIn(hv.dispatcher);
    const access = await desk.call(area.getAccessSettings, { body: {} });
    expect(access.data).toEqual({
      guestMayReschedule: true,
      guestMayResize: true,
      guestMayCancel: false,
      guestChangeUntilMinutes: 0,
    });
    const kiosk = await desk.call(area.getConfigSettings, { body: {} });
    expect(kiosk.data).toMatchObject({ kioskRideNow: false, kioskReservation: true });
    const messages = await desk.call(area.getAppSettings, { body: {} });
    expect(messages.data).toMatchObject({ notifyBooked: true, notifyDispatched: false });
    const form = await desk.call(area.getDefaultSettingsWithAccess, { body: {} });
    expect(form.data).toMatchObject({ requireEmail: true, mayChangeRules: false });
    const asAdmin = await admin.call(area.getDefaultSettingsWithAccess, { body: {} });
    expect(asAdmin.data.mayChangeRules).toBe(true);
    const countries = await desk.call(area.getCountries, { query: {} });
    expect(countries.data.items).toContainEqual({ code: 'AE', callingCode: '971' });
  });
});

describe('a staff booking meets the rules', () => {
  it('refuses a blank required field, naming each on its field', async () => {
    await rules({ requireRoom: true, requireEmail: true, requireFlight: true });
    const refused = await booking({ email: 'grace@example.com', roomNumber: '' });
    expect(refused.status).toBe(422);
    expect(refused.problem.code).toBe('BOOKING_FIELD_REQUIRED');
    expect(refused.problem.errors?.map((e) => e.path)).toEqual(['body.roomNumber', 'body.flightNumber']);
    const taken = await booking({ email: 'grace@example.com', roomNumber: '12', flightNumber: 'BA 117' });
    expect(taken.status, JSON.stringify(taken.problem)).toBe(200);
    expect(taken.data.flightNumber).toBe('BA 117');
  });

  it('refuses a party or luggage above the limits, and takes one at them', async () => {
    await rules({ maxPartySize: 4, maxLuggagePerGuest: 1 });
    const large = await booking({ adults: 3, children: 2 });
    expect([large.status, large.problem.code, large.problem.params]).toEqual([
      422,
      'PARTY_TOO_LARGE',
      { max: 4 },
    ]);
    const heavy = await booking({ adults: 2, luggage: 3 });
    expect([heavy.status, heavy.problem.code]).toEqual([422, 'TOO_MUCH_LUGGAGE']);
    expect((await booking({ adults: 2, children: 2, luggage: 4 })).status).toBe(200);
  });

  it('refuses a reservation inside the lead time or past the booking window', async () => {
    await rules({ leadMinutes: 3 * 24 * 60, maxDaysAhead: 30 });
    const soon = await booking({ reservationDate: daysFromNow(1) });
    expect([soon.status, soon.problem.code]).toEqual([422, 'BOOKING_TOO_SOON']);
    const far = await booking({ reservationDate: daysFromNow(40) });
    expect([far.status, far.problem.code, far.problem.params]).toEqual([
      422,
      'BOOKING_TOO_FAR_AHEAD',
      { days: 30 },
    ]);
    expect((await booking({ reservationDate: daysFromNow(10) })).status).toBe(200);
  });

  it('starts a booking with the default gratuity, and lets an edit that changes neither size nor time through', async () => {
    await rules({ defaultGratuityPercent: 18 });
    const saved = await booking();
    expect(saved.status).toBe(200);
    const row = await storedParty(t.server.deps.db, companyId(), saved.data.id);
    expect(row.gratuityPercent).toBe(18);
    // Tighter rules later: a note changed on the booking is not refused for its size.
    await rules({ maxPartySize: 1 });
    const edited = await booking({
      partyId: saved.data.id,
      version: saved.data.version,
      internalNotes: 'VIP',
    });
    expect(edited.status, JSON.stringify(edited.problem)).toBe(200);
    const resized = await booking({
      partyId: saved.data.id,
      version: edited.data.version,
      adults: 3,
    });
    expect(resized.problem.code).toBe('PARTY_TOO_LARGE');
  });

  it('sends only the guest messages the company chose; a resend by staff still goes', async () => {
    await rules({ notifyBooked: false });
    const saved = await booking({ phone: '+12125557100', isNotifyGuest: true });
    expect(saved.status).toBe(200);
    const queued = () =>
      inScope(t.server.deps.db, { kind: 'company', companyId: companyId() }, (tx) =>
        tx
          .select({ id: schema.outboxMessages.id })
          .from(schema.outboxMessages)
          .where(
            and(
              eq(schema.outboxMessages.companyId, companyId()),
              eq(schema.outboxMessages.partyId, saved.data.id),
            ),
          ),
      );
    expect(await queued()).toHaveLength(0);
    const resent = await desk.call(contract.reservation.reSendNotifications, {
      body: { partyId: saved.data.id },
    });
    expect(resent.data.queued).toBe(1);
  });
});

describe("the guest's link meets the rules", () => {
  const pickUpDay = daysFromNow(2);
  async function guestParty() {
    await rules({});
    const saved = await booking({ reservationDate: pickUpDay });
    expect(saved.status).toBe(200);
    const row = await storedParty(t.server.deps.db, companyId(), saved.data.id);
    const key = await guestKeyFor(t.server.deps.db, companyId(), 'party', row.id);
    return { key, version: row.version };
  }
  const edit = contract.reservation.editGuestReservation;
  const cancel = contract.reservation.cancelGuestReservation;

  it('refuses a change the company keeps for the desk', async () => {
    const { key, version } = await guestParty();
    await rules({ guestMayReschedule: false, guestMayResize: false, guestMayCancel: false });
    const resized = await t.server.anonymous().call(edit, { body: { key, version, adults: 3, luggage: 1 } });
    expect([resized.status, resized.problem.code]).toEqual([422, 'GUEST_CHANGE_NOT_ALLOWED']);
    const cancelled = await t.server.anonymous().call(cancel, { body: { key, version } });
    expect(cancelled.problem.code).toBe('GUEST_CHANGE_NOT_ALLOWED');
    const moved = await t.server.anonymous().call(edit, {
      body: { key, version, adults: 2, luggage: 1, reservationDate: pickUpDay, reservationTime: '11:00' },
    });
    expect(moved.problem.code).toBe('GUEST_CHANGE_NOT_ALLOWED');
    // The note alone, with the pick-up time the page showed, is not a change the rules hold back.
    const noted = await t.server.anonymous().call(edit, {
      body: {
        key,
        version,
        adults: 2,
        luggage: 1,
        reservationDate: pickUpDay,
        reservationTime: '09:30',
        externalNotes: 'Two bags',
      },
    });
    expect(noted.status, JSON.stringify(noted.problem)).toBe(200);
  });

  it('refuses changes too close to the pick-up, and a new size above the limit', async () => {
    const { key, version } = await guestParty();
    await rules({ guestChangeUntilMinutes: 3 * 24 * 60 });
    const late = await t.server.anonymous().call(cancel, { body: { key, version } });
    expect([late.status, late.problem.code, late.problem.params]).toEqual([
      422,
      'GUEST_CHANGE_TOO_LATE',
      { minutes: 4320 },
    ]);
    await rules({ maxPartySize: 3 });
    const large = await t.server.anonymous().call(edit, { body: { key, version, adults: 4, luggage: 1 } });
    expect(large.problem.code).toBe('PARTY_TOO_LARGE');
    await rules({ leadMinutes: 7 * 24 * 60 });
    const soon = await t.server.anonymous().call(edit, {
      body: {
        key,
        version,
        adults: 2,
        luggage: 1,
        reservationDate: daysFromNow(3),
        reservationTime: '10:00',
      },
    });
    expect(soon.problem.code).toBe('BOOKING_TOO_SOON');
  });
});

describe('a kiosk books only what the company offers there', () => {
  const ride = {
    status: PARTY_STATUS.Pending,
    adults: 1,
    children: 0,
    luggage: 0,
    roomNumber: '',
    phone: '',
    email: '',
    flightNumber: '',
    scheduledAt: new Date('2030-01-01T10:00:00Z'),
    reservationDate: '2030-01-01',
  };
  const options = { channel: 'kiosk' as const, timeZone: 'UTC', now: new Date('2030-01-01T09:00:00Z') };

  it('refuses a ride now or a reservation the kiosk does not offer, and any other kind', () => {
    expect(() => enforceBookingRules({ ...defaults, kioskRideNow: false }, ride, options)).toThrow(
      expect.objectContaining({ code: 'KIOSK_BOOKING_NOT_OFFERED', status: 422 }),
    );
    const reservation = { ...ride, status: PARTY_STATUS.Reservation };
    expect(() => enforceBookingRules({ ...defaults, kioskReservation: false }, reservation, options)).toThrow(
      expect.objectContaining({ code: 'KIOSK_BOOKING_NOT_OFFERED' }),
    );
    expect(() => enforceBookingRules(defaults, { ...ride, status: PARTY_STATUS.WillCall }, options)).toThrow(
      expect.objectContaining({ code: 'KIOSK_BOOKING_NOT_OFFERED' }),
    );
    expect(() => enforceBookingRules(defaults, ride, options)).not.toThrow();
    // Staff book any kind whatever the kiosk offers.
    expect(() =>
      enforceBookingRules({ ...defaults, kioskRideNow: false }, ride, { ...options, channel: 'staff' }),
    ).not.toThrow();
  });
});
