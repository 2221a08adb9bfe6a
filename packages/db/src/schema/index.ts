export * from './accounts.ts';
export * from './audit.ts';
export * from './dispatch.ts';
export * from './fleet.ts';
export * from './identity.ts';
export * from './locations.ts';
export * from './messaging.ts';
export * from './platform.ts';
