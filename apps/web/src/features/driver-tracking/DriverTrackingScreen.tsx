import type { TrackedDriver } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Card, Drawer, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MapPosition, PositionsMap } from '../../components/MapPicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { type DriverPosition, onDriverPositions } from '../../lib/realtime.ts';
import { useAllowed, useCompanyTime } from '../../lib/session.tsx';
import { useNow } from '../../lib/useNow.ts';
import { TrackingSettingsSection } from './TrackingSettingsSection.tsx';

type Seen = Pick<DriverPosition, 'latitude' | 'longitude' | 'recordedAt'>;

/**
 * The positions heard live since the list was read, by driver: the newest wins, and a fresh read of the list
 * starts again from what it answers (ADR 74).
 */
function useLivePositions(readAt: number) {
  const [live, setLive] = useState<ReadonlyMap<string, Seen>>(new Map());
  useEffect(() => {
    if (readAt >= 0) setLive(new Map());
  }, [readAt]);
  useEffect(
    () =>
      onDriverPositions((positions) =>
        setLive((before) => {
          const next = new Map(before);
          for (const { driverId, ...seen } of positions) {
            const known = next.get(driverId);
            if (!known || known.recordedAt <= seen.recordedAt) next.set(driverId, seen);
          }
          return next;
        }),
      ),
    [],
  );
  return live;
}

/** `/DriverTracking`: the drivers on shift on a live map, with their vehicle, current ride and next stop. */
export default function DriverTrackingScreen() {
  const { t } = useTranslation('driver-tracking');
  const query = useApiQuery(routes.driverTracking.getDriverPositions, {});
  const live = useLivePositions(query.dataUpdatedAt);
  const now = useNow(15_000);
  const [chosen, setChosen] = useState<string | null>(null);

  const drivers = useMemo(() => {
    const staleMs = (query.data?.staleAfterSeconds ?? 60) * 1000;
    return (query.data?.items ?? []).map((driver) => {
      const heard = live.get(driver.driverId);
      const seen =
        heard && (!driver.position || heard.recordedAt >= driver.position.recordedAt)
          ? heard
          : driver.position;
      return {
        ...driver,
        seen: seen ? { ...seen, stale: now - Date.parse(seen.recordedAt) > staleMs } : null,
      };
    });
  }, [query.data, live, now]);

  const positions = useMemo<MapPosition[]>(
    () =>
      drivers.flatMap((driver) =>
        driver.seen
          ? [
              {
                id: driver.driverId,
                latitude: driver.seen.latitude,
                longitude: driver.seen.longitude,
                label: driver.seen.stale ? t('tracking.staleLabel', { name: driver.name }) : driver.name,
                faded: driver.seen.stale,
              },
            ]
          : [],
      ),
    [drivers, t],
  );
  const selected = drivers.find((driver) => driver.driverId === chosen);
  const managesSettings = useAllowed('rule:settings.manage');

  return (
    <Stack gap="md">
      <PageHeader texts="driver-tracking:tracking" />
      <QueryContent
        query={query}
        texts="driver-tracking:tracking"
        isEmpty={(data) => data.items.length === 0}
      >
        {() => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="xs">
              <PositionsMap
                positions={positions}
                label={t('tracking.map')}
                offlineHint={t('tracking.mapOffline')}
                onSelect={setChosen}
              />
              {positions.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('tracking.noPositions')}
                </Text>
              ) : null}
            </Stack>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {drivers.map((driver) => (
                <li key={driver.driverId}>
                  <DriverCard driver={driver} onOpen={() => setChosen(driver.driverId)} />
                </li>
              ))}
            </Stack>
          </SimpleGrid>
        )}
      </QueryContent>
      <Drawer
        opened={selected !== undefined}
        onClose={() => setChosen(null)}
        position="right"
        title={selected ? t('tracking.ridesOf', { name: selected.name }) : ''}
      >
        {selected ? <RideList rides={selected.rides} /> : null}
      </Drawer>
      {managesSettings ? <TrackingSettingsSection /> : null}
    </Stack>
  );
}

type ShownDriver = TrackedDriver & { seen: (Seen & { stale: boolean }) | null };

function DriverCard({ driver, onOpen }: { driver: ShownDriver; onOpen: () => void }) {
  const { t } = useTranslation('driver-tracking');
  const when = useCompanyTime();
  const ride = driver.currentRide;
  return (
    <UnstyledButton onClick={onOpen} w="100%">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{driver.name}</Text>
          {driver.seen === null ? (
            <Badge color="gray" variant="light">
              {t('tracking.noPosition')}
            </Badge>
          ) : driver.seen.stale ? (
            <Badge color="orange" variant="light">
              {t('tracking.stale')}
            </Badge>
          ) : (
            <Badge color="green" variant="light">
              {t('tracking.live')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {driver.vehicle ?? t('tracking.noVehicle')}
        </Text>
        {driver.seen ? (
          <Text size="xs" c="dimmed">
            {t('tracking.seenAt', { time: when(driver.seen.recordedAt) })}
          </Text>
        ) : null}
        <Text size="sm" mt={4}>
          {ride
            ? t('tracking.currentRide', { number: ride.number, guest: ride.guestName })
            : t('tracking.noRide')}
        </Text>
        {driver.nextStop ? (
          <Text size="sm">{t('tracking.nextStop', { place: driver.nextStop.name })}</Text>
        ) : null}
      </Card>
    </UnstyledButton>
  );
}

function RideList({ rides }: { rides: TrackedDriver['rides'] }) {
  const { t } = useTranslation('driver-tracking');
  const when = useCompanyTime();
  if (rides.length === 0) return <Text c="dimmed">{t('tracking.noRides')}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rides.map((ride) => (
        <Card key={ride.id} withBorder padding="sm" component="li">
          <Group justify="space-between">
            <PartyLink number={ride.number} />
            <PartyStatusBadge status={ride.status} />
          </Group>
          <Text size="sm">{ride.guestName}</Text>
          <Text size="sm" c="dimmed">
            {t('tracking.fromTo', { from: ride.from.name, to: ride.to.name })}
          </Text>
          <Text size="xs" c="dimmed">
            {when(ride.scheduledAt)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
