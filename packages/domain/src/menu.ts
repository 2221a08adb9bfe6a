import type { SeededRoleCode } from './roles.ts';

/** The layouts of the specification (§2). */
export type Layout = 'main' | 'auth' | 'full' | 'superadmin' | 'mv';

export interface MenuItemDefinition {
  /** The screen's path without its leading slash and parameters, spelled as in the specification. */
  code: string;
  path: string;
  layout: Layout;
  /** Menu group; the i18n key of the group is `menu.group.<group>`. */
  group: 'overview' | 'team' | 'locations' | 'users' | 'subscription' | 'platform' | 'settings';
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
    code: 'TrasactionManagement/RecordManagement',
    path: '/TrasactionManagement/RecordManagement',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.recordManagement',
    icon: 'layout-kanban',
    sortOrder: 20,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'TransactionManagement/GmapParties',
    path: '/TransactionManagement/GmapParties',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.gmapParties',
    icon: 'map-pin',
    sortOrder: 30,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'Recent',
    path: '/Recent',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.recent',
    icon: 'clock',
    sortOrder: 40,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'DRIVER', 'FRONTDESK'],
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
    sortOrder: 200,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'MyStatus',
    path: '/MyStatus',
    layout: 'main',
    group: 'team',
    labelKey: 'menu.myStatus',
    icon: 'steering',
    sortOrder: 210,
    defaultRoles: ['DRIVER'],
  },
  {
    code: 'Locations/Zones',
    path: '/Locations/Zones',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.zones',
    icon: 'map',
    sortOrder: 300,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/ZoneCharges',
    path: '/Locations/ZoneCharges',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.zoneCharges',
    icon: 'coin',
    sortOrder: 310,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/LocationCategory',
    path: '/Locations/LocationCategory',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.locationCategory',
    icon: 'category',
    sortOrder: 320,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/Location',
    path: '/Locations/Location',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.location',
    icon: 'map-pin',
    sortOrder: 330,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/Trips',
    path: '/Locations/Trips',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.trips',
    icon: 'route',
    sortOrder: 340,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/NewTrips',
    path: '/Locations/NewTrips',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.newTrips',
    icon: 'route-plus',
    sortOrder: 345,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Locations/TripScheduleTime',
    path: '/Locations/TripScheduleTime',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.tripScheduleTime',
    icon: 'clock',
    sortOrder: 350,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'FromSelectedLocations',
    path: '/FromSelectedLocations',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.fromSelectedLocations',
    icon: 'arrow-up-right',
    sortOrder: 360,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'ToSelectedLocations',
    path: '/ToSelectedLocations',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.toSelectedLocations',
    icon: 'arrow-down-left',
    sortOrder: 370,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'QuickLocations',
    path: '/QuickLocations',
    layout: 'main',
    group: 'locations',
    labelKey: 'menu.quickLocations',
    icon: 'bolt',
    sortOrder: 380,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Subscription/TaxandServiceCode',
    path: '/Subscription/TaxandServiceCode',
    layout: 'main',
    group: 'subscription',
    labelKey: 'menu.taxAndServiceCode',
    icon: 'receipt-tax',
    sortOrder: 510,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Subscription/DiscountCode',
    path: '/Subscription/DiscountCode',
    layout: 'main',
    group: 'subscription',
    labelKey: 'menu.discountCode',
    icon: 'discount',
    sortOrder: 520,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/Users',
    path: '/Usermanagent/Users',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.usersList',
    icon: 'user-cog',
    sortOrder: 400,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/Roles',
    path: '/Usermanagent/Roles',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.roles',
    icon: 'shield',
    sortOrder: 410,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/RolesPrivileges',
    path: '/Usermanagent/RolesPrivileges',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.rolesPrivileges',
    icon: 'layout-grid',
    sortOrder: 420,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/AcessRules',
    path: '/Usermanagent/AcessRules',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.accessRules',
    icon: 'key',
    sortOrder: 430,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/DefaultAccessroles',
    path: '/Usermanagent/DefaultAccessroles',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.defaultAccessRoles',
    icon: 'shield-check',
    sortOrder: 440,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Usermanagent/AuditLog',
    path: '/Usermanagent/AuditLog',
    layout: 'main',
    group: 'users',
    labelKey: 'menu.auditLog',
    icon: 'list-search',
    sortOrder: 450,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Team/DriverReports',
    path: '/Team/DriverReports',
    layout: 'main',
    group: 'team',
    labelKey: 'menu.driverReports',
    icon: 'chart-bar',
    sortOrder: 220,
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'Settings/DriverVehicles',
    path: '/Settings/DriverVehicles',
    layout: 'main',
    group: 'settings',
    labelKey: 'menu.driverVehicles',
    icon: 'car',
    sortOrder: 600,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'Settings/AccountType',
    path: '/Settings/AccountType',
    layout: 'main',
    group: 'settings',
    labelKey: 'menu.accountType',
    icon: 'wallet',
    sortOrder: 610,
    defaultRoles: ['ADMIN'],
  },
  {
    code: 'MyProfile',
    path: '/MyProfile',
    layout: 'main',
    group: 'settings',
    labelKey: 'menu.myProfile',
    icon: 'user-circle',
    sortOrder: 690,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'DRIVER', 'VALET', 'FRONTDESK'],
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
