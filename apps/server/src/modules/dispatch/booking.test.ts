import { type BodyOf, contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { calculateCost, PARTY_STATUS, weekdayOf } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testServer } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS, type TestClient } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const book = contract.reservation.addOrEditReservation;
const t = testServer();
let admin: TestClient;
let place: (name: string) => string;
let jfkTripId: string;
let javitsTripId: string;
/** The JFK trip's 10:00 departure on the weekday of `date`. */
let jfkDeparture: (date: string) => string;

const platform = <T>(work: (tx: Parameters<Parameters<typeof inScope>[2]>[0]) => Promise<T>) =>
  inScope(t.server.deps.db, { kind: 'platform' }, work);

beforeAll(async () => {
  admin = await t.server.signIn(hv.admin);
  const companyId = t.server.ids.harborView.companyId;
  const { places, trips, times } = await platform(async (tx) => ({
    places: await tx.select().from(schema.locations).where(eq(schema.locations.companyId, companyId)),
    trips: await tx.select().from(schema.trips).where(eq(schema.trips.companyId, companyId)),
    times: await tx
      .select()
      .from(schema.tripScheduleTimes)
      .where(eq(schema.tripScheduleTimes.companyId, companyId)),
  }));
  place = (name) => {
    const found = places.find((p) => p.name === name);
    if (!found) throw new Error(`no location ${name}`);
    return found.id;
  };
  const tripTo = (name: string) => {
    const found = trips.find(
      (t) => t.fromLocationId === place('Harbor View Hotel lobby') && t.toLocationId === place(name),
    );
    if (!found) throw new Error(`no trip to ${name}`);
    return found.id;
  };
  jfkTripId = tripTo('JFK Terminal 4');
  javitsTripId = tripTo('Javits Center');
  jfkDeparture = (date) => {
    const found = times.find(
      (t) => t.tripId === jfkTripId && t.weekday === weekdayOf(date) && t.departureMinute === 600,
    );
    if (!found) throw new Error('no 10:00 departure');
    return found.id;
  };
});

const jfkBooking = (overrides: Partial<BodyOf<typeof book>> = {}) => ({
  guestName: 'Ada Lovelace',
  phone: '+1 (212) 555-7001',
  roomNumber: '1204',
  adults: 2,
  children: 1,
  luggage: 2,
  fromLocationId: place('Harbor View Hotel lobby'),
  toLocationId: place('JFK Terminal 4'),
  tripId: jfkTripId,
  reservationDate: '2027-03-10',
  reservationTime: '10:00',
  ...overrides,
});

const usageOf = (code: string) =>
  platform(async (tx) => {
    const [row] = await tx
      .select({ n: schema.discountCoupons.usageCount })
      .from(schema.discountCoupons)
      .where(
        and(
          eq(schema.discountCoupons.companyId, t.server.ids.harborView.companyId),
          eq(schema.discountCoupons.code, code),
        ),
      );
    return row?.n ?? -1;
  });

const partyNamed = (guestName: string) =>
  platform(async (tx) => {
    const [row] = await tx
      .select({ id: schema.parties.id, version: schema.parties.version })
      .from(schema.parties)
      .where(eq(schema.parties.guestName, guestName));
    if (!row) throw new Error(`no party ${guestName}`);
    return row;
  });

