import { routes } from '@curbside/contract/routes';
import { Group, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { namedOptions } from '../../lib/options.ts';
import { useApiQuery } from '../../lib/query.ts';
import { BoardDay } from './BoardDay.tsx';
import { type BoardFilterState, STATUS_FILTERS } from './useBoardFilter.ts';

export interface BoardFiltersProps {
  filters: BoardFilterState;
  /** Today in the company's time zone. */
  today: string;
  /** A chosen status also becomes the active lane on narrow screens. */
  onStatus: (value: string) => void;
  refreshing: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** The board's filters: day, status, driver, location and a search by name, phone or room. */
export function BoardFilters({ filters, today, onStatus, refreshing, searchRef }: BoardFiltersProps) {
  const { t } = useTranslation('dispatch');
  const { date, status, driverId, locationId, searchText, setParam } = filters;
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
          w={150}
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
            w={170}
          />
        ))}
        <TextInput
          ref={searchRef}
          // One row of filters at 1440 pixels: the short label, what it searches in the placeholder and title.
          label={t('dispatch.searchLabel')}
          placeholder={t('dispatch.search')}
          title={t('dispatch.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => filters.setSearchText(event.currentTarget.value)}
          style={{ flex: 1 }}
          miw={180}
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
