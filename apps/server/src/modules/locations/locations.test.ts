import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from '../../testing/harness.ts';

const c = contract;
let server: TestServer;
let admin: TestClient;
let driver: TestClient;
let lakeside: TestClient;
let platform: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn(DEMO_ACCOUNTS.harborView.admin);
  driver = await server.signIn(DEMO_ACCOUNTS.harborView.driver1);
  lakeside = await server.signIn(DEMO_ACCOUNTS.lakeside.admin);
  platform = await server.signIn(DEMO_ACCOUNTS.superadmin);
});
afterAll(async () => {
  await server?.close();
});

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

describe('locations offered for booking', () => {
  it('Transportation/Locations without a list answers every active location', async () => {
    const all = await driver.call(c.transportation.locations, { query: {} });
    expect(all.data.items.length).toBeGreaterThanOrEqual(9);
    expect((await platform.call(c.transportation.locations, { query: {} })).status).toBe(403);
  });
});
