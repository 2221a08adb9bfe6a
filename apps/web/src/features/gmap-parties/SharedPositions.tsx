import type { PartySummary } from '@curbside/contract';
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MapPosition, PositionsMap } from '../../components/MapPicker.tsx';
import { PartyLink } from '../../entities/party/PartyLink.tsx';

/** Where the guest shared they wait, as "lat, lon" (null when they have not shared it). */
export const sharedPlace = (row: PartySummary): string | null =>
  row.guestLatitude !== null && row.guestLongitude !== null
    ? `${row.guestLatitude.toFixed(5)}, ${row.guestLongitude.toFixed(5)}`
    : null;

/** The shared place on OpenStreetMap: a link works whether or not the screen's map has tiles. */
export const placeUrl = (row: PartySummary) =>
  `https://www.openstreetmap.org/?mlat=${row.guestLatitude}&mlon=${row.guestLongitude}#map=17/${row.guestLatitude}/${row.guestLongitude}`;

/**
 * The page's shared positions: the map (tiles where a tile server is configured, else the plain grid with its
 * markers) and beside it the list of the same guests, each with its party, its place and a link to a real map,
 * as the driver-tracking screen lists its vans. Without tiles the grid alone says little; the list says who is
 * where, and a marker clicked marks its guest in the list.
 */
export function SharedPositions({ rows }: { rows: readonly PartySummary[] }) {
  const { t } = useTranslation('gmap-parties');
  const [chosen, setChosen] = useState<string | null>(null);
  const shared = useMemo(() => rows.filter((row) => sharedPlace(row) !== null), [rows]);
  const positions = useMemo<MapPosition[]>(
    () =>
      shared.map((row) => ({
        id: row.id,
        latitude: row.guestLatitude ?? 0,
        longitude: row.guestLongitude ?? 0,
        label: `${t('partyText.number', { number: row.number })} ${row.guestName}`,
      })),
    [shared, t],
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap={4}>
        <PositionsMap
          positions={positions}
          label={t('gmapParties.map')}
          offlineHint={t('gmapParties.mapOffline')}
          onSelect={setChosen}
        />
        {positions.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('gmapParties.noPositions')}
          </Text>
        ) : null}
      </Stack>
      {shared.length > 0 ? (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('gmapParties.positionsList')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shared.map((row) => (
            <li key={row.id} aria-current={row.id === chosen ? 'true' : undefined}>
              <Card
                withBorder
                padding="xs"
                style={row.id === chosen ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="nowrap">
                    <PartyLink number={row.number} />
                    <Text size="sm">{row.guestName}</Text>
                  </Group>
                  <Anchor href={placeUrl(row)} target="_blank" rel="noopener noreferrer" dir="ltr" size="sm">
                    {sharedPlace(row)}
                  </Anchor>
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
      ) : null}
    </SimpleGrid>
  );
}
