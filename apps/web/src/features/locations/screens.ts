import { screenChunk } from '../../components/chunks.tsx';

// Each screen of the feature is a chunk of its own, loaded when it is first opened (app/routes.tsx).
export const Zones = screenChunk('locations-zones', () => import('./ZonesScreen.tsx'), 'locations');
export const ZoneCharges = screenChunk(
  'locations-zone-charges',
  () => import('./ZoneChargesScreen.tsx'),
  'locations',
);
export const ZoneChargeEdit = screenChunk(
  'locations-zone-charge-edit',
  () => import('./ZoneChargeEditScreen.tsx'),
  'locations',
);
export const LocationCategory = screenChunk(
  'locations-category',
  () => import('./LocationCategoryScreen.tsx'),
  'locations',
);
export const LocationScreen = screenChunk(
  'locations-location',
  () => import('./LocationScreen.tsx'),
  'locations',
);
export const Trips = screenChunk('locations-trips', () => import('./TripsScreen.tsx'), 'locations');
export const TripEdit = screenChunk('locations-trip-edit', () => import('./TripEditScreen.tsx'), 'locations');
export const NewTrips = screenChunk('locations-new-trips', () => import('./NewTripScreen.tsx'), 'locations');
export const TripScheduleTime = screenChunk(
  'locations-trip-schedule-time',
  () => import('./TripScheduleTimeScreen.tsx'),
  'locations',
);
export const FromLocations = screenChunk(
  'from-selected-locations',
  () => import('./FromLocationsScreen.tsx'),
  'locations',
);
export const ToLocations = screenChunk(
  'to-selected-locations',
  () => import('./ToLocationsScreen.tsx'),
  'locations',
);
export const QuickLocations = screenChunk(
  'quick-locations',
  () => import('./QuickLocationsScreen.tsx'),
  'locations',
);
