import { ActionIcon, Kbd, Popover, Table, Text, Tooltip } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The board's keyboard shortcuts; none of them fire while typing in a field. */
export const BOARD_SHORTCUTS: readonly { keys: readonly string[]; label: string }[] = [
  { keys: ['/'], label: 'dispatch.shortcuts.search' },
  { keys: ['n'], label: 'dispatch.shortcuts.newReservation' },
  { keys: ['↓', '↑', 'j', 'k'], label: 'dispatch.shortcuts.move' },
  { keys: ['←', '→'], label: 'dispatch.shortcuts.moveLanes' },
  { keys: ['Enter'], label: 'dispatch.shortcuts.open' },
  { keys: ['a'], label: 'dispatch.shortcuts.assign' },
  { keys: ['p'], label: 'dispatch.shortcuts.pickUp' },
  { keys: ['t'], label: 'dispatch.shortcuts.inTransit' },
  { keys: ['d'], label: 'dispatch.shortcuts.dropOff' },
  { keys: ['x'], label: 'dispatch.shortcuts.select' },
  { keys: ['Esc'], label: 'dispatch.shortcuts.close' },
];

export function ShortcutHelp() {
  const { t } = useTranslation('dispatch');
  return (
    <Popover position="bottom-end" withArrow returnFocus shadow="md">
      <Popover.Target>
        <Tooltip label={t('dispatch.shortcuts.button')}>
          <ActionIcon variant="default" size="lg" aria-label={t('dispatch.shortcuts.button')}>
            <IconQuestionMark size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          {t('dispatch.shortcuts.title')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={2} aria-label={t('dispatch.shortcuts.title')}>
          <Table.Tbody>
            {BOARD_SHORTCUTS.map((shortcut) => (
              <Table.Tr key={shortcut.label}>
                <Table.Td dir="ltr" style={{ whiteSpace: 'nowrap' }}>
                  {shortcut.keys.map((key) => (
                    <Kbd key={key} mx={2}>
                      {key}
                    </Kbd>
                  ))}
                </Table.Td>
                <Table.Td>{t(shortcut.label)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
