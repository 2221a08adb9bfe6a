import { contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { demoServer } from '../../testing/demo-server.ts';

const c = contract;
const t = demoServer();

describe('demo seed', () => {
  it('gives Harbor View locations, trips, schedules, codes and coupons, and Lakeside none', async () => {
    const locations = await t.admin.call(c.locations.getLocations, { query: { pageSize: 100 } });
    expect(locations.data.items.map((l) => l.name)).toEqual(
      expect.arrayContaining([
        'Harbor View Hotel lobby',
        'JFK Terminal 4',
        'LaGuardia Terminal B',
        'Newark Terminal C',
        'Penn Station',
      ]),
    );
    expect((await t.admin.call(c.locations.getTrips, { query: {} })).data.total).toBeGreaterThanOrEqual(5);
    expect((await t.admin.call(c.locations.getTripScheduleTimes, { query: {} })).data.total).toBeGreaterThan(
      20,
    );
    expect((await t.admin.call(c.discount.getDiscountCoupons, { body: {} })).data.total).toBe(2);
    const other = await t.lakeside.call(c.locations.getLocations, { query: {} });
    expect(other.data).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
  });
});

describe('locations offered for booking', () => {
  it('Transportation/Locations without a list answers every active location', async () => {
    const all = await t.driver.call(c.transportation.locations, { query: {} });
    expect(all.data.items.length).toBeGreaterThanOrEqual(9);
    expect((await t.platform.call(c.transportation.locations, { query: {} })).status).toBe(403);
  });

  it('with from, answers only the places a trip or zone charge reaches from there', async () => {
    const all = (await t.dispatcher.call(c.transportation.locations, { query: {} })).data.items;
    const hotel = all.find((place) => place.name === 'Harbor View Hotel lobby');
    if (!hotel) throw new Error('the demo hotel is missing');
    const reached = await t.dispatcher.call(c.transportation.locations, { query: { from: hotel.id } });
    expect(reached.status).toBe(200);
    const names = reached.data.items.map((place) => place.name);
    expect(names).toContain('JFK Terminal 4');
    expect(names).not.toContain('Harbor View Hotel lobby');
    expect(names.length).toBeLessThan(all.length);
    // Another company naming this one's origin reaches nothing.
    const across = await t.lakeside.call(c.transportation.locations, { query: { from: hotel.id } });
    expect(across.data.items).toEqual([]);
    expect((await t.dispatcher.call(c.transportation.locations, { query: { from: 'x' } })).status).toBe(400);
  });
});
