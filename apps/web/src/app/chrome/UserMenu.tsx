import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession, useSignOutToLogin } from '../../lib/session.tsx';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const signOut = useSignOutToLogin();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('nav.userMenu')} px={4}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={30} radius="xl" color="brand">
              {initials(session.user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {session.user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.user.email}</Menu.Label>
        <Menu.Item component={Link} to="/auth/ChangePassword" leftSection={<IconKey size={16} aria-hidden />}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/auth/ReleaseNote" leftSection={<IconNotes size={16} aria-hidden />}>
          {t('nav.releaseNotes')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
          {t('nav.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
