import { routes } from '@curbside/contract/routes';
import { fillLevel } from '@curbside/domain';
import { Button, Group, ScrollArea, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { addDays, dayInZone } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';

const FILL_COLOUR = { open: 'green', filling: 'yellow', full: 'red' } as const;
const SPANS = ['7', '14', '30'] as const;

/** Free spaces of every lot for each day, coloured by how full the day is. */
export default function ParkingAvailabilityScreen() {
  const { t, i18n } = useTranslation('parking');
  const session = useSignedInSession();
  const today = dayInZone(new Date(), session.company?.timeZone);
  const [fromDate, setFromDate] = useState(today);
  const [days, setDays] = useState<(typeof SPANS)[number]>('14');
  const grid = useApiQuery(
    routes.parking.getParkingAvailability,
    { body: { fromDate, days: Number(days) } },
    keepPrevious,
  );
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), {
      weekday: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));

  return (
    <Stack>
      <PageHeader title={t('availability.title')} description={t('availability.description')} />
      <Group align="end">
        <Button variant="default" onClick={() => setFromDate(addDays(fromDate, -Number(days)))}>
          {t('availability.previous')}
        </Button>
        <TextInput
          type="date"
          label={t('availability.from')}
          value={fromDate}
          onChange={(event) => event.currentTarget.value && setFromDate(event.currentTarget.value)}
        />
        <Button variant="default" onClick={() => setFromDate(addDays(fromDate, Number(days)))}>
          {t('availability.next')}
        </Button>
        <SegmentedControl
          aria-label={t('availability.days')}
          value={days}
          onChange={(value) => setDays(value as (typeof SPANS)[number])}
          data={SPANS.map((span) => ({
            value: span,
            label: t('availability.span', { count: Number(span) }),
          }))}
        />
      </Group>
      <QueryContent query={grid} texts="parking:availability" isEmpty={(data) => data.lots.length === 0}>
        {(data) => (
          // The grid scrolls sideways over many days: a keyboard reaches its viewport to scroll it (axe's rule).
          <ScrollArea viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('availability.title') }}>
            <Table aria-label={t('availability.title')} withTableBorder withColumnBorders>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('availability.lot')}</Table.Th>
                  {data.days.map((day) => (
                    <Table.Th key={day} scope="col">
                      {dayLabel(day)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.lots.map((lot) => (
                  <Table.Tr key={lot.lotId}>
                    <Table.Th scope="row">
                      {lot.name}
                      <Text size="xs" c="dimmed">
                        {t('availability.capacity', { count: lot.capacity })}
                      </Text>
                    </Table.Th>
                    {lot.free.map((free, n) => {
                      const level = fillLevel(lot.capacity, free);
                      return (
                        <Table.Td
                          key={data.days[n] ?? n}
                          data-fill={level}
                          title={t(`availability.level.${level}`)}
                          bg={`var(--mantine-color-${FILL_COLOUR[level]}-light)`}
                        >
                          {free}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
      </QueryContent>
    </Stack>
  );
}
