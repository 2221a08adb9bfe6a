import type { Location } from '@curbside/contract';
import { inScope, type schema, type Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import * as repo from './locations.repository.ts';

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const paged = <T>(result: { rows: T[]; total: number }, f: repo.PageFilter): Page<T> => ({
  items: result.rows,
  total: result.total,
  page: f.page,
  pageSize: f.pageSize,
});

/** Reads in the caller's company. */
export function read<T>(
  deps: Deps,
  user: CompanyUserPrincipal,
  work: (tx: Tx, user: CompanyUserPrincipal) => Promise<T>,
) {
  return inScope(deps.db, scopeOf(user), (tx) => work(tx, user));
}

interface Change {
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** One business operation that changes data: one transaction, with its audit row and its event. */
export function change<T>(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  work: (tx: Tx, user: CompanyUserPrincipal) => Promise<{ result: T; change: Change }>,
) {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const { result, change: c } = await work(tx, user);
    await audit(tx, ctx, {
      companyId: user.companyId,
      action: c.action,
      entity: c.entity,
      entityId: c.entityId,
      before: c.before ?? null,
      after: c.after ?? null,
    });
    return result;
  });
}

function must<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}

const duplicate = (field: string, message: string) =>
  badRequest(message, [{ path: `body.${field}`, message }]);

// ---------------------------------------------------------------------------------------------------------
// Zones

export const zones = (deps: Deps, p: CompanyUserPrincipal, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.zonesPage(tx, u.companyId, f), f));

export const saveZone = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: { id?: string | undefined; name: string; description: string; active: boolean },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findZone(tx, u.companyId, input.id), 'zone') : null;
    if (await repo.zoneNameTaken(tx, u.companyId, input.name, input.id)) {
      throw duplicate('name', 'A zone with this name exists already');
    }
    const saved = must(await repo.saveZone(tx, u.companyId, input), 'zone');
    return {
      result: saved,
      change: {
        action: before ? 'zone.updated' : 'zone.created',
        entity: 'zone',
        entityId: saved.id,
        before,
        after: saved,
      },
    };
  });

export const deleteZone = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findZone(tx, u.companyId, id), 'zone');
    const usage = await repo.zoneUsage(tx, u.companyId, id);
    if (usage.locations + usage.charges > 0) {
      throw conflict(
        `The zone is used by ${usage.locations} location(s) and ${usage.charges} zone charge(s); deactivate it instead.`,
        'IN_USE',
      );
    }
    await repo.deleteZone(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: { action: 'zone.deleted', entity: 'zone', entityId: id, before },
    };
  });

// ---------------------------------------------------------------------------------------------------------
// Categories

export const categories = (deps: Deps, p: CompanyUserPrincipal, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.categoriesPage(tx, u.companyId, f), f));

export const saveCategory = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: { id?: string | undefined; name: string; icon: string; active: boolean },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findCategory(tx, u.companyId, input.id), 'category') : null;
    if (await repo.categoryNameTaken(tx, u.companyId, input.name, input.id)) {
      throw duplicate('name', 'A category with this name exists already');
    }
    const saved = must(await repo.saveCategory(tx, u.companyId, input), 'category');
    return {
      result: saved,
      change: {
        action: before ? 'location_category.updated' : 'location_category.created',
        entity: 'location_category',
        entityId: saved.id,
        before,
        after: saved,
      },
    };
  });

export const deleteCategory = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findCategory(tx, u.companyId, id), 'category');
    const used = await repo.categoryUsage(tx, u.companyId, id);
    if (used > 0)
      throw conflict(`The category is used by ${used} location(s); deactivate it instead.`, 'IN_USE');
    await repo.deleteCategory(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: {
        action: 'location_category.deleted',
        entity: 'location_category',
        entityId: id,
        before,
      },
    };
  });

// ---------------------------------------------------------------------------------------------------------
// Locations

export const locations = (deps: Deps, p: CompanyUserPrincipal, f: repo.LocationFilter) =>
  read(deps, p, async (tx, u) => {
    if (f.zoneId) must(await repo.findZone(tx, u.companyId, f.zoneId), 'zone');
    if (f.categoryId) must(await repo.findCategory(tx, u.companyId, f.categoryId), 'category');
    return paged(await repo.locationsPage(tx, u.companyId, f), f);
  });

