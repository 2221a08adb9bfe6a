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
});
