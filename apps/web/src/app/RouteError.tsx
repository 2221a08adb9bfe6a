import { Button, Center, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Navigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../components/chunks.tsx';

/** The route error boundary: the generic fallback screen of the error catalogue. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/auth/404" replace />;
  const chunk = isChunkLoadError(error);
  const detail =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : null;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={560} ta="center" role="alert">
        <ThemeIcon color="red" variant="light" size={56} radius="xl">
          <IconAlertOctagon size={30} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('errors.unexpected')}
        </Title>
        <Text c="dimmed">{chunk ? t('errors.chunkFailedHint') : t('errors.unexpectedHint')}</Text>
        {import.meta.env.DEV && detail ? <Code block>{detail}</Code> : null}
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component={Link} to="/" variant="default" reloadDocument>
            {t('common.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
