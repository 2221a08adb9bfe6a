import type { MenuItemDefinition } from './menu-item.ts';

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
  superAdminScreen('SuperAdmin/Package', 'menu.packages', 'package', 910),
  superAdminScreen('SuperAdmin/PackageFeatures', 'menu.packageFeatures', 'layout-grid', 911),
  superAdminScreen('SuperAdmin/FeedBackQuestion', 'menu.questionBank', 'star', 940),
  superAdminScreen('SuperAdmin/PostArticle', 'menu.platformArticles', 'notes', 950),
  superAdminScreen('SuperAdmin/HelpText', 'menu.helpTexts', 'list-search', 960),
  superAdminScreen('SuperAdmin/Dashboard', 'menu.dashboard', 'gauge', 100),
  superAdminScreen('SuperAdmin/CreateNewAccount', 'menu.createNewAccount', 'building-plus', 110),
  superAdminScreen('SuperAdmin/CompaniesReports', 'menu.companiesReports', 'building', 120),
  superAdminScreen('SuperAdmin/MessageUsage', 'menu.messageUsage', 'message', 130),
  superAdminScreen('SuperAdmin/ApplicationSettings', 'menu.applicationSettings', 'key', 970),
  superAdminScreen('SuperAdmin/ConfigNotifications', 'menu.configNotifications', 'mail', 975),
] as const satisfies readonly MenuItemDefinition[];
