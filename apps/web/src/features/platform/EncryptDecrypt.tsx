import { routes } from '@curbside/contract/routes';
import {
  ActionIcon,
  Anchor,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLock, IconLockOpen } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert, problemFieldErrors } from '../../components/FormError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useWrite } from '../../lib/query.ts';

type Command = 'ENCRYPT' | 'DECRYPT';

/**
 * The super-admin utility: encrypt (and, unless `encryptOnly`, decrypt) a value with the platform key. The value
 * goes in the body; only values encrypted here can be decrypted (never a company's stored secret, ADR 53).
 */
export function EncryptDecrypt({ encryptOnly = false }: { encryptOnly?: boolean }) {
  const { t } = useTranslation('platform');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useWrite(routes.login.encryptDecryptPassword);
  const fieldErrors = problemFieldErrors(mutation.error);

  const run = (commandType: Command) => {
    setMissing(value === '');
    if (value === '') return;
    void mutation.run({ body: { password: value, commandType } });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run('ENCRYPT');
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={encryptOnly ? t('platform.encrypt.encryptTitle') : t('platform.encrypt.title')}
        description={t('platform.encrypt.body')}
        actions={
          <Anchor component={Link} to="/SuperAdmin" size="sm">
            {t('platform.encrypt.backToAdmin')}
          </Anchor>
        }
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('platform.encrypt.value')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={missing ? t('validation.required') : fieldErrors.password}
            autosize
            minRows={2}
            maxRows={8}
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            required
            autoFocus
          />
          <Group gap="sm">
            <Button
              type="submit"
              leftSection={<IconLock size={16} aria-hidden />}
              loading={mutation.busy && mutation.input?.body.commandType === 'ENCRYPT'}
            >
              {t('platform.encrypt.encrypt')}
            </Button>
            {encryptOnly ? null : (
              <Button
                type="button"
                variant="light"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => run('DECRYPT')}
                loading={mutation.busy && mutation.input?.body.commandType === 'DECRYPT'}
              >
                {t('platform.encrypt.decrypt')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <FormErrorAlert message={fieldErrors.password ? null : mutation.message} />
      {mutation.data ? (
        <Paper withBorder p="sm" radius="md" aria-live="polite">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Text size="xs" c="dimmed" fw={600}>
                {t('platform.encrypt.result')}
              </Text>
              <Code
                block
                dir="ltr"
                data-testid="encrypt-result"
                style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
              >
                {mutation.data.value}
              </Code>
            </Stack>
            <CopyButton value={mutation.data.value} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? t('common.copied') : t('common.copy')}
                    size="lg"
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
