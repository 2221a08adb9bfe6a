import type { SeededRoleCode } from './roles.ts';

/** The layouts of the specification (§2). */
export type Layout = 'main' | 'auth' | 'full' | 'superadmin' | 'mv';

export interface MenuItemDefinition {
  /** The screen's path without its leading slash and parameters, spelled as in the specification. */
  code: string;
  path: string;
  layout: Layout;
  /** Menu group; the i18n key of the group is `menu.group.<group>`. */
  group: 'overview' | 'users' | 'team' | 'subscription' | 'platform';
  /** i18n key of the label. */
  labelKey: string;
  /** Tabler icon name the web app maps to a component. */
  icon: string;
  sortOrder: number;
  /** Roles that can open the screen before an administrator changes menu access. */
  defaultRoles: readonly SeededRoleCode[];
}

/**
 * Every screen that a menu can list. A screen joins this catalogue when it is built, never before, so that no
 * menu entry leads nowhere. The server syncs the catalogue into `menu_items` at start-up.
 */
export const MENU_CATALOGUE = [
  {
    code: 'Dashboard',
    path: '/Dashboard',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.dashboard',
    icon: 'gauge',
    sortOrder: 10,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'DRIVER', 'VALET', 'FRONTDESK'],
  },
  {
    code: 'Subscription/UserLoginHistory',
    path: '/Subscription/UserLoginHistory',
    layout: 'main',
    group: 'subscription',
    labelKey: 'menu.userLoginHistory',
    icon: 'history',
    sortOrder: 500,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Team/UserList',
    path: '/Team/UserList',
    layout: 'main',
    group: 'team',
    labelKey: 'menu.teamUserList',
    icon: 'users',
    sortOrder: 300,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'MyStatus',
    path: '/MyStatus',
    layout: 'main',
    group: 'team',
    labelKey: 'menu.myStatus',
    icon: 'steering',
    sortOrder: 310,
    defaultRoles: ['DRIVER'],
  },
] as const satisfies readonly MenuItemDefinition[];

export type MenuCode = (typeof MENU_CATALOGUE)[number]['code'];

/** Screens of the super-admin layout; only the platform super-admin opens them. */
export const PLATFORM_MENU = [
  {
    code: 'EncryptDecrypt',
    path: '/EncryptDecrypt',
    layout: 'full',
    group: 'platform',
    labelKey: 'menu.encryptDecrypt',
    icon: 'lock',
    sortOrder: 900,
    defaultRoles: [],
  },
] as const satisfies readonly MenuItemDefinition[];

export function isMenuCode(code: string): code is MenuCode {
  return MENU_CATALOGUE.some((item) => item.code === code);
}
