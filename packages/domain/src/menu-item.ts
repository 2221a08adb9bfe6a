import type { SeededRoleCode } from './roles.ts';

/** The layouts of the specification (§2). */
export type Layout = 'main' | 'auth' | 'full' | 'superadmin' | 'mv';

export interface MenuItemDefinition {
  /** The screen's path without its leading slash and parameters, spelled as in the specification. */
  code: string;
  path: string;
  layout: Layout;
  /** Menu group; the i18n key of the group is `menu.group.<group>`. */
  group:
    | 'overview'
    | 'team'
    | 'locations'
    | 'parking'
    | 'users'
    | 'marketing'
    | 'subscription'
    | 'platform'
    | 'settings';
  /** i18n key of the label. */
  labelKey: string;
  /** Tabler icon name the web app maps to a component. */
  icon: string;
  sortOrder: number;
  /** Roles that can open the screen before an administrator changes menu access. */
  defaultRoles: readonly SeededRoleCode[];
}

/** The company's administrators alone. */
export const ADMINS = ['ADMIN'] as const;
/** The office: administrators and dispatchers, who hold `reports.view` (company money) by default. */
export const OFFICE = ['ADMIN', 'DISPATCHER'] as const;
/** The office and the front desk. */
export const DESK = ['ADMIN', 'DISPATCHER', 'FRONTDESK'] as const;
/** The office, the front desk and the drivers (not the valets). */
export const DESK_AND_DRIVERS = ['ADMIN', 'DISPATCHER', 'DRIVER', 'FRONTDESK'] as const;
/** The drivers alone. */
export const DRIVERS = ['DRIVER'] as const;
/** The office, the valets and the front desk. */
export const VALET_DESK = ['ADMIN', 'DISPATCHER', 'VALET', 'FRONTDESK'] as const;
/** Every seeded role of a company's staff. */
export const ALL_STAFF = ['ADMIN', 'DISPATCHER', 'DRIVER', 'VALET', 'FRONTDESK'] as const;

/**
 * The screens of one menu group in one layout (the main layout unless given), one line each
 * (`screen(code, labelKey, icon, sortOrder, roles)`, the code the path without the slash), so branches that
 * add screens merge by adding lines.
 */
export const screensOf =
  (group: MenuItemDefinition['group'], layout: Layout = 'main') =>
  <const C extends string>(
    code: C,
    labelKey: string,
    icon: string,
    sortOrder: number,
    defaultRoles: readonly SeededRoleCode[],
  ) =>
    ({
      code,
      path: `/${code}`,
      layout,
      group,
      labelKey,
      icon,
      sortOrder,
      defaultRoles,
    }) satisfies MenuItemDefinition;
