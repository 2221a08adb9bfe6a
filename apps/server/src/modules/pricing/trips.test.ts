import { contract, scheduleTimes, trips } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionCases } from '../../testing/collection-cases.ts';
import { demoServer, expectDeletedOnce, fieldPaths, locationId } from '../../testing/demo-server.ts';
import { DEMO_ACCOUNTS } from '../../testing/harness.ts';
import { insertParty, storedParty } from '../../testing/parties.ts';

const hv = DEMO_ACCOUNTS.harborView;
const c = contract;
const t = demoServer();

/** Two demo locations, and a trip between them whose departures the schedule cases add. */
const ends = { from: '', to: '' };
let caseTripId = '';

describe('trips and departure times as collections', () => {
  beforeAll(async () => {
    const listed = await t.admin.call(c.locations.getLocations, { query: { pageSize: 2 } });
    ends.from = listed.data.items[0]?.id ?? '';
    ends.to = listed.data.items[1]?.id ?? '';
    const made = await t.admin.call(c.locations.addOrEditTrip, {
      body: {
        fromLocationId: ends.from,
        toLocationId: ends.to,
        adultCents: 1,
        childCents: 1,
        luggageCents: 0,
        durationMinutes: 20,
        seats: 8,
      },
    });
    caseTripId = made.data.id;
  });
  collectionCases(t, {
    resource: trips,
    sample: (n) => ({
      fromLocationId: ends.from,
      toLocationId: ends.to,
      adultCents: n,
      childCents: 0,
      luggageCents: 0,
      durationMinutes: 30,
      seats: 10,
    }),
    invalid: { body: { fromLocationId: ends.from, toLocationId: ends.from, seats: 0 }, path: 'body.seats' },
    reader: hv.dispatcher,
    // A party booked on the trip keeps it.
    use: async (_admin, row) => {
      await insertParty(t.server.deps.db, t.server.ids.harborView.companyId, {
        status: PARTY_STATUS.Reservation,
        tripId: row.id,
      });
    },
  });
  collectionCases(t, {
    resource: scheduleTimes,
    sample: (n) => ({ tripId: caseTripId, weekday: 3, departureMinute: n, seats: 8 }),
    invalid: { body: { tripId: caseTripId, weekday: 7, departureMinute: 0, seats: 1 }, path: 'body.weekday' },
    unique: 'departureMinute',
    reader: hv.dispatcher,
  });
});

