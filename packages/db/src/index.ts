export * from './client.ts';
export * as schema from './schema/index.ts';
export { APP_ROLE } from './tenancy.ts';
