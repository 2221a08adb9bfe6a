import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHelp } from './ScreenHelp.tsx';

export type PageHeaderProps = (
  | { title: string; description?: ReactNode; texts?: never }
  | {
      /** The i18n section (`namespace:section`) whose `title` and `description` head the page. */
      texts: string;
      title?: never;
      description?: never;
    }
) & { actions?: ReactNode };

export function PageHeader({ actions, ...props }: PageHeaderProps) {
  const { t } = useTranslation();
  const title = props.texts ? t(`${props.texts}.title`) : props.title;
  const description = props.texts ? t(`${props.texts}.description`) : props.description;
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="h3">
            {title}
          </Title>
          <ScreenHelp />
        </Group>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
