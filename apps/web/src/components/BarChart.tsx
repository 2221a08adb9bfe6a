import { Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';

export interface BarSeries {
  /** The series' name, in the legend and the table read to screen readers. */
  name: string;
  /** A Mantine colour name (`blue`, `teal`): its theme shade follows the light or dark scheme. */
  color: string;
}

export interface BarGroup {
  key: string;
  /** The group's label (an hour, a day, a person): under its bars, in their tooltips and in the table. */
  label: string;
  /** A shorter label under the bars where the full one would not fit (`Dec` for December 2025). */
  tick?: string;
  /** One value per series, in the order of `series`. */
  values: readonly number[];
}

interface BarChartProps {
  /** What the chart shows: its accessible name and the caption of its table. */
  label: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  /** A value as the table and the bar's tooltip say it. */
  format?: (value: number) => string;
  height?: number;
}

/**
 * A light bar chart drawn with boxes, no charting library (ADR 32): bars for the eye, the same figures as a
 * table for a screen reader. Groups read in the page's direction, so right to left in Arabic.
 */
export function BarChart({ label, series, groups, format = String, height = 140 }: BarChartProps) {
  const max = Math.max(1, ...groups.flatMap((group) => group.values));
  return (
    <Stack gap={6}>
      <Box role="img" aria-label={label}>
        <Group gap={4} align="flex-end" wrap="nowrap" h={height} aria-hidden>
          {groups.map((group) => (
            <Group key={group.key} gap={1} align="flex-end" wrap="nowrap" style={{ flex: 1, height: '100%' }}>
              {series.map((line, index) => {
                const value = group.values[index] ?? 0;
                return (
                  <Box
                    key={line.name}
                    title={`${group.label} · ${line.name}: ${format(value)}`}
                    style={{
                      flex: 1,
                      height: `${(value / max) * 100}%`,
                      minHeight: value > 0 ? 2 : 0,
                      background: `var(--mantine-color-${line.color}-filled)`,
                      borderRadius: '2px 2px 0 0',
                    }}
                  />
                );
              })}
            </Group>
          ))}
        </Group>
        <Group gap={4} wrap="nowrap" aria-hidden>
          {groups.map((group, index) => {
            // Every other label when they are many, so they stay legible.
            const shown = !(groups.length > 12 && index % 2 === 1);
            return (
              <Text
                key={group.key}
                size="xs"
                c="dimmed"
                ta="center"
                style={{ flex: 1, minWidth: 0 }}
                truncate
                // The full label on hover where a narrow screen cuts the tick.
                title={shown ? group.label : undefined}
              >
                {shown ? (group.tick ?? group.label) : ''}
              </Text>
            );
          })}
        </Group>
      </Box>
      {series.length > 1 ? (
        <Group gap="md" aria-hidden>
          {series.map((line) => (
            <Group key={line.name} gap={6}>
              <Box w={12} h={12} style={{ background: `var(--mantine-color-${line.color}-filled)` }} />
              <Text size="sm">{line.name}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <VisuallyHidden>
        <Table>
          <caption>{label}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" />
              {series.map((line) => (
                <Table.Th key={line.name} scope="col">
                  {line.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.key}>
                <Table.Th scope="row">{group.label}</Table.Th>
                {series.map((line, index) => (
                  <Table.Td key={line.name}>{format(group.values[index] ?? 0)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
