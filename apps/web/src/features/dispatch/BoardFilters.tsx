import { routes } from '@curbside/contract/routes';
import { Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { namedOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';
import { BoardDay } from './BoardDay.tsx';
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
        <BoardDay date={date} today={today} onDate={(day) => setParam('date', day === today ? null : day)} />
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
