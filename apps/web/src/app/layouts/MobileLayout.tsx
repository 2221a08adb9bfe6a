import { ActionIcon, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconGauge, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSignedInSession, useSignOutToLogin } from '../../lib/session.tsx';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';

/** Phone-sized pages with large touch targets (at least 48 px). */
export function MobileLayout() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  const signOut = useSignOutToLogin();
  // The phone app installs its service worker, which keeps the shell for opening offline (ADR 93).
  useEffect(() => {
    if (import.meta.env.PROD) void navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  }, []);
  return (
    <Container size={480} px="sm" mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" py="sm" wrap="nowrap">
        <Stack gap={0}>
          <Brand />
          {session.company ? (
            <Text size="sm" c="dimmed" truncate maw={220}>
              {session.company.name}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch size="md" />
          <ColorSchemeMenu size="xl" />
        </Group>
      </Group>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {/* The button takes the room the sign-out leaves; growing both cut its label in half. */}
      <Group py="md" gap="sm" component="nav" aria-label={t('nav.mainMenu')} wrap="nowrap">
        <Button
          component={Link}
          to="/mv/Dashboard"
          size="lg"
          h={56}
          style={{ flex: 1 }}
          leftSection={<IconGauge aria-hidden />}
        >
          {t('menu.dashboard')}
        </Button>
        <ActionIcon size={56} variant="light" color="red" aria-label={t('nav.signOut')} onClick={signOut}>
          <IconLogout aria-hidden />
        </ActionIcon>
      </Group>
    </Container>
  );
}
