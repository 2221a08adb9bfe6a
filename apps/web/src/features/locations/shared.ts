import { routes } from '@curbside/contract/routes';
import { useApiQuery } from '../../lib/query.ts';

export const percentText = (basisPoints: number) =>
  `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

/** Every zone (the first 200), for pickers. */
export function useZoneOptions() {
  const zones = useApiQuery(routes.locations.getZones, { query: { pageSize: 200 } });
  return (zones.data?.items ?? []).map((zone) => ({ value: zone.id, label: zone.name }));
}

export function useCategoryOptions() {
  const categories = useApiQuery(routes.locations.getLocationCategories, { query: { pageSize: 200 } });
  return (categories.data?.items ?? []).map((category) => ({ value: category.id, label: category.name }));
}

export function useLocationOptions() {
  const locations = useApiQuery(routes.locations.getLocations, { query: { pageSize: 200 } });
  return (locations.data?.items ?? []).map((location) => ({ value: location.id, label: location.name }));
}

export function useTripOptions() {
  const trips = useApiQuery(routes.locations.getTrips, { query: { pageSize: 200 } });
  return (trips.data?.items ?? []).map((trip) => ({
    value: trip.id,
    label: `${trip.fromLocationName} → ${trip.toLocationName}`,
  }));
}

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
