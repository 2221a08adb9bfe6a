import { routes } from '@curbside/contract/routes';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../components/FormError.tsx';
import type { FieldValue, FormValues } from '../../components/ResourceForm.tsx';
import { useWrite } from '../../lib/query.ts';

interface HostKeyCheckProps {
  values: FormValues;
  set: (name: string, value: FieldValue) => void;
}

/**
 * The connection test: reads the host key the server at the form's host and port shows, compares it with the
 * pinned one and lets the administrator pin it (the form's fingerprint field; saved with the form).
 */
export function HostKeyCheck({ values, set }: HostKeyCheckProps) {
  const { t } = useTranslation('ftp-connection');
  const test = useWrite(routes.ftpConnection.testFtpConnection);
  const host = typeof values.host === 'string' ? values.host.trim() : '';
  const port = typeof values.port === 'number' ? values.port : null;
  const seen = test.data;
  const pinned = values.hostKeyFingerprint;
  return (
    <Stack gap="xs" component="section" aria-label={t('test.section')}>
      <Group gap="sm">
        <Button
          variant="light"
          loading={test.busy}
          disabled={!host || port === null}
          onClick={() => void test.run({ body: { host, port: port ?? 22 } })}
        >
          {t('test.run')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('test.hint')}
        </Text>
      </Group>
      <FormErrorAlert message={test.message} />
      {seen && !test.message ? (
        <Alert color={seen.fingerprint === pinned ? 'teal' : 'yellow'} role="status">
          <Stack gap={6}>
            <Text size="sm">{t('test.seen', { algorithm: seen.algorithm })}</Text>
            <Code dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {seen.fingerprint}
            </Code>
            {seen.fingerprint === pinned ? (
              <Text size="sm">{t('test.matches')}</Text>
            ) : (
              <Group gap="sm">
                <Text size="sm">{pinned ? t('test.differs') : t('test.notPinned')}</Text>
                <Button size="compact-sm" onClick={() => set('hostKeyFingerprint', seen.fingerprint)}>
                  {t('test.pin')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