export const saveLocation = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: Omit<repo.LocationValues, 'categoryId' | 'zoneId'> & {
    categoryId?: string | null | undefined;
    zoneId?: string | null | undefined;
  },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = input.id ? must(await repo.findLocation(tx, u.companyId, input.id), 'location') : null;
    if (input.categoryId) must(await repo.findCategory(tx, u.companyId, input.categoryId), 'category');
    if (input.zoneId) must(await repo.findZone(tx, u.companyId, input.zoneId), 'zone');
    if (await repo.locationNameTaken(tx, u.companyId, input.name, input.id)) {
      throw duplicate('name', 'A location with this name exists already');
    }
    const { id } = must(
      await repo.saveLocation(tx, u.companyId, {
        ...input,
        categoryId: input.categoryId ?? null,
        zoneId: input.zoneId ?? null,
      }),
      'The location',
    );
    const saved = must(await repo.findLocation(tx, u.companyId, id), 'location');
    return {
      result: saved,
      change: {
        action: before ? 'location.updated' : 'location.created',
        entity: 'location',
        entityId: id,
        before,
        after: saved,
      },
    };
  });

export const deleteLocation = (deps: Deps, ctx: RequestContext, p: CompanyUserPrincipal, id: string) =>
  change(deps, ctx, p, async (tx, u) => {
    const before = must(await repo.findLocation(tx, u.companyId, id), 'location');
    const usage = await repo.locationUsage(tx, u.companyId, id);
    if (usage.trips + usage.lists > 0) {
      throw conflict(
        `The location is used by ${usage.trips} trip(s) and ${usage.lists} list(s); deactivate it instead.`,
        'IN_USE',
      );
    }
    await repo.deleteLocation(tx, u.companyId, id);
    return {
      result: { id, deleted: true as const },
      change: {
        action: 'location.deleted',
        entity: 'location',
        entityId: id,
        before,
      },
    };
  });

export const locationsWithFavorites = (deps: Deps, p: CompanyUserPrincipal, search?: string) =>
  read(deps, p, async (tx, u) => ({
    items: await repo.locationsWithFavorites(tx, u.companyId, u.userId, search),
  }));

export const setFavorite = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  locationId: string,
  favorite: boolean,
) =>
  change(deps, ctx, p, async (tx, u) => {
    must(await repo.findLocation(tx, u.companyId, locationId), 'location');
    await repo.setFavorite(tx, u.companyId, u.userId, locationId, favorite);
    return {
      result: { locationId, favorite },
      change: {
        action: favorite ? 'location.favorite_added' : 'location.favorite_removed',
        entity: 'location',
        entityId: locationId,
        after: { userId: u.userId, favorite },
      },
    };
  });

export const recentLocations = (deps: Deps, p: CompanyUserPrincipal, limit: number) =>
  read(deps, p, async (tx, u) => ({
    items: (await repo.recentLocations(tx, u.companyId, u.userId, limit)).map((row) => ({
      ...row,
      usedAt: row.usedAt.toISOString(),
    })),
  }));

// ---------------------------------------------------------------------------------------------------------
// From, to and quick lists

type ListName = (typeof schema.SELECTED_LOCATION_LISTS)[number];

export const selected = (deps: Deps, p: CompanyUserPrincipal, list: ListName, f: repo.PageFilter) =>
  read(deps, p, async (tx, u) => paged(await repo.selectedPage(tx, u.companyId, list, f), f));

export const offered = (deps: Deps, p: CompanyUserPrincipal, list?: ListName) =>
  read(deps, p, async (tx, u) => ({
    items: (await repo.offeredLocations(tx, u.companyId, list)) as Location[],
  }));

export const addSelected = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: { list: ListName; locationId: string; sortOrder?: number | undefined },
) =>
  change(deps, ctx, p, async (tx, u) => {
    must(await repo.findLocation(tx, u.companyId, input.locationId), 'location');
    if (await repo.findSelected(tx, u.companyId, input.list, input.locationId)) {
      throw conflict('The location is on this list already.', 'ALREADY_LISTED');
    }
    const sortOrder = await repo.addSelected(tx, u.companyId, input.list, input.locationId, input.sortOrder);
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
  });

export const deleteSelected = (
  deps: Deps,
  ctx: RequestContext,
  p: CompanyUserPrincipal,
  input: { list: ListName; locationId: string },
) =>
  change(deps, ctx, p, async (tx, u) => {
    const removed = await repo.deleteSelected(tx, u.companyId, input.list, input.locationId);
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
  });
