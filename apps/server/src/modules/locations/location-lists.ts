import { contract } from '@curbside/contract';
import type { schema, Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { bindArea } from '../../plugins/contract.ts';
import { type ChangeCall, companyChange, inCompany } from '../../resources/company-change.ts';
import * as locationLists from './location-lists.repository.ts';
import { findLocation } from './locations.repository.ts';

/**
 * The lists of locations beside the collection: a user's favourites and recent ones, and the company's
 * from-, to- and quick lists (a location once per list, in its order).
 */

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

async function mustFind(tx: Tx, companyId: string, locationId: string) {
  if (!(await findLocation(tx, companyId, locationId))) throw notFound('location');
}

/** Active locations with the caller's favourites first (at most 200). */
const withFavorites = (deps: Deps, caller: CompanyUserPrincipal, search: string | undefined) =>
  inCompany(deps, caller, async (tx) => ({
    items: await locationLists.withFavorites(tx, caller.companyId, caller.userId, search),
  }));

const setFavorite = companyChange(
  async (tx, { caller, input }: ChangeCall<{ locationId: string; favorite: boolean }>) => {
    const { locationId, favorite } = input;
    await mustFind(tx, caller.companyId, locationId);
    if (favorite) await locationLists.addFavorite(tx, caller.companyId, caller.userId, locationId);
    else await locationLists.removeFavorite(tx, caller.companyId, caller.userId, locationId);
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
    const rows = await locationLists.recentOf(tx, caller.companyId, caller.userId, limit);
    return { items: rows.map((row) => ({ ...row, usedAt: row.usedAt.toISOString() })) };
  });

const selectedPage = (
  deps: Deps,
  caller: CompanyUserPrincipal,
  query: { list: ListName; page: number; pageSize: number; search?: string | undefined },
) =>
  inCompany(deps, caller, async (tx) => {
    const { rows, total } = await locationLists.selectedPage(tx, caller.companyId, query);
    return { items: rows, total, page: query.page, pageSize: query.pageSize };
  });

const addSelected = companyChange(
  async (
    tx,
    { caller, input }: ChangeCall<{ list: ListName; locationId: string; sortOrder?: number | undefined }>,
  ) => {
    await mustFind(tx, caller.companyId, input.locationId);
    const { listed, last } = await locationLists.listPlace(
      tx,
      caller.companyId,
      input.list,
      input.locationId,
    );
    if (listed) throw conflict('The location is on this list already.', 'ALREADY_LISTED');
    const sortOrder = input.sortOrder ?? last + 1;
    // Two adds at once both pass the check above: the list's key refuses the second (409 DUPLICATE).
    await locationLists.insertSelected(tx, {
      companyId: caller.companyId,
      list: input.list,
      locationId: input.locationId,
      sortOrder,
    });
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
    const removed = await locationLists.deleteSelected(tx, caller.companyId, input.list, input.locationId);
    if (!removed) throw notFound('selected_location');
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
