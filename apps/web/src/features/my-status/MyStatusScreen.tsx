import { routes } from '@curbside/contract/routes';
import { Grid, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SwitchCard } from '../../components/SwitchCard.tsx';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { MyRides } from './MyRides.tsx';
import { PositionSharing } from './PositionSharing.tsx';

/** A driver's own shift switch, current vehicle, rides and rides completed today. */
export default function MyStatusScreen() {
  const { t } = useTranslation('my-status');
  const session = useSignedInSession();
  const me = useApiQuery(routes.userManagement.getUser, { body: {} });
  const vehicles = useApiQuery(
    routes.driverVehicle.getDriverAvailableVehicles,
    { query: { userId: session.user.id } },
    { enabled: session.canBeDriver },
  );
  // Both refresh the user and the vehicles through the tags they write.
  const shift = useWrite(routes.userManagement.updateUserShift);
  const vehicle = useWrite(routes.driverVehicle.updateUserVehicle);
  const failure = shift.error ?? vehicle.error;

  if (me.isPending) return <ScreenLoader />;
  if (me.error) return <ErrorState title={describeError(me.error, t)} onRetry={() => void me.refetch()} />;
  const user = me.data;

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader texts="my-status:myStatus" />
      <CallFailureAlert error={failure} t={t} title={t('myStatus.saveFailed')} />
      {!user.canBeDriver ? (
        <EmptyState title={t('myStatus.notDriver')} />
      ) : (
        // On a desktop the shift and vehicle stand beside the rides; on a phone above them.
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <SwitchCard
                label={t('myStatus.shift')}
                checked={user.shift === 'available'}
                disabled={shift.busy}
                onChange={(checked) =>
                  void shift.run({ query: { commandType: checked ? 'AVAILABLE' : 'NOT_AVAILABLE' } })
                }
              >
                <Text size="sm" c="dimmed" role="status">
                  {user.shift === 'available' ? t('myStatus.shiftOn') : t('myStatus.shiftOff')}
                </Text>
              </SwitchCard>
              <PositionSharing />
              <Paper withBorder p="md" radius="md">
                {vehicles.isPending ? (
                  <ScreenLoader />
                ) : vehicles.error ? (
                  <ErrorState
                    title={describeError(vehicles.error, t)}
                    onRetry={() => void vehicles.refetch()}
                  />
                ) : vehicles.data.items.length === 0 ? (
                  <EmptyState title={t('myStatus.noVehicles')} description={t('myStatus.noVehiclesHint')} />
                ) : (
                  <Select
                    label={t('myStatus.vehicle')}
                    placeholder={t('myStatus.chooseVehicle')}
                    value={user.currentVehicle?.id ?? null}
                    disabled={vehicle.busy}
                    data={vehicles.data.items.map((item) => ({
                      value: item.id,
                      label: `${item.makeName} ${item.modelName} (${item.plateNumber})`,
                    }))}
                    onChange={(value) => {
                      if (value) void vehicle.run({ body: { vehicleId: value } });
                    }}
                  />
                )}
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <MyRides />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
