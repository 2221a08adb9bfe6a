import { CONTENT_MENU } from './menu-content.ts';
import { SETUP_MENU } from './menu-setup.ts';
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
    code: 'DriverTracking',
    path: '/DriverTracking',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.driverTracking',
    icon: 'map-pin',
    sortOrder: 35,
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'ChatMessages',
    path: '/ChatMessages',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.chatMessages',
    icon: 'message',
    sortOrder: 34,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'TransactionManagement/FeedbackList',
    path: '/TransactionManagement/FeedbackList',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.feedbackList',
    icon: 'star',
    sortOrder: 37,
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
    code: 'TransactionManagement/CompletedTransaction',
    path: '/TransactionManagement/CompletedTransaction',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.completedTransaction',
    icon: 'chart-bar',
    sortOrder: 50,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'TransactionManagement/CancelledTransaction',
    path: '/TransactionManagement/CancelledTransaction',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.cancelledTransaction',
    icon: 'chart-bar',
    sortOrder: 51,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'TransactionManagement/DeletedTransaction',
    path: '/TransactionManagement/DeletedTransaction',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.deletedTransaction',
    icon: 'chart-bar',
    sortOrder: 52,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'TransactionManagement/ReservationReport',
    path: '/TransactionManagement/ReservationReport',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.reservationReport',
    icon: 'clock',
    sortOrder: 53,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'TransactionManagement/CompletedWillCalls',
    path: '/TransactionManagement/CompletedWillCalls',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.completedWillCalls',
    icon: 'chart-bar',
    sortOrder: 54,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    code: 'TransactionManagement/CashoutReport',
    path: '/TransactionManagement/CashoutReport',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.cashoutReport',
    icon: 'wallet',
    sortOrder: 55,
    // The reports read company money: the roles that hold `reports.view` by default.
    defaultRoles: ['ADMIN', 'DISPATCHER'],
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
    // The full-page host stand; its specification path carries ids the session overrides (/WaitList/...).
    code: 'WaitList',
    path: '/WaitList',
    layout: 'full',
    group: 'overview',
    labelKey: 'menu.waitList',
    icon: 'users',
    sortOrder: 35,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'FRONTDESK'],
  },
  {
    code: 'TransactionManagement/CompletedWaitList',
    path: '/TransactionManagement/CompletedWaitList',
    layout: 'main',
    group: 'overview',
    labelKey: 'menu.completedWaitList',
    icon: 'chart-bar',
    sortOrder: 36,
    defaultRoles: ['ADMIN', 'DISPATCHER'],
  },
  {
    // The full-page parking desk; its specification path carries ids the session overrides (/Parking/...).
    code: 'Parking',
    path: '/Parking',
    layout: 'full',
    group: 'parking',
    labelKey: 'menu.parkingDesk',
    icon: 'car',
    sortOrder: 402,
    defaultRoles: ['ADMIN', 'DISPATCHER', 'VALET', 'FRONTDESK'],
  },
  {
    code: 'Marketing/GuestManagment',
    path: '/Marketing/GuestManagment',
    layout: 'main',
    group: 'marketing',
    labelKey: 'menu.guestManagement',
    icon: 'users',
    sortOrder: 490,
    defaultRoles: ['ADMIN'],
  },
  ...SETUP_MENU,
  ...CONTENT_MENU,
] as const satisfies readonly MenuItemDefinition[];

export type MenuCode = (typeof MENU_CATALOGUE)[number]['code'];

export function isMenuCode(code: string): code is MenuCode {
  return MENU_CATALOGUE.some((item) => item.code === code);
}
