import { z } from 'zod';
import {
  activeOnlyFilter,
  id,
  itemsOf,
  optionalCompany,
  paged,
  pagedSearch,
  searchText,
  timestamp,
  wholeCents,
} from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { location, locationCategories, places, zones } from './places.ts';

/** Kept here too: the pricing and booking entries name a location by this schema. */
export { type Location, location, locationKind } from './places.ts';

import { collection } from './resource.ts';

/** Money in integer cents. */
export const cents = z.number().int('Whole cents').min(0, 'notNegative').max(100_000_000);
/** A rate in basis points: 1 % = 100. */
export const basisPoints = z.number().int().min(0, 'notNegative').max(10_000, 'atMost100Percent');

/** What a ride costs per adult, per child and per bag, as a zone charge or a trip answers it. */
export const fares = {
  adultCents: wholeCents,
  childCents: wholeCents,
  luggageCents: wholeCents,
};
/** The same fares as a zone charge or a trip is saved with. */
const faresInput = { adultCents: cents, childCents: cents, luggageCents: cents };

export const selectedList = z.enum(['from', 'to', 'quick']);

export const zoneCharge = z.object({
  id,
  fromZoneId: id,
  fromZoneName: z.string(),
  toZoneId: id,
  toZoneName: z.string(),
  ...fares,
  active: z.boolean(),
});
export const zoneChargeInput = z.object({
  ...optionalCompany,
  id: id.optional(),
  fromZoneId: id,
  toZoneId: id,
  ...faresInput,
  active: z.boolean().default(true),
});

/** The price of a ride from one zone to another where no trip joins the two locations; one per pair. */
export const zoneCharges = collection({
  noun: 'zone_charge',
  tag: 'zoneCharges',
  item: zoneCharge,
  input: zoneChargeInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetZoneCharges',
    method: 'GET',
    summary: 'Zone charges, by zone names; paged, searchable by zone name.',
    sort: ['fromZoneName', 'toZoneName', 'adultCents'],
    filters: activeOnlyFilter,
    alsoReads: ['zones'],
  },
  save: {
    path: 'Locations/AddOrEditZoneCharge',
    summary:
      'Creates the charge from one zone to another, or updates the one with this id (one charge per pair of zones).',
  },
  remove: { path: 'Locations/DeleteZoneCharge', summary: 'Deletes a zone charge.' },
});

export const trip = z.object({
  id,
  fromLocationId: id,
  fromLocationName: z.string(),
  toLocationId: id,
  toLocationName: z.string(),
  ...fares,
  durationMinutes: z.number().int(),
  seats: z.number().int(),
  roomMandatory: z.boolean(),
  active: z.boolean(),
});
export type Trip = z.infer<typeof trip>;
const tripFields = {
  fromLocationId: id,
  toLocationId: id,
  ...faresInput,
  durationMinutes: z.number().int().min(1, 'atLeastOneMinute').max(1_440),
  seats: z.number().int().min(1, 'atLeastOneSeat').max(500),
  roomMandatory: z.boolean().default(false),
  active: z.boolean().default(true),
};
const differentEnds = {
  message: 'differentFromOrigin',
  path: ['toLocationId'],
};
export const tripInput = z
  .object({ ...optionalCompany, id: id.optional(), ...tripFields })
  .refine((v) => v.fromLocationId !== v.toLocationId, differentEnds);

/** The rides a company offers from one location to another, with their prices, duration and seats. */
export const trips = collection({
  noun: 'trip',
  tag: 'trips',
  shownIn: ['scheduleTimes'],
  item: trip,
  input: tripInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetTrips',
    method: 'GET',
    summary: 'Trips, by origin and destination; paged, searchable by location name.',
    sort: ['fromLocationName', 'toLocationName', 'adultCents', 'durationMinutes'],
    filters: activeOnlyFilter,
    alsoReads: ['locations'],
  },
  save: {
    path: 'Locations/AddOrEditTrip',
    summary: 'Creates a trip between two locations, or updates the one with this id.',
  },
  remove: {
    path: 'Locations/DeleteTrip',
    summary:
      'Deletes a trip with its departure times (409 when a party is booked on it: deactivate it instead).',
  },
});

/** Minute of the day, 0 (00:00) to 1439 (23:59), in the company's time zone. */
export const departureMinute = z.number().int().min(0).max(1_439);
export const weekday = z.number().int().min(0).max(6);
export const scheduleTime = z.object({
  id,
  tripId: id,
  fromLocationName: z.string(),
  toLocationName: z.string(),
  weekday: z.number().int(),
  departureMinute: z.number().int(),
  seats: z.number().int(),
});
export const scheduleTimeInput = z.object({
  ...optionalCompany,
  id: id.optional(),
  tripId: id,
  weekday,
  departureMinute,
  seats: z.number().int().min(1, 'atLeastOneSeat').max(500),
});

