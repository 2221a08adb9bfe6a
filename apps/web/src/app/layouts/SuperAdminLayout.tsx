import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSignedInSession } from '../../lib/session.tsx';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { NavMenu } from '../chrome/NavMenu.tsx';
import { UserMenu } from '../chrome/UserMenu.tsx';

/** The platform super-admin's console, with its own navbar from the session's menu. */
export function SuperAdminLayout() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
      transitionDuration={350}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggleMenu')}
            />
            <Brand />
            <Badge variant="light" visibleFrom="xs">
              {t('nav.superAdmin')}
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap="md">
            <NavLink
              component={Link}
              to="/SuperAdmin"
              label={t('nav.home')}
              leftSection={<IconHome size={18} aria-hidden />}
              active={pathname.toLowerCase() === '/superadmin'}
              onClick={close}
            />
            <NavMenu items={session.menu} layouts={['superadmin', 'full', 'main']} onNavigate={close} />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
