import type { Feature } from '../lib/namespaces.ts';

/** A screen file, `features/<feature>/<file>.tsx`; also the name of its lazily loaded chunk. */
export type ScreenName = `${Feature}/${string}Screen`;

/**
 * A screen of the menu, shown only to a role that has its code: at the code itself (the menu code is the path,
 * from the layout's own path down) unless a path is given (an edit page or an alias under the same permission).
 */
export type MenuScreen = readonly [code: string, screen: ScreenName, path?: string];

/** The screens of one layout: by path those anybody the layout lets in may open, then those of the menu. */
export interface ScreenTable {
  readonly open: Readonly<Record<string, ScreenName>>;
  readonly menu: readonly MenuScreen[];
  /** The path of the layout the table is under, where its menu codes start with it (`SuperAdmin`). */
  readonly under?: string;
}

/** Where a menu screen is, from its layout's path down. */
export function menuPath(table: ScreenTable, [code, , path]: MenuScreen): string {
  if (path) return path;
  return table.under && code.startsWith(`${table.under}/`) ? code.slice(table.under.length + 1) : code;
}

/**
 * The route table as data (`routes.tsx` puts each table under its layout and guards): plain strings, so that the
 * layout journey reads the same paths the console serves.
 */
export const AUTH_SCREENS: ScreenTable = {
  open: {
    login: 'auth/LoginScreen',
    loginformik: 'auth/LoginScreen',
    '404': 'auth/NotFoundScreen',
    registerformik: 'auth/RegisterScreen',
    recoverpwd: 'auth/RecoverPasswordScreen',
    'Changepassword/:userId/:companyId': 'auth/ResetPasswordScreen',
    lockscreen: 'auth/LockScreen',
    'second-factor': 'auth/SecondFactorScreen',
    'second-factor/enrol': 'auth/EnrolSecondFactorScreen',
    maintanance: 'auth/MaintenanceScreen',
    ReleaseNote: 'auth/ReleaseNoteScreen',
  },
  menu: [],
};

/** The older sign-in address, kept for links that still point at it. */
export const LOGIN_PAGES: ScreenTable = { open: { login: 'auth/LoginScreen' }, menu: [] };