/** The weekly departures of trips: one per trip, weekday and minute. */
export const scheduleTimes = collection({
  noun: 'trip_schedule_time',
  tag: 'scheduleTimes',
  item: scheduleTime,
  input: scheduleTimeInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetTripScheduleTimes',
    method: 'GET',
    summary: 'Departure times, of one trip or all, by weekday and time; paged, searchable by location.',
    sort: ['weekday', 'departureMinute', 'fromLocationName', 'toLocationName'],
    filters: { tripId: id.optional() },
    alsoReads: ['trips'],
  },
  save: {
    path: 'Locations/AddOrEditTripScheduleTime',
    summary:
      'Creates a weekly departure time of a trip, or updates the one with this id (one per trip, weekday and minute).',
  },
  remove: { path: 'Locations/DeleteTripScheduleTime', summary: 'Deletes a departure time.' },
});
export const newTripInput = z
  .object({
    ...tripFields,
    departures: z
      .array(z.object({ weekdays: z.array(weekday).min(1, 'pickADay').max(7), departureMinute }))
      .max(100)
      .default([]),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, differentEnds);

const pagedQuery = { ...optionalCompany, ...pagedSearch };

export const locations = {
  ...zoneCharges.entries,
  ...trips.entries,
  ...scheduleTimes.entries,
  ...zones.entries,
  ...locationCategories.entries,
  ...places.entries,
  getLocationsWithFavorites: endpoint({
    method: 'GET',
    path: 'Locations/GetLocationsWithFavorites',
    reads: ['locations', 'favoriteLocations'],
    summary: "Active locations with the caller's favourites first, each marked; searchable (at most 200).",
    permission: 'company',
    query: z.object({ ...optionalCompany, search: searchText }),
    body: noBody,
    response: itemsOf(location.extend({ favorite: z.boolean() })),
  }),
  getRecentLocations: endpoint({
    method: 'GET',
    path: 'Locations/GetRecentLocations',
    reads: ['locations'],
    summary: 'The locations the caller looked up for a booking lately, newest first.',
    permission: 'company',
    query: z.object({ ...optionalCompany, limit: z.coerce.number().int().min(1).max(50).default(10) }),
    body: noBody,
    response: itemsOf(location.extend({ usedAt: timestamp })),
  }),
  setFavoriteLocation: endpoint({
    method: 'POST',
    path: 'Locations/SetFavoriteLocation',
    writes: ['favoriteLocations'],
    summary: "Marks a location as one of the caller's favourites, or unmarks it.",
    permission: 'company',
    query: noQuery,
    body: z.object({ locationId: id, favorite: z.boolean() }),
    response: z.object({ locationId: id, favorite: z.boolean() }),
  }),
  getCouponCode: endpoint({
    method: 'GET',
    path: 'Locations/GetCouponCode',
    reads: ['coupons'],
    summary: 'Looks up a coupon by its code and says whether it can be used today.',
    permission: 'company',
    query: z.object({ ...optionalCompany, code: z.string().trim().min(1, 'required').max(40) }),
    body: noBody,
    response: z.object({
      code: z.string(),
      kind: z.enum(['percent', 'amount']),
      value: z.number().int(),
      appliesToRides: z.boolean(),
      appliesToParking: z.boolean(),
      usable: z.boolean(),
      reason: z.enum(['ok', 'inactive', 'not_started', 'expired', 'used_up']),
    }),
  }),
  getZoneCharge: endpoint({
    method: 'GET',
    path: 'Locations/GetZoneCharge',
    reads: ['zoneCharges', 'zones'],
    summary: 'One zone charge.',
    permission: 'company',
    query: z.object({ id }),
    body: noBody,
    response: zoneCharge,
  }),
  getSelectedLocations: endpoint({
    method: 'GET',
    path: 'Locations/GetSelectedLocations',
    reads: ['selectedLocations', 'locations'],
    summary:
      'The locations of the from-list, the to-list or the quick list, in their order; paged, searchable.',
    permission: 'company',
    query: z.object({ ...pagedQuery, list: selectedList }),
    body: noBody,
    response: paged(location.extend({ sortOrder: z.number().int() })),
  }),
  addSelectedLocation: endpoint({
    method: 'POST',
    path: 'Locations/AddSelectedLocation',
    writes: ['selectedLocations'],
    summary: 'Adds a location to the from-list, the to-list or the quick list (at the end, or at sortOrder).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({
      list: selectedList,
      locationId: id,
      sortOrder: z.number().int().min(0).max(10_000).optional(),
    }),
    response: z.object({ list: selectedList, locationId: id, sortOrder: z.number().int() }),
  }),
  deleteSelectedLocation: endpoint({
    method: 'POST',
    path: 'Locations/DeleteSelectedLocation',
    writes: ['selectedLocations'],
    summary: 'Removes a location from the from-list, the to-list or the quick list.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ list: selectedList, locationId: id }),
    response: z.object({ list: selectedList, locationId: id, deleted: z.literal(true) }),
  }),
  addNewTrip: endpoint({
    method: 'POST',
    path: 'Locations/AddNewTrip',
    writes: ['trips', 'scheduleTimes'],
    summary: 'The guided trip builder: a trip with its prices and its weekly departures, in one step.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: newTripInput,
    response: z.object({ trip, departures: z.number().int() }),
  }),
};
