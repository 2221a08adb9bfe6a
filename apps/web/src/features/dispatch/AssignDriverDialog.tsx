import { routes } from '@curbside/contract/routes';
import { seatsShort } from '@curbside/domain';
import { Alert, Checkbox, Group, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LightBadge } from '../../components/LightBadge.tsx';
import { MinutesInput } from '../../components/MinutesInput.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { type DialogBase, DialogForm } from './dialogs.tsx';

export type DriverChoice = { driverId: string } | { otherDriverId: string };

export interface AssignValues {
  choice: DriverChoice;
  quotedWait?: number;
  isNotifyGuest: boolean;
}

type Driver = ReturnType<typeof useDrivers>['drivers'][number];

function useDrivers(enabled: boolean) {
  const drivers = useApiQuery(routes.transportation.getDriverList, { query: { status: 'all' } }, { enabled });
  const others = useApiQuery(
    routes.transportation.getOtherDriverList,
    { query: { status: 'active' } },
    { enabled },
  );
  const list = [...(drivers.data?.items ?? [])].sort(
    (a, b) => Number(b.assignable) - Number(a.assignable) || a.name.localeCompare(b.name),
  );
  return { driversQuery: drivers, othersQuery: others, drivers: list, others: others.data?.items ?? [] };
}

function unassignableReason(driver: Driver): string {
  if (driver.status === 'inactive') return 'inactive';
  if (!driver.onShift) return 'offShift';
  return 'noVehicle';
}

export interface AssignDriverDialogProps extends DialogBase {
  title: string;
  /** Quoted wait and guest notice belong to `AssignDriver` on one party only. */
  withQuote: boolean;
  /** The people (adults and children) of the largest party assigned: a smaller vehicle is warned of. */
  people: number;
  onSubmit: (values: AssignValues) => Promise<void>;
}

/** Chooses a staff driver (assignable ones first, the rest disabled with the reason) or an other driver. */
export function AssignDriverDialog({ withQuote, people, onSubmit, ...dialog }: AssignDriverDialogProps) {
  const { t } = useTranslation('dispatch');
  const { driversQuery, othersQuery, drivers, others } = useDrivers(dialog.opened);
  const [kind, setKind] = useState<'driver' | 'other'>('driver');
  const [chosen, setChosen] = useState<string | null>(null);
  const [quotedWait, setQuotedWait] = useState<number | string>('');
  const [notify, setNotify] = useState(true);
  const [missing, setMissing] = useState(false);

  const submit = () => {
    if (!chosen) {
      setMissing(true);
      return undefined;
    }
    return onSubmit({
      choice: kind === 'driver' ? { driverId: chosen } : { otherDriverId: chosen },
      ...(withQuote && typeof quotedWait === 'number' ? { quotedWait } : {}),
      isNotifyGuest: notify,
    });
  };

  const query = kind === 'driver' ? driversQuery : othersQuery;
  // A party larger than the vehicle is a warning, not a refusal (ADR 41): the dispatcher may send it anyway.
  const tooSmall = (driver: Driver) => seatsShort(people, driver.seats) > 0;
  const chosenDriver = kind === 'driver' ? drivers.find((driver) => driver.id === chosen) : undefined;
  const items =
    kind === 'driver'
      ? drivers.map((driver) => (
          <Radio
            key={driver.id}
            value={driver.id}
            disabled={!driver.assignable}
            label={
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500}>
                  {driver.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {driver.vehicle ?? t('dispatch.assign.noVehicle')}
                </Text>
                {driver.seats === null ? null : (
                  <Text size="xs" c="dimmed">
                    {t('dispatch.assign.seats', { count: driver.seats })}
                  </Text>
                )}
                <LightBadge size="xs" color="gray">
                  {t('dispatch.assign.load', { count: driver.activeParties })}
                </LightBadge>
                {tooSmall(driver) ? (
                  <LightBadge size="xs" color="orange">
                    {t('dispatch.assign.tooSmall', { people })}
                  </LightBadge>
                ) : null}
              </Group>
            }
            description={
              driver.assignable ? undefined : t(`dispatch.assign.reason.${unassignableReason(driver)}`)
            }
          />
        ))
      : others.map((other) => (
          <Radio
            key={other.id}
            value={other.id}
            label={other.name}
            description={other.description || <PhoneText phone={other.phone} fallback="" />}
          />
        ));

  return (
    <DialogForm {...dialog} size="lg" onSubmit={submit} submitLabel={t('dispatch.assign.submit')}>
      <SegmentedControl
        aria-label={t('dispatch.assign.kind')}
        value={kind}
        onChange={(value) => {
          setKind(value as 'driver' | 'other');
          setChosen(null);
        }}
        data={[
          { value: 'driver', label: t('dispatch.assign.drivers') },
          { value: 'other', label: t('dispatch.assign.otherDrivers') },
        ]}
      />
      {loadingOrFailed(query, t('dispatch.actionFailed')) ??
        (items.length === 0 ? (
          <EmptyState title={t('dispatch.assign.noDrivers')} />
        ) : (
          <Radio.Group
            label={t('dispatch.assign.choose')}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setMissing(false);
            }}
            error={missing ? t('dispatch.assign.choose') : undefined}
          >
            <Stack gap="xs" mt="xs" mah={360} style={{ overflowY: 'auto' }}>
              {items}
            </Stack>
          </Radio.Group>
        ))}
      {chosenDriver && chosenDriver.seats !== null && tooSmall(chosenDriver) ? (
        <Alert
          color="orange"
          variant="light"
          role="status"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {t('dispatch.assign.overCapacity', { people, seats: chosenDriver.seats, name: chosenDriver.name })}
        </Alert>
      ) : null}
      {withQuote ? (
        <Group grow align="flex-end">
          <MinutesInput
            label={t('dispatch.assign.quotedWait')}
            max={24 * 60}
            value={quotedWait}
            onChange={setQuotedWait}
          />
          <Checkbox
            label={t('dispatch.assign.notifyGuest')}
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
      ) : null}
    </DialogForm>
  );
}
