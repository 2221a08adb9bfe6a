import { contract } from '@curbside/contract';
import { inScope, schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
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

async function auditActions(entityId: string) {
  return inScope(server.deps.db, { kind: 'platform' }, async (tx) =>
    (
      await tx
        .select({ action: schema.auditLog.action })
        .from(schema.auditLog)
        .where(
          and(
            eq(schema.auditLog.companyId, server.ids.harborView.companyId),
            eq(schema.auditLog.entityId, entityId),
          ),
        )
    ).map((r) => r.action),
  );
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

describe('Locations/GetZones, AddOrEditZone, DeleteZone', () => {
  it('creates, renames, lists with search and paging, and deletes a zone', async () => {
    const created = await admin.call(c.locations.addOrEditZone, {
      body: { name: 'Brooklyn', description: 'DUMBO' },
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ name: 'Brooklyn', description: 'DUMBO', active: true });
    const renamed = await admin.call(c.locations.addOrEditZone, {
      body: { id: created.data.id, name: 'Brooklyn Heights' },
    });
    expect(renamed.data.name).toBe('Brooklyn Heights');
    const found = await admin.call(c.locations.getZones, { query: { search: 'heights' } });
    expect(found.data.items.map((z) => z.name)).toEqual(['Brooklyn Heights']);
    const pageOne = await admin.call(c.locations.getZones, { query: { page: 1, pageSize: 2 } });
    expect(pageOne.data.items).toHaveLength(2);
    expect(pageOne.data.total).toBe(5);
    const removed = await admin.call(c.locations.deleteZone, { body: { id: created.data.id } });
    expect(removed.data).toEqual({ id: created.data.id, deleted: true });
    expect(await auditActions(created.data.id)).toEqual(['zone.created', 'zone.updated', 'zone.deleted']);
    expect((await admin.call(c.locations.deleteZone, { body: { id: created.data.id } })).status).toBe(404);
  });

  it('refuses a duplicate name (400 on the field), a zone in use (409) and a role without settings.manage', async () => {
    const duplicate = await admin.call(c.locations.addOrEditZone, { body: { name: 'midtown manhattan' } });
    expect(duplicate.status).toBe(400);
    expect(fieldPaths(duplicate)).toEqual(['body.name']);
    const zones = await admin.call(c.locations.getZones, { query: { search: 'Midtown' } });
    const inUse = await admin.call(c.locations.deleteZone, { body: { id: zones.data.items[0]?.id ?? '' } });
    expect(inUse.status).toBe(409);
    expect(inUse.problem.detail).toMatch(/deactivate it instead/);
    expect((await dispatcher.call(c.locations.addOrEditZone, { body: { name: 'X' } })).status).toBe(403);
    expect(
      (await dispatcher.call(c.locations.deleteZone, { body: { id: zones.data.items[0]?.id ?? '' } })).status,
    ).toBe(403);
    const blank = await admin.call(c.locations.addOrEditZone, { body: { name: '  ' } });
    expect(fieldPaths(blank)).toEqual(['body.name']);
  });

  it('is closed to the super-admin and never shows another company', async () => {
    expect((await platform.call(c.locations.getZones, { query: {} })).status).toBe(403);
    expect((await lakeside.call(c.locations.getZones, { query: {} })).data.total).toBe(0);
  });
});

describe('location categories', () => {
  it('creates, lists and deletes a category; refuses deleting one in use and a dispatcher', async () => {
    const created = await admin.call(c.locations.addOrEditLocationCategory, {
      body: { name: 'Museum', icon: 'building-bank' },
    });
    expect(created.data).toMatchObject({ name: 'Museum', icon: 'building-bank', active: true });
    const listed = await driver.call(c.locations.getLocationCategories, { query: { search: 'muse' } });
    expect(listed.data.items.map((i) => i.name)).toEqual(['Museum']);
    expect(
      (await admin.call(c.locations.deleteLocationCategory, { body: { id: created.data.id } })).status,
    ).toBe(200);
    const hotels = await admin.call(c.locations.getLocationCategories, { query: { search: 'Hotel' } });
    const inUse = await admin.call(c.locations.deleteLocationCategory, {
      body: { id: hotels.data.items[0]?.id ?? '' },
    });
    expect(inUse.status).toBe(409);
    expect(
      (await dispatcher.call(c.locations.addOrEditLocationCategory, { body: { name: 'X', icon: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      fieldPaths(await admin.call(c.locations.addOrEditLocationCategory, { body: { name: 'Y', icon: '' } })),
    ).toEqual(['body.icon']);
  });
});

describe('locations', () => {
  it('creates a location with a position, category and zone; filters; deactivates; deletes an unused one', async () => {
    const zone = (await admin.call(c.locations.getZones, { query: { search: 'Lower' } })).data.items[0];
    const created = await admin.call(c.locations.addOrEditLocation, {
      body: {
        name: 'Brooklyn Bridge Park',
        address: '334 Furman St',
        latitude: 40.7003,
        longitude: -73.9967,
        kind: 'attraction',
        zoneId: zone?.id ?? null,
      },
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      latitude: 40.7003,
      zoneName: 'Lower Manhattan',
      categoryId: null,
      active: true,
    });
    const filtered = await admin.call(c.locations.getLocations, {
      query: { zoneId: zone?.id, kind: 'attraction' },
    });
    expect(filtered.data.items.map((l) => l.name)).toContain('Brooklyn Bridge Park');
    const off = await admin.call(c.locations.addOrEditLocation, {
      body: {
        id: created.data.id,
        name: 'Brooklyn Bridge Park',
        latitude: 40.7003,
        longitude: -73.9967,
        active: false,
      },
    });
    expect(off.data.active).toBe(false);
    const active = await admin.call(c.locations.getLocations, {
      query: { activeOnly: 'true', pageSize: 200 },
    });
    expect(active.data.items.map((l) => l.id)).not.toContain(created.data.id);
    expect((await admin.call(c.locations.deleteLocation, { body: { id: created.data.id } })).status).toBe(
      200,
    );
  });

  it('refuses a position off the globe, a duplicate name, deleting a location used by trips, and a dispatcher', async () => {
    const bad = await admin.call(c.locations.addOrEditLocation, {
      body: { name: 'Nowhere', latitude: 91, longitude: -181 },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad).sort()).toEqual(['body.latitude', 'body.longitude']);
    const dup = await admin.call(c.locations.addOrEditLocation, {
      body: { name: 'Penn Station', latitude: 1, longitude: 1 },
    });
    expect(fieldPaths(dup)).toEqual(['body.name']);
    const hotel = await locationId('Harbor View Hotel lobby');
    const inUse = await admin.call(c.locations.deleteLocation, { body: { id: hotel } });
    expect(inUse.status).toBe(409);
    expect(inUse.problem.detail).toMatch(/trip/);
    expect((await dispatcher.call(c.locations.deleteLocation, { body: { id: hotel } })).status).toBe(403);
    expect((await lakeside.call(c.locations.getLocations, { query: { zoneId: hotel } })).status).toBe(404);
  });

  it('keeps favourites per user, favourites first', async () => {
    const penn = await locationId('Penn Station');
    const marked = await driver.call(c.locations.setFavoriteLocation, {
      body: { locationId: penn, favorite: true },
    });
    expect(marked.data).toEqual({ locationId: penn, favorite: true });
    const mine = await driver.call(c.locations.getLocationsWithFavorites, { query: {} });
    expect(mine.data.items[0]).toMatchObject({ id: penn, favorite: true });
    const theirs = await admin.call(c.locations.getLocationsWithFavorites, { query: { search: 'Penn' } });
    expect(theirs.data.items).toEqual([expect.objectContaining({ id: penn, favorite: false })]);
    await driver.call(c.locations.setFavoriteLocation, { body: { locationId: penn, favorite: false } });
    expect(
      (await driver.call(c.locations.getLocationsWithFavorites, { query: {} })).data.items.some(
        (l) => l.favorite,
      ),
    ).toBe(false);
    expect(
      (await lakeside.call(c.locations.setFavoriteLocation, { body: { locationId: penn, favorite: true } }))
        .status,
    ).toBe(404);
    expect((await platform.call(c.locations.getLocationsWithFavorites, { query: {} })).status).toBe(403);
  });

  it('remembers the locations of a trip search as recent, newest first', async () => {
    const empty = await dispatcher.call(c.locations.getRecentLocations, { query: {} });
    expect(empty.data.items).toEqual([]);
    const hotel = await locationId('Harbor View Hotel lobby');
    const jfk = await locationId('JFK Terminal 4');
    const search = await dispatcher.call(c.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: hotel, toLocationId: jfk, roomNumber: '1204' },
    });
    expect(search.status).toBe(200);
    const recent = await dispatcher.call(c.locations.getRecentLocations, { query: { limit: 5 } });
    expect(recent.data.items.map((l) => l.id).sort()).toEqual([hotel, jfk].sort());
    expect((await dispatcher.call(c.locations.getRecentLocations, { query: { limit: 0 } })).status).toBe(400);
  });
});

describe('from, to and quick lists', () => {
  it('lists, adds and removes locations of a list; refuses a second add and a dispatcher', async () => {
    const quick = await admin.call(c.locations.getSelectedLocations, { query: { list: 'quick' } });
    expect(quick.data.items.map((l) => l.name)).toEqual([
      'JFK Terminal 4',
      'LaGuardia Terminal B',
      'Newark Terminal C',
      'Javits Center',
    ]);
    const times = await locationId('Times Square');
    const added = await admin.call(c.locations.addSelectedLocation, {
      body: { list: 'quick', locationId: times },
    });
    expect(added.data).toEqual({ list: 'quick', locationId: times, sortOrder: 4 });
    expect(
      (await admin.call(c.locations.addSelectedLocation, { body: { list: 'quick', locationId: times } }))
        .status,
    ).toBe(409);
    const offered = await driver.call(c.transportation.locations, { query: { list: 'quick' } });
    expect(offered.data.items.at(-1)?.id).toBe(times);
    expect(
      (await admin.call(c.locations.deleteSelectedLocation, { body: { list: 'quick', locationId: times } }))
        .status,
    ).toBe(200);
    expect(
      (await admin.call(c.locations.deleteSelectedLocation, { body: { list: 'quick', locationId: times } }))
        .status,
    ).toBe(404);
    expect(
      (await dispatcher.call(c.locations.addSelectedLocation, { body: { list: 'to', locationId: times } }))
        .status,
    ).toBe(403);
    expect(
      (await admin.call(c.locations.getSelectedLocations, { query: { list: 'nowhere' as 'to' } })).status,
    ).toBe(400);
  });

  it('Transportation/Locations without a list answers every active location', async () => {
    const all = await driver.call(c.transportation.locations, { query: {} });
    expect(all.data.items.length).toBeGreaterThanOrEqual(9);
    expect((await platform.call(c.transportation.locations, { query: {} })).status).toBe(403);
  });
});
