import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const c = contract;
let server: TestServer;
let admin: TestClient;
let dispatcher: TestClient;
let driver: TestClient;
let lakeside: TestClient;
let platform: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(hv.admin);
  dispatcher = await server.signIn(hv.dispatcher);
  driver = await server.signIn(hv.driver1);
  lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
  platform = await server.signIn(DEMO_ACCOUNTS.superadmin);
});
afterAll(async () => {
  await server?.close();
});

const fieldPaths = (result: { problem: { errors?: { path: string }[] } }) =>
  result.problem.errors?.map((e) => e.path) ?? [];

async function locationId(name: string) {
  const result = await admin.call(c.locations.getLocations, { query: { search: name } });
  const found = result.data.items.find((l) => l.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

describe('demo seed', () => {
  it('gives Harbor View locations, trips, schedules, codes and coupons, and Lakeside none', async () => {
    const locations = await admin.call(c.locations.getLocations, { query: { pageSize: 100 } });
    expect(locations.data.items.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'Harbor View Hotel lobby',
        'JFK Terminal 4',
        'LaGuardia Terminal B',
        'Newark Terminal C',
        'Penn Station',
      ]),
    );
    expect((await admin.call(c.locations.getTrips, { query: {} })).data.total).toBeGreaterThanOrEqual(5);
    expect((await admin.call(c.locations.getTripScheduleTimes, { query: {} })).data.total).toBeGreaterThan(
      20,
    );
    expect((await admin.call(c.discount.getDiscountCoupons, { body: {} })).data.total).toBe(2);
    const other = await lakeside.call(c.locations.getLocations, { query: {} });
    expect(other.data).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe('zone charges', () => {
  it('creates, reads, updates and deletes a charge; refuses a second charge for the same zones', async () => {
    const a = await admin.call(c.locations.addOrEditZone, { body: { name: 'Zone A' } });
    const b = await admin.call(c.locations.addOrEditZone, { body: { name: 'Zone B' } });
    const body = {
      fromZoneId: a.data.id,
      toZoneId: b.data.id,
      adultCents: 1000,
      childCents: 500,
      luggageCents: 100,
    };
    const created = await admin.call(c.locations.addOrEditZoneCharge, { body });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ fromZoneName: 'Zone A', toZoneName: 'Zone B', adultCents: 1000 });
    const again = await admin.call(c.locations.addOrEditZoneCharge, { body });
    expect(again.status).toBe(400);
    expect(fieldPaths(again)).toEqual(['body.toZoneId']);
    const updated = await admin.call(c.locations.addOrEditZoneCharge, {
      body: { ...body, id: created.data.id, adultCents: 1200 },
    });
    expect(updated.data.adultCents).toBe(1200);
    expect(
      (await admin.call(c.locations.getZoneCharge, { query: { id: created.data.id } })).data.adultCents,
    ).toBe(1200);
    const listed = await admin.call(c.locations.getZoneCharges, { query: { search: 'Zone A' } });
    expect(listed.data.items.map((z) => z.id)).toEqual([created.data.id]);
    expect((await admin.call(c.locations.deleteZone, { body: { id: a.data.id } })).status).toBe(409);
    expect((await admin.call(c.locations.deleteZoneCharge, { body: { id: created.data.id } })).status).toBe(
      200,
    );
    expect((await admin.call(c.locations.getZoneCharge, { query: { id: created.data.id } })).status).toBe(
      404,
    );
  });

  it('refuses negative or fractional cents, unknown zones and a dispatcher', async () => {
    const zones = (await admin.call(c.locations.getZones, { query: {} })).data.items;
    const [first, second] = zones;
    const bad = await admin.call(c.locations.addOrEditZoneCharge, {
      body: {
        fromZoneId: first?.id ?? '',
        toZoneId: second?.id ?? '',
        adultCents: -1,
        childCents: 1.5,
        luggageCents: 0,
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad).sort()).toEqual(['body.adultCents', 'body.childCents']);
    const foreign = await lakeside.call(c.locations.addOrEditZoneCharge, {
      body: {
        fromZoneId: first?.id ?? '',
        toZoneId: second?.id ?? '',
        adultCents: 1,
        childCents: 1,
        luggageCents: 1,
      },
    });
    expect(foreign.status).toBe(404);
    const refused = await dispatcher.call(c.locations.deleteZoneCharge, { body: { id: first?.id ?? '' } });
    expect(refused.status).toBe(403);
  });
});

describe('locations offered for booking', () => {
  it('Transportation/Locations without a list answers every active location', async () => {
    const all = await driver.call(c.transportation.locations, { query: {} });
    expect(all.data.items.length).toBeGreaterThanOrEqual(9);
    expect((await platform.call(c.transportation.locations, { query: {} })).status).toBe(403);
  });
});

describe('trips and departures', () => {
  it('builds a trip with its departures in one step, edits it, lists it and deletes it with its departures', async () => {
    const penn = await locationId('Penn Station');
    const times = await locationId('Times Square');
    const built = await admin.call(c.locations.addNewTrip, {
      body: {
        fromLocationId: penn,
        toLocationId: times,
        adultCents: 800,
        childCents: 400,
        luggageCents: 0,
        durationMinutes: 12,
        seats: 10,
        departures: [
          { weekdays: [1, 2, 3], departureMinute: 540 },
          { weekdays: [6], departureMinute: 600 },
        ],
      },
    });
    expect(built.status).toBe(200);
    expect(built.data.departures).toBe(4);
    const tripId = built.data.trip.id;
    const edited = await admin.call(c.locations.addOrEditTrip, {
      body: {
        id: tripId,
        fromLocationId: penn,
        toLocationId: times,
        adultCents: 900,
        childCents: 450,
        luggageCents: 0,
        durationMinutes: 15,
        seats: 10,
        roomMandatory: true,
      },
    });
    expect(edited.data).toMatchObject({
      adultCents: 900,
      roomMandatory: true,
      fromLocationName: 'Penn Station',
    });
    const details = await driver.call(c.reservation.getTripDetails, { body: { tripId } });
    expect(details.data.departures.map((d) => [d.weekday, d.departureMinute])).toEqual([
      [1, 540],
      [2, 540],
      [3, 540],
      [6, 600],
    ]);
    const schedule = await admin.call(c.locations.getTripScheduleTimes, { query: { tripId } });
    expect(schedule.data.total).toBe(4);
    const listed = await admin.call(c.locations.getTrips, { query: { search: 'Times Square' } });
    expect(listed.data.items.map((t) => t.id)).toContain(tripId);
    expect((await admin.call(c.locations.deleteTrip, { body: { id: tripId } })).status).toBe(200);
    expect((await admin.call(c.locations.getTripScheduleTimes, { query: { tripId } })).status).toBe(404);
    expect((await admin.call(c.locations.deleteTrip, { body: { id: tripId } })).status).toBe(404);
  });

  it('refuses a trip to its own origin, zero seats, unknown locations and a dispatcher', async () => {
    const penn = await locationId('Penn Station');
    const body = {
      fromLocationId: penn,
      toLocationId: penn,
      adultCents: 1,
      childCents: 1,
      luggageCents: 1,
      durationMinutes: 5,
      seats: 0,
    };
    const bad = await admin.call(c.locations.addOrEditTrip, { body });
    expect(fieldPaths(bad).sort()).toEqual(['body.seats', 'body.toLocationId']);
    const foreign = await lakeside.call(c.locations.addOrEditTrip, {
      body: { ...body, toLocationId: server.ids.lakeside.companyId, seats: 4 },
    });
    expect(foreign.status).toBe(404);
    expect((await dispatcher.call(c.locations.addNewTrip, { body: { ...body, seats: 4 } })).status).toBe(403);
  });

  it('adds, moves and deletes a departure time; refuses a clash, a minute past midnight and a dispatcher', async () => {
    const trips = await admin.call(c.locations.getTrips, { query: { search: 'Cruise' } });
    const tripId = trips.data.items[0]?.id ?? '';
    const added = await admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 3, departureMinute: 615, seats: 12 },
    });
    expect(added.data).toMatchObject({
      weekday: 3,
      departureMinute: 615,
      seats: 12,
      toLocationName: 'Manhattan Cruise Terminal',
    });
    const clash = await admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 3, departureMinute: 615, seats: 5 },
    });
    expect(fieldPaths(clash)).toEqual(['body.departureMinute']);
    const moved = await admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { id: added.data.id, tripId, weekday: 4, departureMinute: 615, seats: 12 },
    });
    expect(moved.data.weekday).toBe(4);
    const late = await admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 7, departureMinute: 1440, seats: 1 },
    });
    expect(fieldPaths(late).sort()).toEqual(['body.departureMinute', 'body.weekday']);
    expect(
      (await dispatcher.call(c.locations.deleteTripScheduleTime, { body: { id: added.data.id } })).status,
    ).toBe(403);
    expect(
      (await admin.call(c.locations.deleteTripScheduleTime, { body: { id: added.data.id } })).status,
    ).toBe(200);
    expect(
      (await admin.call(c.locations.deleteTripScheduleTime, { body: { id: added.data.id } })).status,
    ).toBe(404);
  });

  it('Transportation/GetAvailableTrips answers the departures of a date with seats left', async () => {
    // 2026-11-23 is a Monday: the Javits shuttle runs on weekdays, the cruise shuttle on weekends only.
    const monday = await driver.call(c.transportation.getAvailableTrips, { body: { date: '2026-11-23' } });
    expect(monday.data.weekday).toBe(1);
    const names = monday.data.items.map((d) => d.toLocationName);
    expect(names).toContain('Javits Center');
    expect(names).not.toContain('Manhattan Cruise Terminal');
    expect(monday.data.items.every((d) => d.seatsLeft === d.seats)).toBe(true);
    const minutes = monday.data.items.map((d) => d.departureMinute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const jfk = await locationId('JFK Terminal 4');
    const toJfk = await driver.call(c.transportation.getAvailableTrips, {
      body: { date: '2026-11-22', toLocationId: jfk },
    });
    expect(toJfk.data.items).toHaveLength(5);
    expect(
      (await driver.call(c.transportation.getAvailableTrips, { body: { date: '2026-02-30' } })).status,
    ).toBe(400);
    expect(
      (
        await lakeside.call(c.transportation.getAvailableTrips, {
          body: { date: '2026-11-23', toLocationId: jfk },
        })
      ).status,
    ).toBe(404);
  });
});

