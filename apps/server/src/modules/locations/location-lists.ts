import { contract, type Location } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { type ChangeCall, companyChange, inCompany } from '../../resources/company-change.ts';
import { likePattern, pageOf } from '../../resources/table-store.ts';
import { findLocation, locationQuery } from './locations.repository.ts';

/**
 * The lists of locations beside the collection: a user's favourites and recent ones, and the company's
 * from-, to- and quick lists (a location once per list, in its order).
 */

const loc = schema.locations;
const sel = schema.selectedLocations;
const fav = schema.favoriteLocations;
const recent = schema.recentLocations;
type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

const matches = (search: string | undefined) =>
  search ? or(ilike(loc.name, likePattern(search)), ilike(loc.address, likePattern(search))) : undefined;

async function mustFind(tx: Tx, companyId: string, locationId: string) {
  if (!(await findLocation(tx, companyId, locationId))) throw notFound('location');
}

/** Active locations with the caller's favourites first (at most 200). */
const withFavorites = (deps: Deps, caller: CompanyUserPrincipal, search: string | undefined) =>
  inCompany(deps, caller, async (tx) => {
    const favorite = sql<boolean>`exists (select 1 from ${fav} where ${fav.companyId} = ${loc.companyId} and ${fav.locationId} = ${loc.id} and ${fav.userId} = ${caller.userId})`;
    const items = await locationQuery(tx, { favorite })
      .where(and(eq(loc.companyId, caller.companyId), eq(loc.active, true), matches(search)))
      .orderBy(desc(favorite), asc(loc.name), asc(loc.id))
      .limit(200);
    return { items: items as (Location & { favorite: boolean })[] };
  });

const setFavorite = companyChange(
  async (tx, { caller, input }: ChangeCall<{ locationId: string; favorite: boolean }>) => {
    const { locationId, favorite } = input;
    await mustFind(tx, caller.companyId, locationId);
    if (favorite) {
      await tx
        .insert(fav)
        .values({ companyId: caller.companyId, userId: caller.userId, locationId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(fav)
        .where(
          and(
            eq(fav.companyId, caller.companyId),
            eq(fav.userId, caller.userId),
            eq(fav.locationId, locationId),
          ),
        );
    }
    return {
      result: { locationId, favorite },
      change: {
        action: favorite ? 'location.favorite_added' : 'location.favorite_removed',
        entity: 'location',
        entityId: locationId,
        after: { userId: caller.userId, favorite },
      },
    };
  },
);

/** The locations the caller looked up for a booking lately (a trip search remembers them), newest first. */
const recentOf = (deps: Deps, caller: CompanyUserPrincipal, limit: number) =>
  inCompany(deps, caller, async (tx) => {
    const rows = await locationQuery(tx, { usedAt: recent.usedAt })
      .innerJoin(recent, and(eq(recent.companyId, loc.companyId), eq(recent.locationId, loc.id)))
      .where(and(eq(loc.companyId, caller.companyId), eq(recent.userId, caller.userId)))
      .orderBy(desc(recent.usedAt), asc(loc.name))
      .limit(limit);
    return {
      items: rows.map((row) => ({ ...(row as Location), usedAt: row.usedAt.toISOString() })),
    };
  });

const selectedPage = (
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: { list: ListName; page: number; pageSize: number; search?: string | undefined },
) =>
  inCompany(deps, caller, async (tx) => {
    const onList = and(eq(sel.companyId, loc.companyId), eq(sel.locationId, loc.id));
    const where = and(eq(loc.companyId, caller.companyId), eq(sel.list, query.list), matches(query.search));
    const { rows, total } = await pageOf<Location & { sortOrder: number }>(
      (withTotal) =>
        locationQuery(tx, { sortOrder: sel.sortOrder, ...withTotal })
          .innerJoin(sel, onList)
          .where(where)
          .orderBy(asc(sel.sortOrder), asc(loc.name))
          .$dynamic(),
      async () => {
        const [n] = await tx.select({ n: count() }).from(sel).innerJoin(loc, onList).where(where);
        return n?.n ?? 0;
      },
      query,
    );
    return { items: rows, total, page: query.page, pageSize: query.pageSize };
  });

const addSelected = companyChange(
  async (
    tx,
    { caller, input }: ChangeCall<{ list: ListName; locationId: string; sortOrder?: number | undefined }>,
  ) => {
    await mustFind(tx, caller.companyId, input.locationId);
    const mine = and(eq(sel.companyId, caller.companyId), eq(sel.list, input.list));
    const [listed] = await tx
      .select({ sortOrder: sel.sortOrder })
      .from(sel)
      .where(and(mine, eq(sel.locationId, input.locationId)));
    if (listed) throw conflict('The location is on this list already.', 'ALREADY_LISTED');
    const [last] = await tx
      .select({ max: sql<number>`coalesce(max(${sel.sortOrder}), -1)::int` })
      .from(sel)
      .where(mine);
    const sortOrder = input.sortOrder ?? (last?.max ?? -1) + 1;
    // Two adds at once both pass the check above: the list's key refuses the second (409 DUPLICATE).
    await tx
      .insert(sel)
      .values({ companyId: caller.companyId, list: input.list, locationId: input.locationId, sortOrder });
    const result = { list: input.list, locationId: input.locationId, sortOrder };
    return {
      result,
      change: {
        action: 'selected_location.added',
        entity: 'location',
        entityId: input.locationId,
        after: result,
      },
    };
  },
);

const removeSelected = companyChange(
  async (tx, { caller, input }: ChangeCall<{ list: ListName; locationId: string }>) => {
    const removed = await tx
      .delete(sel)
      .where(
        and(
          eq(sel.companyId, caller.companyId),
          eq(sel.list, input.list),
          eq(sel.locationId, input.locationId),
        ),
      )
      .returning({ locationId: sel.locationId });
    if (removed.length === 0) throw notFound('selected_location');
    return {
      result: { ...input, deleted: true as const },
      change: {
        action: 'selected_location.removed',
        entity: 'location',
        entityId: input.locationId,
        before: input,
      },
    };
  },
);

export const locationListRoutes = (deps: Deps) =>
  bindArea(contract.locations, {
    getLocationsWithFavorites: async ({ query, caller }) => withFavorites(deps, caller, query.search),
    getRecentLocations: async ({ query, caller }) => recentOf(deps, caller, query.limit),
    setFavoriteLocation: async ({ body, caller, ctx }) => setFavorite(deps, ctx, caller, body),
    getSelectedLocations: async ({ query, caller }) => selectedPage(deps, caller, query),
    addSelectedLocation: async ({ body, caller, ctx }) => addSelected(deps, ctx, caller, body),
    deleteSelectedLocation: async ({ body, caller, ctx }) => removeSelected(deps, ctx, caller, body),
  });
