import { appSettingUpdate } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { type FormValues, ResourceForm, type Validator } from '../../components/ResourceForm.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { ltrField, secretField } from './fields.ts';
import { SmsProviderSection } from './SmsProviderSection.tsx';

/** The update's body from the form: an SMTP update, with empty boxes sent as "none" or "keep". */
const toInput = (values: FormValues) => ({
  type: 'SMTP',
  host: values.host,
  port: values.port,
  secure: values.secure === true,
  userName: values.userName || null,
  ...(values.password ? { password: values.password } : {}),
  fromAddress: values.fromAddress,
});
const validator: Validator = {
  safeParse: (values) => appSettingUpdate.safeParse(toInput(values as FormValues)),
};

/**
 * `/Subscription/SmtpDetails`: the company's own mail server. The stored password is never sent to the
 * browser: the form shows only that one is kept, and an empty box keeps it on the same server (ADR 53).
 */
export default function SmtpDetailsScreen() {
  const { t } = useTranslation('messaging');
  const query = useApiQuery(routes.appSettings.getSmtpSettings, { body: {} });
  const { call: save } = useWrite(routes.appSettings.updateAppSetting);
  const [saves, setSaves] = useState(0);

  const header = <PageHeader title={t('smtp.title')} description={t('smtp.description')} />;
  const waiting = loadingOrFailed(query, t('smtp.loadFailed'), header);
  if (waiting || !query.data) return waiting;
  const smtp = query.data;
  return (
    <Stack gap="md" maw={640}>
      {header}
      <Text size="sm">{smtp.configured ? t('smtp.own') : t('smtp.platform')}</Text>
      {saves > 0 ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
          {t('smtp.saved')}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="smtp-section">
        <Title order={3} fz="h5" mb="sm" id="smtp-section">
          {t('smtp.section')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('smtp.rules')}
        </Text>
        {/* A new key empties the password box once saved, and shows the saved values. */}
        <ResourceForm
          key={saves}
          schema={validator}
          fields={[
            ltrField('host', t('smtp.host')),
            { name: 'port', label: t('smtp.port'), kind: 'integer', min: 1, max: 65_535 },
            { name: 'secure', label: t('smtp.secure'), kind: 'switch' },
            ltrField('userName', t('smtp.userName')),
            secretField(
              'password',
              t('smtp.password'),
              smtp.password.isSet ? t('smtp.passwordKept') : t('smtp.passwordNone'),
            ),
            ltrField('fromAddress', t('smtp.fromAddress')),
          ]}
          initial={{
            host: smtp.host ?? '',
            port: smtp.port ?? 587,
            secure: smtp.secure,
            userName: smtp.userName ?? '',
            password: '',
            fromAddress: smtp.fromAddress ?? '',
          }}
          submitLabel={t('smtp.save')}
          onSubmit={async (values) => {
            await save({ body: appSettingUpdate.parse(toInput(values)) });
            setSaves((count) => count + 1);
          }}
        />
      </Paper>
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
