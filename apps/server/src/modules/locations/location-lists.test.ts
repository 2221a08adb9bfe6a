import { contract } from '@curbside/contract';
import { describe, expect, it } from 'vitest';
import { demoServer, expectDeletedOnce, locationId } from '../../testing/demo-server.ts';

const l = contract.locations;
const t = demoServer();

describe('favourite and recent locations', () => {
  it('keeps favourites per user, favourites first', async () => {
    const penn = await locationId(t.admin, 'Penn Station');
    const marked = await t.driver.call(l.setFavoriteLocation, {
      body: { locationId: penn, favorite: true },
    });
    expect(marked.data).toEqual({ locationId: penn, favorite: true });
    const mine = await t.driver.call(l.getLocationsWithFavorites, { query: {} });
    expect(mine.data.items[0]).toMatchObject({ id: penn, favorite: true });
    const theirs = await t.admin.call(l.getLocationsWithFavorites, { query: { search: 'Penn' } });
    expect(theirs.data.items).toEqual([expect.objectContaining({ id: penn, favorite: false })]);
    await t.driver.call(l.setFavoriteLocation, { body: { locationId: penn, favorite: false } });
    expect(
      (await t.driver.call(l.getLocationsWithFavorites, { query: {} })).data.items.some((l) => l.favorite),
    ).toBe(false);
    expect(
      (await t.lakeside.call(l.setFavoriteLocation, { body: { locationId: penn, favorite: true } })).status,
    ).toBe(404);
    expect((await t.platform.call(l.getLocationsWithFavorites, { query: {} })).status).toBe(403);
  });

  it('remembers the locations of a trip search as recent, newest first', async () => {
    const empty = await t.dispatcher.call(l.getRecentLocations, { query: {} });
    expect(empty.data.items).toEqual([]);
    const hotel = await locationId(t.admin, 'Harbor View Hotel lobby');
    const jfk = await locationId(t.admin, 'JFK Terminal 4');
    const search = await t.dispatcher.call(contract.reservation.getTripDetailsBySearch, {
      body: { fromLocationId: hotel, toLocationId: jfk, roomNumber: '1204' },
    });
    expect(search.status).toBe(200);
    const recent = await t.dispatcher.call(l.getRecentLocations, { query: { limit: 5 } });
    expect(recent.data.items.map((l) => l.id).sort()).toEqual([hotel, jfk].sort());
    expect((await t.dispatcher.call(l.getRecentLocations, { query: { limit: 0 } })).status).toBe(400);
  });
});

describe('from, to and quick lists', () => {
  it('lists, adds and removes locations of a list; refuses a second add and a dispatcher', async () => {
    const quick = await t.admin.call(l.getSelectedLocations, { query: { list: 'quick' } });
    expect(quick.data.items.map((l) => l.name)).toEqual([
      'JFK Terminal 4',
      'LaGuardia Terminal B',
      'Newark Terminal C',
      'Javits Center',
    ]);
    const times = await locationId(t.admin, 'Times Square');
    const added = await t.admin.call(l.addSelectedLocation, {
      body: { list: 'quick', locationId: times },
    });
    expect(added.data).toEqual({ list: 'quick', locationId: times, sortOrder: 4 });
    expect(
      (await t.admin.call(l.addSelectedLocation, { body: { list: 'quick', locationId: times } })).status,
    ).toBe(409);
    const offered = await t.driver.call(contract.transportation.locations, { query: { list: 'quick' } });
    expect(offered.data.items.at(-1)?.id).toBe(times);
    await expectDeletedOnce(t.admin, l.deleteSelectedLocation, { list: 'quick', locationId: times });
    expect(
      (await t.dispatcher.call(l.addSelectedLocation, { body: { list: 'to', locationId: times } })).status,
    ).toBe(403);
    expect((await t.admin.call(l.getSelectedLocations, { query: { list: 'nowhere' as 'to' } })).status).toBe(
      400,
    );
  });

  it('adds a location to a list once even when two adds come at once, and pages the list', async () => {
    const pier = await t.admin.call(l.addOrEditLocation, {
      body: { name: 'Pier 11', latitude: 40.7033, longitude: -74.0068, kind: 'port' },
    });
    const pierId = pier.data.id;
    const answers = await Promise.all([
      t.admin.call(l.addSelectedLocation, { body: { list: 'to', locationId: pierId } }),
      t.admin.call(l.addSelectedLocation, { body: { list: 'to', locationId: pierId } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const first = await t.admin.call(l.getSelectedLocations, { query: { list: 'to', page: 1, pageSize: 1 } });
    expect(first.data.items).toHaveLength(1);
    const all = await t.admin.call(l.getSelectedLocations, { query: { list: 'to', pageSize: 200 } });
    expect(first.data.total).toBe(all.data.items.length);
    expect(all.data.items.filter((row) => row.id === pierId)).toHaveLength(1);
    expect(all.data.items.at(-1)?.id).toBe(pierId);
    const orders = all.data.items.map((row) => row.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const beyond = await t.admin.call(l.getSelectedLocations, { query: { list: 'to', page: 500 } });
    expect(beyond.data).toMatchObject({ items: [], total: all.data.items.length });
  });
});
