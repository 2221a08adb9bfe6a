import { SETTINGS_MENU, SUBSCRIPTION_MENU, USERS_MENU } from './menu-administration.ts';
import { MARKETING_MENU, OVERVIEW_MENU, TEAM_MENU } from './menu-operations.ts';
import { LOCATIONS_MENU, PARKING_MENU } from './menu-places.ts';

export type { Layout, MenuItemDefinition } from './menu-item.ts';

/**
 * Every screen that a menu can list, its groups in files by what they are for. A screen joins this catalogue when it is built,
 * never before, so that no menu entry leads nowhere. The server syncs the catalogue into `menu_items` at
 * start-up.
 */
export const MENU_CATALOGUE = [
  ...OVERVIEW_MENU,
  ...TEAM_MENU,
  ...LOCATIONS_MENU,
  ...USERS_MENU,
  ...PARKING_MENU,
  ...MARKETING_MENU,
  ...SUBSCRIPTION_MENU,
  ...SETTINGS_MENU,
] as const;

export type MenuCode = (typeof MENU_CATALOGUE)[number]['code'];

export function isMenuCode(code: string): code is MenuCode {
  return MENU_CATALOGUE.some((item) => item.code === code);
}
