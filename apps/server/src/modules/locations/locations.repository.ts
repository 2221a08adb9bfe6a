import { schema, type Tx } from '@curbside/db';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';

const z = schema.zones;
const zc = schema.zoneCharges;
const cat = schema.locationCategories;
const loc = schema.locations;
const trip = schema.trips;
const sel = schema.selectedLocations;

export interface PageFilter {
  page: number;
  pageSize: number;
  search?: string | undefined;
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const offsetOf = (f: PageFilter) => (f.page - 1) * f.pageSize;

async function total(tx: Tx, from: PgTable, where: SQL | undefined) {
  const [row] = await tx.select({ n: count() }).from(from).where(where);
  return row?.n ?? 0;
}

/** Counts the rows of a table of this company that match a condition (references that block a delete). */
export async function countWhere(tx: Tx, table: PgTable, where: SQL | undefined) {
  return total(tx, table, where);
}

// ---------------------------------------------------------------------------------------------------------
// Zones

const zoneColumns = { id: z.id, name: z.name, description: z.description, active: z.active };

export async function zonesPage(tx: Tx, companyId: string, f: PageFilter) {
  const where = and(eq(z.companyId, companyId), f.search ? ilike(z.name, likePattern(f.search)) : undefined);
  const rows = await tx
    .select(zoneColumns)
    .from(z)
    .where(where)
    .orderBy(asc(z.name), asc(z.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { rows, total: await total(tx, z, where) };
}

export async function findZone(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(zoneColumns)
    .from(z)
    .where(and(eq(z.companyId, companyId), eq(z.id, id)));
  return row;
}

export async function zoneNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: z.id })
    .from(z)
    .where(
      and(
        eq(z.companyId, companyId),
        sql`lower(${z.name}) = lower(${name})`,
        exceptId ? ne(z.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function saveZone(
  tx: Tx,
  companyId: string,
  values: { id?: string | undefined; name: string; description: string; active: boolean },
) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(z)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(z.companyId, companyId), eq(z.id, id)))
      .returning(zoneColumns);
    return row;
  }
  const [row] = await tx
    .insert(z)
    .values({ companyId, ...rest })
    .returning(zoneColumns);
  return row;
}

export const deleteZone = (tx: Tx, companyId: string, id: string) =>
  tx.delete(z).where(and(eq(z.companyId, companyId), eq(z.id, id)));

export const zoneUsage = async (tx: Tx, companyId: string, id: string) => ({
  locations: await countWhere(tx, loc, and(eq(loc.companyId, companyId), eq(loc.zoneId, id))),
  charges: await countWhere(
    tx,
    zc,
    and(eq(zc.companyId, companyId), or(eq(zc.fromZoneId, id), eq(zc.toZoneId, id))),
  ),
});

// ---------------------------------------------------------------------------------------------------------
// Categories

const categoryColumns = { id: cat.id, name: cat.name, icon: cat.icon, active: cat.active };

export async function categoriesPage(tx: Tx, companyId: string, f: PageFilter) {
  const where = and(
    eq(cat.companyId, companyId),
    f.search ? ilike(cat.name, likePattern(f.search)) : undefined,
  );
  const rows = await tx
    .select(categoryColumns)
    .from(cat)
    .where(where)
    .orderBy(asc(cat.name), asc(cat.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { rows, total: await total(tx, cat, where) };
}

export async function findCategory(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select(categoryColumns)
    .from(cat)
    .where(and(eq(cat.companyId, companyId), eq(cat.id, id)));
  return row;
}

export async function categoryNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: cat.id })
    .from(cat)
    .where(
      and(
        eq(cat.companyId, companyId),
        sql`lower(${cat.name}) = lower(${name})`,
        exceptId ? ne(cat.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function saveCategory(
  tx: Tx,
  companyId: string,
  values: { id?: string | undefined; name: string; icon: string; active: boolean },
) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(cat)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(cat.companyId, companyId), eq(cat.id, id)))
      .returning(categoryColumns);
    return row;
  }
  const [row] = await tx
    .insert(cat)
    .values({ companyId, ...rest })
    .returning(categoryColumns);
  return row;
}

