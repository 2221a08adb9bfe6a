import type { Endpoint } from './endpoint.ts';
import type { Contract } from './index.ts';

/**
 * What a browser needs of an entry at run time: where and how to call it, and the tags it reads and writes.
 * `E` carries the entry's types (query, body, answer) for the typed caller; it is never there at run time,
 * so the browser's first download holds no schema and no zod (ADR 0031).
 */
export interface Route<E extends Endpoint = Endpoint>
  extends Pick<E, 'method' | 'path' | 'reads' | 'writes'> {
  readonly types?: E;
}

/** The shape of the route table: the contract's areas and entries, each entry a route. */
export type Routes = {
  [A in keyof Contract]: {
    [K in keyof Contract[A]]: Contract[A][K] extends Endpoint ? Route<Contract[A][K]> : never;
  };
};
