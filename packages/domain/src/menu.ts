import { LOCATIONS_MENU } from './menu-locations.ts';
import { MARKETING_MENU } from './menu-marketing.ts';
import { OVERVIEW_MENU } from './menu-overview.ts';
import { PARKING_MENU } from './menu-parking.ts';
import { SETTINGS_MENU } from './menu-settings.ts';
import { SUBSCRIPTION_MENU } from './menu-subscription.ts';
import { TEAM_MENU } from './menu-team.ts';
import { USERS_MENU } from './menu-users.ts';

export type { Layout, MenuItemDefinition } from './menu-item.ts';

/**
 * Every screen that a menu can list, one file per menu group. A screen joins this catalogue when it is built,
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