/** The console of a company's staff, in the main layout. */
export const CONSOLE_SCREENS: ScreenTable = {
  open: {
    Dashboard: 'dashboard/DashboardScreen',
    // Every company user may search; each kind of result is limited to the screens the role opens.
    'SearchResult/:key': 'search/SearchResultScreen',
  },
  menu: [
    ['Subscription/UserLoginHistory', 'login-history/LoginHistoryScreen'],
    ['TrasactionManagement/RecordManagement', 'dispatch/DispatchBoardScreen'],
    // The specification's alias of the board, guarded by the same screen.
    ['TrasactionManagement/RecordManagement', 'dispatch/DispatchBoardScreen', 'ui/RecordManagement'],
    ['Team/UserList', 'team/TeamUserListScreen'],
    ['MyStatus', 'my-status/MyStatusScreen'],
    ['Recent', 'recent/RecentScreen'],
    ['TransactionManagement/GmapParties', 'gmap-parties/GmapPartiesScreen'],
    ['DriverTracking', 'driver-tracking/DriverTrackingScreen'],
    ['TransactionManagement/CompletedTransaction', 'reports/CompletedTransactionScreen'],
    ['TransactionManagement/CancelledTransaction', 'reports/CancelledTransactionScreen'],
    ['TransactionManagement/DeletedTransaction', 'reports/DeletedTransactionScreen'],
    ['TransactionManagement/ReservationReport', 'reports/ReservationReportScreen'],
    ['TransactionManagement/CompletedWillCalls', 'reports/CompletedWillCallsScreen'],
    ['TransactionManagement/CashoutReport', 'reports/CashoutReportScreen'],
    ['TransactionManagement/FeedbackList', 'feedback/FeedbackListScreen'],
    ['Marketing/GuestManagment', 'guests/GuestManagmentScreen'],
    ['Locations/Zones', 'locations/ZonesScreen'],
    ['Locations/ZoneCharges', 'locations/ZoneChargesScreen'],
    ['Locations/ZoneCharges', 'locations/ZoneChargeEditScreen', 'Locations/ZoneCharges/:action/:id'],
    ['Locations/LocationCategory', 'locations/LocationCategoryScreen'],
    ['Locations/Location', 'locations/LocationScreen'],
    ['Locations/Trips', 'locations/TripsScreen'],
    ['Locations/Trips', 'locations/TripEditScreen', 'Locations/Trips/:action/:id'],
    ['Locations/NewTrips', 'locations/NewTripScreen'],
    ['Locations/TripScheduleTime', 'locations/TripScheduleTimeScreen'],
    ['FromSelectedLocations', 'locations/FromLocationsScreen'],
    ['ToSelectedLocations', 'locations/ToLocationsScreen'],
    ['QuickLocations', 'locations/QuickLocationsScreen'],
    ['Subscription/TaxandServiceCode', 'pricing/TaxCodesScreen'],
    ['Subscription/DiscountCode', 'pricing/DiscountCodeScreen'],
    ['Usermanagent/Users', 'user-management/UsersScreen'],
    ['Usermanagent/Roles', 'user-management/RolesScreen'],
    ['Usermanagent/RolesPrivileges', 'user-management/RolesPrivilegesScreen'],
    ['Usermanagent/AcessRules', 'user-management/AccessRulesScreen'],
    ['Usermanagent/DefaultAccessroles', 'user-management/DefaultAccessRolesScreen'],
    ['Usermanagent/AuditLog', 'user-management/AuditLogScreen'],
    ['Team/DriverReports', 'team/DriverReportsScreen'],
    ['Settings/DriverVehicles', 'vehicles/DriverVehiclesScreen'],
    ['Settings/AccountType', 'account-types/AccountTypeScreen'],
    ['Settings/Kiosk', 'kiosks/KioskScreen'],
    ['Settings/Kiosk', 'kiosks/KioskScreen', 'Settings/Kiosk/:tabIndex'],
    ['Settings/IpAddress', 'kiosks/IpAddressScreen'],
    ['Settings/Kiosk', 'kiosks/KioskSetupScreen', 'GenerateKiosk/:flow/:action/:kioskId/:status'],
    ['Settings/ConfigurationSettings', 'booking-rules/ConfigurationSettingsScreen'],
    ['Settings/PageSettings', 'page-settings/PageSettingsScreen'],
    ['Settings/IconList', 'content/IconListScreen'],
    ['Settings/Advertisement', 'content/AdvertisementScreen'],
    ['Settings/ConfirmationCards', 'content/ConfirmationCardsScreen'],
    [
      'Settings/ConfirmationCards',
      'content/ConfirmationCardScreen',
      'Settings/ConfirmationCards/:action/:type/:id',
    ],
    ['Settings/ConfirmationCardheader', 'content/CardHeadersScreen'],
    ['Settings/PostArticle', 'articles/PostArticleScreen'],
    // The specification's product path of the same screen, under the same permission.
    ['Settings/PostArticle', 'articles/PostArticleScreen', 'ui/PostArticle'],
    ['Welcome', 'articles/WelcomeScreen'],
    ['Settings/Message', 'messaging/MessageTemplatesScreen'],
    ['Settings/Notifications', 'notices/StaffNoticesScreen'],
    ['Settings/FeedBackQuestion', 'feedback/FeedbackQuestionsScreen'],
    ['Subscription/SmtpDetails', 'messaging/SmtpDetailsScreen'],
    ['FtpConnection', 'ftp-connection/FtpConnectionScreen'],
    ['ChatMessages', 'messaging/inbox/ChatMessagesScreen'],
    ['Subscription/MyUsage', 'messaging/usage/MyUsageScreen'],
    ['Subscription/Barchart', 'usage-reports/BarchartScreen'],
    ['Subscription/MyCompany', 'company/MyCompanyScreen'],
    ['ParkingPermit/ParkingLocations', 'parking/ParkingLocationsScreen'],
    ['ParkingPermit/ParkingPackage', 'parking/ParkingPackageScreen'],
    ['ParkingPermit/ParkingWillCall', 'parking/ParkingWillCallScreen'],
    ['ParkingPermit/ParkingAvailability', 'parking/ParkingAvailabilityScreen'],
    ['ParkingPermit/ParkingManagement', 'parking/ParkingManagementScreen'],
    [
      'ParkingPermit/ParkingPackage',
      'parking/ParkingPackageEditScreen',
      'ParkingPermit/ParkingPackage/:action/:id',
    ],
    ['ParkingPermit/ParkingCommission', 'parking-reports/ParkingCommissionScreen'],
    ['ParkingPermit/CancelledParkings', 'parking-reports/CancelledParkingsScreen'],
    ['ParkingPermit/DeletedParkings', 'parking-reports/DeletedParkingsScreen'],
    ['ParkingPermit/DeliveredParkings', 'parking-reports/DeliveredParkingsScreen'],
    ['Subscription/CommissionReport', 'parking-reports/CommissionReportScreen'],
    ['MyProfile', 'my-profile/MyProfileScreen'],
    ['Settings/WaitTypes', 'wait-list/WaitTypesScreen'],
    ['TransactionManagement/CompletedWaitList', 'wait-list/CompletedWaitListScreen'],
  ],
};

