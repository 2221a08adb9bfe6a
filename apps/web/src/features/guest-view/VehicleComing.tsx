import { routes } from '@curbside/contract/routes';
import { PARTY_STATUS } from '@curbside/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MapPosition, PositionsMap } from '../../components/MapPicker.tsx';
import { useApiQuery } from '../../lib/query.ts';

/** How often the guest's page asks where the vehicle is: well within the guest link's rate limit. */
const VEHICLE_POLL_MS = 10_000;

interface VehicleComingProps {
  partyKey: string;
  status: number;
  /** Where the guest is picked up: where they shared they wait, else the pick-up location. */
  pickUp: { latitude: number; longitude: number };
}

/**
 * The vehicle coming for the guest, on a map with the pick-up point and an ETA: asked for only while the ride is
 * dispatched (from assignment to pick-up); the server answers nothing outside that time either (ADR 74).
 */
export function VehicleComing({ partyKey, status, pickUp }: VehicleComingProps) {
  const { t } = useTranslation('guest-view');
  const dispatched = status === PARTY_STATUS.Dispatched;
  const vehicle = useApiQuery(
    routes.driverTracking.getGuestVehiclePosition,
    { body: { key: partyKey } },
    { enabled: dispatched, refetchInterval: VEHICLE_POLL_MS, staleTime: 0, retry: false },
  );
  const position = dispatched ? vehicle.data?.position : null;
  const positions = useMemo<MapPosition[]>(
    () =>
      position
        ? [
            { id: 'vehicle', ...position, label: t('coming.vehicle'), faded: position.stale },
            { id: 'pickUp', ...pickUp, label: t('coming.pickUp') },
          ]
        : [],
    [position, pickUp, t],
  );
  if (!dispatched || !vehicle.data?.coming || !position) return null;
  const eta = vehicle.data.etaMinutes;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="vehicle-coming-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="vehicle-coming-title">
          {t('coming.title')}
        </Title>
        {eta !== null ? (
          <Text fw={700} fz="xl" role="status">
            {t('coming.eta', { count: eta })}
          </Text>
        ) : null}
        {position.stale ? (
          <Text size="sm" c="orange">
            {t('coming.stale')}
          </Text>
        ) : null}
        <PositionsMap positions={positions} label={t('coming.map')} offlineHint={t('coming.mapOffline')} />
      </Stack>
    </Paper>
  );
}
