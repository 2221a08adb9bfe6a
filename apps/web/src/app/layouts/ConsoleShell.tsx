import { AppShell, Burger, Group, ScrollArea, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { UserMenu } from '../chrome/UserMenu.tsx';

/**
 * The frame of the signed-in consoles: header with brand, `context` (whose console this is), language, theme
 * and account; a navbar that collapses behind a burger on phones; the screen in the middle.
 */
export function ConsoleShell({
  context,
  actions,
  navbar,
  search,
}: {
  context: ReactNode;
  /** The header's search box, where the console has one. */
  search?: ReactNode;
  /** What the header shows before the language and theme (the company console's bell). */
  actions?: ReactNode;
  /** The navbar's content; `close` folds the navbar away on phones after a choice. */
  navbar: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // A phone's header has room for the menu, the brand and the account only: language and theme go at the top
  // of the menu there (rendered once, so each stays one control with one name).
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, {
    getInitialValueInEffect: false,
  });
  const preferences = (
    <Group gap="xs" wrap="nowrap">
      <LanguageSwitch />
      <ColorSchemeMenu />
    </Group>
  );
  // On a desk's screen the menu folds away (the board wants the width); the choice stays with the browser.
  const [folded, setFolded] = useLocalStorage({
    key: 'curbside.menu.folded',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: folded } }}
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
            <Burger
              // The three bars either way: on a wide screen the menu folds beside the page, not over it.
              opened={false}
              onClick={() => setFolded(!folded)}
              visibleFrom="sm"
              size="sm"
              aria-label={t('nav.toggleMenu')}
              aria-expanded={!folded}
            />
            <Brand />
            {context}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {search}
            {actions}
            {phone ? null : preferences}
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        {phone ? <AppShell.Section pb="sm">{preferences}</AppShell.Section> : null}
        <AppShell.Section grow component={ScrollArea}>
          {navbar(close)}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
