import type { Location } from '@curbside/contract';
import { id } from '../../testing/factories.ts';

// The same records for the location screens' tests.

export const queens = { id: id(201), name: 'Queens airports', description: 'JFK and LGA', active: true };
export const airport = { id: id(401), name: 'Airport', icon: 'plane', active: true };

/** JFK Terminal 4, an airport in the Queens zone, or it with the given changes. */
export const location = (overrides: Partial<Location> = {}): Location => ({
  id: id(101),
  name: 'JFK Terminal 4',
  address: 'Terminal 4, JFK Airport',
  latitude: 40.6441,
  longitude: -73.7822,
  kind: 'airport',
  categoryId: null,
  categoryName: null,
  categoryIcon: null,
  zoneId: queens.id,
  zoneName: queens.name,
  active: true,
  ...overrides,
});
