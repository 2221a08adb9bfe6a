import { Paper, Stack, Switch, type SwitchProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SwitchCardProps extends Pick<SwitchProps, 'label' | 'description' | 'checked' | 'disabled'> {
  onChange: (checked: boolean) => void;
  /** What the card says under the switch: what the switch is doing now, why it cannot be used. */
  children?: ReactNode;
}

/** A card of one large switch (sized for a thumb on a phone) and the lines that say what it is doing. */
export function SwitchCard({ onChange, children, ...switchProps }: SwitchCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Switch size="md" {...switchProps} onChange={(event) => onChange(event.currentTarget.checked)} />
        {children}
      </Stack>
    </Paper>
  );
}
