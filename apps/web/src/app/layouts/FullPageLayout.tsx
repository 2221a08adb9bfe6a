import { Box, Container, Group } from '@mantine/core';
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
        {account ? (
          // The way back to the console's menu from a desk.
          <Link to="/" style={{ color: 'inherit', textDecoration: 'none' }}>
            <Brand />
          </Link>
        ) : (
          <Brand />
        )}
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
