import { routes } from '@curbside/contract/routes';
import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiQuery } from '../../lib/query.ts';

export const READY_POLL_MS = 10_000;

/**
 * A maintenance notice that asks the server every 10 s whether it is ready again; once it is, the page says so
 * (title and notice alike) and leads to sign in.
 */
export default function MaintenanceScreen() {
  const { t } = useTranslation('auth');
  const ready = useApiQuery(
    routes.system.ready,
    {},
    {
      refetchInterval: READY_POLL_MS,
      retry: false,
      staleTime: 0,
      gcTime: 0,
      refetchIntervalInBackground: true,
    },
  );
  const isReady = ready.isSuccess && !ready.isError;
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={isReady ? 'teal' : 'yellow'}>
        {isReady ? <IconCircleCheck size={30} aria-hidden /> : <IconTool size={30} aria-hidden />}
      </ThemeIcon>
      <Title order={1} fz="h3">
        {isReady ? t('auth.maintenance.readyTitle') : t('auth.maintenance.title')}
      </Title>
      {isReady ? (
        <>
          <Alert color="teal" variant="light" role="status" w="100%">
            {t('auth.maintenance.ready')}
          </Alert>
          <Button component={Link} to="/auth/login">
            {t('auth.maintenance.goToSignIn')}
          </Button>
        </>
      ) : (
        <>
          <Text c="dimmed" size="sm">
            {t('auth.maintenance.body')}
          </Text>
          <Group gap="xs" role="status" aria-live="polite" mih={24}>
            {ready.isFetching ? (
              <>
                <Loader size="xs" />
                <Text size="sm">{t('auth.maintenance.checking')}</Text>
              </>
            ) : null}
          </Group>
        </>
      )}
    </Stack>
  );
}
