import { ADMINS, OFFICE, screensOf, VALET_DESK } from './menu-item.ts';

const screen = screensOf('parking');

/** Parking: the desk, lots, packages, will-call, availability and the parking reports. */
export const PARKING_MENU = [
  // The full-page parking desk; its specification path carries ids the session overrides (/Parking/...).
  screen('Parking', 'menu.parkingDesk', 'car', 402, VALET_DESK, 'full'),
  screen('ParkingPermit/ParkingLocations', 'menu.parkingLocations', 'parking', 400, ADMINS),
  screen('ParkingPermit/ParkingPackage', 'menu.parkingPackage', 'package', 410, ADMINS),
  screen('ParkingPermit/ParkingWillCall', 'menu.parkingWillCall', 'car', 420, VALET_DESK),
  screen('ParkingPermit/ParkingAvailability', 'menu.parkingAvailability', 'calendar', 430, VALET_DESK),
  screen('ParkingPermit/ParkingManagement', 'menu.parkingManagement', 'wallet', 405, VALET_DESK),
  screen('ParkingPermit/ParkingCommission', 'menu.parkingCommission', 'coin', 440, OFFICE),
  screen('ParkingPermit/CancelledParkings', 'menu.cancelledParkings', 'chart-bar', 450, OFFICE),
  screen('ParkingPermit/DeletedParkings', 'menu.deletedParkings', 'chart-bar', 460, OFFICE),
  screen('ParkingPermit/DeliveredParkings', 'menu.deliveredParkings', 'chart-bar', 465, OFFICE),
] as const;
