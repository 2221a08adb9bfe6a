import { Box, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A label's width in pixels at the ticks' size, estimated from its length (no text is measured). */
const labelWidth = (text: string) => text.length * 7 + 6;
/** The space between two groups, in pixels (the bars' and the labels' rows alike). */
const GAP = 4;
/** Steps between shown labels that keep them evenly spread over a day's hours or a year's months. */
const STEPS = [1, 2, 3, 4, 6, 8, 12, 24];

/**
 * Every how many groups a label is shown so that each shown label is whole: on a phone, twelve months or
 * twenty-four hours do not fit side by side, and a label cut to `1.` says nothing. Before the row has a width
 * (the first render, or a test without layout), every label when they are twelve or fewer, else every other.
 */
export function labelStep(rowWidth: number, labels: readonly string[]): number {
  if (rowWidth <= 0) return labels.length > 12 ? 2 : 1;
  const slot = (rowWidth - GAP * (labels.length - 1)) / Math.max(1, labels.length);
  const widest = Math.max(0, ...labels.map(labelWidth));
  return STEPS.find((step) => step * slot + (step - 1) * GAP >= widest) ?? labels.length;
}

/**
 * A light bar chart drawn with boxes, no charting library (ADR 32): bars for the eye, the same figures as a
 * table, read to a screen reader and shown on request (a bar's figure is otherwise only in its hover title,
 * which a phone never shows). Groups read in the page's direction, so right to left in Arabic.
 */
export function BarChart({ label, series, groups, format = String, height = 140 }: BarChartProps) {
  const { t } = useTranslation();
  const [figuresShown, setFiguresShown] = useState(false);
  const { ref: ticksRef, width: ticksWidth } = useElementSize();
  const step = labelStep(
    ticksWidth,
    groups.map((group) => group.tick ?? group.label),
  );
  const max = Math.max(1, ...groups.flatMap((group) => group.values));
  const figures = (
    <Table fz="sm" withRowBorders={figuresShown}>
      <caption>
        <VisuallyHidden>{label}</VisuallyHidden>
      </caption>
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
  );
  return (
    <Stack gap={6}>
      <Box role="img" aria-label={label}>
        <Group gap={GAP} align="flex-end" wrap="nowrap" h={height} aria-hidden>
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
        <Group ref={ticksRef} gap={GAP} wrap="nowrap" aria-hidden>
          {groups.map((group, index) => (
            // A shown label may be wider than its bar: it spreads over the empty slots beside it, and the
            // first and last keep to the chart's edges.
            <Box
              key={group.key}
              style={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                justifyContent:
                  index === 0 ? 'flex-start' : index === groups.length - 1 ? 'flex-end' : 'center',
              }}
            >
              {index % step === 0 ? (
                <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {group.tick ?? group.label}
                </Text>
              ) : null}
            </Box>
          ))}
        </Group>
      </Box>
      <Group justify="space-between" gap="md">
        {series.length > 1 ? (
          <Group gap="md" aria-hidden>
            {series.map((line) => (
              <Group key={line.name} gap={6}>
                <Box w={12} h={12} style={{ background: `var(--mantine-color-${line.color}-filled)` }} />
                <Text size="sm">{line.name}</Text>
              </Group>
            ))}
          </Group>
        ) : (
          <span />
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={figuresShown}
          onClick={() => setFiguresShown((shown) => !shown)}
        >
          {t(figuresShown ? 'chart.hideFigures' : 'chart.showFigures')}
        </Button>
      </Group>
      {figuresShown ? (
        <Table.ScrollContainer minWidth={240}>{figures}</Table.ScrollContainer>
      ) : (
        <VisuallyHidden>{figures}</VisuallyHidden>
      )}
    </Stack>
  );
}
