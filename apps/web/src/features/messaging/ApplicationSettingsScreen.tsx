import type { platformSettingsEntries, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { platformSettingsCalls, SmsProviderSection } from './SmsProviderSection.tsx';
import { SmsSection, SmtpSection } from './SmtpSection.tsx';

type Credential = ResponseOf<typeof platformSettingsEntries.getGlobalSetting>['items'][number];

const GET_INPUT = { body: {} };

const smtpOf = (items: Credential[]) => items.find((item) => item.type === 'SMTP');
const text = (value: unknown) => (typeof value === 'string' ? value : null);

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
              {t('platform.noSmtp')}
            </Alert>
          )}
        </Stack>
      )}
      <SmtpSection
        id="platform-smtp-section"
        rules={t('platform.smtpRules')}
        definition={platformSettingsCalls}
        getInput={GET_INPUT}
        smtpOf={({ items: stored }) => {
          const smtp = smtpOf(stored);
          const settings = smtp?.settings ?? {};
          return {
            host: text(settings.host),
            port: typeof settings.port === 'number' ? settings.port : null,
            secure: settings.secure === true,
            userName: text(settings.userName),
            fromAddress: text(settings.fromAddress),
            passwordKept: smtp?.secrets.password?.isSet === true,
          };
        }}
      />
      <SmsSection id="platform-sms-section" description={t('platform.smsDescription')}>
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
      </SmsSection>
    </Stack>
  );
}
