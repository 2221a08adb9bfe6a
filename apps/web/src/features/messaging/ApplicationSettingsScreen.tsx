import type { platformSettingsEntries, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { smtpFields, smtpInput } from './fields.ts';
import { platformSettingsCalls, SmsProviderSection } from './SmsProviderSection.tsx';

type Credential = ResponseOf<typeof platformSettingsEntries.getGlobalSetting>['items'][number];

const GET_INPUT = { body: {} };

const smtpOf = (items: Credential[]) => items.find((item) => item.type === 'SMTP');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * `/SuperAdmin/ApplicationSettings` (ADR 118): the platform's own SMS provider and SMTP server, used for every
 * company that has none of its own. Secrets are shown only as kept or not, as a company's are; the screen says
 * plainly when no real provider or server is set, so texts are only logged and e-mails wait.
 */
export default function ApplicationSettingsScreen() {
  const { t } = useTranslation('messaging');
  // The same read as the forms' (one request): whether a real provider and server are set.
  const items = useApiQuery(routes.company.getGlobalSetting, GET_INPUT).data?.items;
  const smsActive = items?.find((item) => item.type === 'SMS' && item.active)?.provider;
  const smtpActive = items ? smtpOf(items)?.active : undefined;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('platform.title')} description={t('platform.description')} />
      {items === undefined ? null : (
        <Stack gap="xs">
          {smsActive === 'log' ? (
            <Alert color="yellow" title={t('platform.noSmsTitle')}>
              {t('platform.noSms')}
            </Alert>
          ) : null}
          {smtpActive ? null : (
            <Alert color="yellow" title={t('platform.noSmtpTitle')}>
              {/* The server's setting by its name, as code: the name the operator sets, not a word. */}
              <Trans t={t} i18nKey="platform.noSmtp" components={{ setting: <Code /> }} />
            </Alert>
          )}
        </Stack>
      )}
      <Section id="platform-smtp-section" title={t('smtp.section')} order={3}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('platform.smtpRules')}
        </Text>
        <SettingsForm
          definition={platformSettingsCalls}
          getInput={GET_INPUT}
          fields={({ items: stored }) => smtpFields(t, smtpOf(stored)?.secrets.password?.isSet === true)}
          toForm={({ items: stored }) => {
            const smtp = smtpOf(stored)?.settings ?? {};
            return {
              host: text(smtp.host),
              port: typeof smtp.port === 'number' ? smtp.port : 587,
              secure: smtp.secure === true,
              userName: text(smtp.userName),
              password: '',
              fromAddress: text(smtp.fromAddress),
            };
          }}
          toInput={smtpInput}
          labels={{ submit: t('smtp.save'), saved: t('smtp.saved'), loadFailed: t('smtp.loadFailed') }}
        />
      </Section>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="platform-sms-section">
        <Title order={3} fz="h5" id="platform-sms-section">
          {t('sms.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('platform.smsDescription')}
        </Text>
        <SmsProviderSection
          source={{
            calls: platformSettingsCalls,
            getInput: GET_INPUT,
            providerHint: (
              <Text size="sm" c="dimmed">
                {t('platform.smsHint')}
              </Text>
            ),
          }}
        />
      </Paper>
    </Stack>
  );
}
