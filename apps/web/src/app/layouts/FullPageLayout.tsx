import { Box, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';

/** A page without the menu: the brand, language and theme, then the screen. */
export function FullPageLayout() {
  return (
    <Box mih="100vh">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Brand />
        <Group gap="xs">
          <LanguageSwitch />
          <ColorSchemeMenu />
        </Group>
      </Group>
      <Container size="md" py="lg" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
