import { routes } from '@curbside/contract/routes';
import { useApiQuery } from '../../../lib/query.ts';

type Option = { value: string; label: string };

/**
 * The rows a kiosk of a type may offer, as choices: place categories (Dispatch, Map), trips (Reservation),
 * parking packages (Parking), the places a ride starts from (Dispatch, Map, Guest); each list read only by the type that offers it (the first 200, the lists' page).
 */
export function useKioskChoices(type: string): {
  categories: Option[];
  trips: Option[];
  packages: Option[];
  places: Option[];
} {
  const categories = useApiQuery(
    routes.locations.getLocationCategories,
    { query: { pageSize: 200 } },
    { enabled: type === 'dispatch' || type === 'map' },
  );
  const trips = useApiQuery(
    routes.locations.getTrips,
    { query: { pageSize: 200 } },
    { enabled: type === 'reservation' },
  );
  const packages = useApiQuery(
    routes.parking.getParkingPackages,
    { body: { pageSize: 200 } },
    { enabled: type === 'parking' },
  );
  // Where a ride booked at the kiosk starts: the kiosks that book rides (Dispatch, Map, Guest) ask for it.
  const places = useApiQuery(
    routes.locations.getLocations,
    { query: { pageSize: 200 } },
    { enabled: type === 'dispatch' || type === 'map' || type === 'guest' },
  );
  return {
    places: (places.data?.items ?? []).map((row) => ({ value: row.id, label: row.name })),
    categories: (categories.data?.items ?? []).map((row) => ({ value: row.id, label: row.name })),
    trips: (trips.data?.items ?? []).map((row) => ({
      value: row.id,
      label: `${row.fromLocationName} → ${row.toLocationName}`,
    })),
    packages: (packages.data?.items ?? []).map((row) => ({ value: row.id, label: row.name })),
  };
}
