import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './locations.service.ts';

export const locationsRoutes = (deps: Deps) => [
  ...bindArea(contract.locations, {
    getLocations: async ({ query, caller }) => service.locations(deps, caller, query),
    getLocationsWithFavorites: async ({ query, caller }) =>
      service.locationsWithFavorites(deps, caller, query.search),
    getRecentLocations: async ({ query, caller }) => service.recentLocations(deps, caller, query.limit),
    setFavoriteLocation: async ({ body, caller, ctx }) =>
      service.setFavorite(deps, ctx, caller, body.locationId, body.favorite),
    getLocationCategories: async ({ query, caller }) => service.categories(deps, caller, query),
    addOrEditLocationCategory: async ({ body, caller, ctx }) => service.saveCategory(deps, ctx, caller, body),
    deleteLocationCategory: async ({ body, caller, ctx }) =>
      service.deleteCategory(deps, ctx, caller, body.id),
    getZones: async ({ query, caller }) => service.zones(deps, caller, query),
    addOrEditZone: async ({ body, caller, ctx }) => service.saveZone(deps, ctx, caller, body),
    deleteZone: async ({ body, caller, ctx }) => service.deleteZone(deps, ctx, caller, body.id),
    addOrEditLocation: async ({ body, caller, ctx }) => service.saveLocation(deps, ctx, caller, body),
    deleteLocation: async ({ body, caller, ctx }) => service.deleteLocation(deps, ctx, caller, body.id),
    getSelectedLocations: async ({ query, caller }) => service.selected(deps, caller, query.list, query),
    addSelectedLocation: async ({ body, caller, ctx }) => service.addSelected(deps, ctx, caller, body),
    deleteSelectedLocation: async ({ body, caller, ctx }) => service.deleteSelected(deps, ctx, caller, body),
  }),
  ...bindArea(contract.transportation, {
    locations: async ({ query, caller }) => service.offered(deps, caller, query.list),
  }),
];
