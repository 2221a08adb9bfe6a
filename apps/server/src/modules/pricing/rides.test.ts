import { contract } from '@curbside/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoServer, fieldPaths, locationId } from '../../testing/demo-server.ts';

const c = contract;
const t = demoServer();

/** The demo's locations the rides are found between, looked up once for the file. */
const PLACE_NAMES = {
  hotel: 'Harbor View Hotel lobby',
  jfk: 'JFK Terminal 4',
  laGuardia: 'LaGuardia Terminal B',
  penn: 'Penn Station',
  wtc: 'Downtown – World Trade Center',
  nowhere: 'Newark Terminal C',
};
const place = {} as Record<keyof typeof PLACE_NAMES, string>;

beforeAll(async () => {
  for (const [key, name] of Object.entries(PLACE_NAMES)) {
    place[key as keyof typeof PLACE_NAMES] = await locationId(t.admin, name);
  }
});

describe('finding and pricing rides', () => {
  it('Reservation/GetTripsBetweenLocations answers the trips, and the zone charge where there is none', async () => {
    const withTrip = await t.driver.call(c.reservation.getTripsBetweenLocations, {
      body: { fromLocationId: place.hotel, toLocationId: place.jfk },
    });
    expect(withTrip.data.items).toHaveLength(1);
    expect(withTrip.data.zoneCharge).toMatchObject({ source: 'zone_charge', adultCents: 4500 });
    const noTrip = await t.driver.call(c.reservation.getTripsBetweenLocations, {
      body: { fromLocationId: place.laGuardia, toLocationId: place.hotel },
    });
    expect(noTrip.data.items).toEqual([]);
    expect(noTrip.data.zoneCharge?.adultCents).toBe(4500);
    expect(
      (
        await t.lakeside.call(c.reservation.getTripsBetweenLocations, {
          body: { fromLocationId: place.hotel, toLocationId: place.jfk },
        })
      ).status,
    ).toBe(404);
  });

  it('Transportation/FindTripDetails prefers the trip and lists its departures of the date', async () => {
    const found = await t.driver.call(c.transportation.findTripDetails, {
      body: { fromLocationId: place.hotel, toLocationId: place.jfk, date: '2026-11-23' },
    });
    expect(found.data.prices).toEqual({
      source: 'trip',
      adultCents: 3900,
      childCents: 1950,
      luggageCents: 500,
    });
    expect(found.data.departures).toHaveLength(5);
    const zoneOnly = await t.driver.call(c.transportation.findTripDetails, {
      body: { fromLocationId: place.penn, toLocationId: place.wtc },
    });
    expect(zoneOnly.data).toMatchObject({
      trip: null,
      prices: { source: 'zone_charge', adultCents: 2500 },
      departures: [],
    });
    expect(
      (
        await t.platform.call(c.transportation.findTripDetails, {
          body: { fromLocationId: place.penn, toLocationId: place.wtc },
        })
      ).status,
    ).toBe(403);
  });

  it('Reservation/GetTripDetailsBySearch refuses a room-mandatory trip without a room number, naming the field', async () => {
    const refused = await t.driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: place.hotel, toLocationId: place.jfk },
    });
    expect(refused.status).toBe(400);
    expect(refused.problem.errors).toEqual([
      { path: 'body.roomNumber', message: 'A room number is required for this trip' },
    ]);
    const priced = await t.driver.call(c.reservation.getTripDetailsBySearch, {
      body: {
        fromLocationId: place.hotel,
        toLocationId: place.jfk,
        roomNumber: '812',
        adults: 2,
        luggage: 2,
        date: '2026-11-23',
      },
    });
    expect(priced.data.cost.subtotalCents).toBe(2 * 3900 + 2 * 500);
    expect(priced.data.departures).toHaveLength(5);
    const noRide = await t.driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: place.nowhere, toLocationId: place.penn },
    });
    expect(noRide.status).toBe(200);
    const pennToNewark = await t.driver.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: place.penn, toLocationId: place.nowhere },
    });
    expect(pennToNewark.data.prices.source).toBe('zone_charge');
  });

  it('Reservation/GetDiscountTaxesByTripId and Transportation/PercentagesForCredit answer the rates', async () => {
    const trip = (await t.admin.call(c.locations.getTrips, { query: { search: 'JFK' } })).data.items[0];
    const taxes = await t.driver.call(c.reservation.getDiscountTaxesByTripId, {
      body: { tripId: trip?.id ?? '' },
    });
    expect(taxes.data.rates).toEqual({
      serviceFeeBasisPoints: 500,
      taxBasisPoints: 888,
      cardSurchargeBasisPoints: 300,
    });
    expect(taxes.data.codes.map((code) => code.code).sort()).toEqual(['CARD', 'NYS-TAX', 'SVC']);
    expect(
      (await t.lakeside.call(c.reservation.getDiscountTaxesByTripId, { body: { tripId: trip?.id ?? '' } }))
        .status,
    ).toBe(404);
    const credit = await t.driver.call(c.transportation.percentagesForCredit, { query: {} });
    expect(credit.data.cardSurchargeBasisPoints).toBe(300);
    expect(credit.data.gratuityPercentages).toContain(15);
    expect((await t.platform.call(c.transportation.percentagesForCredit, { query: {} })).status).toBe(403);
  });

  it('Discount/GetDiscountCalculations and Reservation/ApplyDiscountCode price with the one cost function', async () => {
    const body = {
      fromLocationId: place.hotel,
      toLocationId: place.laGuardia,
      adults: 2,
      children: 1,
      luggage: 2,
      gratuityPercent: 15,
      paymentMethod: 'card' as const,
      roomNumber: '1204',
    };
    const plain = await t.driver.call(c.discount.getDiscountCalculations, { body });
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
    const applied = await t.driver.call(c.reservation.applyDiscountCode, {
      body: { ...body, couponCode: 'welcome10' },
    });
    expect(applied.data.coupon).toEqual({ code: 'WELCOME10', kind: 'percent', value: 1000 });
    expect(applied.data.cost.discountCents).toBe(825);
    expect(applied.data.cost.totalCents).toBeLessThan(plain.data.cost.totalCents);
    const noRoom = await t.driver.call(c.discount.getDiscountCalculations, {
      body: { ...body, roomNumber: undefined },
    });
    expect(fieldPaths(noRoom)).toEqual(['body.roomNumber']);
    const noCode = await t.driver.call(c.reservation.applyDiscountCode, { body });
    expect(fieldPaths(noCode)).toEqual(['body.couponCode']);
    const unknown = await t.driver.call(c.reservation.applyDiscountCode, {
      body: { ...body, couponCode: 'NOPE' },
    });
    expect(unknown.problem.errors).toEqual([{ path: 'body.couponCode', message: 'Unknown coupon' }]);
    const same = await t.driver.call(c.discount.getDiscountCalculations, {
      body: { ...body, toLocationId: place.hotel },
    });
    expect(fieldPaths(same)).toEqual(['body.toLocationId']);
    expect((await t.platform.call(c.discount.getDiscountCalculations, { body })).status).toBe(403);
  });
});
