import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function Brand({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={size === 'lg' ? 40 : 30} radius="md" variant="filled" aria-hidden>
        <IconBus size={size === 'lg' ? 24 : 18} />
      </ThemeIcon>
      <Text fw={700} fz={size === 'lg' ? 'xl' : 'lg'}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
