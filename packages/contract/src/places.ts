import { z } from 'zod';
import { activeOnlyFilter, id } from './common.ts';
import { collection } from './resource.ts';

/**
 * The places a company serves: its zones (areas of the city), the categories of its locations and the
 * locations themselves. Each is a collection kept under the specification's `Locations/...` paths.
 */

const name = z.string().trim().min(1, 'required').max(120);

export const locationKind = z.enum(['hotel', 'airport', 'station', 'attraction', 'port', 'venue', 'other']);

export const zone = z.object({ id, name: z.string(), description: z.string(), active: z.boolean() });
export const zoneInput = z.object({
  id: id.optional(),
  name,
  description: z.string().trim().max(500).default(''),
  active: z.boolean().default(true),
});

/** Areas of the city; zone charges price rides between them and a location may lie in one. */
export const zones = collection({
  noun: 'zone',
  tag: 'zones',
  shownIn: ['zoneCharges', 'locations'],
  item: zone,
  input: zoneInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetZones',
    method: 'GET',
    summary: 'Zones, by name; paged, searchable and sortable.',
    sort: ['name', 'active'],
  },
  save: {
    path: 'Locations/AddOrEditZone',
    summary: 'Creates a zone, or updates the one with this id (its name is unique, in any case).',
  },
  remove: {
    path: 'Locations/DeleteZone',
    summary: 'Deletes a zone no location or zone charge uses (409 IN_USE otherwise: deactivate it instead).',
  },
});

export const locationCategory = z.object({ id, name: z.string(), icon: z.string(), active: z.boolean() });
export const locationCategoryInput = z.object({
  id: id.optional(),
  name,
  icon: z.string().trim().min(1, 'required').max(60),
  active: z.boolean().default(true),
});

export const locationCategories = collection({
  noun: 'location_category',
  tag: 'locationCategories',
  shownIn: ['locations'],
  item: locationCategory,
  input: locationCategoryInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetLocationCategories',
    method: 'GET',
    summary: 'Location categories, by name; paged, searchable and sortable.',
    sort: ['name', 'active'],
  },
  save: {
    path: 'Locations/AddOrEditLocationCategory',
    summary:
      'Creates a location category, or updates the one with this id (its name is unique, in any case).',
  },
  remove: {
    path: 'Locations/DeleteLocationCategory',
    summary: 'Deletes a location category no location uses (409 IN_USE otherwise: deactivate it instead).',
  },
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
  latitude: z.number().min(-90, 'latitude').max(90, 'latitude'),
  longitude: z.number().min(-180, 'longitude').max(180, 'longitude'),
  kind: locationKind.default('other'),
  categoryId: id.nullable().optional(),
  zoneId: id.nullable().optional(),
  active: z.boolean().default(true),
});

/** The company's locations: a position on the map, with its category and zone named (joined). */
export const places = collection({
  noun: 'location',
  tag: 'locations',
  shownIn: ['selectedLocations', 'trips'],
  item: location,
  input: locationInput,
  read: 'company',
  write: 'rule:settings.manage',
  list: {
    path: 'Locations/GetLocations',
    method: 'GET',
    summary: "The company's locations, by name; paged, searchable by name or address, filterable, sortable.",
    sort: ['name', 'kind', 'address', 'zoneName', 'active'],
    filters: {
      zoneId: id.optional(),
      categoryId: id.optional(),
      kind: locationKind.optional(),
      ...activeOnlyFilter,
    },
  },
  save: {
    path: 'Locations/AddOrEditLocation',
    summary: 'Creates a location, or updates the one with this id (its name is unique, in any case).',
  },
  remove: {
    path: 'Locations/DeleteLocation',
    summary: 'Deletes a location no trip, list or party uses (409 IN_USE otherwise: deactivate it instead).',
  },
});
