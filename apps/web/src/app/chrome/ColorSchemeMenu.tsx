import {
  ActionIcon,
  type MantineColorScheme,
  Menu,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const OPTIONS: readonly { value: MantineColorScheme; icon: typeof IconSun; label: string }[] = [
  { value: 'light', icon: IconSun, label: 'nav.light' },
  { value: 'dark', icon: IconMoon, label: 'nav.dark' },
  { value: 'auto', icon: IconDeviceDesktop, label: 'nav.auto' },
];

/** Light, dark or the system's choice; Mantine remembers it in local storage. */
export function ColorSchemeMenu({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const Current = computed === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size={size} aria-label={t('nav.colorScheme')}>
          <Current size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {OPTIONS.map(({ value, icon: Icon, label }) => (
          <Menu.Item
            key={value}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={colorScheme === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setColorScheme(value)}
            // Mantine keeps menu items as role=menuitem, so the chosen one is marked as current.
            aria-current={colorScheme === value ? 'true' : undefined}
          >
            {t(label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
