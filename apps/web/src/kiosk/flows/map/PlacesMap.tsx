import type { KioskMap } from '@curbside/contract';
import { icon as leafletIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';

/**
 * Where map tiles come from: the console's `VITE_MAP_TILE_URL` (a same-origin tile server). Without it the map
 * is a plain grid with the places' markers where they are, as the console's maps are.
 */
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? '';
/** The centre when neither the kiosk nor any place has a position (never, in practice: places have one). */
const NOWHERE: [number, number] = [0, 0];
const ICON_SIZE = 44;

type Place = KioskMap['places'][number];

function FitAll({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((point) => point.join()).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted when the set of places changes (its key)
  useEffect(() => {
    if (points.length > 0) map.fitBounds(points, { maxZoom: 16, padding: [32, 32] });
  }, [map, key]);
  return null;
}

/**
 * The area's places on a map (its own chunk, loaded by the Map flow): each place with its category's company
 * icon, or a dot where the category has none, and the kiosk itself. Touching a marker opens the place's card;
 * the list under the map does the same for a keyboard or a screen reader.
 */
export default function PlacesMap({
  label,
  here,
  places,
  iconOf,
  onSelect,
}: {
  label: string;
  here: KioskMap['here'];
  places: Place[];
  iconOf: Map<string, string | null>;
  onSelect: (placeId: string) => void;
}) {
  const points = places.map((place) => [place.latitude, place.longitude] as [number, number]);
  const centre: [number, number] = here ? [here.latitude, here.longitude] : (points[0] ?? NOWHERE);
  if (here) points.push(centre);
  return (
    <section aria-label={label} className={TILE_URL ? 'kiosk-map' : 'kiosk-map kiosk-map-grid'} dir="ltr">
      <MapContainer
        center={centre}
        zoom={15}
        className="kiosk-map-canvas"
        attributionControl={Boolean(TILE_URL)}
      >
        {TILE_URL ? <TileLayer url={TILE_URL} /> : null}
        {here && <CircleMarker center={centre} radius={12} pathOptions={{ className: 'kiosk-map-here' }} />}
        {places.map((place) => {
          const iconUrl = place.categoryId ? iconOf.get(place.categoryId) : null;
          const select = { click: () => onSelect(place.id) };
          return iconUrl ? (
            <Marker
              key={place.id}
              position={[place.latitude, place.longitude]}
              icon={leafletIcon({ iconUrl, iconSize: [ICON_SIZE, ICON_SIZE], className: 'kiosk-map-marker' })}
              alt={place.name}
              eventHandlers={select}
            >
              <Tooltip>{place.name}</Tooltip>
            </Marker>
          ) : (
            <CircleMarker
              key={place.id}
              center={[place.latitude, place.longitude]}
              radius={10}
              pathOptions={{ className: 'kiosk-map-dot' }}
              eventHandlers={select}
            >
              <Tooltip>{place.name}</Tooltip>
            </CircleMarker>
          );
        })}
        <FitAll points={points} />
      </MapContainer>
    </section>
  );
}