describe('finding and pricing rides', () => {
  it('Reservation/GetTripsBetweenLocations answers the trips, and the zone charge where there is none', async () => {
    const hotel = await locationId('Harbor View Hotel lobby');
    const jfk = await locationId('JFK Terminal 4');
    const laGuardia = await locationId('LaGuardia Terminal B');
    const withTrip = await driver.call(c.reservation.getTripsBetweenLocations, {
      body: { fromLocationId: hotel, toLocationId: jfk },
    });
    expect(withTrip.data.items).toHaveLength(1);
    expect(withTrip.data.zoneCharge).toMatchObject({ source: 'zone_charge', adultCents: 4500 });
    const noTrip = await driver.call(c.reservation.getTripsBetweenLocations, {
      body: { fromLocationId: laGuardia, toLocationId: hotel },
    });
    expect(noTrip.data.items).toEqual([]);
    expect(noTrip.data.zoneCharge?.adultCents).toBe(4500);
    expect(
      (
        await lakeside.call(c.reservation.getTripsBetweenLocations, {
          body: { fromLocationId: hotel, toLocationId: jfk },
        })
      ).status,
    ).toBe(404);
  });

  it('Transportation/FindTripDetails prefers the trip and lists its departures of the date', async () => {
    const hotel = await locationId('Harbor View Hotel lobby');
    const jfk = await locationId('JFK Terminal 4');
    const found = await driver.call(c.transportation.findTripDetails, {
      body: { fromLocationId: hotel, toLocationId: jfk, date: '2026-11-23' },
    });
    expect(found.data.prices).toEqual({
      source: 'trip',
      adultCents: 3900,
      childCents: 1950,
      luggageCents: 500,
    });
    expect(found.data.departures).toHaveLength(5);
    const penn = await locationId('Penn Station');
    const wtc = await locationId('Downtown – World Trade Center');
    const zoneOnly = await driver.call(c.transportation.findTripDetails, {
      body: { fromLocationId: penn, toLocationId: wtc },
    });
    expect(zoneOnly.data).toMatchObject({
      trip: null,
      prices: { source: 'zone_charge', adultCents: 2500 },
      departures: [],
    });
    expect(
      (
        await platform.call(c.transportation.findTripDetails, {
          body: { fromLocationId: penn, toLocationId: wtc },
        })
      ).status,
    ).toBe(403);
  });

  it('Reservation/GetTripDetailsBySearch refuses a room-mandatory trip without a room number, naming the field', async () => {
    const hotel = await locationId('Harbor View Hotel lobby');
    const jfk = await locationId('JFK Terminal 4');
    const refused = await driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: hotel, toLocationId: jfk },
    });
    expect(refused.status).toBe(400);
    expect(refused.problem.errors).toEqual([
      { path: 'body.roomNumber', message: 'A room number is required for this trip' },
    ]);
    const priced = await driver.call(c.reservation.getTripDetailsBySearch, {
      body: {
        fromLocationId: hotel,
        toLocationId: jfk,
        roomNumber: '812',
        adults: 2,
        luggage: 2,
        date: '2026-11-23',
      },
    });
    expect(priced.data.cost.subtotalCents).toBe(2 * 3900 + 2 * 500);
    expect(priced.data.departures).toHaveLength(5);
    const penn = await locationId('Penn Station');
    const nowhere = await locationId('Newark Terminal C');
    const noRide = await driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: nowhere, toLocationId: penn },
    });
    expect(noRide.status).toBe(200);
    const pennToNewark = await driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: penn, toLocationId: nowhere },
    });
    expect(pennToNewark.data.prices.source).toBe('zone_charge');
  });

  it('Reservation/GetDiscountTaxesByTripId and Transportation/PercentagesForCredit answer the rates', async () => {
    const trip = (await admin.call(c.locations.getTrips, { query: { search: 'JFK' } })).data.items[0];
    const taxes = await driver.call(c.reservation.getDiscountTaxesByTripId, {
      body: { tripId: trip?.id ?? '' },
    });
    expect(taxes.data.rates).toEqual({
      serviceFeeBasisPoints: 500,
      taxBasisPoints: 888,
      cardSurchargeBasisPoints: 300,
    });
    expect(taxes.data.codes.map((code) => code.code).sort()).toEqual(['CARD', 'NYS-TAX', 'SVC']);
    expect(
      (await lakeside.call(c.reservation.getDiscountTaxesByTripId, { body: { tripId: trip?.id ?? '' } }))
        .status,
    ).toBe(404);
    const credit = await driver.call(c.transportation.percentagesForCredit, { query: {} });
    expect(credit.data.cardSurchargeBasisPoints).toBe(300);
    expect(credit.data.gratuityPercentages).toContain(15);
    expect((await platform.call(c.transportation.percentagesForCredit, { query: {} })).status).toBe(403);
  });

  it('Discount/GetDiscountCalculations and Reservation/ApplyDiscountCode price with the one cost function', async () => {
    const hotel = await locationId('Harbor View Hotel lobby');
    const laGuardia = await locationId('LaGuardia Terminal B');
    const body = {
      fromLocationId: hotel,
      toLocationId: laGuardia,
      adults: 2,
      children: 1,
      luggage: 2,
      gratuityPercent: 15,
      paymentMethod: 'card' as const,
      roomNumber: '1204',
    };
    const plain = await driver.call(c.discount.getDiscountCalculations, { body });
    expect(plain.status).toBe(200);
    // 2 × 29.00 + 14.50 + 2 × 5.00 = 82.50; service 5 % = 4.13 (4.125 half up); tax 8.88 % of 86.63 = 7.69;
    // gratuity 15 % of 82.50 = 12.38; card 3 % of 106.70 = 3.20.
    expect(plain.data.cost).toEqual({
      tripCents: 7250,
      luggageCents: 1000,
      subtotalCents: 8250,
      discountCents: 0,
      discountedSubtotalCents: 8250,
      serviceFeeCents: 413,
      taxCents: 769,
      gratuityCents: 1238,
      cardSurchargeCents: 320,
      totalCents: 10990,
    });
    const applied = await driver.call(c.reservation.applyDiscountCode, {
      body: { ...body, couponCode: 'welcome10' },
    });
    expect(applied.data.coupon).toEqual({ code: 'WELCOME10', kind: 'percent', value: 1000 });
    expect(applied.data.cost.discountCents).toBe(825);
    expect(applied.data.cost.totalCents).toBeLessThan(plain.data.cost.totalCents);
    const noRoom = await driver.call(c.discount.getDiscountCalculations, {
      body: { ...body, roomNumber: undefined },
    });
    expect(fieldPaths(noRoom)).toEqual(['body.roomNumber']);
    const noCode = await driver.call(c.reservation.applyDiscountCode, { body });
    expect(fieldPaths(noCode)).toEqual(['body.couponCode']);
    const unknown = await driver.call(c.reservation.applyDiscountCode, {
      body: { ...body, couponCode: 'NOPE' },
    });
    expect(unknown.problem.errors).toEqual([{ path: 'body.couponCode', message: 'Unknown coupon' }]);
    const same = await driver.call(c.discount.getDiscountCalculations, {
      body: { ...body, toLocationId: hotel },
    });
    expect(fieldPaths(same)).toEqual(['body.toLocationId']);
    expect((await platform.call(c.discount.getDiscountCalculations, { body })).status).toBe(403);
  });
});

