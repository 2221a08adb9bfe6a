import { routes } from '@curbside/contract/routes';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  useDirection,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, formatDay } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { namedOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';
import { BOARD_LANES } from './status.tsx';

/** Every status a link (a dashboard tile) may filter the board by: the lanes first, then finished ones. */
export const STATUS_FILTERS = [...BOARD_LANES, 5, 6, 10] as const;

export interface BoardFiltersProps {
  date: string;
  /** Today in the company's time zone. */
  today: string;
  status: number | null;
  driverId: string | null;
  locationId: string | null;
  /** The search box's text as typed; the address follows it after a pause. */
  searchText: string;
  onSearchText: (text: string) => void;
  /** Sets (or, with null, removes) one filter of the address. */
  setParam: (name: string, value: string | null) => void;
  /** A chosen status also becomes the active lane on narrow screens. */
  onStatus: (value: string) => void;
  refreshing: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
}

/**
 * The board's day, written in the company's way (lib/dates) rather than the browser's date field: a day
 * before, today and a day after, each a button a keyboard reaches.
 */
function DayStepper({ date, today, onDate }: { date: string; today: string; onDate: (day: string) => void }) {
  const { t, i18n } = useTranslation('dispatch');
  const { dir } = useDirection();
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="board-day">
        {t('dispatch.date')}
      </Text>
      <Group gap={4} wrap="nowrap" role="group" aria-labelledby="board-day">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('dispatch.previousDay')}
          onClick={() => onDate(addDays(date, -1))}
        >
          <Back size={16} aria-hidden />
        </ActionIcon>
        <Text size="sm" fw={600} miw={130} ta="center" aria-live="polite" data-board-day={date}>
          {formatDay(date, localeOf(i18n.language))}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('dispatch.nextDay')}
          onClick={() => onDate(addDays(date, 1))}
        >
          <Forward size={16} aria-hidden />
        </ActionIcon>
        <Button variant="subtle" size="compact-sm" disabled={date === today} onClick={() => onDate(today)}>
          {t('dispatch.today')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The board's filters: day, status, driver, location and a search by name, phone or room. */
export function BoardFilters({
  date,
  today,
  status,
  driverId,
  locationId,
  searchText,
  onSearchText,
  setParam,
  onStatus,
  refreshing,
  searchRef,
}: BoardFiltersProps) {
  const { t } = useTranslation('dispatch');
  const drivers = useApiQuery(routes.transportation.getDriverList, { query: { status: 'all' } });
  const locations = useApiQuery(routes.transportation.locations, {});
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      role="search"
      aria-label={t('dispatch.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Group gap="sm" wrap="wrap" align="flex-end">
        <DayStepper
          date={date}
          today={today}
          onDate={(day) => setParam('date', day === today ? null : day)}
        />
        <Select
          label={t('dispatch.status')}
          placeholder={t('dispatch.allStatuses')}
          data={STATUS_FILTERS.map((value) => ({
            value: String(value),
            label: t(`party.status.${value}`),
          }))}
          value={status ? String(status) : null}
          onChange={(value) => {
            setParam('status', value);
            if (value) onStatus(value);
          }}
          clearable
          w={180}
        />
        {(
          [
            ['driverId', driverId, drivers.data?.items, t('dispatch.driver'), t('dispatch.allDrivers')],
            [
              'locationId',
              locationId,
              locations.data?.items,
              t('dispatch.location'),
              t('dispatch.allLocations'),
            ],
          ] as const
        ).map(([param, value, items, label, placeholder]) => (
          <Select
            key={param}
            label={label}
            placeholder={placeholder}
            data={namedOptions(items)}
            value={value}
            onChange={(chosen) => setParam(param, chosen)}
            searchable
            clearable
            w={200}
          />
        ))}
        <TextInput
          ref={searchRef}
          label={t('dispatch.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => onSearchText(event.currentTarget.value)}
          style={{ flex: 1 }}
          miw={220}
        />
        {refreshing ? (
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('dispatch.refreshing')}
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
