import { ADMINS, screensOf } from './menu-item.ts';

const screen = screensOf('locations');

/**
 * Where rides go: zones and their charges, places and their categories, trips and their times, the lists of
 * places offered.
 */
export const LOCATIONS_MENU = [
  screen('Locations/Zones', 'menu.zones', 'map', 300, ADMINS),
  screen('Locations/ZoneCharges', 'menu.zoneCharges', 'coin', 310, ADMINS),
  screen('Locations/LocationCategory', 'menu.locationCategory', 'category', 320, ADMINS),
  screen('Locations/Location', 'menu.location', 'map-pin', 330, ADMINS),
  screen('Locations/Trips', 'menu.trips', 'route', 340, ADMINS),
  screen('Locations/NewTrips', 'menu.newTrips', 'route-plus', 345, ADMINS),
  screen('Locations/TripScheduleTime', 'menu.tripScheduleTime', 'clock', 350, ADMINS),
  screen('FromSelectedLocations', 'menu.fromSelectedLocations', 'arrow-up-right', 360, ADMINS),
  screen('ToSelectedLocations', 'menu.toSelectedLocations', 'arrow-down-left', 370, ADMINS),
  screen('QuickLocations', 'menu.quickLocations', 'bolt', 380, ADMINS),
] as const;
