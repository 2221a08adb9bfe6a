import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of bordered cards: a `ul` without bullets, named for assistive technology, one `li` card a row. */
export function CardList<T extends { id: string }>({
  label,
  items,
  children,
}: {
  label: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Paper key={item.id} component="li" withBorder p="sm" radius="md">
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}
