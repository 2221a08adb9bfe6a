import { ADMINS, OFFICE, screensOf, VALET_DESK } from './menu-item.ts';

// The screens of places: where rides go, and parking.

const locationsScreen = screensOf('locations');
const parkingScreen = screensOf('parking');

/**
 * Where rides go: zones and their charges, places and their categories, trips and their times, the lists of
 * places offered.
 */
export const LOCATIONS_MENU = [
  locationsScreen('Locations/Zones', 'menu.zones', 'map', 300, ADMINS),
  locationsScreen('Locations/ZoneCharges', 'menu.zoneCharges', 'coin', 310, ADMINS),
  locationsScreen('Locations/LocationCategory', 'menu.locationCategory', 'category', 320, ADMINS),
  locationsScreen('Locations/Location', 'menu.location', 'map-pin', 330, ADMINS),
  locationsScreen('Locations/Trips', 'menu.trips', 'route', 340, ADMINS),
  locationsScreen('Locations/NewTrips', 'menu.newTrips', 'route-plus', 345, ADMINS),
  locationsScreen('Locations/TripScheduleTime', 'menu.tripScheduleTime', 'clock', 350, ADMINS),
  locationsScreen('FromSelectedLocations', 'menu.fromSelectedLocations', 'arrow-up-right', 360, ADMINS),
  locationsScreen('ToSelectedLocations', 'menu.toSelectedLocations', 'arrow-down-left', 370, ADMINS),
  locationsScreen('QuickLocations', 'menu.quickLocations', 'bolt', 380, ADMINS),
] as const;

/** Parking: the desk, lots, packages, will-call, availability and the parking reports. */
export const PARKING_MENU = [
  // The full-page parking desk; its specification path carries ids the session overrides (/Parking/...).
  parkingScreen('Parking', 'menu.parkingDesk', 'car', 402, VALET_DESK, 'full'),
  parkingScreen('ParkingPermit/ParkingLocations', 'menu.parkingLocations', 'parking', 400, ADMINS),
  parkingScreen('ParkingPermit/ParkingPackage', 'menu.parkingPackage', 'package', 410, ADMINS),
  parkingScreen('ParkingPermit/ParkingWillCall', 'menu.parkingWillCall', 'car', 420, VALET_DESK),
  parkingScreen('ParkingPermit/ParkingAvailability', 'menu.parkingAvailability', 'calendar', 430, VALET_DESK),
  parkingScreen('ParkingPermit/ParkingManagement', 'menu.parkingManagement', 'wallet', 405, VALET_DESK),
  parkingScreen('ParkingPermit/ParkingCommission', 'menu.parkingCommission', 'coin', 440, OFFICE),
  parkingScreen('ParkingPermit/CancelledParkings', 'menu.cancelledParkings', 'chart-bar', 450, OFFICE),
  parkingScreen('ParkingPermit/DeletedParkings', 'menu.deletedParkings', 'chart-bar', 460, OFFICE),
  parkingScreen('ParkingPermit/DeliveredParkings', 'menu.deliveredParkings', 'chart-bar', 465, OFFICE),
] as const;
