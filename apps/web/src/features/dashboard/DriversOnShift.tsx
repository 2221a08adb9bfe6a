import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPanel } from '../../components/ListPanel.tsx';
import { localeOf } from '../../lib/i18n.ts';
import type { CompanyFigures } from './figures.ts';

type Driver = CompanyFigures['drivers'][number];

/** The drivers on shift, busiest first, each with the rides they carry now; free ones say so. */
export function DriversOnShift({
  drivers,
  onShift,
  total,
  team,
}: {
  drivers: Driver[];
  onShift: number;
  total: number;
  team: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  const counted = t('dashboard.driversValue', {
    onShift: number.format(onShift),
    total: number.format(total),
  });
  return (
    <ListPanel
      headingId="dashboard-drivers"
      title={t('dashboard.drivers')}
      aside={
        team ? (
          <Anchor
            component={Link}
            to="/Team/UserList"
            size="sm"
            aria-label={`${t('dashboard.drivers')}: ${counted}`}
          >
            {counted}
          </Anchor>
        ) : (
          <Text size="sm">{counted}</Text>
        )
      }
      items={drivers}
      empty={t('dashboard.noDrivers')}
      gap={4}
      renderItem={(driver) => (
        <Group key={driver.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={500} truncate title={driver.name}>
              {driver.name}
            </Text>
            <Text size="xs" c="dimmed" truncate title={driver.vehicle ?? undefined}>
              {driver.vehicle ?? t('dashboard.noVehicle')}
            </Text>
          </Stack>
          <Badge color={driver.activeParties === 0 ? 'teal' : 'blue'} variant="light">
            {driver.activeParties === 0
              ? t('dashboard.free')
              : t('dashboard.load', { count: driver.activeParties })}
          </Badge>
        </Group>
      )}
    />
  );
}
