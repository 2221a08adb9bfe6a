import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A light badge that keeps its words as written (Mantine's badges are upper case): a state named in a sentence. */
export function LightBadge(props: Omit<BadgeProps, 'variant' | 'tt'> & { children: ReactNode }) {
  return <Badge variant="light" tt="none" {...props} />;
}
