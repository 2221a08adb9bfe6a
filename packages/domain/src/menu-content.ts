import type { MenuItemDefinition } from './menu.ts';

/**
 * The screens of the words a company shows its staff and guests: the welcome page with the day's articles, the
 * articles themselves, and the confirmation cards (the rest of the catalogue is in menu.ts, which spreads these in).
 */
export const CONTENT_MENU = [
  {
    code: 'Welcome',
    path: '/Welcome',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.welcome',
    icon: 'home',
    sortOrder: 5,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'DRIVER', 'VALET', 'FRONTDESK'],
  },
  {
    code: 'Settings/PostArticle',
    path: '/Settings/PostArticle',
    layout: 'main',
    group: 'settings',
    labelKey: 'menu.postArticle',
    icon: 'notes',
    sortOrder: 640,
    defaultRoles: ['ADMIN'],
  },
] as const satisfies readonly MenuItemDefinition[];
