import { appSettingUpdate, type contract, type ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Code, Loader, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError.tsx';
import {
  type FieldSpec,
  type FormValues,
  ResourceForm,
  type Validator,
} from '../../components/ResourceForm.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ltrField, secretField } from './fields.ts';

type Credential = ResponseOf<typeof contract.appSettings.getCredentialsList>['items'][number];

const text = (value: FormValues[string] | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
/** A secret box left empty is left out of the update, so the server keeps the stored secret. */
const secret = (name: string, value: FormValues[string] | undefined) =>
  text(value) ? { [name]: value } : {};

const toInput = (values: FormValues) => ({
  type: 'SMS',
  provider: values.provider,
  twilioAccountSid: text(values.twilioAccountSid),
  ...secret('twilioAuthToken', values.twilioAuthToken),
  twilioFromNumber: text(values.twilioFromNumber),
  vonageApiKey: text(values.vonageApiKey),
  ...secret('vonageApiSecret', values.vonageApiSecret),
  ...secret('vonageSignatureSecret', values.vonageSignatureSecret),
  vonageFromNumber: text(values.vonageFromNumber),
});
const validator: Validator = {
  safeParse: (values) => appSettingUpdate.safeParse(toInput(values as FormValues)),
};

const setting = (items: Credential[], provider: string, name: string) => {
  const value = items.find((item) => item.provider === provider)?.settings[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The provider the company's texts go through and its credentials. Of a stored secret only whether one is kept is shown; the
 * webhook addresses to give the provider carry the company's id, and its signature proves the caller.
 */
export function SmsProviderSection() {
  const { t } = useTranslation('messaging');
  const session = useSignedInSession();
  const query = useApiQuery(routes.appSettings.getCredentialsList, { query: { type: 'SMS' }, body: {} });
  const { call: save } = useWrite(routes.appSettings.updateAppSetting);
  const [saves, setSaves] = useState(0);
  const [provider, setProvider] = useState<string | null>(null);

  if (query.isPending) return <Loader role="status" aria-label={t('sms.loading')} />;
  if (query.error || !query.data) {
    return <QueryError title={t('sms.loadFailed')} query={query} />;
  }
  const items = query.data.items;
  const active = items.find((item) => item.active)?.provider ?? 'log';
  const chosen = provider ?? active;
  const kept = (owner: string, name: string) => {
    const secret = items.find((item) => item.provider === owner)?.secrets[name];
    return secret?.isSet ? t('sms.secretKept') : t('sms.secretNone');
  };
  /** A provider's secret, described by whether the server keeps one (`secrets[key]` of its provider). */
  const providerSecret = (name: string, label: string, owner: string, key: string) =>
    secretField(name, label, kept(owner, key));
  const fields: FieldSpec[] = [
    {
      name: 'provider',
      label: t('sms.provider'),
      kind: 'select',
      options: [
        { value: 'log', label: t('sms.providerLog') },
        { value: 'twilio', label: 'Twilio' },
        { value: 'vonage', label: 'Vonage' },
      ],
    },
    ...(chosen === 'twilio'
      ? [
          ltrField('twilioAccountSid', t('sms.accountSid')),
          providerSecret('twilioAuthToken', t('sms.authToken'), 'twilio', 'authToken'),
          ltrField('twilioFromNumber', t('sms.fromNumber')),
        ]
      : []),
    ...(chosen === 'vonage'
      ? [
          ltrField('vonageApiKey', t('sms.apiKey')),
          providerSecret('vonageApiSecret', t('sms.apiSecret'), 'vonage', 'apiSecret'),
          providerSecret('vonageSignatureSecret', t('sms.signatureSecret'), 'vonage', 'signatureSecret'),
          ltrField('vonageFromNumber', t('sms.fromNumber')),
        ]
      : []),
  ];
  const title = chosen === 'vonage' ? 'Vonage' : 'Twilio';
  const hook = (kind: 'Inbound' | 'Status') =>
    `${window.location.origin}/api/SmsWebhook/${title}${kind}?companyId=${session.company?.id ?? ''}`;

  return (
    <Stack gap="sm">
      {saves > 0 ? (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status">
          {t('sms.saved')}
        </Alert>
      ) : null}
      <ResourceForm
        key={saves}
        schema={validator}
        fields={fields}
        initial={{
          provider: active,
          twilioAccountSid: setting(items, 'twilio', 'accountSid'),
          twilioAuthToken: '',
          twilioFromNumber: setting(items, 'twilio', 'fromNumber'),
          vonageApiKey: setting(items, 'vonage', 'apiKey'),
          vonageApiSecret: '',
          vonageSignatureSecret: '',
          vonageFromNumber: setting(items, 'vonage', 'fromNumber'),
        }}
        onValuesChange={(values) => setProvider(typeof values.provider === 'string' ? values.provider : null)}
        submitLabel={t('sms.save')}
        onSubmit={async (values) => {
          await save({ body: appSettingUpdate.parse(toInput(values)) });
          setSaves((count) => count + 1);
        }}
      />
      {chosen === 'log' ? (
        <Text size="sm" c="dimmed">
          {t('sms.logHint')}
        </Text>
      ) : (
        <Stack gap={4}>
          <Text size="sm">{t('sms.webhooks')}</Text>
          <Code block dir="ltr">{`${hook('Inbound')}\n${hook('Status')}`}</Code>
        </Stack>
      )}
    </Stack>
  );
}
