import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const CompletedTransactionReport = screenChunk(
  'reports-completedtransaction',
  () => import('./CompletedTransactionScreen.tsx'),
  'reports',
);
export const CancelledTransactionReport = screenChunk(
  'reports-cancelledtransaction',
  () => import('./CancelledTransactionScreen.tsx'),
  'reports',
);
export const DeletedTransactionReport = screenChunk(
  'reports-deletedtransaction',
  () => import('./DeletedTransactionScreen.tsx'),
  'reports',
);
export const ReservationReport = screenChunk(
  'reports-reservationreport',
  () => import('./ReservationReportScreen.tsx'),
  'reports',
);
export const CompletedWillCallsReport = screenChunk(
  'reports-completedwillcalls',
  () => import('./CompletedWillCallsScreen.tsx'),
  'reports',
);
export const CashoutReport = screenChunk(
  'reports-cashoutreport',
  () => import('./CashoutReportScreen.tsx'),
  'reports',
);
