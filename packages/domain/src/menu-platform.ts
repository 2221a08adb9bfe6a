import type { MenuItemDefinition } from './menu.ts';

/**
 * A screen of the super-admin's console (`/SuperAdmin/...`, its code the path without the slash): one line per
 * screen in `PLATFORM_MENU`, so branches that add screens merge by adding lines.
 */
export const superAdminScreen = <const C extends string>(
  code: C,
  labelKey: string,
  icon: string,
  sortOrder: number,
) =>
  ({
    code,
    path: `/${code}`,
    layout: 'superadmin',
    group: 'platform',
    labelKey,
    icon,
    sortOrder,
    defaultRoles: [],
  }) as const satisfies MenuItemDefinition;
