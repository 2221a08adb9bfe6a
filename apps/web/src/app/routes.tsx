import type { SessionInfo } from '@curbside/contract';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { LazyScreen, type ScreenChunk } from '../components/chunks.tsx';
import { HomeRedirect, RequireMenu, RequireSession } from './guards.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { FullPageLayout } from './layouts/FullPageLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { MobileLayout } from './layouts/MobileLayout.tsx';
import { SuperAdminLayout } from './layouts/SuperAdminLayout.tsx';
import { screen } from './screens.ts';

/** A screen anybody may open at this path (the layout above it decides about sign-in). */
const screenRoute = (path: string, shown: ScreenChunk): RouteObject => ({
  path,
  element: <LazyScreen screen={shown} />,
});

/**
 * A screen of the menu, shown only to a role that has its code; at the code itself (the menu code is the path)
 * unless another path is given (an edit page or an alias under the same screen's permission).
 */
const menuRoute = (code: string, shown: ScreenChunk, path = code): RouteObject => ({
  path,
  element: (
    <RequireMenu code={code}>
      <LazyScreen screen={shown} />
    </RequireMenu>
  ),
});

/** A layout for signed-in sessions of one kind; the other kind goes to its own home. */
const signedIn = (kind: SessionInfo['kind'], layout: ReactNode) => (
  <RequireSession kind={kind}>{layout}</RequireSession>
);