describe('Reservation/AddOrEditReservation', () => {
  it('books a reservation priced by the domain cost function, with a coupon, history and a message', async () => {
    const usesBefore = await usageOf('WELCOME10');
    const departureId = jfkDeparture('2027-03-10');
    const result = await admin.call(book, {
      body: jfkBooking({
        departureId,
        couponCode: 'welcome10',
        gratuityPercent: 15,
        additionalGratuityCents: 200,
      }),
    });
    expect(result.status).toBe(200);
    const party = result.data;
    const expected = calculateCost({
      prices: { adultCents: 3_900, childCents: 1_950, luggageCents: 500 },
      adults: 2,
      children: 1,
      luggage: 2,
      discount: { kind: 'percent', basisPoints: 1_000 },
      serviceFeeBasisPoints: 500,
      taxBasisPoints: 888,
      gratuityBasisPoints: 1_500,
      additionalGratuityCents: 200,
      paymentMethod: 'cash',
    });
    expect(party.totalCents).toBe(expected.totalCents);
    expect(party.costs).toMatchObject({
      tripCents: expected.tripCents,
      luggageCents: expected.luggageCents,
      discountCents: expected.discountCents,
      serviceCents: expected.serviceFeeCents,
      taxCents: expected.taxCents,
      gratuityCents: expected.gratuityCents - 200,
      additionalGratuityCents: 200,
      totalCents: expected.totalCents,
      balanceCents: expected.totalCents,
      couponCode: 'WELCOME10',
      currency: 'USD',
    });
    expect(party.status).toBe(PARTY_STATUS.Reservation);
    expect(party.version).toBe(1);
    expect(party.departureId).toBe(departureId);
    // 10:00 in New York on 10 March 2027 (still standard time) is 15:00 UTC.
    expect(party.scheduledAt).toBe('2027-03-10T15:00:00.000Z');
    expect(party.guestLinkExpiresAt).toBeNull();
    expect(party.history.map((s) => [s.action, s.fromStatus, s.toStatus, s.userName])).toEqual([
      ['AddOrEditReservation', null, 7, 'Alex Morgan'],
    ]);
    expect(party.messages.map((m) => [m.channel, m.templateCode])).toEqual([['sms', 'party.reserved']]);
    expect(party.actions).toContain('ToPending');
    expect(await usageOf('WELCOME10')).toBe(usesBefore + 1);
  });

  it('reads the date and time in the company time zone, summer and winter', async () => {
    for (const [date, utc] of [
      ['2027-01-15', '2027-01-15T14:00:00.000Z'],
      ['2027-07-15', '2027-07-15T13:00:00.000Z'],
    ] as const) {
      const result = await admin.call(book, {
        body: {
          guestName: 'Time Zone',
          adults: 1,
          fromLocationId: place('Harbor View Hotel lobby'),
          toLocationId: place('Javits Center'),
          tripId: javitsTripId,
          reservationDate: date,
          reservationTime: '09:00',
          isNotifyGuest: false,
        },
      });
      expect(result.status).toBe(200);
      expect(result.data.scheduledAt).toBe(utc);
      expect(result.data.messages).toEqual([]);
    }
  });

  it('refuses a trip that needs a room number without one, naming the field', async () => {
    const result = await admin.call(book, { body: jfkBooking({ roomNumber: '' }) });
    expect(result.status).toBe(400);
    expect(result.problem.errors?.map((e) => e.path)).toEqual(['body.roomNumber']);
  });

  it('refuses an unknown coupon on couponCode', async () => {
    const result = await admin.call(book, { body: jfkBooking({ couponCode: 'NOPE' }) });
    expect(result.status).toBe(400);
    expect(result.problem.errors?.map((e) => e.path)).toEqual(['body.couponCode']);
  });

  it('refuses more guests than the departure has seats left that day', async () => {
    const date = '2027-03-11';
    const departureId = jfkDeparture(date);
    const full = await admin.call(book, {
      body: jfkBooking({
        reservationDate: date,
        departureId,
        adults: 10,
        children: 4,
        guestName: 'Big Group',
      }),
    });
    expect(full.status).toBe(200);
    const more = await admin.call(book, {
      body: jfkBooking({ reservationDate: date, departureId, adults: 1, children: 0 }),
    });
    expect(more.status).toBe(409);
    expect(more.problem.code).toBe('NO_SEATS_LEFT');
    // The trip search shows the departure full that day, and free again the next week.
    const departureOn = async (day: string) => {
      const found = await admin.call(contract.transportation.getAvailableTrips, { body: { date: day } });
      return found.data.items.find((d) => d.scheduleTimeId === departureId);
    };
    expect((await departureOn(date))?.seatsLeft).toBe(0);
    const emptyWeek = await departureOn('2027-03-25');
    expect(emptyWeek?.seatsLeft).toBe(emptyWeek?.seats);
    // The same departure a week later is empty.
    const nextWeek = await admin.call(book, {
      body: jfkBooking({ reservationDate: '2027-03-18', departureId, adults: 1, children: 0 }),
    });
    expect(nextWeek.status).toBe(200);
    // The full party itself may still be edited.
    const edit = await admin.call(book, {
      body: jfkBooking({
        partyId: full.data.id,
        version: full.data.version,
        reservationDate: date,
        departureId,
        adults: 10,
        children: 4,
        guestName: 'Big Group',
      }),
    });
    expect(edit.status).toBe(200);
  });

  it('edits an open party at its version, repriced, without changing its status', async () => {
    const created = await admin.call(book, { body: jfkBooking({ status: 1, guestName: 'Edit Me' }) });
    expect(created.status).toBe(200);
    const edited = await admin.call(book, {
      body: jfkBooking({
        partyId: created.data.id,
        version: 1,
        status: 7,
        guestName: 'Edit Me',
        adults: 1,
        children: 0,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data.status).toBe(PARTY_STATUS.Pending);
    expect(edited.data.version).toBe(2);
    expect(edited.data.costs.tripCents).toBe(3_900);
    expect(edited.data.history.map((s) => [s.action, s.fromStatus, s.toStatus])).toEqual([
      ['AddOrEditReservation', null, 1],
      ['EditReservation', 1, 1],
    ]);
    const stale = await admin.call(book, {
      body: jfkBooking({ partyId: created.data.id, version: 1, guestName: 'Edit Me' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.problem.code).toBe('PARTY_CHANGED');
  });

  it('refuses to edit a finished party', async () => {
    const done = await partyNamed('Emma Schmidt');
    const result = await admin.call(book, {
      body: jfkBooking({ partyId: done.id, version: done.version, guestName: 'Emma Schmidt' }),
    });
    expect(result.status).toBe(409);
    expect(result.problem.code).toBe('PARTY_NOT_EDITABLE');
  });

  it("keeps another company's parties and places out of reach", async () => {
    const lakeside = await t.server.signIn(DEMO_ACCOUNTS.lakeside.admin);
    const foreign = await lakeside.call(book, { body: jfkBooking() });
    expect(foreign.status).toBe(404);
    const named = await lakeside.call(book, {
      body: { ...jfkBooking(), companyId: t.server.ids.harborView.companyId },
    });
    expect(named.status).toBe(403);
    const maria = await partyNamed('Maria Gonzalez');
    const info = await lakeside.call(contract.reservation.getPartyInfoById, { body: { partyId: maria.id } });
    expect(info.status).toBe(404);
    const edit = await lakeside.call(book, {
      body: jfkBooking({ partyId: maria.id, version: maria.version }),
    });
    expect(edit.status).toBe(404);
  });
});

describe('the party reads', () => {
  it('shows the drawer to the board and to the assigned driver only', async () => {
    const aiko = await partyNamed('Aiko Tanaka');
    const maria = await partyNamed('Maria Gonzalez');
    const info = await admin.call(contract.reservation.getPartyInfoById, { body: { partyId: aiko.id } });
    expect(info.status).toBe(200);
    expect(info.data.history.map((s) => s.action)).toEqual(['AddOrEditReservation', 'AssignDriver']);
    expect(info.data.payments).toBeDefined();
    const driver = await t.server.signIn(hv.driver1);
    const own = await driver.call(contract.reservation.getPartyInfoById, { body: { partyId: aiko.id } });
    expect(own.status).toBe(200);
    // The assigned driver reads the balance to collect, not the payment records (ADR 24).
    expect(own.data.costs.balanceCents).toBe(info.data.costs.balanceCents);
    expect(Object.keys(own.data)).not.toContain('payments');
    expect(
      (await driver.call(contract.reservation.getPartyInfoById, { body: { partyId: maria.id } })).status,
    ).toBe(404);
    const history = await admin.call(contract.reservation.getPartyHistoryPartyId, {
      body: { partyId: aiko.id },
    });
    expect(history.data.items).toHaveLength(2);
  });

  it('sums a booking for its confirmation', async () => {
    const noah = await partyNamed('Noah Williams');
    const summary = await admin.call(contract.reservation.reservationSummary, { body: { partyId: noah.id } });
    expect(summary.status).toBe(200);
    expect(summary.data.parties.map((p) => p.guestName)).toEqual(['Noah Williams']);
    expect(summary.data.paidCents).toBe(summary.data.totalCents);
    expect(summary.data.parties[0]?.costs.balanceCents).toBe(0);
    expect(summary.data.parties[0]?.payments).toHaveLength(1);
  });

  it('recognises a returning guest by phone, however it is typed', async () => {
    const found = await admin.call(contract.reservation.getPartyInfoByPhoneNumber, {
      body: { phone: '(212) 555-1001' },
    });
    expect(found.status).toBe(200);
    expect(found.data.guest?.guestName).toBe('Maria Gonzalez');
    expect(found.data.recent.map((p) => p.guestName)).toEqual(['Maria Gonzalez']);
    const none = await admin.call(contract.reservation.getPartyInfoByPhoneNumber, {
      body: { phone: '555 0000 999' },
    });
    expect(none.data).toEqual({ guest: null, recent: [] });
    // Booked without a language: written to in English.
    expect(found.data.guest?.language).toBe('en');
  });

  it('keeps the language a guest is written to, shows it, and starts their next booking in it', async () => {
    const booked = await admin.call(book, {
      body: jfkBooking({
        guestName: 'Layla Haddad',
        phone: '+971 50 123 4567',
        reservationDate: '2027-04-02',
        guestLanguage: 'ar',
      }),
    });
    expect(booked.status).toBe(200);
    expect(booked.data.guestLanguage).toBe('ar');
    const read = await admin.call(contract.reservation.getPartyInfoById, {
      body: { partyId: booked.data.id },
    });
    expect(read.data.guestLanguage).toBe('ar');
    const returning = await admin.call(contract.reservation.getPartyInfoByPhoneNumber, {
      body: { phone: '50 123 4567' },
    });
    expect(returning.data.guest).toMatchObject({ guestName: 'Layla Haddad', language: 'ar' });
    // An edit that names no language keeps the one the guest has.
    const edited = await admin.call(book, {
      body: jfkBooking({
        partyId: booked.data.id,
        version: booked.data.version,
        guestName: 'Layla Haddad',
        phone: '+971 50 123 4567',
        reservationDate: '2027-04-02',
        adults: 3,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.data.guestLanguage).toBe('ar');
  });

  it('lists reservations, map requests and cancellations by dates, and will-calls', async () => {
    const byDates = (commandType: 'RESERVATION' | 'GMAP' | 'CANCEL', fromDate: string, toDate: string) =>
      admin.call(contract.reservation.getReservationOrGMapByDates, {
        query: { commandType },
        body: { fromDate, toDate, page: 1, pageSize: 50 },
      });
    const march = await byDates('RESERVATION', '2027-03-10', '2027-03-10');
    expect(march.status).toBe(200);
    expect(march.data.items.map((p) => p.guestName)).toEqual(['Ada Lovelace']);
    expect(march.data.items.every((p) => p.status === 7)).toBe(true);
    const wide = await byDates('GMAP', '2020-01-01', '2030-12-31');
    expect(wide.data.items.map((p) => p.guestName)).toEqual(['Ravi Kumar']);
    const cancelled = await byDates('CANCEL', '2020-01-01', '2030-12-31');
    expect(cancelled.data.items.map((p) => p.guestName)).toEqual(['Lucas Silva']);
    const willCalls = await admin.call(contract.reservation.getWillCallPartiesByDates, {
      body: { fromDate: '2020-01-01', toDate: '2030-12-31', page: 1, pageSize: 50 },
    });
    expect(willCalls.data.items.map((p) => p.guestName)).toEqual(['Chloe Martin']);
    expect(willCalls.data.summary.parties).toBe(1);
    // Chloe's will-call is still open: none was driven to the end.
    const completed = await admin.call(contract.reservation.getWillCallPartiesByDates, {
      body: { fromDate: '2020-01-01', toDate: '2030-12-31', completedOnly: true, page: 1, pageSize: 50 },
    });
    expect(completed.status).toBe(200);
    expect(completed.data.total).toBe(0);
    expect(completed.data.summary.parties).toBe(0);
  });
});
