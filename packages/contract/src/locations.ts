import { z } from 'zod';
import { id, paged, pageRequest, queryBoolean, timestamp } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';

const name = z.string().trim().min(1, 'Required').max(120);
const search = z.string().trim().max(100).optional();
/** Money in integer cents. */
export const cents = z.number().int('Whole cents').min(0, 'Must not be negative').max(100_000_000);
/** A rate in basis points: 1 % = 100. */
export const basisPoints = z.number().int().min(0, 'Must not be negative').max(10_000, 'At most 100 %');
const idInput = z.object({ id });

export const locationKind = z.enum(['hotel', 'airport', 'station', 'attraction', 'port', 'venue', 'other']);
export const selectedList = z.enum(['from', 'to', 'quick']);

export const zone = z.object({ id, name: z.string(), description: z.string(), active: z.boolean() });
export const zoneInput = z.object({
  id: id.optional(),
  name,
  description: z.string().trim().max(500).default(''),
  active: z.boolean().default(true),
});

export const zoneCharge = z.object({
  id,
  fromZoneId: id,
  fromZoneName: z.string(),
  toZoneId: id,
  toZoneName: z.string(),
  adultCents: z.number().int(),
  childCents: z.number().int(),
  luggageCents: z.number().int(),
  active: z.boolean(),
});
export const zoneChargeInput = z.object({
  id: id.optional(),
  fromZoneId: id,
  toZoneId: id,
  adultCents: cents,
  childCents: cents,
  luggageCents: cents,
  active: z.boolean().default(true),
});

export const locationCategory = z.object({ id, name: z.string(), icon: z.string(), active: z.boolean() });
export const locationCategoryInput = z.object({
  id: id.optional(),
  name,
  icon: z.string().trim().min(1, 'Required').max(60),
  active: z.boolean().default(true),
});

export const location = z.object({
  id,
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  kind: locationKind,
  categoryId: id.nullable(),
  categoryName: z.string().nullable(),
  categoryIcon: z.string().nullable(),
  zoneId: id.nullable(),
  zoneName: z.string().nullable(),
  active: z.boolean(),
});
export type Location = z.infer<typeof location>;
export const locationInput = z.object({
  id: id.optional(),
  name,
  address: z.string().trim().max(300).default(''),
  latitude: z.number().min(-90, 'Between -90 and 90').max(90, 'Between -90 and 90'),
  longitude: z.number().min(-180, 'Between -180 and 180').max(180, 'Between -180 and 180'),
  kind: locationKind.default('other'),
  categoryId: id.nullable().optional(),
  zoneId: id.nullable().optional(),
  active: z.boolean().default(true),
});

