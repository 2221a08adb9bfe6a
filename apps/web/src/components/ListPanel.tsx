import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle.tsx';

export interface ListPanelProps<Item> {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** Drawn at the heading's end (a count, a link). */
  aside?: ReactNode;
  items: readonly Item[];
  /** Said in place of the list when there are no items. */
  empty: string;
  /** The space between the list's items. */
  gap: number;
  /** One item of the list: a `li` element. */
  renderItem: (item: Item) => ReactNode;
  /** Drawn under the list (what it leaves out). */
  children?: ReactNode;
}

/** A bordered section with a heading and a short list, or a line saying the list is empty. */
export function ListPanel<Item>({
  headingId,
  title,
  aside,
  items,
  empty,
  gap,
  renderItem,
  children,
}: ListPanelProps<Item>) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <SectionTitle id={headingId}>{title}</SectionTitle>
          {aside}
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : (
          <Stack gap={gap} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map(renderItem)}
          </Stack>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
