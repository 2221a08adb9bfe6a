export * from './catalogue.ts';
export * from './client.ts';
export * from './constraints.ts';
export { guestKeyHash, newGuestKey, unheldGuestKey } from './demo-parties.ts';
export * from './demo-seed.ts';
export * from './provision.ts';
export * as schema from './schema/index.ts';
export { APP_ROLE } from './tenancy.ts';
export * from './vehicle-catalogue.ts';
