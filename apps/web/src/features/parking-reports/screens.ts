import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const ParkingCommission = screenChunk(
  'parking-commission',
  () => import('./ParkingCommissionScreen.tsx'),
  'parking-reports',
);
export const CancelledParkings = screenChunk(
  'parking-cancelled',
  () => import('./CancelledParkingsScreen.tsx'),
  'parking-reports',
);
export const DeletedParkings = screenChunk(
  'parking-deleted',
  () => import('./DeletedParkingsScreen.tsx'),
  'parking-reports',
);
export const CommissionReport = screenChunk(
  'subscription-commission-report',
  () => import('./CommissionReportScreen.tsx'),
  'parking-reports',
);
