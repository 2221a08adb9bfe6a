import {
  ADMINS,
  ALL_STAFF,
  DESK,
  DESK_AND_DRIVERS,
  DRIVERS,
  OFFICE,
  screensOf,
  VALET_DESK,
} from './menu-item.ts';

export type { Layout, MenuItemDefinition } from './menu-item.ts';

// A screen's group is said by the builder its line calls; the two full-page screens (the host stand, the
// parking desk) have builders of their own.
const overview = screensOf('overview');
const overviewFullPage = screensOf('overview', 'full');
const team = screensOf('team');
const locations = screensOf('locations');
const users = screensOf('users');
const parking = screensOf('parking');
const parkingFullPage = screensOf('parking', 'full');
const marketing = screensOf('marketing');
const subscription = screensOf('subscription');
const settings = screensOf('settings');

/**
 * Every screen that a menu can list, one line each, group by group. A screen joins this catalogue when it is
 * built, never before, so that no menu entry leads nowhere. The server syncs the catalogue into `menu_items`
 * at start-up; screens of the same `sortOrder` are listed in the order they stand here.
 */
export const MENU_CATALOGUE = [
  // The day's work: the welcome page, the board and what follows a party, the reports of the day's money,
  // the wait list.
  overview('Dashboard', 'menu.dashboard', 'gauge', 10, ALL_STAFF),
  overview('TrasactionManagement/RecordManagement', 'menu.recordManagement', 'layout-kanban', 20, DESK),
  overview('TransactionManagement/GmapParties', 'menu.gmapParties', 'map-pin', 30, DESK),
  overview('DriverTracking', 'menu.driverTracking', 'map-pin', 35, OFFICE),
  overview('ChatMessages', 'menu.chatMessages', 'message', 34, DESK),
  overview('TransactionManagement/FeedbackList', 'menu.feedbackList', 'star', 37, DESK),
  overview('Recent', 'menu.recent', 'clock', 40, DESK_AND_DRIVERS),
  overview(
    'TransactionManagement/CompletedTransaction',
    'menu.completedTransaction',
    'chart-bar',
    50,
    OFFICE,
  ),
  overview(
    'TransactionManagement/CancelledTransaction',
    'menu.cancelledTransaction',
    'chart-bar',
    51,
    OFFICE,
  ),
  overview('TransactionManagement/DeletedTransaction', 'menu.deletedTransaction', 'chart-bar', 52, OFFICE),
  overview('TransactionManagement/ReservationReport', 'menu.reservationReport', 'clock', 53, OFFICE),
  overview('TransactionManagement/CompletedWillCalls', 'menu.completedWillCalls', 'chart-bar', 54, OFFICE),
  overview('TransactionManagement/CashoutReport', 'menu.cashoutReport', 'wallet', 55, OFFICE),
  // The full-page host stand: its specification path carries ids the session overrides (/WaitList/...).
  overviewFullPage('WaitList', 'menu.waitList', 'users', 35, DESK),
  overview('TransactionManagement/CompletedWaitList', 'menu.completedWaitList', 'chart-bar', 36, OFFICE),
  overview('Welcome', 'menu.welcome', 'home', 5, ALL_STAFF),
  // The company's staff at work: who is on, a driver's own status, the drivers' reports.
  team('Team/UserList', 'menu.teamUserList', 'users', 200, DESK),
  team('MyStatus', 'menu.myStatus', 'steering', 210, DRIVERS),
  team('Team/DriverReports', 'menu.driverReports', 'chart-bar', 220, OFFICE),
  // Where rides go: zones and their charges, places and their categories, trips and their times, the lists
  // of places offered.
  locations('Locations/Zones', 'menu.zones', 'map', 300, ADMINS),
  locations('Locations/ZoneCharges', 'menu.zoneCharges', 'coin', 310, ADMINS),
  locations('Locations/LocationCategory', 'menu.locationCategory', 'category', 320, ADMINS),
  locations('Locations/Location', 'menu.location', 'map-pin', 330, ADMINS),
  locations('Locations/Trips', 'menu.trips', 'route', 340, ADMINS),
  locations('Locations/NewTrips', 'menu.newTrips', 'route-plus', 345, ADMINS),
  locations('Locations/TripScheduleTime', 'menu.tripScheduleTime', 'clock', 350, ADMINS),
  locations('FromSelectedLocations', 'menu.fromSelectedLocations', 'arrow-up-right', 360, ADMINS),
  locations('ToSelectedLocations', 'menu.toSelectedLocations', 'arrow-down-left', 370, ADMINS),
  locations('QuickLocations', 'menu.quickLocations', 'bolt', 380, ADMINS),
  // Who may do what: users, roles, their screens and rules, and the audit log.
  users('Usermanagent/Users', 'menu.usersList', 'user-cog', 400, ADMINS),
  users('Usermanagent/Roles', 'menu.roles', 'shield', 410, ADMINS),
  users('Usermanagent/RolesPrivileges', 'menu.rolesPrivileges', 'layout-grid', 420, ADMINS),
  users('Usermanagent/AcessRules', 'menu.accessRules', 'key', 430, ADMINS),
  users('Usermanagent/DefaultAccessroles', 'menu.defaultAccessRoles', 'shield-check', 440, ADMINS),
  users('Usermanagent/AuditLog', 'menu.auditLog', 'list-search', 450, ADMINS),
  // Parking: the desk, lots, packages, will-call, availability and the parking reports.
  // The full-page parking desk; its specification path carries ids the session overrides (/Parking/...).
  parkingFullPage('Parking', 'menu.parkingDesk', 'car', 402, VALET_DESK),
  parking('ParkingPermit/ParkingLocations', 'menu.parkingLocations', 'parking', 400, ADMINS),
  parking('ParkingPermit/ParkingPackage', 'menu.parkingPackage', 'package', 410, ADMINS),
  parking('ParkingPermit/ParkingWillCall', 'menu.parkingWillCall', 'car', 420, VALET_DESK),
  parking('ParkingPermit/ParkingAvailability', 'menu.parkingAvailability', 'calendar', 430, VALET_DESK),
  parking('ParkingPermit/ParkingManagement', 'menu.parkingManagement', 'wallet', 405, VALET_DESK),
  parking('ParkingPermit/ParkingCommission', 'menu.parkingCommission', 'coin', 440, OFFICE),
  parking('ParkingPermit/CancelledParkings', 'menu.cancelledParkings', 'chart-bar', 450, OFFICE),
  parking('ParkingPermit/DeletedParkings', 'menu.deletedParkings', 'chart-bar', 460, OFFICE),
  parking('ParkingPermit/DeliveredParkings', 'menu.deliveredParkings', 'chart-bar', 465, OFFICE),
  // The company's guests, as a list to reach them.
  marketing('Marketing/GuestManagment', 'menu.guestManagement', 'users', 490, ADMINS),
  // The company's account with the platform: sign-ins, taxes and discounts, messages and usage, its profile
  // and mail server.
  subscription('Subscription/UserLoginHistory', 'menu.userLoginHistory', 'history', 500, ADMINS),
  subscription('Subscription/TaxandServiceCode', 'menu.taxAndServiceCode', 'receipt-tax', 510, ADMINS),
  subscription('Subscription/DiscountCode', 'menu.discountCode', 'discount', 520, ADMINS),
  subscription('Subscription/SmtpDetails', 'menu.smtpDetails', 'mail', 530, ADMINS),
  subscription('Subscription/MyUsage', 'menu.myUsage', 'chart-bar', 540, ADMINS),
  subscription('Subscription/Barchart', 'menu.usageChart', 'chart-bar', 541, ADMINS),
  subscription('Subscription/CommissionReport', 'menu.commissionReport', 'coin', 545, OFFICE),
  subscription('Subscription/MyCompany', 'menu.myCompany', 'clock', 546, ADMINS),
  // How the company sets itself up: vehicles, kiosks, rules, pages, content, messages and notifications.
  settings('Settings/DriverVehicles', 'menu.driverVehicles', 'car', 600, ADMINS),
  settings('Settings/Message', 'menu.message', 'message', 620, ADMINS),
  settings('Settings/Notifications', 'menu.staffNotifications', 'mail', 625, ADMINS),
  settings('Settings/ConfigurationSettings', 'menu.configurationSettings', 'settings', 615, ADMINS),
  settings('Settings/FeedBackQuestion', 'menu.feedBackQuestion', 'star', 630, ADMINS),
  settings('FtpConnection', 'menu.ftpConnection', 'arrow-up-right', 650, ADMINS),
  settings('Settings/AccountType', 'menu.accountType', 'wallet', 610, ADMINS),
  settings('Settings/Kiosk', 'menu.kiosk', 'home', 640, ADMINS),
  settings('Settings/IpAddress', 'menu.ipAddress', 'shield', 645, ADMINS),
  settings('Settings/IconList', 'menu.iconList', 'category', 611, ADMINS),
  settings('Settings/PageSettings', 'menu.pageSettings', 'layout', 616, ADMINS),
  settings('Settings/Advertisement', 'menu.advertisement', 'star', 612, ADMINS),
  settings('Settings/ConfirmationCards', 'menu.confirmationCards', 'mail', 613, ADMINS),
  settings('Settings/ConfirmationCardheader', 'menu.confirmationCardHeaders', 'layout', 614, ADMINS),
  settings('Settings/WaitTypes', 'menu.waitTypes', 'clock', 615, ADMINS),
  settings('MyProfile', 'menu.myProfile', 'user-circle', 690, ALL_STAFF),
  settings('Settings/PostArticle', 'menu.postArticle', 'notes', 640, ADMINS),
] as const;

export type MenuCode = (typeof MENU_CATALOGUE)[number]['code'];

export function isMenuCode(code: string): code is MenuCode {
  return MENU_CATALOGUE.some((item) => item.code === code);
}
