import { Navigate, type RouteObject } from 'react-router';
import { LazyScreen } from '../components/chunks.tsx';
import { AccountType } from '../features/account-types/screens.ts';
import {
  ChangePassword,
  Lock,
  Login,
  Maintenance,
  NotFound,
  RecoverPassword,
  ReleaseNote,
  ResetPassword,
} from '../features/auth/screens.ts';
import { MyCompany } from '../features/company/screens.ts';
import { Dashboard, MobileDashboard } from '../features/dashboard/screens.ts';
import { DispatchBoard } from '../features/dispatch/screens.ts';
import { FeedbackList, FeedbackQuestions } from '../features/feedback/screens.ts';
import { GmapParties } from '../features/gmap-parties/screens.ts';
import { GuestEditReservation, GuestFeedback, GuestView } from '../features/guest-view/screens.ts';
import {
  FromLocations,
  LocationCategory,
  LocationScreen,
  NewTrips,
  QuickLocations,
  ToLocations,
  TripEdit,
  TripScheduleTime,
  Trips,
  ZoneChargeEdit,
  ZoneCharges,
  Zones,
} from '../features/locations/screens.ts';
import { LoginHistory } from '../features/login-history/screens.ts';
import { ChatMessages, MessageTemplates, MyUsage, SmtpDetails } from '../features/messaging/screens.ts';
import { MyProfile } from '../features/my-profile/screens.ts';
import { MyStatus } from '../features/my-status/screens.ts';
import {
  ParkingAvailability,
  ParkingDesk,
  ParkingLocations,
  ParkingManagement,
  ParkingPackage,
  ParkingPackageEdit,
  ParkingWillCall,
} from '../features/parking/screens.ts';
import {
  CancelledParkings,
  CommissionReport,
  DeletedParkings,
  ParkingCommission,
} from '../features/parking-reports/screens.ts';
import { Encrypt, EncryptDecrypt, SuperAdminHome } from '../features/platform/screens.ts';
import { DiscountCode, TaxCodes } from '../features/pricing/screens.ts';
import { Recent } from '../features/recent/screens.ts';
import {
  CancelledTransactionReport,
  CashoutReport,
  CompletedTransactionReport,
  CompletedWillCallsReport,
  DeletedTransactionReport,
  ReservationReport,
} from '../features/reports/screens.ts';
import { DriverReports, TeamUserList } from '../features/team/screens.ts';
import {
  UserManagementAcessRules,
  UserManagementAuditLog,
  UserManagementDefaultAccessroles,
  UserManagementRoles,
  UserManagementRolesPrivileges,
  UserManagementUsers,
} from '../features/user-management/screens.ts';
import { DriverVehicles } from '../features/vehicles/screens.ts';
import {
  CompletedWaitList,
  MobileWaitList,
  WaitListGuest,
  WaitListStand,
  WaitTypes,
} from '../features/wait-list/screens.ts';
import { HomeRedirect, RequireMenu, RequireSession } from './guards.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { FullPageLayout } from './layouts/FullPageLayout.tsx';
import { MainLayout } from './layouts/MainLayout.tsx';
import { MobileLayout } from './layouts/MobileLayout.tsx';
import { SuperAdminLayout } from './layouts/SuperAdminLayout.tsx';

/** A screen of the menu at its own path (the menu code is the path): shown only to a role that has it. */
const menuRoute = (code: string, screen: Parameters<typeof LazyScreen>[0]['screen']): RouteObject => ({
  path: code,
  element: (
    <RequireMenu code={code}>
      <LazyScreen screen={screen} />
    </RequireMenu>
  ),
});

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
          menuRoute('ParkingPermit/ParkingManagement', ParkingManagement),
          {
            path: 'ParkingPermit/ParkingPackage/:action/:id',
            element: (
              <RequireMenu code="ParkingPermit/ParkingPackage">
                <LazyScreen screen={ParkingPackageEdit} />
              </RequireMenu>
            ),
          },
          menuRoute('ParkingPermit/ParkingCommission', ParkingCommission),
          menuRoute('ParkingPermit/CancelledParkings', CancelledParkings),
          menuRoute('ParkingPermit/DeletedParkings', DeletedParkings),
          menuRoute('Subscription/CommissionReport', CommissionReport),
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
        children: [
          { ...menuRoute('WaitList', WaitListStand), path: 'WaitList/*' },
          // The desk's path ids (/Parking/{transType}/{cId}/{uId}/{locSetupId}/{uName}/{rCode}) are never read.
          { ...menuRoute('Parking', ParkingDesk), path: 'Parking/*' },
        ],
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
          {
            path: 'EditReservation/:key/:commandType/:cId/:uName/:uId/:rCode/:locSetupId',
            element: <LazyScreen screen={GuestEditReservation} />,
          },
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
