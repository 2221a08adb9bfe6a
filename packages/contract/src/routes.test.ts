import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE_FILE, ROUTE_TABLE_LINE_LIMIT, routeTableSource } from '../scripts/generate-routes.ts';
import { allEndpoints } from './index.ts';
import { allRoutes, routeOf } from './routes.ts';

describe('the route table (the contract without its schemas, for the browser)', () => {
  it('is what the contract generates today: run `npm run contract:routes` if not', () => {
    const committed = readFileSync(ROUTE_TABLE_FILE, 'utf8');
    expect(committed, 'out of date: run `npm run contract:routes` and commit the table').toBe(
      routeTableSource(),
    );
  });

  it('holds every entry of the contract with its method, path and tags', () => {
    expect(allRoutes()).toEqual(allEndpoints().map(routeOf));
  });

  it('can be read line by line: one entry a line, none longer than the limit', () => {
    const lines = routeTableSource().split('\n');
    const tooLong = lines.filter((line) => line.length > ROUTE_TABLE_LINE_LIMIT);
    expect(tooLong).toEqual([]);
    expect(lines.filter((line) => line.includes("path: '"))).toHaveLength(allEndpoints().length);
  });
});
