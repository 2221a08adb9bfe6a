import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import { locationCategoryRoutes } from './location-categories.ts';
import { locationListRoutes } from './location-lists.ts';
import * as service from './locations.service.ts';
import { locationRoutes } from './locations-store.ts';
import { zoneRoutes } from './zones.ts';

export const locationsRoutes = (deps: Deps) => [
  ...zoneRoutes(deps),
  ...locationCategoryRoutes(deps),
  ...locationRoutes(deps),
  ...locationListRoutes(deps),
  ...bindArea(contract.transportation, {
    locations: async ({ query, caller }) => service.offered(deps, caller, query.list, query.from),
  }),
];