describe('tax and service codes', () => {
  it('creates, lists, updates and deletes a code; refuses a duplicate, a rate above 100 % and a dispatcher', async () => {
    const created = await admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'city', name: 'City tax', kind: 'tax', rateBasisPoints: 50 },
    });
    expect(created.data).toMatchObject({ code: 'CITY', rateBasisPoints: 50, active: true });
    const taxes = await admin.call(c.reservation.getDiscountTaxesByTripId, {
      body: { tripId: (await admin.call(c.locations.getTrips, { query: {} })).data.items[0]?.id ?? '' },
    });
    expect(taxes.data.rates.taxBasisPoints).toBe(938);
    const dup = await admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'CITY', name: 'Again', kind: 'tax', rateBasisPoints: 1 },
    });
    expect(fieldPaths(dup)).toEqual(['body.code']);
    const high = await admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: { code: 'HIGH', name: 'High', kind: 'service', rateBasisPoints: 10_001 },
    });
    expect(fieldPaths(high)).toEqual(['body.rateBasisPoints']);
    const listed = await admin.call(c.subscription.getTaxAndServiceCodes, { query: { search: 'city' } });
    expect(listed.data.items.map((i) => i.code)).toEqual(['CITY']);
    const off = await admin.call(c.subscription.addOrEditTaxAndServiceCode, {
      body: {
        id: created.data.id,
        code: 'CITY',
        name: 'City tax',
        kind: 'tax',
        rateBasisPoints: 50,
        active: false,
      },
    });
    expect(off.data.active).toBe(false);
    expect((await dispatcher.call(c.subscription.getTaxAndServiceCodes, { query: {} })).status).toBe(403);
    expect(
      (await admin.call(c.subscription.deleteTaxAndServiceCode, { body: { id: created.data.id } })).status,
    ).toBe(200);
    expect(
      (await admin.call(c.subscription.deleteTaxAndServiceCode, { body: { id: created.data.id } })).status,
    ).toBe(404);
  });
});

