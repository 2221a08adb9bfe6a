export * from './access-rules.ts';
export * from './booking.ts';
export * from './cost.ts';
export * from './menu.ts';
export * from './party.ts';
export * from './permissions.ts';
export * from './roles.ts';
export * from './zoned-time.ts';
