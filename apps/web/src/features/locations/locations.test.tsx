import { scheduleTimes, type Trip, trips, zoneCharges } from '@curbside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';
import { fakeCollection } from '../../testing/fakeCollection.ts';
import { type MockHandlers, problemReply } from '../../testing/mockApi.ts';
import { openScreen } from '../../testing/openScreen.ts';
import { pick } from '../../testing/select.ts';
import { airport, location, queens } from './testData.ts';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 });

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  id: id(301),
  fromLocationId: id(100),
  fromLocationName: 'Harbor View Hotel lobby',
  toLocationId: id(101),
  toLocationName: 'JFK Terminal 4',
  adultCents: 3900,
  childCents: 1950,
  luggageCents: 500,
  durationMinutes: 60,
  seats: 14,
  roomMandatory: true,
  active: true,
  ...overrides,
});

const lists = {
  'Locations/GetZones': () => page([queens]),
  'Locations/GetLocationCategories': () => page([airport]),
  'Locations/GetLocations': () =>
    page([
      location(),
      location({
        id: id(100),
        name: 'Harbor View Hotel lobby',
        kind: 'hotel',
        latitude: 40.7527,
        longitude: -73.9985,
      }),
    ]),
  'Locations/GetTrips': () => page([trip()]),
};

/** Opens a locations screen for someone who may change settings, the server answering the lists too. */
const openAsManager = (path: string, handlers: MockHandlers) =>
  openScreen(path, { ...lists, ...handlers }, { session: makeSession({ rules: ['settings.manage'] }) });

describe('zone charges', () => {
  it('lists charges in the company currency, opens the edit route and deletes one', async () => {
    const charge = {
      id: id(501),
      fromZoneId: id(200),
      fromZoneName: 'Midtown Manhattan',
      toZoneId: id(201),
      toZoneName: 'Queens airports',
      adultCents: 4500,
      childCents: 2500,
      luggageCents: 500,
      active: true,
    };
    const fake = fakeCollection(zoneCharges, [charge]);
    window.confirm = () => true;
    const first = openAsManager('/Locations/ZoneCharges', {
      ...fake.handlers,
      'Locations/GetZoneCharge': () => charge,
    });
    const table = await screen.findByRole('table', { name: 'Zone charges' });
    expect(await within(table).findByText('Midtown Manhattan')).toBeInTheDocument();
    expect(within(table).getByText(/45\.00/)).toBeInTheDocument();
    await first.user.click(within(table).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.rows()).toEqual([]));
    first.unmount();

    const second = fakeCollection(zoneCharges, [charge]);
    const { user } = openAsManager('/Locations/ZoneCharges', {
      ...second.handlers,
      'Locations/GetZoneCharge': () => charge,
    });
    const again = await screen.findByRole('table', { name: 'Zone charges' });
    await within(again).findByText('Midtown Manhattan');
    await user.click(within(again).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit zone charge' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adult price')).toHaveValue('45.00');
  });

  it('shows an error answer', async () => {
    openScreen('/Locations/ZoneCharges', {
      'Locations/GetZoneCharges': () => problemReply(500, 'INTERNAL', { detail: 'Something broke' }),
    });
    expect(await screen.findByText('Something went wrong on the server. Try again.')).toBeInTheDocument();
  });
});

describe('trips', () => {
  it('lists trips with prices and the room requirement, and opens a trip for editing', async () => {
    const fake = fakeCollection(trips, [trip()]);
    const { user } = openAsManager('/Locations/Trips', {
      ...fake.handlers,
      'Reservation/GetTripDetails': () => ({
        ...trip(),
        fromLocation: location({ id: id(100), name: 'Harbor View Hotel lobby' }),
        toLocation: location(),
        departures: [],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Trips' });
    expect(await within(table).findByText('Room required')).toBeInTheDocument();
    expect(within(table).getByText('60 min')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit trip' })).toBeInTheDocument();
    expect(screen.getByLabelText('Seats')).toHaveValue('14');
  });

  it('builds a new trip with its weekly departures in one step', async () => {
    const { server, user } = openScreen('/Locations/NewTrips', {
      ...lists,
      'Locations/AddNewTrip': () => ({ trip: trip(), departures: 5 }),
    });
    expect(await screen.findByRole('heading', { name: 'New trip' })).toBeInTheDocument();
    await pick(user, 'From', 'Harbor View Hotel lobby');
    await pick(user, 'To', 'JFK Terminal 4');
    await user.click(screen.getByRole('button', { name: 'Add departure' }));
    expect(screen.getByText('08:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(server.callsTo('Locations/AddNewTrip')).toHaveLength(1));
    expect(server.callsTo('Locations/AddNewTrip')[0]?.body).toMatchObject({
      fromLocationId: id(100),
      toLocationId: id(101),
      departures: [{ weekdays: [1, 2, 3, 4, 5], departureMinute: 480 }],
    });
  });

  it('lists departure times by weekday, adds one and deletes one', async () => {
    const fake = fakeCollection(
      scheduleTimes,
      [
        {
          id: id(601),
          tripId: id(301),
          fromLocationName: 'Harbor View Hotel lobby',
          toLocationName: 'JFK Terminal 4',
          weekday: 1,
          departureMinute: 450,
          seats: 14,
        },
      ],
      { unique: 'departureMinute' },
    );
    window.confirm = () => true;
    const { server, user } = openAsManager('/Locations/TripScheduleTime', fake.handlers);
    const table = await screen.findByRole('table', { name: 'Trip schedule times' });
    expect(await within(table).findByText('Monday')).toBeInTheDocument();
    expect(within(table).getByText('07:30')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.rows()).toEqual([]));
    expect(server.callsTo('Locations/DeleteTripScheduleTime')[0]?.body).toEqual({ id: id(601) });
  });
});

describe('from, to and quick lists', () => {
  it.each([
    ['/FromSelectedLocations', 'From locations', 'from'],
    ['/ToSelectedLocations', 'To locations', 'to'],
    ['/QuickLocations', 'Quick locations', 'quick'],
  ])('%s lists its locations and adds one', async (path, title, list) => {
    const { server, user } = openScreen(path, {
      ...lists,
      'Locations/GetSelectedLocations': () => page([{ ...location(), sortOrder: 0 }]),
      'Locations/AddSelectedLocation': () => ({ list: list as 'from', locationId: id(100), sortOrder: 1 }),
    });
    const table = await screen.findByRole('table', { name: title });
    expect(await within(table).findByText('JFK Terminal 4')).toBeInTheDocument();
    expect(server.callsTo('Locations/GetSelectedLocations')[0]?.url.searchParams.get('list')).toBe(list);
    await pick(user, 'Location', 'Harbor View Hotel lobby');
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    await waitFor(() =>
      expect(server.callsTo('Locations/AddSelectedLocation')[0]?.body).toEqual({ list, locationId: id(100) }),
    );
  });
});
