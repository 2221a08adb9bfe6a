import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled part of a screen (a settings form, a table, a chart): a bordered paper named by its heading, so a
 * screen reader lists it as a region with that name.
 */
export function Section({
  id,
  title,
  order = 2,
  maw,
  children,
}: {
  /** The heading's id, unique on the screen. */
  id: string;
  title: ReactNode;
  /** The heading level: 2 under the screen's title, 3 under a heading of the screen's own. */
  order?: 2 | 3;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} maw={maw}>
      <Title order={order} fz="h5" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
