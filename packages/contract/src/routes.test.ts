import { describe, expect, it } from 'vitest';
import { contract } from './index.ts';
import { ROUTE_TABLE } from './routes.generated.ts';
import { allRoutes, routeOf } from './routes.ts';

describe('the route table (the contract without its schemas, for the browser)', () => {
  it('holds every entry of the contract with its method, path and tags: run `npm run contract:routes` if not', () => {
    const expected = Object.fromEntries(
      Object.entries(contract).map(([area, entries]) => [
        area,
        Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, routeOf(entry)])),
      ]),
    );
    expect(ROUTE_TABLE).toEqual(expected);
    expect(allRoutes()).toHaveLength(Object.values(contract).flatMap((area) => Object.values(area)).length);
  });
});
