import type { Tx } from './client.ts';
import { insertNamed } from './demo-named.ts';
import {
  discountCoupons,
  locationCategories,
  locations,
  selectedLocations,
  taxServiceCodes,
  tripScheduleTimes,
  trips,
  zoneCharges,
  zones,
} from './schema/index.ts';

const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const at = (hour: number, minute = 0) => hour * 60 + minute;

/** Harbor View Hotel's places, zones, prices, timetables, taxes and coupons, for the demo. */
export async function seedHarborLocations(tx: Tx, companyId: string): Promise<void> {
  const zone = await insertNamed(tx, zones, [
    { companyId, name: 'Midtown Manhattan', description: 'Hotels, Penn Station, Times Square, Javits' },
    { companyId, name: 'Queens airports', description: 'JFK and LaGuardia' },
    { companyId, name: 'New Jersey', description: 'Newark Liberty International' },
    { companyId, name: 'Lower Manhattan', description: 'Financial District and downtown' },
  ]);
  const midtown = zone('Midtown Manhattan');
  const airports = zone('Queens airports');
  const jersey = zone('New Jersey');
  const downtown = zone('Lower Manhattan');

  const category = await insertNamed(tx, locationCategories, [
    { companyId, name: 'Hotel', icon: 'building' },
    { companyId, name: 'Airport', icon: 'plane' },
    { companyId, name: 'Station', icon: 'train' },
    { companyId, name: 'Attraction', icon: 'map-pin' },
    { companyId, name: 'Cruise terminal', icon: 'ship' },
  ]);

  const place = await insertNamed(tx, locations, [
    {
      companyId,
      name: 'Harbor View Hotel lobby',
      address: '450 W 33rd St, New York, NY 10001',
      latitude: 40.7527,
      longitude: -73.9985,
      kind: 'hotel',
      categoryId: category('Hotel'),
      zoneId: midtown,
    },
    {
      companyId,
      name: 'JFK Terminal 4',
      address: 'Terminal 4, JFK Airport, Jamaica, NY 11430',
      latitude: 40.6441,
      longitude: -73.7822,
      kind: 'airport',
      categoryId: category('Airport'),
      zoneId: airports,
    },
    {
      companyId,
      name: 'LaGuardia Terminal B',
      address: 'Terminal B, LaGuardia Airport, East Elmhurst, NY 11371',
      latitude: 40.7741,
      longitude: -73.8713,
      kind: 'airport',
      categoryId: category('Airport'),
      zoneId: airports,
    },
    {
      companyId,
      name: 'Newark Terminal C',
      address: 'Terminal C, Newark Liberty International Airport, Newark, NJ 07114',
      latitude: 40.6963,
      longitude: -74.1784,
      kind: 'airport',
      categoryId: category('Airport'),
      zoneId: jersey,
    },
    {
      companyId,
      name: 'Penn Station',
      address: '8th Ave & W 31st St, New York, NY 10001',
      latitude: 40.7506,
      longitude: -73.9935,
      kind: 'station',
      categoryId: category('Station'),
      zoneId: midtown,
    },
    {
      companyId,
      name: 'Javits Center',
      address: '429 11th Ave, New York, NY 10001',
      latitude: 40.7577,
      longitude: -74.0022,
      kind: 'venue',
      categoryId: category('Attraction'),
      zoneId: midtown,
    },
    {
      companyId,
      name: 'Manhattan Cruise Terminal',
      address: '711 12th Ave, New York, NY 10019',
      latitude: 40.7683,
      longitude: -73.9966,
      kind: 'port',
      categoryId: category('Cruise terminal'),
      zoneId: midtown,
    },
    {
      companyId,
      name: 'Times Square',
      address: 'Broadway & 7th Ave, New York, NY 10036',
      latitude: 40.758,
      longitude: -73.9855,
      kind: 'attraction',
      categoryId: category('Attraction'),
      zoneId: midtown,
    },
    {
      companyId,
      name: 'Downtown – World Trade Center',
      address: '185 Greenwich St, New York, NY 10007',
      latitude: 40.7115,
      longitude: -74.0125,
      kind: 'attraction',
      categoryId: category('Attraction'),
      zoneId: downtown,
    },
  ]);
  const hotel = place('Harbor View Hotel lobby');

  const charge = (from: string | null, to: string | null, adult: number, child: number, luggage: number) => ({
    companyId,
    fromZoneId: from ?? '',
    toZoneId: to ?? '',
    adultCents: adult,
    childCents: child,
    luggageCents: luggage,
  });
  await tx
    .insert(zoneCharges)
    .values([
      charge(midtown, midtown, 1_500, 750, 0),
      charge(midtown, airports, 4_500, 2_500, 500),
      charge(airports, midtown, 4_500, 2_500, 500),
      charge(midtown, jersey, 6_000, 3_000, 500),
      charge(jersey, midtown, 6_000, 3_000, 500),
      charge(midtown, downtown, 2_500, 1_250, 0),
    ]);

  const tripRows = await tx
    .insert(trips)
    .values([
      {
        companyId,
        fromLocationId: hotel,
        toLocationId: place('JFK Terminal 4'),
        adultCents: 3_900,
        childCents: 1_950,
        luggageCents: 500,
        durationMinutes: 60,
        seats: 14,
        roomMandatory: true,
      },
      {
        companyId,
        fromLocationId: place('JFK Terminal 4'),
        toLocationId: hotel,
        adultCents: 3_900,
        childCents: 1_950,
        luggageCents: 500,
        durationMinutes: 70,
        seats: 14,
      },
      {
        companyId,
        fromLocationId: hotel,
        toLocationId: place('LaGuardia Terminal B'),
        adultCents: 2_900,
        childCents: 1_450,
        luggageCents: 500,
        durationMinutes: 40,
        seats: 14,
        roomMandatory: true,
      },
      {
        companyId,
        fromLocationId: hotel,
        toLocationId: place('Newark Terminal C'),
        adultCents: 4_900,
        childCents: 2_450,
        luggageCents: 500,
        durationMinutes: 50,
        seats: 14,
        roomMandatory: true,
      },
      {
        companyId,
        fromLocationId: hotel,
        toLocationId: place('Javits Center'),
        adultCents: 0,
        childCents: 0,
        luggageCents: 0,
        durationMinutes: 10,
        seats: 20,
      },
      {
        companyId,
        fromLocationId: hotel,
        toLocationId: place('Manhattan Cruise Terminal'),
        adultCents: 1_200,
        childCents: 600,
        luggageCents: 300,
        durationMinutes: 15,
        seats: 20,
      },
    ])
    .returning({ id: trips.id, toLocationId: trips.toLocationId, fromLocationId: trips.fromLocationId });
  const tripTo = (name: string) =>
    tripRows.find((t) => t.fromLocationId === hotel && t.toLocationId === place(name))?.id ?? '';
  const departures = (tripId: string, days: number[], minutes: number[], seats: number) =>
    days.flatMap((weekday) =>
      minutes.map((departureMinute) => ({ companyId, tripId, weekday, departureMinute, seats })),
    );
  await tx
    .insert(tripScheduleTimes)
    .values([
      ...departures(tripTo('JFK Terminal 4'), EVERY_DAY, [at(5), at(7, 30), at(10), at(13), at(16)], 14),
      ...departures(tripTo('LaGuardia Terminal B'), EVERY_DAY, [at(6), at(9), at(12), at(15)], 14),
      ...departures(tripTo('Newark Terminal C'), EVERY_DAY, [at(5, 30), at(11), at(17)], 14),
      ...departures(tripTo('Javits Center'), WEEKDAYS, [at(8), at(8, 30), at(9), at(17, 30)], 20),
      ...departures(tripTo('Manhattan Cruise Terminal'), [0, 6], [at(10), at(11, 30)], 20),
    ]);

  await tx.insert(selectedLocations).values([
    ...[hotel, place('Penn Station'), place('JFK Terminal 4')].map((locationId, sortOrder) => ({
      companyId,
      list: 'from' as const,
      locationId,
      sortOrder,
    })),
    ...[
      'JFK Terminal 4',
      'LaGuardia Terminal B',
      'Newark Terminal C',
      'Penn Station',
      'Javits Center',
      'Manhattan Cruise Terminal',
      'Times Square',
      'Downtown – World Trade Center',
    ].map((name, sortOrder) => ({ companyId, list: 'to' as const, locationId: place(name), sortOrder })),
    ...['JFK Terminal 4', 'LaGuardia Terminal B', 'Newark Terminal C', 'Javits Center'].map(
      (name, sortOrder) => ({
        companyId,
        list: 'quick' as const,
        locationId: place(name),
        sortOrder,
      }),
    ),
  ]);

  await tx.insert(taxServiceCodes).values([
    { companyId, code: 'NYS-TAX', name: 'New York sales tax', kind: 'tax', rateBasisPoints: 888 },
    { companyId, code: 'SVC', name: 'Service fee', kind: 'service', rateBasisPoints: 500 },
    { companyId, code: 'CARD', name: 'Card surcharge', kind: 'card_surcharge', rateBasisPoints: 300 },
  ]);

  await tx.insert(discountCoupons).values([
    {
      companyId,
      code: 'WELCOME10',
      description: 'Ten percent off any ride',
      kind: 'percent',
      value: 1_000,
      validFrom: '2025-01-01',
      validTo: '2030-12-31',
      usageLimit: 500,
      appliesToRides: true,
      appliesToParking: true,
    },
    {
      companyId,
      code: 'AIRPORT5',
      description: 'Five dollars off an airport ride',
      kind: 'amount',
      value: 500,
      validFrom: '2025-01-01',
      validTo: '2030-12-31',
      usageLimit: null,
      appliesToRides: true,
      appliesToParking: false,
    },
  ]);
}
