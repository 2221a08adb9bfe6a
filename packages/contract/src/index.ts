import type { Endpoint } from './endpoint.ts';
import { locations } from './locations.ts';
import { login } from './login.ts';
import { menu } from './menu.ts';
import { discount, reservation, subscription, transportation } from './pricing.ts';
import { system } from './system.ts';

export * from './common.ts';
export * from './endpoint.ts';
export * from './locations.ts';
export { loginHistoryEntry } from './login.ts';
export * from './pricing.ts';
export * from './session.ts';

/** Every call of the product, one entry each, grouped by area. */
export const contract = {
  system,
  login,
  menu,
  locations,
  reservation,
  transportation,
  discount,
  subscription,
};
export type Contract = typeof contract;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
