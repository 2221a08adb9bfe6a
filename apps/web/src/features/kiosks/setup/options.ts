import { routes } from '@curbside/contract/routes';
import { useApiQuery } from '../../../lib/query.ts';

type Option = { value: string; label: string };

/**
 * The rows a kiosk of a type may offer, as choices: place categories (Dispatch, Map), trips (Reservation),
 * parking packages (Parking); each list read only by the type that offers it (the first 200, the lists' page).
 */
export function useKioskChoices(type: string): {
  categories: Option[];
  trips: Option[];
  packages: Option[];
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
  return {
    categories: (categories.data?.items ?? []).map((row) => ({ value: row.id, label: row.name })),
    trips: (trips.data?.items ?? []).map((row) => ({
      value: row.id,
      label: `${row.fromLocationName} → ${row.toLocationName}`,
    })),
    packages: (packages.data?.items ?? []).map((row) => ({ value: row.id, label: row.name })),
  };
}