export const deleteCategory = (tx: Tx, companyId: string, id: string) =>
  tx.delete(cat).where(and(eq(cat.companyId, companyId), eq(cat.id, id)));

// ---------------------------------------------------------------------------------------------------------
// Locations

const locationColumns = {
  id: loc.id,
  name: loc.name,
  address: loc.address,
  latitude: loc.latitude,
  longitude: loc.longitude,
  kind: loc.kind,
  categoryId: loc.categoryId,
  categoryName: cat.name,
  categoryIcon: cat.icon,
  zoneId: loc.zoneId,
  zoneName: z.name,
  active: loc.active,
};

const locationQuery = <T extends SelectedFields>(tx: Tx, extra: T) =>
  tx
    .select({ ...locationColumns, ...extra })
    .from(loc)
    .leftJoin(cat, and(eq(cat.companyId, loc.companyId), eq(cat.id, loc.categoryId)))
    .leftJoin(z, and(eq(z.companyId, loc.companyId), eq(z.id, loc.zoneId)));

export interface LocationFilter extends PageFilter {
  zoneId?: string | undefined;
  categoryId?: string | undefined;
  kind?: string | undefined;
  activeOnly?: boolean | undefined;
}

function locationWhere(companyId: string, f: Partial<LocationFilter>) {
  return and(
    eq(loc.companyId, companyId),
    f.search
      ? or(ilike(loc.name, likePattern(f.search)), ilike(loc.address, likePattern(f.search)))
      : undefined,
    f.zoneId ? eq(loc.zoneId, f.zoneId) : undefined,
    f.categoryId ? eq(loc.categoryId, f.categoryId) : undefined,
    f.kind ? sql`${loc.kind} = ${f.kind}` : undefined,
    f.activeOnly ? eq(loc.active, true) : undefined,
  );
}