describe('trips and departures', () => {
  it('builds a trip with its departures in one step, edits it, lists it and deletes it with its departures', async () => {
    const penn = await locationId(t.admin, 'Penn Station');
    const times = await locationId(t.admin, 'Times Square');
    const built = await t.admin.call(c.locations.addNewTrip, {
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
    const edited = await t.admin.call(c.locations.addOrEditTrip, {
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
    const details = await t.driver.call(c.reservation.getTripDetails, { body: { tripId } });
    expect(details.data.departures.map((d) => [d.weekday, d.departureMinute])).toEqual([
      [1, 540],
      [2, 540],
      [3, 540],
      [6, 600],
    ]);
    const schedule = await t.admin.call(c.locations.getTripScheduleTimes, { query: { tripId } });
    expect(schedule.data.total).toBe(4);
    const listed = await t.admin.call(c.locations.getTrips, { query: { search: 'Times Square' } });
    expect(listed.data.items.map((t) => t.id)).toContain(tripId);
    expect((await t.admin.call(c.locations.deleteTrip, { body: { id: tripId } })).status).toBe(200);
    const gone = await t.admin.call(c.locations.getTripScheduleTimes, { query: { tripId } });
    expect(gone.data.total).toBe(0);
    expect((await t.admin.call(c.locations.deleteTrip, { body: { id: tripId } })).status).toBe(404);
  });

  it('refuses a trip to its own origin, zero seats, unknown locations and a dispatcher', async () => {
    const penn = await locationId(t.admin, 'Penn Station');
    const body = {
      fromLocationId: penn,
      toLocationId: penn,
      adultCents: 1,
      childCents: 1,
      luggageCents: 1,
      durationMinutes: 5,
      seats: 0,
    };
    const bad = await t.admin.call(c.locations.addOrEditTrip, { body });
    expect(fieldPaths(bad).sort()).toEqual(['body.seats', 'body.toLocationId']);
    const foreign = await t.lakeside.call(c.locations.addOrEditTrip, {
      body: { ...body, toLocationId: t.server.ids.lakeside.companyId, seats: 4 },
    });
    expect(foreign.status).toBe(404);
    expect((await t.dispatcher.call(c.locations.addNewTrip, { body: { ...body, seats: 4 } })).status).toBe(
      403,
    );
  });

  it('adds, moves and deletes a departure time; refuses a clash, a minute past midnight and a dispatcher', async () => {
    const trips = await t.admin.call(c.locations.getTrips, { query: { search: 'Cruise' } });
    const tripId = trips.data.items[0]?.id ?? '';
    const added = await t.admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 3, departureMinute: 615, seats: 12 },
    });
    expect(added.data).toMatchObject({
      weekday: 3,
      departureMinute: 615,
      seats: 12,
      toLocationName: 'Manhattan Cruise Terminal',
    });
    const clash = await t.admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 3, departureMinute: 615, seats: 5 },
    });
    expect(fieldPaths(clash)).toEqual(['body.departureMinute']);
    const moved = await t.admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { id: added.data.id, tripId, weekday: 4, departureMinute: 615, seats: 12 },
    });
    expect(moved.data.weekday).toBe(4);
    const late = await t.admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 7, departureMinute: 1440, seats: 1 },
    });
    expect(fieldPaths(late).sort()).toEqual(['body.departureMinute', 'body.weekday']);
    expect(
      (await t.dispatcher.call(c.locations.deleteTripScheduleTime, { body: { id: added.data.id } })).status,
    ).toBe(403);
    await expectDeletedOnce(t.admin, c.locations.deleteTripScheduleTime, { id: added.data.id });
  });

  it('deletes a booked departure time: its parties stay booked on the trip, without the departure', async () => {
    const trips = await t.admin.call(c.locations.getTrips, { query: { search: 'Cruise' } });
    const tripId = trips.data.items[0]?.id ?? '';
    const added = await t.admin.call(c.locations.addOrEditTripScheduleTime, {
      body: { tripId, weekday: 5, departureMinute: 905, seats: 12 },
    });
    const companyId = t.server.ids.harborView.companyId;
    const party = await insertParty(t.server.deps.db, companyId, {
      status: PARTY_STATUS.Reservation,
      tripId,
      departureId: added.data.id,
    });
    const removed = await t.admin.call(c.locations.deleteTripScheduleTime, { body: { id: added.data.id } });
    expect(removed.status, JSON.stringify(removed.problem)).toBe(200);
    const kept = await storedParty(t.server.deps.db, companyId, party.id);
    expect(kept).toMatchObject({ companyId, tripId, departureId: null });
  });

  it('Transportation/GetAvailableTrips answers the departures of a date with seats left', async () => {
    // 2026-11-23 is a Monday: the Javits shuttle runs on weekdays, the cruise shuttle on weekends only.
    const monday = await t.driver.call(c.transportation.getAvailableTrips, { body: { date: '2026-11-23' } });
    expect(monday.data.weekday).toBe(1);
    const names = monday.data.items.map((d) => d.toLocationName);
    expect(names).toContain('Javits Center');
    expect(names).not.toContain('Manhattan Cruise Terminal');
    expect(monday.data.items.every((d) => d.seatsLeft === d.seats)).toBe(true);
    const minutes = monday.data.items.map((d) => d.departureMinute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const jfk = await locationId(t.admin, 'JFK Terminal 4');
    const toJfk = await t.driver.call(c.transportation.getAvailableTrips, {
      body: { date: '2026-11-22', toLocationId: jfk },
    });
    expect(toJfk.data.items).toHaveLength(5);
    expect(
      (await t.driver.call(c.transportation.getAvailableTrips, { body: { date: '2026-02-30' } })).status,
    ).toBe(400);
    expect(
      (
        await t.lakeside.call(c.transportation.getAvailableTrips, {
          body: { date: '2026-11-23', toLocationId: jfk },
        })
      ).status,
    ).toBe(404);
  });
});
