import { newTripInput } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { ActionIcon, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { minuteToTime } from '../../components/ResourceForm.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { TimeOfDayInput } from '../../components/TimeOfDayInput.tsx';
import { useWrite } from '../../lib/query.ts';
import { WEEKDAYS } from './shared.ts';
import { TripForm } from './TripForm.tsx';
import { TRIP_DEFAULTS } from './tripFields.ts';

interface Departure {
  weekdays: number[];
  departureMinute: number;
}

/** The guided trip builder: from and to, prices, and the weekly departures, saved in one step. */
export default function NewTripScreen() {
  const { t } = useTranslation('locations');
  const { call: save } = useWrite(routes.locations.addNewTrip);
  const [departures, setDepartures] = useState<Departure[]>([]);
  const [days, setDays] = useState<string[]>(['1', '2', '3', '4', '5']);
  const [time, setTime] = useState('08:00');
  const [minute] = [time.split(':').map(Number)].map(([h, m]) => (h ?? 0) * 60 + (m ?? 0));
  const dayName = (day: number) => t(`weekdays.${day}`);

  return (
    <Stack gap="md">
      <PageHeader texts="locations:newTrip" />
      <TripForm
        maw={720}
        schema={newTripInput}
        submitLabel={t('newTrip.create')}
        initial={TRIP_DEFAULTS}
        extra={() => (
          <Stack gap="xs">
            <SectionTitle>{t('newTrip.schedule')}</SectionTitle>
            <Chip.Group multiple value={days} onChange={setDays}>
              <Group gap={6}>
                {WEEKDAYS.map((day) => (
                  <Chip key={day} value={String(day)} size="xs">
                    {dayName(day)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group align="flex-end" gap="xs">
              <TimeOfDayInput label={t('fields.departureTime')} value={time} onChange={setTime} />
              <Button
                variant="light"
                disabled={days.length === 0 || Number.isNaN(minute)}
                onClick={() =>
                  setDepartures((list) => [
                    ...list,
                    { weekdays: days.map(Number).sort(), departureMinute: minute ?? 0 },
                  ])
                }
              >
                {t('newTrip.addDeparture')}
              </Button>
            </Group>
            {departures.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('newTrip.noDepartures')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {departures.map((d, index) => (
                  <Group key={`${d.departureMinute}-${d.weekdays.join()}`} component="li" gap="xs">
                    <Text size="sm" dir="ltr">
                      {minuteToTime(d.departureMinute)}
                    </Text>
                    <Text size="sm">{d.weekdays.map(dayName).join(', ')}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('resource.delete')}
                      onClick={() => setDepartures((list) => list.filter((_, i) => i !== index))}
                    >
                      <IconTrash size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        )}
        save={(values) => save({ body: newTripInput.parse({ ...values, departures }) })}
      />
    </Stack>
  );
}
