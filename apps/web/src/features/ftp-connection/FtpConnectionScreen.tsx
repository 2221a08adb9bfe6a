import { ftpConnection } from '@curbside/contract';
import { SFTP_REPORTS } from '@curbside/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { wordOptions } from '../../lib/options.ts';
import { ExportRuns } from './ExportRuns.tsx';
import { HostKeyCheck } from './HostKeyCheck.tsx';

/** The export's settings read and written as one row by the FtpConnection calls. */
const exportSettings = {
  spec: { write: ftpConnection.updateFtpConnection.permission },
  get: ftpConnection.getFtpConnection,
  update: ftpConnection.updateFtpConnection,
};

/** The update's body from the form: the chosen method's secret only, an empty box keeping the stored one. */
const toInput = (values: FormValues) => {
  const secret = values.authMethod === 'key' ? 'privateKey' : 'password';
  return {
    enabled: values.enabled === true,
    host: values.host,
    port: values.port,
    userName: values.userName,
    authMethod: values.authMethod,
    ...(values[secret] ? { [secret]: values[secret] } : {}),
    remoteFolder: values.remoteFolder,
    hostKeyFingerprint: values.hostKeyFingerprint || null,
    reports: values.reports,
    hour: Number(values.hour),
  };
};

const ltr = (name: string, label: string): FieldSpec => ({ name, label, kind: 'text', ltr: true });

/**
 * `/FtpConnection`: where the company's chosen reports go each night (its own SFTP server, its host key pinned),
 * and the log of every try. The stored password or key is never sent to the browser (ADR 53).
 */
export default function FtpConnectionScreen() {
  const { t } = useTranslation('ftp-connection');
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: `${String(hour).padStart(2, '0')}:00`,
  }));
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={t('ftp.title')} description={t('ftp.description')} />
      <Section id="ftp-settings" title={t('ftp.section')} order={3}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('ftp.rules')}
        </Text>
        <SettingsForm
          definition={exportSettings}
          getInput={{ body: {} }}
          fields={(row, values) => [
            { name: 'enabled', label: t('ftp.enabled'), kind: 'switch' },
            ltr('host', t('ftp.host')),
            { name: 'port', label: t('ftp.port'), kind: 'integer', min: 1, max: 65_535 },
            ltr('userName', t('ftp.userName')),
            {
              name: 'authMethod',
              label: t('ftp.authMethod'),
              kind: 'select',
              options: wordOptions(t, 'ftp.methods', ['password', 'key']),
            },
            (values.authMethod ?? row.authMethod) === 'key'
              ? {
                  name: 'privateKey',
                  label: t('ftp.privateKey'),
                  kind: 'multiline',
                  rows: 4,
                  ltr: true,
                  description: row.privateKey.isSet ? t('ftp.keyKept') : t('ftp.keyNone'),
                }
              : {
                  name: 'password',
                  label: t('ftp.password'),
                  kind: 'secret',
                  ltr: true,
                  description: row.password.isSet ? t('ftp.passwordKept') : t('ftp.passwordNone'),
                },
            ltr('remoteFolder', t('ftp.remoteFolder')),
            {
              ...ltr('hostKeyFingerprint', t('ftp.fingerprint')),
              description: t('ftp.fingerprintHint'),
            },
            {
              name: 'reports',
              label: t('ftp.reports'),
              kind: 'multiSelect',
              options: SFTP_REPORTS.map((report) => ({
                value: report,
                label: t(`ftp.reportNames.${report}`),
              })),
            },
            {
              name: 'hour',
              label: t('ftp.hour'),
              description: t('ftp.hourHint'),
              kind: 'select',
              options: hours,
            },
          ]}
          toForm={(row) => ({
            enabled: row.enabled,
            host: row.host ?? '',
            port: row.port,
            userName: row.userName ?? '',
            authMethod: row.authMethod,
            password: '',
            privateKey: '',
            remoteFolder: row.remoteFolder,
            hostKeyFingerprint: row.hostKeyFingerprint ?? '',
            reports: row.reports,
            hour: String(row.hour),
          })}
          toInput={toInput}
          extra={(values, set) => <HostKeyCheck values={values} set={set} />}
          labels={{ submit: t('ftp.save'), saved: t('ftp.saved'), loadFailed: t('ftp.loadFailed') }}
        />
      </Section>
      <Section id="ftp-runs" title={t('runs.section')} order={3}>
        <ExportRuns />
      </Section>
    </Stack>
  );
}
