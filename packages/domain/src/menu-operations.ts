import { ADMINS, ALL_STAFF, DESK, OFFICE, screensOf } from './menu-item.ts';

// The screens of the day's operations: the overview, the team and the company's guests.

const overviewScreen = screensOf('overview');
const teamScreen = screensOf('team');
const marketingScreen = screensOf('marketing');

/**
 * The day's work: the welcome page, the board and what follows a party, the reports of the day's money, the
 * wait list.
 */
export const OVERVIEW_MENU = [
  overviewScreen('Dashboard', 'menu.dashboard', 'gauge', 10, ALL_STAFF),
  overviewScreen('TrasactionManagement/RecordManagement', 'menu.recordManagement', 'layout-kanban', 20, DESK),
  overviewScreen('TransactionManagement/GmapParties', 'menu.gmapParties', 'map-pin', 30, DESK),
  overviewScreen('DriverTracking', 'menu.driverTracking', 'map-pin', 35, OFFICE),
  overviewScreen('ChatMessages', 'menu.chatMessages', 'message', 34, DESK),
  overviewScreen('TransactionManagement/FeedbackList', 'menu.feedbackList', 'star', 37, DESK),
  overviewScreen('Recent', 'menu.recent', 'clock', 40, ['ADMIN', 'DISPATCHER', 'DRIVER', 'FRONTDESK']),
  overviewScreen(
    'TransactionManagement/CompletedTransaction',
    'menu.completedTransaction',
    'chart-bar',
    50,
    OFFICE,
  ),
  overviewScreen(
    'TransactionManagement/CancelledTransaction',
    'menu.cancelledTransaction',
    'chart-bar',
    51,
    OFFICE,
  ),
  overviewScreen(
    'TransactionManagement/DeletedTransaction',
    'menu.deletedTransaction',
    'chart-bar',
    52,
    OFFICE,
  ),
  overviewScreen('TransactionManagement/ReservationReport', 'menu.reservationReport', 'clock', 53, OFFICE),
  overviewScreen(
    'TransactionManagement/CompletedWillCalls',
    'menu.completedWillCalls',
    'chart-bar',
    54,
    OFFICE,
  ),
  overviewScreen('TransactionManagement/CashoutReport', 'menu.cashoutReport', 'wallet', 55, OFFICE),
  // The full-page host stand; its specification path carries ids the session overrides (/WaitList/...).
  overviewScreen('WaitList', 'menu.waitList', 'users', 35, DESK, 'full'),
  overviewScreen(
    'TransactionManagement/CompletedWaitList',
    'menu.completedWaitList',
    'chart-bar',
    36,
    OFFICE,
  ),
  overviewScreen('Welcome', 'menu.welcome', 'home', 5, ALL_STAFF),
] as const;

/** The company's staff at work: who is on, a driver's own status, the drivers' reports. */
export const TEAM_MENU = [
  teamScreen('Team/UserList', 'menu.teamUserList', 'users', 200, DESK),
  teamScreen('MyStatus', 'menu.myStatus', 'steering', 210, ['DRIVER']),
  teamScreen('Team/DriverReports', 'menu.driverReports', 'chart-bar', 220, OFFICE),
] as const;

/** The company's guests, as a list to reach them. */
export const MARKETING_MENU = [
  marketingScreen('Marketing/GuestManagment', 'menu.guestManagement', 'users', 490, ADMINS),
] as const;
