import type { Endpoint } from './endpoint.ts';
import type { Route, Routes } from './route-types.ts';
import { ROUTE_TABLE } from './routes.generated.ts';

export type { Route, Routes } from './route-types.ts';
export { isTag, type Tag } from './tags.ts';

/**
 * Every entry of the contract as a route, grouped by area like `contract`: `routes.login.getCurrentSession`.
 * The table is generated (`npm run contract:routes`), one entry a line, and typed by the contract.
 */
export const routes: Routes = ROUTE_TABLE;

export function allRoutes(): Route[] {
  return Object.values(routes).flatMap((area) => Object.values(area) as Route[]);
}

/** An entry's route: what `routes.generated.ts` holds for it. */
export function routeOf(endpoint: Endpoint): Route {
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(endpoint.reads ? { reads: endpoint.reads } : {}),
    ...(endpoint.writes ? { writes: endpoint.writes } : {}),
  };
}
