import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DateRangeInputs } from './DateRangeInputs.tsx';

interface ReportFiltersProps {
  fromLabel: string;
  toLabel: string;
  searchLabel: string;
  searchPlaceholder?: string;
  from: string;
  to: string;
  search: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  onSearchChange: (value: string) => void;
  /** A line under the fields, such as the time zone the days are read in. */
  hint?: string | null;
}

/** A report's filter bar: a "from" and a "to" day, a search box, and an optional hint below them. */
export function ReportFilters(props: ReportFiltersProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateRangeInputs
            fromLabel={props.fromLabel}
            toLabel={props.toLabel}
            from={props.from}
            to={props.to}
            onFromChange={props.onFromChange}
            onToChange={props.onToChange}
          />
          <TextInput
            type="search"
            label={props.searchLabel}
            placeholder={props.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={props.search}
            onChange={(event) => props.onSearchChange(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        {props.hint ? (
          <Text size="xs" c="dimmed">
            {props.hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
