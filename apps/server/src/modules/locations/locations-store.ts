import { places } from '@curbside/contract';
import { schema } from '@curbside/db';
import { and, eq } from 'drizzle-orm';
import { tableRoutes } from '../../resources/bind-collection.ts';
import type { TableStoreOptions } from '../../resources/table-store.ts';
import { locationColumns } from './locations.repository.ts';

const loc = schema.locations;
const cat = schema.locationCategories;
const z = schema.zones;

/**
 * Locations, each with its category and zone named. A category or zone of another company (or none) is
 * refused by the composite foreign keys (404 naming `categoryId`/`zoneId`); a location a trip, a list or a
 * party names is kept by theirs (409 IN_USE); the name is unique in any case.
 */
const placesStore: Omit<TableStoreOptions<typeof places, typeof loc>, 'table'> = {
  columns: locationColumns,
  joins: (query) =>
    query
      .leftJoin(cat, and(eq(cat.companyId, loc.companyId), eq(cat.id, loc.categoryId)))
      .leftJoin(z, and(eq(z.companyId, loc.companyId), eq(z.id, loc.zoneId))),
  search: [loc.name, loc.address],
  sort: { name: loc.name, kind: loc.kind, address: loc.address, zoneName: z.name, active: loc.active },
  filter: (query) => [
    query.zoneId ? eq(loc.zoneId, query.zoneId) : undefined,
    query.categoryId ? eq(loc.categoryId, query.categoryId) : undefined,
    query.kind ? eq(loc.kind, query.kind) : undefined,
    query.activeOnly ? eq(loc.active, true) : undefined,
  ],
  values: (input) => ({
    name: input.name,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    kind: input.kind,
    categoryId: input.categoryId ?? null,
    zoneId: input.zoneId ?? null,
    active: input.active,
  }),
};

// Every booking screen lists the places; no booking changes them.
export const locationRoutes = tableRoutes(places, loc, placesStore, { listKeptThroughActivity: true });
