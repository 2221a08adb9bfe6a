import { AppShell, Burger, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSignedInSession } from '../../lib/session.tsx';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { NavMenu } from '../chrome/NavMenu.tsx';
import { UserMenu } from '../chrome/UserMenu.tsx';

/** The company console: header with company, language, theme and account; navbar from the session's menu. */
export function MainLayout() {
  const { t } = useTranslation();
  const session = useSignedInSession();
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
            {session.company ? (
              <Text c="dimmed" size="sm" truncate maw={240} visibleFrom="xs" data-testid="company-name">
                {session.company.name}
              </Text>
            ) : null}
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
          <NavMenu items={session.menu} layouts={['main', 'full']} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
