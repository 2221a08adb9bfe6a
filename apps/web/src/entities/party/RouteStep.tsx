import { seatsShort } from '@curbside/domain';
import { Alert, Divider, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { TimeOfDayInput } from '../../components/TimeOfDayInput.tsx';
import { minuteToTime } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { useZoneName } from '../../lib/timeZones.ts';
import { bindText, type StepProps } from './reservation-values.ts';
import { SetUpFirst } from './SetUpFirst.tsx';
import type { TripPrice } from './useTripPrice.ts';

export interface RouteStepProps extends StepProps {
  route: TripPrice;
  timeZone: string | undefined;
}

/** Where and when: the two locations, the trip joining them, a departure of it, and the date and time. */
export function RouteStep({ values, errors, set, route, timeZone }: RouteStepProps) {
  const { t } = useTranslation('party');
  const zoneName = useZoneName();
  const text = bindText({ values, errors, set });
  const {
    noPlaces,
    fromOptions,
    toOptions,
    trips,
    tripList,
    trip,
    departures,
    tripDepartures,
    forgetCoupon,
  } = route;
  const people = values.adults + values.children;
  const tripOptions = tripList.map((item) => ({
    value: item.id,
    label: t('reservationDialog.tripOption', {
      from: item.fromLocationName,
      to: item.toLocationName,
      minutes: item.durationMinutes,
    }),
  }));

  return (
    <>
      <Divider label={t('reservationDialog.ride')} labelPosition="left" />
      {noPlaces ? <SetUpFirst missing="places" /> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {(
          [
            ['fromLocationId', 'from', fromOptions],
            ['toLocationId', 'to', toOptions],
          ] as const
        ).map(([name, label, options]) => (
          <Select
            key={name}
            label={t(`reservationDialog.${label}`)}
            data={options}
            value={values[name]}
            onChange={(value) => {
              set(name, value);
              forgetCoupon();
            }}
            searchable
            // Both ends are required: choosing the chosen place again keeps it.
            allowDeselect={false}
            error={errors[name]}
            required
          />
        ))}
      </SimpleGrid>
      {trips.error ? (
        <FormErrorAlert title={t('reservationDialog.tripsFailed')} message={describeError(trips.error, t)} />
      ) : null}
      {trips.data && tripList.length === 0 ? (
        trips.data.zoneCharge ? (
          <Text size="sm" c="dimmed" role="status">
            {t('reservationDialog.zoneCharge')}
          </Text>
        ) : (
          <SetUpFirst missing="trip" />
        )
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {tripList.length > 0 ? (
          <Select
            label={t('reservationDialog.trip')}
            data={tripOptions}
            value={trip?.id ?? null}
            onChange={(value) => {
              set('tripId', value);
              set('departureId', null);
            }}
            allowDeselect={false}
            error={errors.tripId}
          />
        ) : null}
        {trip && tripDepartures.length > 0 ? (
          <Select
            label={t('reservationDialog.departure')}
            data={tripDepartures.map((d) => ({
              value: d.scheduleTimeId,
              label: t('reservationDialog.departureOption', {
                time: minuteToTime(d.departureMinute),
                seats: d.seatsLeft,
              }),
              disabled: d.seatsLeft < people,
            }))}
            value={values.departureId}
            onChange={(value) => {
              set('departureId', value);
              const chosen = tripDepartures.find((d) => d.scheduleTimeId === value);
              if (chosen) set('reservationTime', minuteToTime(chosen.departureMinute));
            }}
            error={errors.departureId}
            clearable
          />
        ) : trip && departures.data ? (
          <Text size="sm" c="dimmed" role="status" pt="lg">
            {t('reservationDialog.noDepartures')}
          </Text>
        ) : null}
      </SimpleGrid>
      {trip && seatsShort(people, trip.seats) > 0 ? (
        // A warning, not a refusal (ADR 41): only a departure's seats left refuse a booking (DOMAIN.md).
        <Alert
          color="orange"
          variant="light"
          role="status"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {t('reservationDialog.overCapacity', { people, seats: trip.seats })}
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('reservationDialog.date')}
          w={170}
          {...text('reservationDate')}
          required
        />
        <TimeOfDayInput
          label={t('reservationDialog.time')}
          w={170}
          value={values.reservationTime}
          onChange={(time) => set('reservationTime', time)}
          error={errors.reservationTime}
          required
        />
        {timeZone ? (
          <Text size="xs" c="dimmed" pt={32}>
            {t('reservationDialog.zoneHint', { timeZone: zoneName(timeZone) })}
          </Text>
        ) : null}
      </Group>
    </>
  );
}
