import { Box, Text } from '@mantine/core';
import type { LeafletMouseEvent } from 'leaflet';
import { type ReactNode, useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';

/**
 * Where map tiles come from: `VITE_MAP_TILE_URL` at build time, e.g. `/tiles/{z}/{x}/{y}.png` from a tile server
 * behind the same origin (the content security policy allows same-origin images only). Without it the map has no
 * tiles and still works: a plain grid where a click places the pin, so a machine with no tile server can set
 * positions.
 */
const TILE_URL: string = import.meta.env.VITE_MAP_TILE_URL ?? '';

export interface MapPickerProps {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
  /** Accessible name of the map. */
  label: string;
  /** Shown under the map when no tile server is configured. */
  offlineHint: string;
  /** Centre when no position is set yet. */
  fallbackCenter?: [number, number];
}

/** The map's frame: rounded, bordered, and a plain grid where there are no tiles. */
const frameStyle = {
  borderRadius: 'var(--mantine-radius-md)',
  overflow: 'hidden',
  border: '1px solid var(--mantine-color-default-border)',
  backgroundImage: TILE_URL
    ? undefined
    : 'linear-gradient(var(--mantine-color-default-border) 1px, transparent 1px), linear-gradient(90deg, var(--mantine-color-default-border) 1px, transparent 1px)',
  backgroundSize: '24px 24px',
};

function ClickToPick({ onPick }: { onPick: MapPickerProps['onPick'] }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) =>
      onPick(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6))),
  });
  return null;
}

function FollowPin({ center }: { center: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (center) map.panTo(center);
  }, [map, center]);
  return null;
}

const DEFAULT_CENTER: [number, number] = [40.758, -73.9855];
const MARKER = { radius: 8, pathOptions: { color: 'var(--mantine-primary-color-filled)' } };
const FADED = { color: 'var(--mantine-color-gray-6)', dashArray: '3 3', fillOpacity: 0.1 };

interface MapFrameProps {
  /** `region` for a map to look at, `application` for one that takes clicks. */
  role: 'region' | 'application';
  label: string;
  height: number;
  center: [number, number];
  offlineHint: string;
  children: ReactNode;
}

/** A map in its frame, with tiles where a tile server is configured and the offline hint under it where not. */
function MapFrame({ role, label, height, center, offlineHint, children }: MapFrameProps) {
  return (
    <Box>
      <Box role={role} aria-label={label} h={height} style={frameStyle} dir="ltr">
        <MapContainer
          center={center}
          zoom={12}
          style={{ height: '100%', width: '100%', background: 'transparent' }}
          attributionControl={Boolean(TILE_URL)}
        >
          {TILE_URL ? <TileLayer url={TILE_URL} /> : null}
          {children}
        </MapContainer>
      </Box>
      {TILE_URL ? null : (
        <Text size="xs" c="dimmed" mt={4}>
          {offlineHint}
        </Text>
      )}
    </Box>
  );
}

export interface MapPosition {
  id: string;
  latitude: number;
  longitude: number;
  /** Read aloud and shown when the marker is hovered. */
  label: string;
  /** Shown faded: an old position (a driver not heard from for a while). */
  faded?: boolean;
}

export interface PositionsMapProps {
  positions: readonly MapPosition[];
  label: string;
  offlineHint: string;
  fallbackCenter?: [number, number];
  /** Called with a position's id when its marker is clicked. */
  onSelect?: (id: string) => void;
}

function FitPositions({ positions }: { positions: readonly MapPosition[] }) {
  const map = useMap();
  // Fitted when the set of positions changes, not when one moves: a live map does not jump on every move.
  const ids = positions.map((p) => p.id).join(' ');
  const latest = useRef(positions);
  latest.current = positions;
  useEffect(() => {
    const now = latest.current;
    if (ids === '' || now.length === 0) return;
    map.fitBounds(
      now.map((p) => [p.latitude, p.longitude] as [number, number]),
      { maxZoom: 14, padding: [24, 24] },
    );
  }, [map, ids]);
  return null;
}

/** A read-only map of several positions (parties waiting, locations); the view fits them all. */
export function PositionsMap({
  positions,
  label,
  offlineHint,
  fallbackCenter = DEFAULT_CENTER,
  onSelect,
}: PositionsMapProps) {
  const first = positions[0];
  return (
    // A region, not an image: Leaflet's zoom buttons and attribution links inside it are focusable.
    <MapFrame
      role="region"
      label={label}
      height={320}
      center={first ? [first.latitude, first.longitude] : fallbackCenter}
      offlineHint={offlineHint}
    >
      {positions.map((p) => (
        <CircleMarker
          key={p.id}
          center={[p.latitude, p.longitude]}
          radius={MARKER.radius}
          pathOptions={p.faded ? FADED : MARKER.pathOptions}
          eventHandlers={onSelect ? { click: () => onSelect(p.id) } : undefined}
        >
          <Tooltip>{p.label}</Tooltip>
        </CircleMarker>
      ))}
      <FitPositions positions={positions} />
    </MapFrame>
  );
}

/** A small map where a click places a pin; the pin follows the latitude and longitude fields. */
export function MapPicker({
  latitude,
  longitude,
  onPick,
  label,
  offlineHint,
  fallbackCenter = DEFAULT_CENTER,
}: MapPickerProps) {
  const pin: [number, number] | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  return (
    <MapFrame
      role="application"
      label={label}
      height={260}
      center={pin ?? fallbackCenter}
      offlineHint={offlineHint}
    >
      {pin ? <CircleMarker center={pin} {...MARKER} /> : null}
      <ClickToPick onPick={onPick} />
      <FollowPin center={pin} />
    </MapFrame>
  );
}
