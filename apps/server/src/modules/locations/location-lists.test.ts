import { contract } from '@curbside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO_ACCOUNTS, type TestClient, type TestServer } from '../../testing/harness.ts';

const hv = DEMO_ACCOUNTS.harborView;
const l = contract.locations;
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

async function locationId(name: string) {
  const result = await admin.call(l.getLocations, { query: { search: name } });
  const found = result.data.items.find((row) => row.name === name);
  if (!found) throw new Error(`no location ${name}`);
  return found.id;
}

describe('favourite and recent locations', () => {
  it('keeps favourites per user, favourites first', async () => {
    const penn = await locationId('Penn Station');
    const marked = await driver.call(l.setFavoriteLocation, {
      body: { locationId: penn, favorite: true },
    });
    expect(marked.data).toEqual({ locationId: penn, favorite: true });
    const mine = await driver.call(l.getLocationsWithFavorites, { query: {} });
    expect(mine.data.items[0]).toMatchObject({ id: penn, favorite: true });
    const theirs = await admin.call(l.getLocationsWithFavorites, { query: { search: 'Penn' } });
    expect(theirs.data.items).toEqual([expect.objectContaining({ id: penn, favorite: false })]);
    await driver.call(l.setFavoriteLocation, { body: { locationId: penn, favorite: false } });
    expect(
      (await driver.call(l.getLocationsWithFavorites, { query: {} })).data.items.some((l) => l.favorite),
    ).toBe(false);
    expect(
      (await lakeside.call(l.setFavoriteLocation, { body: { locationId: penn, favorite: true } })).status,
    ).toBe(404);
    expect((await platform.call(l.getLocationsWithFavorites, { query: {} })).status).toBe(403);
  });

  it('remembers the locations of a trip search as recent, newest first', async () => {
    const empty = await dispatcher.call(l.getRecentLocations, { query: {} });
    expect(empty.data.items).toEqual([]);
    const hotel = await locationId('Harbor View Hotel lobby');
    const jfk = await locationId('JFK Terminal 4');
    const search = await dispatcher.call(contract.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: hotel, toLocationId: jfk, roomNumber: '1204' },
    });
    expect(search.status).toBe(200);
    const recent = await dispatcher.call(l.getRecentLocations, { query: { limit: 5 } });
    expect(recent.data.items.map((l) => l.id).sort()).toEqual([hotel, jfk].sort());
    expect((await dispatcher.call(l.getRecentLocations, { query: { limit: 0 } })).status).toBe(400);
  });
});

describe('from, to and quick lists', () => {
  it('lists, adds and removes locations of a list; refuses a second add and a dispatcher', async () => {
    const quick = await admin.call(l.getSelectedLocations, { query: { list: 'quick' } });
    expect(quick.data.items.map((l) => l.name)).toEqual([
      'JFK Terminal 4',
      'LaGuardia Terminal B',
      'Newark Terminal C',
      'Javits Center',
    ]);
    const times = await locationId('Times Square');
    const added = await admin.call(l.addSelectedLocation, {
      body: { list: 'quick', locationId: times },
    });
    expect(added.data).toEqual({ list: 'quick', locationId: times, sortOrder: 4 });
    expect(
      (await admin.call(l.addSelectedLocation, { body: { list: 'quick', locationId: times } })).status,
    ).toBe(409);
    const offered = await driver.call(contract.transportation.locations, { query: { list: 'quick' } });
    expect(offered.data.items.at(-1)?.id).toBe(times);
    expect(
      (await admin.call(l.deleteSelectedLocation, { body: { list: 'quick', locationId: times } })).status,
    ).toBe(200);
    expect(
      (await admin.call(l.deleteSelectedLocation, { body: { list: 'quick', locationId: times } })).status,
    ).toBe(404);
    expect(
      (await dispatcher.call(l.addSelectedLocation, { body: { list: 'to', locationId: times } })).status,
    ).toBe(403);
    expect((await admin.call(l.getSelectedLocations, { query: { list: 'nowhere' as 'to' } })).status).toBe(
      400,
    );
  });

  it('adds a location to a list once even when two adds come at once, and pages the list', async () => {
    const pier = await admin.call(l.addOrEditLocation, {
      body: { name: 'Pier 11', latitude: 40.7033, longitude: -74.0068, kind: 'port' },
    });
    const pierId = pier.data.id;
    const answers = await Promise.all([
      admin.call(l.addSelectedLocation, { body: { list: 'to', locationId: pierId } }),
      admin.call(l.addSelectedLocation, { body: { list: 'to', locationId: pierId } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const first = await admin.call(l.getSelectedLocations, { query: { list: 'to', page: 1, pageSize: 1 } });
    expect(first.data.items).toHaveLength(1);
    const all = await admin.call(l.getSelectedLocations, { query: { list: 'to', pageSize: 200 } });
    expect(first.data.total).toBe(all.data.items.length);
    expect(all.data.items.filter((row) => row.id === pierId)).toHaveLength(1);
    expect(all.data.items.at(-1)?.id).toBe(pierId);
    const orders = all.data.items.map((row) => row.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const beyond = await admin.call(l.getSelectedLocations, { query: { list: 'to', page: 500 } });
    expect(beyond.data).toMatchObject({ items: [], total: all.data.items.length });
  });
});
