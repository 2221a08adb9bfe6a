import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LightBadge } from '../../components/LightBadge.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { ShiftFilterControl, useTeamByShift } from './shiftFilter.tsx';

/**
 * `/mobileApp/team/{deviceType}/…`: the team on a phone, one card per driver with their shift and vehicle and a
 * call button; on shift first. The ids in the path are never read: the session decides (ADR 93).
 */
export default function MobileTeamScreen() {
  const { t } = useTranslation('team');
  const { shift, setShift, query } = useTeamByShift('available');
  const drivers = [...(query.data?.items ?? [])].sort(
    (a, b) =>
      Number(b.shift === 'available') - Number(a.shift === 'available') || a.name.localeCompare(b.name),
  );
  return (
    <Stack gap="md">
      <PageHeader texts="team:team" />
      <ShiftFilterControl choices={['available', 'all']} value={shift} onChange={setShift} fullWidth />
      {loadingOrFailed(query, t('team.loadFailed')) ??
        (drivers.length === 0 ? (
          <EmptyState title={t('team.empty')} description={t('team.emptyHint')} />
        ) : (
          drivers.map((driver) => (
            <Paper key={driver.id} withBorder p="md" radius="lg" component="article" aria-label={driver.name}>
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={700} truncate>
                    {driver.name}
                  </Text>
                  <LightBadge color={driver.shift === 'available' ? 'teal' : 'gray'}>
                    {t(`team.shift.${driver.shift}`)}
                  </LightBadge>
                </Group>
                <Text size="sm">
                  {driver.currentVehicle ? (
                    <>
                      {driver.currentVehicle.label}{' '}
                      <span dir="ltr">({driver.currentVehicle.plateNumber})</span>
                    </>
                  ) : (
                    t('team.noVehicle')
                  )}
                </Text>
                {driver.phone ? (
                  <Button
                    component="a"
                    href={`tel:${driver.phone.replace(/[^\d+]/g, '')}`}
                    variant="light"
                    size="md"
                    leftSection={<IconPhone size={18} aria-hidden />}
                  >
                    {/* The words are the link's name: what is read aloud is what is shown. */}
                    {t('team.callDriver', { name: driver.name })}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          ))
        ))}
    </Stack>
  );
}
