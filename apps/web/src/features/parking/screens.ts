import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const ParkingLocations = screenChunk(
  'parking-locations',
  () => import('./ParkingLocationsScreen.tsx'),
  'parking',
);
export const ParkingPackage = screenChunk(
  'parking-package',
  () => import('./ParkingPackageScreen.tsx'),
  'parking',
);
export const ParkingWillCall = screenChunk(
  'parking-will-call',
  () => import('./ParkingWillCallScreen.tsx'),
  'parking',
);
export const ParkingAvailability = screenChunk(
  'parking-availability',
  () => import('./ParkingAvailabilityScreen.tsx'),
  'parking',
);
export const ParkingManagement = screenChunk(
  'parking-management',
  () => import('./ParkingManagementScreen.tsx'),
  'parking',
);
export const ParkingDesk = screenChunk('parking-desk', () => import('./ParkingDeskScreen.tsx'), 'parking');
export const ParkingPackageEdit = screenChunk(
  'parking-package-edit',
  () => import('./ParkingPackageEditScreen.tsx'),
  'parking',
);
