import { Badge, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list's first cell: the row's code or name and, where it applies, a small tag after it (built-in, driver). */
export function TaggedCell({ tag, children }: { tag: string | null; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {children}
      {tag ? (
        <Badge size="xs" variant="outline" tt="none">
          {tag}
        </Badge>
      ) : null}
    </Group>
  );
}
