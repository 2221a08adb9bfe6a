import { ADMINS, ALL_STAFF, OFFICE, screensOf } from './menu-item.ts';

// The screens that run the company: who may do what, its account with the platform, its settings.

const usersScreen = screensOf('users');
const subscriptionScreen = screensOf('subscription');
const settingsScreen = screensOf('settings');

/** Who may do what: users, roles, their screens and rules, and the audit log. */
export const USERS_MENU = [
  usersScreen('Usermanagent/Users', 'menu.usersList', 'user-cog', 400, ADMINS),
  usersScreen('Usermanagent/Roles', 'menu.roles', 'shield', 410, ADMINS),
  usersScreen('Usermanagent/RolesPrivileges', 'menu.rolesPrivileges', 'layout-grid', 420, ADMINS),
  usersScreen('Usermanagent/AcessRules', 'menu.accessRules', 'key', 430, ADMINS),
  usersScreen('Usermanagent/DefaultAccessroles', 'menu.defaultAccessRoles', 'shield-check', 440, ADMINS),
  usersScreen('Usermanagent/AuditLog', 'menu.auditLog', 'list-search', 450, ADMINS),
] as const;

/**
 * The company's account with the platform: sign-ins, taxes and discounts, messages and usage, its profile and
 * mail server.
 */
export const SUBSCRIPTION_MENU = [
  subscriptionScreen('Subscription/UserLoginHistory', 'menu.userLoginHistory', 'history', 500, ADMINS),
  subscriptionScreen('Subscription/TaxandServiceCode', 'menu.taxAndServiceCode', 'receipt-tax', 510, ADMINS),
  subscriptionScreen('Subscription/DiscountCode', 'menu.discountCode', 'discount', 520, ADMINS),
  subscriptionScreen('Subscription/SmtpDetails', 'menu.smtpDetails', 'mail', 530, ADMINS),
  subscriptionScreen('Subscription/MyUsage', 'menu.myUsage', 'chart-bar', 540, ADMINS),
  subscriptionScreen('Subscription/Barchart', 'menu.usageChart', 'chart-bar', 541, ADMINS),
  subscriptionScreen('Subscription/CommissionReport', 'menu.commissionReport', 'coin', 545, OFFICE),
  subscriptionScreen('Subscription/MyCompany', 'menu.myCompany', 'clock', 546, ADMINS),
] as const;

/** How the company sets itself up: vehicles, kiosks, rules, pages, content, messages and notifications. */
export const SETTINGS_MENU = [
  settingsScreen('Settings/DriverVehicles', 'menu.driverVehicles', 'car', 600, ADMINS),
  settingsScreen('Settings/Message', 'menu.message', 'message', 620, ADMINS),
  settingsScreen('Settings/Notifications', 'menu.staffNotifications', 'mail', 625, ADMINS),
  settingsScreen('Settings/ConfigurationSettings', 'menu.configurationSettings', 'settings', 615, ADMINS),
  settingsScreen('Settings/FeedBackQuestion', 'menu.feedBackQuestion', 'star', 630, ADMINS),
  settingsScreen('FtpConnection', 'menu.ftpConnection', 'arrow-up-right', 650, ADMINS),
  settingsScreen('Settings/AccountType', 'menu.accountType', 'wallet', 610, ADMINS),
  settingsScreen('Settings/Kiosk', 'menu.kiosk', 'home', 640, ADMINS),
  settingsScreen('Settings/IpAddress', 'menu.ipAddress', 'shield', 645, ADMINS),
  settingsScreen('Settings/IconList', 'menu.iconList', 'category', 611, ADMINS),
  settingsScreen('Settings/PageSettings', 'menu.pageSettings', 'layout', 616, ADMINS),
  settingsScreen('Settings/Advertisement', 'menu.advertisement', 'star', 612, ADMINS),
  settingsScreen('Settings/ConfirmationCards', 'menu.confirmationCards', 'mail', 613, ADMINS),
  settingsScreen('Settings/ConfirmationCardheader', 'menu.confirmationCardHeaders', 'layout', 614, ADMINS),
  settingsScreen('Settings/WaitTypes', 'menu.waitTypes', 'clock', 615, ADMINS),
  settingsScreen('MyProfile', 'menu.myProfile', 'user-circle', 690, ALL_STAFF),
  settingsScreen('Settings/PostArticle', 'menu.postArticle', 'notes', 640, ADMINS),
] as const;
