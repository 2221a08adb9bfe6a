import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../chrome/Brand.tsx';
import { ColorSchemeMenu } from '../chrome/ColorSchemeMenu.tsx';
import { LanguageSwitch } from '../chrome/LanguageSwitch.tsx';

/** Signed-out pages: a centred card under the brand. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pos="relative">
      <Group justify="flex-end" p="md" gap="xs">
        <LanguageSwitch />
        <ColorSchemeMenu />
      </Group>
      <Center px="md" pb="xl">
        <Stack w="100%" maw={480} gap="lg" align="stretch">
          <Stack align="center" gap={4}>
            <Brand size="lg" />
            <Text c="dimmed" size="sm" ta="center">
              {t('app.tagline')}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} component="main">
            <Outlet />
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