export const trip = z.object({
  id,
  fromLocationId: id,
  fromLocationName: z.string(),
  toLocationId: id,
  toLocationName: z.string(),
  adultCents: z.number().int(),
  childCents: z.number().int(),
  luggageCents: z.number().int(),
  durationMinutes: z.number().int(),
  seats: z.number().int(),
  roomMandatory: z.boolean(),
  active: z.boolean(),
});
export type Trip = z.infer<typeof trip>;
const tripFields = {
  fromLocationId: id,
  toLocationId: id,
  adultCents: cents,
  childCents: cents,
  luggageCents: cents,
  durationMinutes: z.number().int().min(1, 'At least 1 minute').max(1_440),
  seats: z.number().int().min(1, 'At least 1 seat').max(500),
  roomMandatory: z.boolean().default(false),
  active: z.boolean().default(true),
};
const differentEnds = {
  message: 'Must differ from the origin',
  path: ['toLocationId'],
};
export const tripInput = z
  .object({ id: id.optional(), ...tripFields })
  .refine((v) => v.fromLocationId !== v.toLocationId, differentEnds);

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
  id: id.optional(),
  tripId: id,
  weekday,
  departureMinute,
  seats: z.number().int().min(1, 'At least 1 seat').max(500),
});
export const newTripInput = z
  .object({
    ...tripFields,
    departures: z
      .array(z.object({ weekdays: z.array(weekday).min(1, 'Pick a day').max(7), departureMinute }))
      .max(100)
      .default([]),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, differentEnds);

const pagedQuery = { companyId: id.optional(), ...pageRequest, search };
const deleted = z.object({ id, deleted: z.literal(true) });

export const locations = {
  getLocations: endpoint({
    method: 'GET',
    path: 'Locations/GetLocations',
    summary: "The company's locations, by name; paged, searchable by name or address, filterable.",
    permission: 'session',
    query: z.object({
      ...pagedQuery,
      zoneId: id.optional(),
      categoryId: id.optional(),
      kind: locationKind.optional(),
      activeOnly: queryBoolean.optional(),
    }),
    body: noBody,
    response: paged(location),
  }),
  getLocationsWithFavorites: endpoint({
    method: 'GET',
    path: 'Locations/GetLocationsWithFavorites',
    summary: "Active locations with the caller's favourites first, each marked; searchable (at most 200).",
    permission: 'session',
    query: z.object({ companyId: id.optional(), search }),
    body: noBody,
    response: z.object({ items: z.array(location.extend({ favorite: z.boolean() })) }),
  }),
  getRecentLocations: endpoint({
    method: 'GET',
    path: 'Locations/GetRecentLocations',
    summary: 'The locations the caller looked up for a booking lately, newest first.',
    permission: 'session',
    query: z.object({ companyId: id.optional(), limit: z.coerce.number().int().min(1).max(50).default(10) }),
    body: noBody,
    response: z.object({ items: z.array(location.extend({ usedAt: timestamp })) }),
  }),
  setFavoriteLocation: endpoint({
    method: 'POST',
    path: 'Locations/SetFavoriteLocation',
    summary: "Marks a location as one of the caller's favourites, or unmarks it.",
    permission: 'session',
    query: noQuery,
    body: z.object({ locationId: id, favorite: z.boolean() }),
    response: z.object({ locationId: id, favorite: z.boolean() }),
  }),
  getCouponCode: endpoint({
    method: 'GET',
    path: 'Locations/GetCouponCode',
    summary: 'Looks up a coupon by its code and says whether it can be used today.',
    permission: 'session',
    query: z.object({ companyId: id.optional(), code: z.string().trim().min(1, 'Required').max(40) }),
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
  getLocationCategories: endpoint({
    method: 'GET',
    path: 'Locations/GetLocationCategories',
    summary: 'Location categories, by name; paged and searchable.',
    permission: 'session',
    query: z.object(pagedQuery),
    body: noBody,
    response: paged(locationCategory),
  }),
  addOrEditLocationCategory: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditLocationCategory',
    summary: 'Creates a location category, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: locationCategoryInput,
    response: locationCategory,
  }),
  deleteLocationCategory: endpoint({
    method: 'POST',
    path: 'Locations/DeleteLocationCategory',
    summary: 'Deletes a location category no location uses (409 otherwise: deactivate it instead).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
  getZones: endpoint({
    method: 'GET',
    path: 'Locations/GetZones',
    summary: 'Zones, by name; paged and searchable.',
    permission: 'session',
    query: z.object(pagedQuery),
    body: noBody,
    response: paged(zone),
  }),
  addOrEditZone: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditZone',
    summary: 'Creates a zone, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: zoneInput,
    response: zone,
  }),
  deleteZone: endpoint({
    method: 'POST',
    path: 'Locations/DeleteZone',
    summary: 'Deletes a zone no location or zone charge uses (409 otherwise: deactivate it instead).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
  getZoneCharges: endpoint({
    method: 'GET',
    path: 'Locations/GetZoneCharges',
    summary: 'Zone charges, by zone names; paged, searchable by zone name.',
    permission: 'session',
    query: z.object(pagedQuery),
    body: noBody,
    response: paged(zoneCharge),
  }),
  getZoneCharge: endpoint({
    method: 'GET',
    path: 'Locations/GetZoneCharge',
    summary: 'One zone charge.',
    permission: 'session',
    query: z.object({ id }),
    body: noBody,
    response: zoneCharge,
  }),
  addOrEditZoneCharge: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditZoneCharge',
    summary: 'Creates the charge from one zone to another, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: zoneChargeInput,
    response: zoneCharge,
  }),
  deleteZoneCharge: endpoint({
    method: 'POST',
    path: 'Locations/DeleteZoneCharge',
    summary: 'Deletes a zone charge.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
  addOrEditLocation: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditLocation',
    summary: 'Creates a location, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: locationInput,
    response: location,
  }),
  deleteLocation: endpoint({
    method: 'POST',
    path: 'Locations/DeleteLocation',
    summary: 'Deletes a location no trip or list uses (409 otherwise: deactivate it instead).',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
  getSelectedLocations: endpoint({
    method: 'GET',
    path: 'Locations/GetSelectedLocations',
    summary:
      'The locations of the from-list, the to-list or the quick list, in their order; paged, searchable.',
    permission: 'session',
    query: z.object({ ...pagedQuery, list: selectedList }),
    body: noBody,
    response: paged(location.extend({ sortOrder: z.number().int() })),
  }),
  addSelectedLocation: endpoint({
    method: 'POST',
    path: 'Locations/AddSelectedLocation',
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
    summary: 'Removes a location from the from-list, the to-list or the quick list.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: z.object({ list: selectedList, locationId: id }),
    response: z.object({ list: selectedList, locationId: id, deleted: z.literal(true) }),
  }),
  getTrips: endpoint({
    method: 'GET',
    path: 'Locations/GetTrips',
    summary: 'Trips, by origin and destination; paged, searchable by location name.',
    permission: 'session',
    query: z.object({ ...pagedQuery, activeOnly: queryBoolean.optional() }),
    body: noBody,
    response: paged(trip),
  }),
  addOrEditTrip: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditTrip',
    summary: 'Creates a trip between two locations, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: tripInput,
    response: trip,
  }),
  addNewTrip: endpoint({
    method: 'POST',
    path: 'Locations/AddNewTrip',
    summary: 'The guided trip builder: a trip with its prices and its weekly departures, in one step.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: newTripInput,
    response: z.object({ trip, departures: z.number().int() }),
  }),
  deleteTrip: endpoint({
    method: 'POST',
    path: 'Locations/DeleteTrip',
    summary: 'Deletes a trip with its departure times.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
  getTripScheduleTimes: endpoint({
    method: 'GET',
    path: 'Locations/GetTripScheduleTimes',
    summary: 'Departure times, of one trip or all, by trip, weekday and time; paged, searchable by location.',
    permission: 'session',
    query: z.object({ ...pagedQuery, tripId: id.optional() }),
    body: noBody,
    response: paged(scheduleTime),
  }),
  addOrEditTripScheduleTime: endpoint({
    method: 'POST',
    path: 'Locations/AddOrEditTripScheduleTime',
    summary: 'Creates a weekly departure time of a trip, or updates the one with this id.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: scheduleTimeInput,
    response: scheduleTime,
  }),
  deleteTripScheduleTime: endpoint({
    method: 'POST',
    path: 'Locations/DeleteTripScheduleTime',
    summary: 'Deletes a departure time.',
    permission: 'rule:settings.manage',
    query: noQuery,
    body: idInput,
    response: deleted,
  }),
};
