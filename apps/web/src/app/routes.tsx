import { Navigate, type RouteObject } from 'react-router';
import { LazyScreen, screenChunk } from '../components/chunks.tsx';
import { HomeRedirect, RequireMenu, RequireSession } from './guards.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { FullPageLayout } from './layouts/FullPageLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { MobileLayout } from './layouts/MobileLayout.tsx';
import { SuperAdminLayout } from './layouts/SuperAdminLayout.tsx';
import { RouteError } from './RouteError.tsx';

/** A screen of the menu at its own path (the menu code is the path): shown only to a role that has it. */
const menuRoute = (code: string, screen: Parameters<typeof LazyScreen>[0]['screen']): RouteObject => ({
  path: code,
  element: (
    <RequireMenu code={code}>
      <LazyScreen screen={screen} />
    </RequireMenu>
  ),
});

// One chunk per screen, each loaded on demand.
const Login = screenChunk('auth-login', () => import('../features/auth/LoginScreen.tsx'), 'auth');
const NotFound = screenChunk('auth-404', () => import('../features/auth/NotFoundScreen.tsx'), 'auth');
const RecoverPassword = screenChunk(
  'auth-recoverpwd',
  () => import('../features/auth/RecoverPasswordScreen.tsx'),
  'auth',
);
const ChangePassword = screenChunk(
  'auth-changepassword',
  () => import('../features/auth/ChangePasswordScreen.tsx'),
  'auth',
);
const ResetPassword = screenChunk(
  'auth-resetpassword',
  () => import('../features/auth/ResetPasswordScreen.tsx'),
  'auth',
);
const Lock = screenChunk('auth-lockscreen', () => import('../features/auth/LockScreen.tsx'), 'auth');
const Maintenance = screenChunk(
  'auth-maintenance',
  () => import('../features/auth/MaintenanceScreen.tsx'),
  'auth',
);
const ReleaseNote = screenChunk(
  'auth-releasenote',
  () => import('../features/auth/ReleaseNoteScreen.tsx'),
  'auth',
);
const Dashboard = screenChunk(
  'dashboard',
  () => import('../features/dashboard/DashboardScreen.tsx'),
  'dashboard',
);
const MobileDashboard = screenChunk(
  'mv-dashboard',
  () => import('../features/dashboard/MobileDashboardScreen.tsx'),
  'dashboard',
);
const LoginHistory = screenChunk(
  'login-history',
  () => import('../features/login-history/LoginHistoryScreen.tsx'),
  'login-history',
);
const Zones = screenChunk(
  'locations-zones',
  () => import('../features/locations/ZonesScreen.tsx'),
  'locations',
);
const ZoneCharges = screenChunk(
  'locations-zone-charges',
  () => import('../features/locations/ZoneChargesScreen.tsx'),
  'locations',
);
const ZoneChargeEdit = screenChunk(
  'locations-zone-charge-edit',
  () => import('../features/locations/ZoneChargeEditScreen.tsx'),
  'locations',
);
const LocationCategory = screenChunk(
  'locations-category',
  () => import('../features/locations/LocationCategoryScreen.tsx'),
  'locations',
);
const LocationScreen = screenChunk(
  'locations-location',
  () => import('../features/locations/LocationScreen.tsx'),
  'locations',
);
const Trips = screenChunk(
  'locations-trips',
  () => import('../features/locations/TripsScreen.tsx'),
  'locations',
);
const TripEdit = screenChunk(
  'locations-trip-edit',
  () => import('../features/locations/TripEditScreen.tsx'),
  'locations',
);
const NewTrips = screenChunk(
  'locations-new-trips',
  () => import('../features/locations/NewTripScreen.tsx'),
  'locations',
);
const TripScheduleTime = screenChunk(
  'locations-trip-schedule-time',
  () => import('../features/locations/TripScheduleTimeScreen.tsx'),
  'locations',
);
const FromLocations = screenChunk(
  'from-selected-locations',
  () => import('../features/locations/FromLocationsScreen.tsx'),
  'locations',
);
const ToLocations = screenChunk(
  'to-selected-locations',
  () => import('../features/locations/ToLocationsScreen.tsx'),
  'locations',
);
const QuickLocations = screenChunk(
  'quick-locations',
  () => import('../features/locations/QuickLocationsScreen.tsx'),
  'locations',
);
const TaxCodes = screenChunk(
  'tax-and-service-code',
  () => import('../features/pricing/TaxCodesScreen.tsx'),
  'pricing',
);
const DiscountCode = screenChunk(
  'discount-code',
  () => import('../features/pricing/DiscountCodeScreen.tsx'),
  'pricing',
);
const TeamUserList = screenChunk(
  'team-userlist',
  () => import('../features/team/TeamUserListScreen.tsx'),
  'team',
);
const MyStatus = screenChunk(
  'my-status',
  () => import('../features/my-status/MyStatusScreen.tsx'),
  'my-status',
);
const Recent = screenChunk('recent', () => import('../features/recent/RecentScreen.tsx'), 'recent');
const GmapParties = screenChunk(
  'gmap-parties',
  () => import('../features/gmap-parties/GmapPartiesScreen.tsx'),
  'gmap-parties',
);
const CompletedTransactionReport = screenChunk(
  'reports-completedtransaction',
  () => import('../features/reports/CompletedTransactionScreen.tsx'),
  'reports',
);
const CancelledTransactionReport = screenChunk(
  'reports-cancelledtransaction',
  () => import('../features/reports/CancelledTransactionScreen.tsx'),
  'reports',
);
const DeletedTransactionReport = screenChunk(
  'reports-deletedtransaction',
  () => import('../features/reports/DeletedTransactionScreen.tsx'),
  'reports',
);
const ReservationReport = screenChunk(
  'reports-reservationreport',
  () => import('../features/reports/ReservationReportScreen.tsx'),
  'reports',
);
const CompletedWillCallsReport = screenChunk(
  'reports-completedwillcalls',
  () => import('../features/reports/CompletedWillCallsScreen.tsx'),
  'reports',
);
const CashoutReport = screenChunk(
  'reports-cashoutreport',
  () => import('../features/reports/CashoutReportScreen.tsx'),
  'reports',
);
const UserManagementUsers = screenChunk(
  'usermanagent-users',
  () => import('../features/user-management/UsersScreen.tsx'),
  'user-management',
);
const UserManagementRoles = screenChunk(
  'usermanagent-roles',
  () => import('../features/user-management/RolesScreen.tsx'),
  'user-management',
);
const UserManagementRolesPrivileges = screenChunk(
  'usermanagent-roles-privileges',
  () => import('../features/user-management/RolesPrivilegesScreen.tsx'),
  'user-management',
);
const UserManagementAcessRules = screenChunk(
  'usermanagent-acess-rules',
  () => import('../features/user-management/AccessRulesScreen.tsx'),
  'user-management',
);
const UserManagementDefaultAccessroles = screenChunk(
  'usermanagent-default-accessroles',
  () => import('../features/user-management/DefaultAccessRolesScreen.tsx'),
  'user-management',
);
const UserManagementAuditLog = screenChunk(
  'usermanagent-audit-log',
  () => import('../features/user-management/AuditLogScreen.tsx'),
  'user-management',
);
const SuperAdminHome = screenChunk(
  'superadmin',
  () => import('../features/platform/SuperAdminHomeScreen.tsx'),
  'platform',
);
const EncryptDecrypt = screenChunk(
  'encrypt-decrypt',
  () => import('../features/platform/EncryptDecryptScreen.tsx'),
  'platform',
);
const Encrypt = screenChunk('encrypt', () => import('../features/platform/EncryptScreen.tsx'), 'platform');
const DriverReports = screenChunk(
  'team-driver-reports',
  () => import('../features/team/DriverReportsScreen.tsx'),
  'team',
);
const DriverVehicles = screenChunk(
  'settings-driver-vehicles',
  () => import('../features/vehicles/DriverVehiclesScreen.tsx'),
  'vehicles',
);
const AccountType = screenChunk(
  'settings-account-type',
  () => import('../features/account-types/AccountTypeScreen.tsx'),
  'account-types',
);
const MessageTemplates = screenChunk(
  'settings-message',
  () => import('../features/messaging/MessageTemplatesScreen.tsx'),
  'messaging',
);
const ChatMessages = screenChunk(
  'chat-messages',
  () => import('../features/messaging/inbox/ChatMessagesScreen.tsx'),
  'messaging',
);
const MyUsage = screenChunk(
  'subscription-my-usage',
  () => import('../features/messaging/usage/MyUsageScreen.tsx'),
  'messaging',
);
const MyCompany = screenChunk(
  'subscription-my-company',
  () => import('../features/company/MyCompanyScreen.tsx'),
  'company',
);
const SmtpDetails = screenChunk(
  'subscription-smtp-details',
  () => import('../features/messaging/SmtpDetailsScreen.tsx'),
  'messaging',
);
const ParkingLocations = screenChunk(
  'parking-locations',
  () => import('../features/parking/ParkingLocationsScreen.tsx'),
  'parking',
);
const ParkingPackage = screenChunk(
  'parking-package',
  () => import('../features/parking/ParkingPackageScreen.tsx'),
  'parking',
);
const ParkingWillCall = screenChunk(
  'parking-will-call',
  () => import('../features/parking/ParkingWillCallScreen.tsx'),
  'parking',
);
const ParkingAvailability = screenChunk(
  'parking-availability',
  () => import('../features/parking/ParkingAvailabilityScreen.tsx'),
  'parking',
);
const DispatchBoard = screenChunk(
  'transaction-record-management',
  () => import('../features/dispatch/DispatchBoardScreen.tsx'),
  'dispatch',
);
const WaitTypes = screenChunk(
  'settings-wait-types',
  () => import('../features/wait-list/WaitTypesScreen.tsx'),
  'wait-list',
);
const WaitListStand = screenChunk(
  'wait-list-stand',
  () => import('../features/wait-list/WaitListStandScreen.tsx'),
  'wait-list',
);
const MobileWaitList = screenChunk(
  'mobile-wait-list',
  () => import('../features/wait-list/MobileWaitListScreen.tsx'),
  'wait-list',
);
const CompletedWaitList = screenChunk(
  'completed-wait-list',
  () => import('../features/wait-list/CompletedWaitListScreen.tsx'),
  'wait-list',
);
const WaitListGuest = screenChunk(
  'wait-list-guest',
  () => import('../features/wait-list/WaitListGuestScreen.tsx'),
  'wait-list',
);
const MyProfile = screenChunk(
  'my-profile',
  () => import('../features/my-profile/MyProfileScreen.tsx'),
  'my-profile',
);
const GuestView = screenChunk(
  'guest-view',
  () => import('../features/guest-view/GuestViewScreen.tsx'),
  'guest-view',
);
const GuestFeedback = screenChunk(
  'guest-feedback',
  () => import('../features/guest-view/FeedbackScreen.tsx'),
  'guest-view',
);
const FeedbackList = screenChunk(
  'feedback-list',
  () => import('../features/feedback/FeedbackListScreen.tsx'),
  'feedback',
);
const FeedbackQuestions = screenChunk(
  'feedback-questions',
  () => import('../features/feedback/FeedbackQuestionsScreen.tsx'),
  'feedback',
);

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: <LazyScreen screen={Login} /> },
          { path: 'loginformik', element: <LazyScreen screen={Login} /> },
          { path: '404', element: <LazyScreen screen={NotFound} /> },
          { path: 'recoverpwd', element: <LazyScreen screen={RecoverPassword} /> },
          {
            path: 'ChangePassword',
            element: (
              <RequireSession>
                <LazyScreen screen={ChangePassword} />
              </RequireSession>
            ),
          },
          { path: 'Changepassword/:userId/:companyId', element: <LazyScreen screen={ResetPassword} /> },
          { path: 'lockscreen', element: <LazyScreen screen={Lock} /> },
          { path: 'maintanance', element: <LazyScreen screen={Maintenance} /> },
          { path: 'ReleaseNote', element: <LazyScreen screen={ReleaseNote} /> },
        ],
      },
      {
        path: 'LoginPages',
        element: <AuthLayout />,
        children: [{ path: 'login', element: <LazyScreen screen={Login} /> }],
      },
      {
        element: (
          <RequireSession kind="user">
            <MainLayout />
          </RequireSession>
        ),
        children: [
          { path: 'Dashboard', element: <LazyScreen screen={Dashboard} /> },
          menuRoute('Subscription/UserLoginHistory', LoginHistory),
          menuRoute('TrasactionManagement/RecordManagement', DispatchBoard),
          {
            // The specification's alias of the board, guarded by the same screen.
            path: 'ui/RecordManagement',
            element: (
              <RequireMenu code="TrasactionManagement/RecordManagement">
                <LazyScreen screen={DispatchBoard} />
              </RequireMenu>
            ),
          },
          menuRoute('Team/UserList', TeamUserList),
          menuRoute('MyStatus', MyStatus),
          menuRoute('Recent', Recent),
          menuRoute('TransactionManagement/GmapParties', GmapParties),
          menuRoute('TransactionManagement/CompletedTransaction', CompletedTransactionReport),
          menuRoute('TransactionManagement/CancelledTransaction', CancelledTransactionReport),
          menuRoute('TransactionManagement/DeletedTransaction', DeletedTransactionReport),
          menuRoute('TransactionManagement/ReservationReport', ReservationReport),
          menuRoute('TransactionManagement/CompletedWillCalls', CompletedWillCallsReport),
          menuRoute('TransactionManagement/CashoutReport', CashoutReport),
          menuRoute('TransactionManagement/FeedbackList', FeedbackList),
          menuRoute('Locations/Zones', Zones),
          menuRoute('Locations/ZoneCharges', ZoneCharges),
          {
            path: 'Locations/ZoneCharges/:action/:id',
            element: (
              <RequireMenu code="Locations/ZoneCharges">
                <LazyScreen screen={ZoneChargeEdit} />
              </RequireMenu>
            ),
          },
          menuRoute('Locations/LocationCategory', LocationCategory),
          menuRoute('Locations/Location', LocationScreen),
          menuRoute('Locations/Trips', Trips),
          {
            path: 'Locations/Trips/:action/:id',
            element: (
              <RequireMenu code="Locations/Trips">
                <LazyScreen screen={TripEdit} />
              </RequireMenu>
            ),
          },
          menuRoute('Locations/NewTrips', NewTrips),
          menuRoute('Locations/TripScheduleTime', TripScheduleTime),
          menuRoute('FromSelectedLocations', FromLocations),
          menuRoute('ToSelectedLocations', ToLocations),
          menuRoute('QuickLocations', QuickLocations),
          menuRoute('Subscription/TaxandServiceCode', TaxCodes),
          menuRoute('Subscription/DiscountCode', DiscountCode),
          menuRoute('Usermanagent/Users', UserManagementUsers),
          menuRoute('Usermanagent/Roles', UserManagementRoles),
          menuRoute('Usermanagent/RolesPrivileges', UserManagementRolesPrivileges),
          menuRoute('Usermanagent/AcessRules', UserManagementAcessRules),
          menuRoute('Usermanagent/DefaultAccessroles', UserManagementDefaultAccessroles),
          menuRoute('Usermanagent/AuditLog', UserManagementAuditLog),
          menuRoute('Team/DriverReports', DriverReports),
          menuRoute('Settings/DriverVehicles', DriverVehicles),
          menuRoute('Settings/AccountType', AccountType),
          menuRoute('Settings/Message', MessageTemplates),
          menuRoute('Settings/FeedBackQuestion', FeedbackQuestions),
          menuRoute('Subscription/SmtpDetails', SmtpDetails),
          menuRoute('ChatMessages', ChatMessages),
          menuRoute('Subscription/MyUsage', MyUsage),
          menuRoute('Subscription/MyCompany', MyCompany),
          menuRoute('ParkingPermit/ParkingLocations', ParkingLocations),
          menuRoute('ParkingPermit/ParkingPackage', ParkingPackage),
          menuRoute('ParkingPermit/ParkingWillCall', ParkingWillCall),
          menuRoute('ParkingPermit/ParkingAvailability', ParkingAvailability),
          menuRoute('MyProfile', MyProfile),
          menuRoute('Settings/WaitTypes', WaitTypes),
          menuRoute('TransactionManagement/CompletedWaitList', CompletedWaitList),
        ],
      },
      {
        element: (
          <RequireSession kind="user">
            <FullPageLayout />
          </RequireSession>
        ),
        // The stand's path ids (/WaitList/{ope}/{cId}/{uId}/{uName}/{roleCode}/{partyId}) are never read.
        children: [{ ...menuRoute('WaitList', WaitListStand), path: 'WaitList/*' }],
      },
      {
        path: 'mobileApp/waitList/:deviceType',
        element: (
          <RequireSession kind="user">
            <MobileLayout />
          </RequireSession>
        ),
        children: [{ ...menuRoute('WaitList', MobileWaitList), path: '*' }],
      },
      // The guest's own page: public, by the key of their text (the party's /GuestView is another page).
      { path: 'WaitListGuest/:key', element: <LazyScreen screen={WaitListGuest} /> },
      {
        // The guest's own pages: no sign-in, the link's key alone decides what they show.
        element: <FullPageLayout />,
        children: [
          { path: 'GuestView/:key', element: <LazyScreen screen={GuestView} /> },
          { path: 'FeedBack/:key/:cId', element: <LazyScreen screen={GuestFeedback} /> },
        ],
      },
      {
        path: 'SuperAdmin',
        element: (
          <RequireSession kind="platform">
            <SuperAdminLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <LazyScreen screen={SuperAdminHome} /> },
          // The platform's question bank, the same screen as the companies' choice of questions.
          { path: 'FeedBackQuestion', element: <LazyScreen screen={FeedbackQuestions} /> },
        ],
      },
      {
        element: (
          <RequireSession kind="platform">
            <FullPageLayout />
          </RequireSession>
        ),
        children: [
          { path: 'EncryptDecrypt', element: <LazyScreen screen={EncryptDecrypt} /> },
          { path: 'Encrypt', element: <LazyScreen screen={Encrypt} /> },
        ],
      },
      {
        path: 'mv',
        element: (
          <RequireSession kind="user">
            <MobileLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Navigate to="/mv/Dashboard" replace /> },
          { path: 'Dashboard', element: <LazyScreen screen={MobileDashboard} /> },
        ],
      },
      { path: '*', element: <Navigate to="/auth/404" replace /> },
    ],
  },
];
