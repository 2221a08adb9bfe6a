import { schema, type Tx } from '@curbside/db';
import { and, asc, eq, exists, ne, or, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { ownColumns } from '../../resources/table-store.ts';

/**
 * The reads of locations that other modules share: a location with its category and zone named, the
 * recently used ones of a user, and the lists offered for booking. The collections themselves are in
 * zones.ts, location-categories.ts and locations-store.ts.
 */
const z = schema.zones;
const cat = schema.locationCategories;
const loc = schema.locations;
const sel = schema.selectedLocations;

/** A location's own columns with its category's and zone's names (the joins below and in the store give those). */
export const locationColumns = {
  ...ownColumns(
    loc,
    'id',
    'name',
    'address',
    'latitude',
    'longitude',
    'kind',
    'categoryId',
    'zoneId',
    'active',
  ),
  categoryName: cat.name,
  categoryIcon: cat.icon,
  zoneName: z.name,
};

/** A location's columns with its category and zone named; `extra` adds the columns of a list's own join. */
export const locationQuery = <T extends SelectedFields>(tx: Tx, extra: T) =>
  tx
    .select({ ...locationColumns, ...extra })
    .from(loc)
    .leftJoin(cat, and(eq(cat.companyId, loc.companyId), eq(cat.id, loc.categoryId)))
    .leftJoin(z, and(eq(z.companyId, loc.companyId), eq(z.id, loc.zoneId)));

export async function findLocation(tx: Tx, companyId: string, id: string) {
  const [row] = await locationQuery(tx, {}).where(and(eq(loc.companyId, companyId), eq(loc.id, id)));
  return row;
}

export async function touchRecent(tx: Tx, companyId: string, userId: string, locationIds: string[]) {
  const r = schema.recentLocations;
  const now = new Date();
  await tx
    .insert(r)
    .values(locationIds.map((locationId) => ({ companyId, userId, locationId, usedAt: now })))
    .onConflictDoUpdate({ target: [r.companyId, r.userId, r.locationId], set: { usedAt: now } });
}

// ---------------------------------------------------------------------------------------------------------
// From, to and quick lists

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

/**
 * Whether a ride reaches the location from `fromId`: an active trip leaves for it, or an active zone charge
 * joins the origin's zone to its zone (what the booking prices a ride by).
 */
function reachedFrom(tx: Tx, companyId: string, fromId: string): SQL {
  const trip = schema.trips;
  const charge = schema.zoneCharges;
  const origin = tx
    .select({ zoneId: loc.zoneId })
    .from(loc)
    .where(and(eq(loc.companyId, companyId), eq(loc.id, fromId)));
  /** Whether the company has an active row of `table` that meets `conditions`. */
  const activeRowWhere = (table: typeof trip | typeof charge, ...conditions: SQL[]) =>
    exists(
      tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.companyId, companyId), eq(table.active, true), ...conditions)),
    );
  return and(
    ne(loc.id, fromId),
    or(
      activeRowWhere(trip, eq(trip.fromLocationId, fromId), eq(trip.toLocationId, loc.id)),
      activeRowWhere(charge, eq(charge.fromZoneId, origin), eq(charge.toZoneId, loc.zoneId)),
    ),
  ) as SQL;
}

export async function offeredLocations(tx: Tx, companyId: string, list?: ListName, fromId?: string) {
  const active = and(
    eq(loc.companyId, companyId),
    eq(loc.active, true),
    fromId ? reachedFrom(tx, companyId, fromId) : undefined,
  );
  if (!list) return locationQuery(tx, {}).where(active).orderBy(asc(loc.name)).limit(500);
  return locationQuery(tx, {})
    .innerJoin(sel, and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id)))
    .where(and(active, eq(sel.list, list)))
    .orderBy(asc(sel.sortOrder), asc(loc.name))
    .limit(500);
}