export async function locationsPage(tx: Tx, companyId: string, f: LocationFilter) {
  const where = locationWhere(companyId, f);
  const rows = await locationQuery(tx, {})
    .where(where)
    .orderBy(asc(loc.name), asc(loc.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { rows, total: await total(tx, loc, where) };
}

export async function findLocation(tx: Tx, companyId: string, id: string) {
  const [row] = await locationQuery(tx, {}).where(and(eq(loc.companyId, companyId), eq(loc.id, id)));
  return row;
}

export async function locationNameTaken(tx: Tx, companyId: string, name: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: loc.id })
    .from(loc)
    .where(
      and(
        eq(loc.companyId, companyId),
        sql`lower(${loc.name}) = lower(${name})`,
        exceptId ? ne(loc.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export interface LocationValues {
  id?: string | undefined;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  kind: (typeof schema.LOCATION_KINDS)[number];
  categoryId: string | null;
  zoneId: string | null;
  active: boolean;
}

export async function saveLocation(tx: Tx, companyId: string, values: LocationValues) {
  const { id, ...rest } = values;
  if (id) {
    const [row] = await tx
      .update(loc)
      .set({ ...rest, updatedAt: new Date() })
      .where(and(eq(loc.companyId, companyId), eq(loc.id, id)))
      .returning({ id: loc.id });
    return row;
  }
  const [row] = await tx
    .insert(loc)
    .values({ companyId, ...rest })
    .returning({ id: loc.id });
  return row;
}

export const deleteLocation = (tx: Tx, companyId: string, id: string) =>
  tx.delete(loc).where(and(eq(loc.companyId, companyId), eq(loc.id, id)));

export const locationUsage = async (tx: Tx, companyId: string, id: string) => ({
  trips: await countWhere(
    tx,
    trip,
    and(eq(trip.companyId, companyId), or(eq(trip.fromLocationId, id), eq(trip.toLocationId, id))),
  ),
  lists: await countWhere(tx, sel, and(eq(sel.companyId, companyId), eq(sel.locationId, id))),
});

export const categoryUsage = (tx: Tx, companyId: string, id: string) =>
  countWhere(tx, loc, and(eq(loc.companyId, companyId), eq(loc.categoryId, id)));

export async function locationsWithFavorites(tx: Tx, companyId: string, userId: string, search?: string) {
  const fav = schema.favoriteLocations;
  const favorite = sql<boolean>`exists (select 1 from ${fav} where ${fav.companyId} = ${loc.companyId} and ${fav.locationId} = ${loc.id} and ${fav.userId} = ${userId})`;
  return locationQuery(tx, { favorite })
    .where(locationWhere(companyId, { search, activeOnly: true }))
    .orderBy(desc(favorite), asc(loc.name), asc(loc.id))
    .limit(200);
}

export async function setFavorite(
  tx: Tx,
  companyId: string,
  userId: string,
  locationId: string,
  favorite: boolean,
) {
  const fav = schema.favoriteLocations;
  if (favorite) {
    await tx.insert(fav).values({ companyId, userId, locationId }).onConflictDoNothing();
  } else {
    await tx
      .delete(fav)
      .where(and(eq(fav.companyId, companyId), eq(fav.userId, userId), eq(fav.locationId, locationId)));
  }
}

export async function recentLocations(tx: Tx, companyId: string, userId: string, limit: number) {
  const r = schema.recentLocations;
  return locationQuery(tx, { usedAt: r.usedAt })
    .innerJoin(r, and(eq(r.companyId, loc.companyId), eq(r.locationId, loc.id)))
    .where(and(eq(loc.companyId, companyId), eq(r.userId, userId)))
    .orderBy(desc(r.usedAt), asc(loc.name))
    .limit(limit);
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

export async function selectedPage(tx: Tx, companyId: string, list: ListName, f: PageFilter) {
  const where = and(
    eq(loc.companyId, companyId),
    eq(sel.list, list),
    f.search
      ? or(ilike(loc.name, likePattern(f.search)), ilike(loc.address, likePattern(f.search)))
      : undefined,
  );
  const rows = await locationQuery(tx, { sortOrder: sel.sortOrder })
    .innerJoin(sel, and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id)))
    .where(where)
    .orderBy(asc(sel.sortOrder), asc(loc.name))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const [n] = await tx
    .select({ n: count() })
    .from(sel)
    .innerJoin(loc, and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id)))
    .where(where);
  return { rows, total: n?.n ?? 0 };
}

export async function offeredLocations(tx: Tx, companyId: string, list?: ListName) {
  const active = and(eq(loc.companyId, companyId), eq(loc.active, true));
  if (!list) return locationQuery(tx, {}).where(active).orderBy(asc(loc.name)).limit(500);
  return locationQuery(tx, {})
    .innerJoin(sel, and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id)))
    .where(and(active, eq(sel.list, list)))
    .orderBy(asc(sel.sortOrder), asc(loc.name))
    .limit(500);
}

export async function findSelected(tx: Tx, companyId: string, list: ListName, locationId: string) {
  const [row] = await tx
    .select({ sortOrder: sel.sortOrder })
    .from(sel)
    .where(and(eq(sel.companyId, companyId), eq(sel.list, list), eq(sel.locationId, locationId)));
  return row;
}

export async function addSelected(
  tx: Tx,
  companyId: string,
  list: ListName,
  locationId: string,
  sortOrder?: number,
) {
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${sel.sortOrder}), -1)::int` })
    .from(sel)
    .where(and(eq(sel.companyId, companyId), eq(sel.list, list)));
  const order = sortOrder ?? (last?.max ?? -1) + 1;
  await tx.insert(sel).values({ companyId, list, locationId, sortOrder: order });
  return order;
}

export const deleteSelected = (tx: Tx, companyId: string, list: ListName, locationId: string) =>
  tx
    .delete(sel)
    .where(and(eq(sel.companyId, companyId), eq(sel.list, list), eq(sel.locationId, locationId)))
    .returning({ locationId: sel.locationId });
