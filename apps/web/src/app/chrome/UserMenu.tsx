import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
        {/* Named by its content: the person's name it shows, then "Account" (visually hidden); the initials
            are decoration. So the name holds the visible text, for voice control, and says what it opens. */}
        <UnstyledButton px={4}>
          <Group gap={6} wrap="nowrap">
            <Avatar size={30} radius="xl" color="brand" aria-hidden>
              {initials(session.user.name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate>
              {session.user.name}
            </Text>
            <VisuallyHidden>{t('nav.userMenu')}</VisuallyHidden>
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
