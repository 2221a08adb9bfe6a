import { ALL_STAFF, DESK, OFFICE, screensOf } from './menu-item.ts';

const screen = screensOf('overview');

/**
 * The day's work: the welcome page, the board and what follows a party, the reports of the day's money, the
 * wait list.
 */
export const OVERVIEW_MENU = [
  screen('Dashboard', 'menu.dashboard', 'gauge', 10, ALL_STAFF),
  screen('TrasactionManagement/RecordManagement', 'menu.recordManagement', 'layout-kanban', 20, DESK),
  screen('TransactionManagement/GmapParties', 'menu.gmapParties', 'map-pin', 30, DESK),
  screen('DriverTracking', 'menu.driverTracking', 'map-pin', 35, OFFICE),
  screen('ChatMessages', 'menu.chatMessages', 'message', 34, DESK),
  screen('TransactionManagement/FeedbackList', 'menu.feedbackList', 'star', 37, DESK),
  screen('Recent', 'menu.recent', 'clock', 40, ['ADMIN', 'DISPATCHER', 'DRIVER', 'FRONTDESK']),
  screen('TransactionManagement/CompletedTransaction', 'menu.completedTransaction', 'chart-bar', 50, OFFICE),
  screen('TransactionManagement/CancelledTransaction', 'menu.cancelledTransaction', 'chart-bar', 51, OFFICE),
  screen('TransactionManagement/DeletedTransaction', 'menu.deletedTransaction', 'chart-bar', 52, OFFICE),
  screen('TransactionManagement/ReservationReport', 'menu.reservationReport', 'clock', 53, OFFICE),
  screen('TransactionManagement/CompletedWillCalls', 'menu.completedWillCalls', 'chart-bar', 54, OFFICE),
  screen('TransactionManagement/CashoutReport', 'menu.cashoutReport', 'wallet', 55, OFFICE),
  // The full-page host stand; its specification path carries ids the session overrides (/WaitList/...).
  screen('WaitList', 'menu.waitList', 'users', 35, DESK, 'full'),
  screen('TransactionManagement/CompletedWaitList', 'menu.completedWaitList', 'chart-bar', 36, OFFICE),
  screen('Welcome', 'menu.welcome', 'home', 5, ALL_STAFF),
] as const;
