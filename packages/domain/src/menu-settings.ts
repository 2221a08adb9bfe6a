import { ADMINS, ALL_STAFF, screensOf } from './menu-item.ts';

const screen = screensOf('settings');

/** How the company sets itself up: vehicles, kiosks, rules, pages, content, messages and notifications. */
export const SETTINGS_MENU = [
  screen('Settings/DriverVehicles', 'menu.driverVehicles', 'car', 600, ADMINS),
  screen('Settings/Message', 'menu.message', 'message', 620, ADMINS),
  screen('Settings/Notifications', 'menu.staffNotifications', 'mail', 625, ADMINS),
  screen('Settings/ConfigurationSettings', 'menu.configurationSettings', 'settings', 615, ADMINS),
  screen('Settings/FeedBackQuestion', 'menu.feedBackQuestion', 'star', 630, ADMINS),
  screen('FtpConnection', 'menu.ftpConnection', 'arrow-up-right', 650, ADMINS),
  screen('Settings/AccountType', 'menu.accountType', 'wallet', 610, ADMINS),
  screen('Settings/Kiosk', 'menu.kiosk', 'home', 640, ADMINS),
  screen('Settings/IpAddress', 'menu.ipAddress', 'shield', 645, ADMINS),
  screen('Settings/IconList', 'menu.iconList', 'category', 611, ADMINS),
  screen('Settings/PageSettings', 'menu.pageSettings', 'layout', 616, ADMINS),
  screen('Settings/Advertisement', 'menu.advertisement', 'star', 612, ADMINS),
  screen('Settings/ConfirmationCards', 'menu.confirmationCards', 'mail', 613, ADMINS),
  screen('Settings/ConfirmationCardheader', 'menu.confirmationCardHeaders', 'layout', 614, ADMINS),
  screen('Settings/WaitTypes', 'menu.waitTypes', 'clock', 615, ADMINS),
  screen('MyProfile', 'menu.myProfile', 'user-circle', 690, ALL_STAFF),
  screen('Settings/PostArticle', 'menu.postArticle', 'notes', 640, ADMINS),
] as const;