describe('discount coupons', () => {
  const coupon = {
    code: 'summer',
    kind: 'amount' as const,
    value: 1_000,
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    usageLimit: 3,
  };

  it('creates, finds by code, lists and deletes an unused coupon', async () => {
    const created = await admin.call(c.discount.addOrUpdateCoupon, { body: coupon });
    expect(created.data).toMatchObject({
      code: 'SUMMER',
      usageCount: 0,
      appliesToRides: true,
      appliesToParking: false,
    });
    const listed = await admin.call(c.discount.getDiscountCoupons, { body: { search: 'summ' } });
    expect(listed.data.items.map((i) => i.code)).toEqual(['SUMMER']);
    const looked = await driver.call(c.locations.getCouponCode, { query: { code: 'Summer' } });
    expect(looked.data).toMatchObject({ code: 'SUMMER', kind: 'amount', value: 1000 });
    expect((await driver.call(c.locations.getCouponCode, { query: { code: 'NOPE' } })).status).toBe(404);
    expect((await admin.call(c.discount.deleteCoupon, { body: { id: created.data.id } })).status).toBe(200);
  });

  it('says why a coupon cannot be used, and refuses it in a calculation', async () => {
    const expired = await admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'OLD', validFrom: '2020-01-01', validTo: '2020-12-31' },
    });
    expect((await driver.call(c.locations.getCouponCode, { query: { code: 'OLD' } })).data).toMatchObject({
      usable: false,
      reason: 'expired',
    });
    const off = await admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, id: expired.data.id, code: 'OLD', active: false },
    });
    expect(off.data.active).toBe(false);
    expect((await driver.call(c.locations.getCouponCode, { query: { code: 'OLD' } })).data.reason).toBe(
      'inactive',
    );
    const hotel = await locationId('Harbor View Hotel lobby');
    const penn = await locationId('Penn Station');
    const refused = await driver.call(c.reservation.applyDiscountCode, {
      body: { fromLocationId: hotel, toLocationId: penn, couponCode: 'OLD' },
    });
    expect(refused.problem.errors).toEqual([
      { path: 'body.couponCode', message: 'This coupon is not active' },
    ]);
  });

  it('refuses a used coupon deletion (409), bad dates and percentages, a duplicate code and a dispatcher', async () => {
    const used = await admin.call(c.discount.addOrUpdateCoupon, { body: { ...coupon, code: 'USED' } });
    await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
      tx
        .update(schema.discountCoupons)
        .set({ usageCount: 1 })
        .where(eq(schema.discountCoupons.id, used.data.id)),
    );
    const inUse = await admin.call(c.discount.deleteCoupon, { body: { id: used.data.id } });
    expect(inUse.status).toBe(409);
    expect(inUse.problem.detail).toMatch(/deactivate it instead/);
    const dates = await admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'D', validTo: '2025-01-01' },
    });
    expect(fieldPaths(dates)).toEqual(['body.validTo']);
    const percent = await admin.call(c.discount.addOrUpdateCoupon, {
      body: { ...coupon, code: 'P', kind: 'percent', value: 10_001 },
    });
    expect(fieldPaths(percent)).toEqual(['body.value']);
    const dup = await admin.call(c.discount.addOrUpdateCoupon, { body: { ...coupon, code: 'used' } });
    expect(fieldPaths(dup)).toEqual(['body.code']);
    expect((await dispatcher.call(c.discount.addOrUpdateCoupon, { body: coupon })).status).toBe(403);
    expect((await dispatcher.call(c.discount.getDiscountCoupons, { body: {} })).status).toBe(403);
    expect((await dispatcher.call(c.discount.deleteCoupon, { body: { id: used.data.id } })).status).toBe(403);
    expect(
      (
        await lakeside.call(c.discount.getDiscountCoupons, {
          body: { companyId: server.ids.harborView.companyId },
        })
      ).problem.code,
    ).toBe('FOREIGN_COMPANY');
  });
});
