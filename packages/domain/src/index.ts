export * from './access-rules.ts';
export * from './menu.ts';
export * from './permissions.ts';
export * from './roles.ts';
