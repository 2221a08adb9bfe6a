import { Paper, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';

interface SwitchCardProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** What the card says under the switch: what the switch is doing now, why it cannot be used. */
  children?: ReactNode;
}

/** A card of one large switch (sized for a thumb on a phone) and the lines that say what it is doing. */
export function SwitchCard({ label, description, checked, disabled, onChange, children }: SwitchCardProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Switch
          size="md"
          label={label}
          description={description}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {children}
      </Stack>
    </Paper>
  );
}
