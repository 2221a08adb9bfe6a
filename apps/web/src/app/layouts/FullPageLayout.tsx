import { ActionIcon, Box, Button, Container, Group, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';
import { UserMenu } from '../chrome/UserMenu.tsx';

/**
 * A page without the menu: the brand, language and theme, then the screen. A desk's page (`account`, signed
 * in) also names who is signed in and lets them sign out: on a shared tablet the next person is not the last.
 */
export function FullPageLayout({ account = false }: { account?: boolean }) {
  return (
    <Box mih="100vh">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {account ? <BackToConsole /> : <Brand />}
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeMenu />
          {account ? <UserMenu /> : null}
        </Group>
      </Group>
      <Container size="md" py="lg" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}

/**
 * The way back from a desk to the console's menu, said in words: the brand alone did not look like a way out. On
 * a phone the arrow alone (named for screen readers and on hover), beside the language, theme and account.
 */
function BackToConsole() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const label = t('app.backToConsole');
  return (
    <Group gap="sm" wrap="nowrap">
      <ActionIcon
        component={Link}
        to="/"
        variant="subtle"
        size="lg"
        aria-label={label}
        title={label}
        hiddenFrom="sm"
      >
        <Arrow size={20} aria-hidden />
      </ActionIcon>
      <Button
        component={Link}
        to="/"
        variant="subtle"
        leftSection={<Arrow size={18} aria-hidden />}
        visibleFrom="sm"
      >
        {label}
      </Button>
      {/* A phone's row has room for the way back or the name, and the way back is what a desk needs. */}
      <Box visibleFrom="sm">
        <Brand />
      </Box>
    </Group>
  );
}
