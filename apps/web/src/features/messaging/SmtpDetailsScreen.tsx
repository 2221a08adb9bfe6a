import { appSettings } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { SmsProviderSection } from './SmsProviderSection.tsx';
import { SmsSection, SmtpSection } from './SmtpSection.tsx';

/**
 * The SMTP details read and written as one settings row: their update is the SMTP kind of the AppSettings
 * update (the same call sets the SMS provider), so the form's schema is that union.
 */
const smtpDetails = {
  spec: { write: appSettings.updateAppSetting.permission },
  get: appSettings.getSmtpSettings,
  update: appSettings.updateAppSetting,
};

/**
 * `/Subscription/SmtpDetails`: the company's own mail server. The stored password is never sent to the
 * browser: the form shows only that one is kept, and an empty box keeps it on the same server (ADR 53).
 */
export default function SmtpDetailsScreen() {
  const { t } = useTranslation('messaging');
  // The same read as the form's (one request): whose server the mail goes through now.
  const configured = useApiQuery(routes.appSettings.getSmtpSettings, { body: {} }).data?.configured;
  return (
    <Stack gap="md" maw={640}>
      <PageHeader title={t('smtp.title')} description={t('smtp.description')} />
      {configured === undefined ? null : (
        <Text size="sm">{configured ? t('smtp.own') : t('smtp.platform')}</Text>
      )}
      <SmtpSection
        id="smtp-section"
        rules={t('smtp.rules')}
        definition={smtpDetails}
        getInput={{ body: {} }}
        smtpOf={(smtp) => ({ ...smtp, passwordKept: smtp.password.isSet })}
      />
      <SmsSection id="sms-section" description={t('sms.description')}>
        <SmsProviderSection />
      </SmsSection>
    </Stack>
  );
}
