import type { Location } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { countWhere, likePattern, pageOf } from '../../resources/paging.ts';
import { locationQuery } from './locations.repository.ts';

/**
 * The reads and writes of the lists of locations beside the collection: a user's favourites and recent
 * ones, and the company's from-, to- and quick lists.
 */
const loc = schema.locations;
const sel = schema.selectedLocations;
const fav = schema.favoriteLocations;
const recent = schema.recentLocations;
type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

const matches = (search: string | undefined) =>
  search ? or(ilike(loc.name, likePattern(search)), ilike(loc.address, likePattern(search))) : undefined;

/** Active locations matching `search`, the user's favourites first (at most 200). */
export async function withFavorites(tx: Tx, companyId: string, userId: string, search: string | undefined) {
  const favorite = sql<boolean>`exists (select 1 from ${fav} where ${fav.companyId} = ${loc.companyId} and ${fav.locationId} = ${loc.id} and ${fav.userId} = ${userId})`;
  const items = await locationQuery(tx, { favorite })
    .where(and(eq(loc.companyId, companyId), eq(loc.active, true), matches(search)))
    .orderBy(desc(favorite), asc(loc.name), asc(loc.id))
    .limit(200);
  return items as (Location & { favorite: boolean })[];
}

export async function addFavorite(tx: Tx, companyId: string, userId: string, locationId: string) {
  await tx.insert(fav).values({ companyId, userId, locationId }).onConflictDoNothing();
}

export async function removeFavorite(tx: Tx, companyId: string, userId: string, locationId: string) {
  await tx
    .delete(fav)
    .where(and(eq(fav.companyId, companyId), eq(fav.userId, userId), eq(fav.locationId, locationId)));
}

/** The locations the user looked up lately, newest first. */
export async function recentOf(tx: Tx, companyId: string, userId: string, limit: number) {
  const rows = await locationQuery(tx, { usedAt: recent.usedAt })
    .innerJoin(recent, and(eq(recent.companyId, loc.companyId), eq(recent.locationId, loc.id)))
    .where(and(eq(loc.companyId, companyId), eq(recent.userId, userId)))
    .orderBy(desc(recent.usedAt), asc(loc.name))
    .limit(limit);
  return rows.map((row) => ({ ...(row as Location), usedAt: row.usedAt }));
}

/** One page of a list's locations in the list's order. */
export async function selectedPage(
  tx: Tx,
  companyId: string,
  query: { list: ListName; page: number; pageSize: number; search?: string | undefined },
) {
  const onList = and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id));
  const where = and(eq(loc.companyId, companyId), eq(sel.list, query.list), matches(query.search));
  return pageOf<Location & { sortOrder: number }>(
    (withTotal) =>
      locationQuery(tx, { sortOrder: sel.sortOrder, ...withTotal })
        .innerJoin(sel, onList)
        .where(where)
        .orderBy(asc(sel.sortOrder), asc(loc.name))
        .$dynamic(),
    () => countWhere(tx, sel, where, (counted) => counted.innerJoin(loc, onList)),
    query,
  );
}

/** Whether the location is on the list already, and the list's last place (-1 for an empty list). */
export async function listPlace(tx: Tx, companyId: string, list: ListName, locationId: string) {
  const mine = and(eq(sel.companyId, companyId), eq(sel.list, list));
  const [listed] = await tx
    .select({ sortOrder: sel.sortOrder })
    .from(sel)
    .where(and(mine, eq(sel.locationId, locationId)));
  const [last] = await tx
    .select({ max: sql<number>`coalesce(max(${sel.sortOrder}), -1)::int` })
    .from(sel)
    .where(mine);
  return { listed: listed !== undefined, last: last?.max ?? -1 };
}

export async function insertSelected(
  tx: Tx,
  row: { companyId: string; list: ListName; locationId: string; sortOrder: number },
) {
  await tx.insert(sel).values(row);
}

/** Takes the location off the list; answers whether it was on it. */
export async function deleteSelected(tx: Tx, companyId: string, list: ListName, locationId: string) {
  const removed = await tx
    .delete(sel)
    .where(and(eq(sel.companyId, companyId), eq(sel.list, list), eq(sel.locationId, locationId)))
    .returning({ locationId: sel.locationId });
  return removed.length > 0;
}
