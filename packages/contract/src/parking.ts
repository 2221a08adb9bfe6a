import { parkingLots, parkingPackages, parkingTypes } from './parking-resources.ts';

/** The specification's `Parking/` calls. */
export const parking = {
  ...parkingTypes.entries,
  ...parkingLots.entries,
  ...parkingPackages.entries,
};
