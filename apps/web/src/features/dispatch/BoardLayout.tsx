import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconLayoutColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BoardSettings } from './useBoardSettings.ts';

export interface BoardLayoutProps {
  settings: BoardSettings;
  onChange: (change: Partial<BoardSettings>) => void;
  onReset: () => void;
}

/** The board's layout, saved per user: compact cards, and each lane shown or hidden, moved up or down. */
export function BoardLayout({ settings, onChange, onReset }: BoardLayoutProps) {
  const { t } = useTranslation('dispatch');
  const move = (index: number, by: number) => {
    const order = [...settings.order];
    const [lane] = order.splice(index, 1);
    if (lane === undefined) return;
    order.splice(index + by, 0, lane);
    onChange({ order });
  };
  return (
    <Popover position="bottom-end" withArrow trapFocus returnFocus shadow="md">
      <Popover.Target>
        <Button variant="default" leftSection={<IconLayoutColumns size={16} aria-hidden />}>
          {t('dispatch.layout.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" miw={260}>
          <Switch
            label={t('dispatch.layout.compact')}
            checked={settings.compact}
            onChange={(event) => onChange({ compact: event.currentTarget.checked })}
          />
          <Text size="sm" fw={600}>
            {t('dispatch.layout.lanes')}
          </Text>
          {settings.order.map((lane, index) => {
            const name = t(`party.status.${lane}`);
            return (
              <Group key={lane} justify="space-between" wrap="nowrap" gap={4}>
                <Checkbox
                  label={name}
                  checked={!settings.hidden.includes(lane)}
                  onChange={(event) =>
                    onChange({
                      hidden: event.currentTarget.checked
                        ? settings.hidden.filter((hidden) => hidden !== lane)
                        : [...settings.hidden, lane],
                    })
                  }
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('dispatch.layout.earlier', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('dispatch.layout.later', { name })}
                    disabled={index === settings.order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
          <Button variant="subtle" size="xs" onClick={onReset}>
            {t('dispatch.layout.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