export const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          screenRoute('login', screen('auth', 'LoginScreen')),
          screenRoute('loginformik', screen('auth', 'LoginScreen')),
          screenRoute('404', screen('auth', 'NotFoundScreen')),
          screenRoute('registerformik', screen('auth', 'RegisterScreen')),
          screenRoute('recoverpwd', screen('auth', 'RecoverPasswordScreen')),
          {
            path: 'ChangePassword',
            element: (
              <RequireSession>
                <LazyScreen screen={screen('auth', 'ChangePasswordScreen')} />
              </RequireSession>
            ),
          },
          screenRoute('Changepassword/:userId/:companyId', screen('auth', 'ResetPasswordScreen')),
          screenRoute('lockscreen', screen('auth', 'LockScreen')),
          screenRoute('second-factor', screen('auth', 'SecondFactorScreen')),
          screenRoute('second-factor/enrol', screen('auth', 'EnrolSecondFactorScreen')),
          screenRoute('maintanance', screen('auth', 'MaintenanceScreen')),
          screenRoute('ReleaseNote', screen('auth', 'ReleaseNoteScreen')),
        ],
      },
      {
        path: 'LoginPages',
        element: <AuthLayout />,
        children: [screenRoute('login', screen('auth', 'LoginScreen'))],
      },
      {
        element: signedIn('user', <MainLayout />),
        children: [
          screenRoute('Dashboard', screen('dashboard', 'DashboardScreen')),
          // Every company user may search; each kind of result is limited to the screens the role opens.
          screenRoute('SearchResult/:key', screen('search', 'SearchResultScreen')),
          menuRoute('Subscription/UserLoginHistory', screen('login-history', 'LoginHistoryScreen')),
          menuRoute('TrasactionManagement/RecordManagement', screen('dispatch', 'DispatchBoardScreen')),
          // The specification's alias of the board, guarded by the same screen.
          menuRoute(
            'TrasactionManagement/RecordManagement',
            screen('dispatch', 'DispatchBoardScreen'),
            'ui/RecordManagement',
          ),
          menuRoute('Team/UserList', screen('team', 'TeamUserListScreen')),
          menuRoute('MyStatus', screen('my-status', 'MyStatusScreen')),
          menuRoute('Recent', screen('recent', 'RecentScreen')),
          menuRoute('TransactionManagement/GmapParties', screen('gmap-parties', 'GmapPartiesScreen')),
          menuRoute('DriverTracking', screen('driver-tracking', 'DriverTrackingScreen')),
          menuRoute(
            'TransactionManagement/CompletedTransaction',
            screen('reports', 'CompletedTransactionScreen'),
          ),
          menuRoute(
            'TransactionManagement/CancelledTransaction',
            screen('reports', 'CancelledTransactionScreen'),
          ),
          menuRoute(
            'TransactionManagement/DeletedTransaction',
            screen('reports', 'DeletedTransactionScreen'),
          ),
          menuRoute('TransactionManagement/ReservationReport', screen('reports', 'ReservationReportScreen')),
          menuRoute(
            'TransactionManagement/CompletedWillCalls',
            screen('reports', 'CompletedWillCallsScreen'),
          ),
          menuRoute('TransactionManagement/CashoutReport', screen('reports', 'CashoutReportScreen')),
          menuRoute('TransactionManagement/FeedbackList', screen('feedback', 'FeedbackListScreen')),
          menuRoute('Marketing/GuestManagment', screen('guests', 'GuestManagmentScreen')),
          menuRoute('Locations/Zones', screen('locations', 'ZonesScreen')),
          menuRoute('Locations/ZoneCharges', screen('locations', 'ZoneChargesScreen')),
          menuRoute(
            'Locations/ZoneCharges',
            screen('locations', 'ZoneChargeEditScreen'),
            'Locations/ZoneCharges/:action/:id',
          ),
          menuRoute('Locations/LocationCategory', screen('locations', 'LocationCategoryScreen')),
          menuRoute('Locations/Location', screen('locations', 'LocationScreen')),
          menuRoute('Locations/Trips', screen('locations', 'TripsScreen')),
          menuRoute('Locations/Trips', screen('locations', 'TripEditScreen'), 'Locations/Trips/:action/:id'),
          menuRoute('Locations/NewTrips', screen('locations', 'NewTripScreen')),
          menuRoute('Locations/TripScheduleTime', screen('locations', 'TripScheduleTimeScreen')),
          menuRoute('FromSelectedLocations', screen('locations', 'FromLocationsScreen')),
          menuRoute('ToSelectedLocations', screen('locations', 'ToLocationsScreen')),
          menuRoute('QuickLocations', screen('locations', 'QuickLocationsScreen')),
          menuRoute('Subscription/TaxandServiceCode', screen('pricing', 'TaxCodesScreen')),
          menuRoute('Subscription/DiscountCode', screen('pricing', 'DiscountCodeScreen')),
          menuRoute('Usermanagent/Users', screen('user-management', 'UsersScreen')),
          menuRoute('Usermanagent/Roles', screen('user-management', 'RolesScreen')),
          menuRoute('Usermanagent/RolesPrivileges', screen('user-management', 'RolesPrivilegesScreen')),
          menuRoute('Usermanagent/AcessRules', screen('user-management', 'AccessRulesScreen')),
          menuRoute('Usermanagent/DefaultAccessroles', screen('user-management', 'DefaultAccessRolesScreen')),
          menuRoute('Usermanagent/AuditLog', screen('user-management', 'AuditLogScreen')),
          menuRoute('Team/DriverReports', screen('team', 'DriverReportsScreen')),
          menuRoute('Settings/DriverVehicles', screen('vehicles', 'DriverVehiclesScreen')),
          menuRoute('Settings/AccountType', screen('account-types', 'AccountTypeScreen')),
          menuRoute('Settings/Kiosk', screen('kiosks', 'KioskScreen')),
          menuRoute('Settings/Kiosk', screen('kiosks', 'KioskScreen'), 'Settings/Kiosk/:tabIndex'),
          menuRoute('Settings/IpAddress', screen('kiosks', 'IpAddressScreen')),
          menuRoute(
            'Settings/Kiosk',
            screen('kiosks', 'KioskSetupScreen'),
            'GenerateKiosk/:flow/:action/:kioskId/:status',
          ),
          menuRoute('Settings/ConfigurationSettings', screen('booking-rules', 'ConfigurationSettingsScreen')),
          menuRoute('Settings/PageSettings', screen('page-settings', 'PageSettingsScreen')),
          menuRoute('Settings/IconList', screen('content', 'IconListScreen')),
          menuRoute('Settings/Advertisement', screen('content', 'AdvertisementScreen')),
          menuRoute('Settings/ConfirmationCards', screen('content', 'ConfirmationCardsScreen')),
          menuRoute(
            'Settings/ConfirmationCards',
            screen('content', 'ConfirmationCardScreen'),
            'Settings/ConfirmationCards/:action/:type/:id',
          ),
          menuRoute('Settings/ConfirmationCardheader', screen('content', 'CardHeadersScreen')),
          menuRoute('Settings/PostArticle', screen('articles', 'PostArticleScreen')),
          // The specification's product path of the same screen, under the same permission.
          menuRoute('Settings/PostArticle', screen('articles', 'PostArticleScreen'), 'ui/PostArticle'),
          menuRoute('Welcome', screen('articles', 'WelcomeScreen')),
          menuRoute('Settings/Message', screen('messaging', 'MessageTemplatesScreen')),
          menuRoute('Settings/Notifications', screen('notices', 'StaffNoticesScreen')),
          menuRoute('Settings/FeedBackQuestion', screen('feedback', 'FeedbackQuestionsScreen')),
          menuRoute('Subscription/SmtpDetails', screen('messaging', 'SmtpDetailsScreen')),
          menuRoute('FtpConnection', screen('ftp-connection', 'FtpConnectionScreen')),
          menuRoute('ChatMessages', screen('messaging', 'inbox/ChatMessagesScreen')),
          menuRoute('Subscription/MyUsage', screen('messaging', 'usage/MyUsageScreen')),
          menuRoute('Subscription/Barchart', screen('usage-reports', 'BarchartScreen')),
          menuRoute('Subscription/MyCompany', screen('company', 'MyCompanyScreen')),
          menuRoute('ParkingPermit/ParkingLocations', screen('parking', 'ParkingLocationsScreen')),
          menuRoute('ParkingPermit/ParkingPackage', screen('parking', 'ParkingPackageScreen')),
          menuRoute('ParkingPermit/ParkingWillCall', screen('parking', 'ParkingWillCallScreen')),
          menuRoute('ParkingPermit/ParkingAvailability', screen('parking', 'ParkingAvailabilityScreen')),
          menuRoute('ParkingPermit/ParkingManagement', screen('parking', 'ParkingManagementScreen')),
          menuRoute(
            'ParkingPermit/ParkingPackage',
            screen('parking', 'ParkingPackageEditScreen'),
            'ParkingPermit/ParkingPackage/:action/:id',
          ),
          menuRoute('ParkingPermit/ParkingCommission', screen('parking-reports', 'ParkingCommissionScreen')),
          menuRoute('ParkingPermit/CancelledParkings', screen('parking-reports', 'CancelledParkingsScreen')),
          menuRoute('ParkingPermit/DeletedParkings', screen('parking-reports', 'DeletedParkingsScreen')),
          menuRoute('ParkingPermit/DeliveredParkings', screen('parking-reports', 'DeliveredParkingsScreen')),
          menuRoute('Subscription/CommissionReport', screen('parking-reports', 'CommissionReportScreen')),
          menuRoute('MyProfile', screen('my-profile', 'MyProfileScreen')),
          menuRoute('Settings/WaitTypes', screen('wait-list', 'WaitTypesScreen')),
          menuRoute(
            'TransactionManagement/CompletedWaitList',
            screen('wait-list', 'CompletedWaitListScreen'),
          ),
        ],
      },
      {
        element: signedIn('user', <FullPageLayout account />),
        // The stand's path ids (/WaitList/{ope}/{cId}/{uId}/{uName}/{roleCode}/{partyId}) are never read.
        children: [
          menuRoute('WaitList', screen('wait-list', 'WaitListStandScreen'), 'WaitList/*'),
          // The desk's path ids (/Parking/{transType}/{cId}/{uId}/{locSetupId}/{uName}/{rCode}) are never read.
          menuRoute('Parking', screen('parking', 'ParkingDeskScreen'), 'Parking/*'),
          // Curbside pick-up: any staff member may open it; the server shows a driver their own parties only.
          screenRoute('RapidPickUp/*', screen('field', 'RapidPickUpScreen')),
          // The summary reads the booking through the board's call, so it asks for the board's screen.
          menuRoute(
            'TrasactionManagement/RecordManagement',
            screen('field', 'MultiTripSummaryScreen'),
            'MultiTripSummery/:key/:commandType/:allowPrint/*',
          ),
          menuRoute('QuickLocations', screen('locations', 'QuickLocationsScreen'), 'QuickLocations/*'),
        ],
      },
      {
        // The phone app's pages: only the first segment after the page's name (`deviceType`) is a route part;
        // the ids after it are never read (the session decides, ADR 93).
        path: 'mobileApp',
        element: signedIn('user', <MobileLayout />),
        children: [
          menuRoute('WaitList', screen('wait-list', 'MobileWaitListScreen'), 'waitList/:deviceType/*'),
          screenRoute('rapidPickUp/:deviceType/*', screen('field', 'RapidPickUpScreen')),
          menuRoute('Team/UserList', screen('team', 'MobileTeamScreen'), 'team/:deviceType/*'),
          menuRoute(
            'MyStatus',
            screen('my-status', 'MobileCompletedAssignmentsScreen'),
            'completedAssignments/:deviceType/*',
          ),
          menuRoute(
            'TrasactionManagement/RecordManagement',
            screen('field', 'MobileReservationScreen'),
            'reservation/:deviceType/*',
          ),
        ],
      },
      {
        // The guest's own pages: no sign-in, the link's key alone decides what they show. The wait-list guest's
        // page (by the key of their text; the party's /GuestView is another page) among them, with the same
        // language switch and landmark.
        element: <FullPageLayout />,
        children: [
          screenRoute('WaitListGuest/:key', screen('wait-list', 'WaitListGuestScreen')),
          screenRoute('GuestView/:key', screen('guest-view', 'GuestViewScreen')),
          screenRoute('FeedBack/:key/:cId', screen('guest-view', 'FeedbackScreen')),
          screenRoute(
            'EditReservation/:key/:commandType/:cId/:uName/:uId/:rCode/:locSetupId',
            screen('guest-view', 'EditReservationScreen'),
          ),
        ],
      },
      {
        path: 'SuperAdmin',
        element: signedIn('platform', <SuperAdminLayout />),
        children: [
          // The dashboard is the super-admin's home.
          { index: true, element: <Navigate to="Dashboard" replace /> },
          menuRoute('SuperAdmin/Dashboard', screen('usage-reports', 'DashboardScreen'), 'Dashboard'),
          screenRoute('FeedBackQuestion', screen('feedback', 'QuestionBankScreen')),
          screenRoute('PostArticle', screen('articles', 'PlatformArticleScreen')),
          screenRoute('HelpText', screen('help', 'HelpTextScreen')),
          screenRoute('Package', screen('packages', 'PackageScreen')),
          screenRoute('PackageFeatures', screen('packages', 'PackageFeaturesScreen')),
          menuRoute(
            'SuperAdmin/CreateNewAccount',
            screen('companies', 'CreateNewAccountScreen'),
            'CreateNewAccount',
          ),
          menuRoute(
            'SuperAdmin/CompaniesReports',
            screen('companies', 'CompaniesReportsScreen'),
            'CompaniesReports',
          ),
          menuRoute('SuperAdmin/MessageUsage', screen('usage-reports', 'MessageUsageScreen'), 'MessageUsage'),
          menuRoute(
            'SuperAdmin/ApplicationSettings',
            screen('messaging', 'ApplicationSettingsScreen'),
            'ApplicationSettings',
          ),
          menuRoute(
            'SuperAdmin/ConfigNotifications',
            screen('notices', 'ConfigNotificationsScreen'),
            'ConfigNotifications',
          ),
          screenRoute('CompanyPackageUsage/:cId', screen('usage-reports', 'CompanyPackageUsageScreen')),
        ],
      },
      {
        element: signedIn('platform', <FullPageLayout account />),
        children: [
          screenRoute('EncryptDecrypt', screen('platform', 'EncryptDecryptScreen')),
          screenRoute('Encrypt', screen('platform', 'EncryptScreen')),
        ],
      },
      {
        path: 'mv',
        element: signedIn('user', <MobileLayout />),
        children: [
          { index: true, element: <Navigate to="/mv/Dashboard" replace /> },
          screenRoute('Dashboard', screen('dashboard', 'MobileDashboardScreen')),
          screenRoute('MyNotification', screen('notices', 'MyNotificationScreen')),
        ],
      },
      { path: '*', element: <Navigate to="/auth/404" replace /> },
    ],
  },
];