/** The staff's full-page screens: the wait-list stand, the parking desk, curbside pick-up. */
export const STAFF_PAGES: ScreenTable = {
  open: {
    // Curbside pick-up: any staff member may open it; the server shows a driver their own parties only.
    'RapidPickUp/*': 'field/RapidPickUpScreen',
  },
  menu: [
    // The stand's path ids (/WaitList/{ope}/{cId}/{uId}/{uName}/{roleCode}/{partyId}) are never read.
    ['WaitList', 'wait-list/WaitListStandScreen', 'WaitList/*'],
    // The desk's path ids (/Parking/{transType}/{cId}/{uId}/{locSetupId}/{uName}/{rCode}) are never read.
    ['Parking', 'parking/ParkingDeskScreen', 'Parking/*'],
    // The summary reads the booking through the board's call, so it asks for the board's screen.
    [
      'TrasactionManagement/RecordManagement',
      'field/MultiTripSummaryScreen',
      'MultiTripSummery/:key/:commandType/:allowPrint/*',
    ],
    ['QuickLocations', 'locations/QuickLocationsScreen', 'QuickLocations/*'],
  ],
};

/**
 * The phone app's pages: only the first segment after the page's name (`deviceType`) is a route part; the ids
 * after it are never read (the session decides, ADR 93).
 */
export const PHONE_APP_SCREENS: ScreenTable = {
  open: { 'rapidPickUp/:deviceType/*': 'field/RapidPickUpScreen' },
  menu: [
    ['WaitList', 'wait-list/MobileWaitListScreen', 'waitList/:deviceType/*'],
    ['Team/UserList', 'team/MobileTeamScreen', 'team/:deviceType/*'],
    ['MyStatus', 'my-status/MobileCompletedAssignmentsScreen', 'completedAssignments/:deviceType/*'],
    ['TrasactionManagement/RecordManagement', 'field/MobileReservationScreen', 'reservation/:deviceType/*'],
  ],
};

/**
 * The guest's own pages: no sign-in, the link's key alone decides what they show. The wait-list guest's page
 * (by the key of their text; the party's /GuestView is another page) among them.
 */
export const GUEST_PAGES: ScreenTable = {
  open: {
    'WaitListGuest/:key': 'wait-list/WaitListGuestScreen',
    'GuestView/:key': 'guest-view/GuestViewScreen',
    'FeedBack/:key/:cId': 'guest-view/FeedbackScreen',
    'EditReservation/:key/:commandType/:cId/:uName/:uId/:rCode/:locSetupId':
      'guest-view/EditReservationScreen',
  },
  menu: [],
};

/** The platform's console, under /SuperAdmin. */
export const PLATFORM_SCREENS: ScreenTable = {
  open: {
    FeedBackQuestion: 'feedback/QuestionBankScreen',
    PostArticle: 'articles/PlatformArticleScreen',
    HelpText: 'help/HelpTextScreen',
    Package: 'packages/PackageScreen',
    PackageFeatures: 'packages/PackageFeaturesScreen',
    'CompanyPackageUsage/:cId': 'usage-reports/CompanyPackageUsageScreen',
  },
  menu: [
    ['SuperAdmin/Dashboard', 'usage-reports/DashboardScreen'],
    ['SuperAdmin/CreateNewAccount', 'companies/CreateNewAccountScreen'],
    ['SuperAdmin/CompaniesReports', 'companies/CompaniesReportsScreen'],
    ['SuperAdmin/MessageUsage', 'usage-reports/MessageUsageScreen'],
    ['SuperAdmin/ApplicationSettings', 'messaging/ApplicationSettingsScreen'],
    ['SuperAdmin/ConfigNotifications', 'notices/ConfigNotificationsScreen'],
  ],
  under: 'SuperAdmin',
};

/** The platform's full-page utilities. */
export const PLATFORM_PAGES: ScreenTable = {
  open: { EncryptDecrypt: 'platform/EncryptDecryptScreen', Encrypt: 'platform/EncryptScreen' },
  menu: [],
};

/** The phone's view of the console, under /mv. */
export const PHONE_VIEW_SCREENS: ScreenTable = {
  open: { Dashboard: 'dashboard/MobileDashboardScreen', MyNotification: 'notices/MyNotificationScreen' },
  menu: [],
};

/** Every path of the tables, as written (relative to its layout's path). */
export function tablePaths(): string[] {
  const tables = [
    AUTH_SCREENS,
    LOGIN_PAGES,
    CONSOLE_SCREENS,
    STAFF_PAGES,
    PHONE_APP_SCREENS,
    GUEST_PAGES,
    PLATFORM_SCREENS,
    PLATFORM_PAGES,
    PHONE_VIEW_SCREENS,
  ];
  const paths = tables.flatMap((table) => [
    ...Object.keys(table.open),
    ...table.menu.map((entry) => menuPath(table, entry)),
  ]);
  return [...new Set(paths)];
}
