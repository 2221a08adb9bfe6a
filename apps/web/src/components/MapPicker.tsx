import { Box, Text } from '@mantine/core';
import type { LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
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

export interface MapPosition {
  id: string;
  latitude: number;
  longitude: number;
  /** Read aloud and shown when the marker is hovered. */
  label: string;
}

export interface PositionsMapProps {
  positions: readonly MapPosition[];
  label: string;
  offlineHint: string;
  fallbackCenter?: [number, number];
}

function FitPositions({ positions }: { positions: readonly MapPosition[] }) {
  const map = useMap();
  useEffect(() => {
    if (positions.length === 0) return;
    map.fitBounds(
      positions.map((p) => [p.latitude, p.longitude] as [number, number]),
      { maxZoom: 14, padding: [24, 24] },
    );
  }, [map, positions]);
  return null;
}

/** A read-only map of several positions (parties waiting, locations); the view fits them all. */
export function PositionsMap({
  positions,
  label,
  offlineHint,
  fallbackCenter = [40.758, -73.9855],
}: PositionsMapProps) {
  const first = positions[0];
  return (
    <Box>
      <Box role="img" aria-label={label} h={320} style={frameStyle} dir="ltr">
        <MapContainer
          center={first ? [first.latitude, first.longitude] : fallbackCenter}
          zoom={12}
          style={{ height: '100%', width: '100%', background: 'transparent' }}
          attributionControl={Boolean(TILE_URL)}
        >
          {TILE_URL ? <TileLayer url={TILE_URL} /> : null}
          {positions.map((p) => (
            <CircleMarker
              key={p.id}
              center={[p.latitude, p.longitude]}
              radius={8}
              pathOptions={{ color: 'var(--mantine-primary-color-filled)' }}
            >
              <Tooltip>{p.label}</Tooltip>
            </CircleMarker>
          ))}
          <FitPositions positions={positions} />
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

/** A small map where a click places a pin; the pin follows the latitude and longitude fields. */
export function MapPicker({
  latitude,
  longitude,
  onPick,
  label,
  offlineHint,
  fallbackCenter = [40.758, -73.9855],
}: MapPickerProps) {
  const pin: [number, number] | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  return (
    <Box>
      <Box role="application" aria-label={label} h={260} style={frameStyle} dir="ltr">
        <MapContainer
          center={pin ?? fallbackCenter}
          zoom={12}
          style={{ height: '100%', width: '100%', background: 'transparent' }}
          attributionControl={Boolean(TILE_URL)}
        >
          {TILE_URL ? <TileLayer url={TILE_URL} /> : null}
          {pin ? (
            <CircleMarker
              center={pin}
              radius={8}
              pathOptions={{ color: 'var(--mantine-primary-color-filled)' }}
            />
          ) : null}
          <ClickToPick onPick={onPick} />
          <FollowPin center={pin} />
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
