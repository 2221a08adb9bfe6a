import { appSettings } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { smtpFields, smtpInput } from './fields.ts';
import { SmsProviderSection } from './SmsProviderSection.tsx';

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
      <Section id="smtp-section" title={t('smtp.section')} order={3}>
        <Text size="sm" c="dimmed" mb="sm">
          {t('smtp.rules')}
        </Text>
        <SettingsForm
          definition={smtpDetails}
          getInput={{ body: {} }}
          fields={(smtp) => smtpFields(t, smtp.password.isSet)}
          toForm={(smtp) => ({
            host: smtp.host ?? '',
            port: smtp.port ?? 587,
            secure: smtp.secure,
            userName: smtp.userName ?? '',
            password: '',
            fromAddress: smtp.fromAddress ?? '',
          })}
          toInput={smtpInput}
          labels={{ submit: t('smtp.save'), saved: t('smtp.saved'), loadFailed: t('smtp.loadFailed') }}
        />
      </Section>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sms-section">
        <Title order={3} fz="h5" id="sms-section">
          {t('sms.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('sms.description')}
        </Text>
        <SmsProviderSection />
      </Paper>
    </Stack>
  );
}
