import type { Endpoint } from './endpoint.ts';
import type { Contract } from './index.ts';
import { ROUTE_TABLE } from './routes.generated.ts';

export { isTag, type Tag } from './tags.ts';

/**
 * What a browser needs of an entry at run time: where and how to call it, and the tags it reads and writes.
 * `E` carries the entry's types (query, body, answer) for the typed caller; it is never there at run time,
 * so the browser's first download holds no schema and no zod (ADR 0031).
 */
export interface Route<E extends Endpoint = Endpoint>
  extends Pick<E, 'method' | 'path' | 'reads' | 'writes'> {
  readonly types?: E;
}

export type Routes = {
  [A in keyof Contract]: {
    [K in keyof Contract[A]]: Contract[A][K] extends Endpoint ? Route<Contract[A][K]> : never;
  };
};

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
