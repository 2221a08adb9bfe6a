import type { contract, ResponseOf } from '@curbside/contract';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCar, IconCircleCheck, IconRoute, IconSteeringWheel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { Tile } from '../../components/Tile.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { useCompanyTime } from '../../lib/session.tsx';

type Dashboard = ResponseOf<typeof contract.transportation.getAllpartiesDashboard>;
export type DriverDayFigures = Extract<Dashboard, { view: 'driver' }>;

const MY_STATUS = '/MyStatus';

/** A driver's own day: shift, vehicle, rides under way and done, and the next ride. No company figures. */
export function DriverDay({ data, myStatus }: { data: DriverDayFigures; myStatus: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const companyTime = useCompanyTime();
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const link = (label: string) => (myStatus ? { to: MY_STATUS, linkLabel: label } : {});
  const next = data.nextRide;
  return (
    <Stack gap="sm">
      <SectionTitle>{t('dashboard.myDay')}</SectionTitle>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Tile
          label={t('dashboard.shift')}
          value={data.onShift ? t('dashboard.onShift') : t('dashboard.offShift')}
          icon={IconSteeringWheel}
          iconColor={data.onShift ? 'green' : 'gray'}
          {...link(t('dashboard.shift'))}
        />
        <Tile
          label={t('dashboard.vehicle')}
          value={data.vehicle ?? t('dashboard.noVehicle')}
          icon={IconCar}
        />
        <Tile
          label={t('dashboard.activeRides')}
          value={number.format(data.activeRides)}
          icon={IconRoute}
          {...link(t('dashboard.activeRides'))}
        />
        <Tile
          label={t('dashboard.completedToday')}
          value={number.format(data.completedToday)}
          icon={IconCircleCheck}
          iconColor="green"
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" role="region" aria-label={t('dashboard.nextRide')}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('dashboard.nextRide')}
          </Text>
          {next ? (
            <>
              <Group gap="xs">
                <Text fw={700}>
                  {t('dashboard.rideTitle', { number: next.number, name: next.guestName })}
                </Text>
                <PartyStatusBadge status={next.status} />
              </Group>
              <Text size="sm">
                {t('dashboard.rideRoute', { from: next.fromLocationName, to: next.toLocationName })}
              </Text>
              <Text size="sm" c="dimmed">
                {companyTime(next.scheduledAt)}
              </Text>
            </>
          ) : (
            <Text c="dimmed">{t('dashboard.noNextRide')}</Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
