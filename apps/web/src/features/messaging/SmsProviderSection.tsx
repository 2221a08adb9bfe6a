import { appSettings, platformSettingsEntries, type ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Code, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { ltrField, secretField } from './fields.ts';

type Credential = ResponseOf<typeof appSettings.getCredentialsList>['items'][number];

/** The company's SMS provider read and written as one settings row: the SMS kind of the AppSettings update. */
const companySmsSettings = {
  spec: { write: appSettings.updateAppSetting.permission },
  get: appSettings.getCredentialsList,
  update: appSettings.updateAppSetting,
};

/** The platform's settings, read and written as one row: the get and update of `Company/*GlobalSetting`. */
export const platformSettingsCalls = {
  spec: { write: platformSettingsEntries.updateGlobalSetting.permission },
  get: platformSettingsEntries.getGlobalSetting,
  update: platformSettingsEntries.updateGlobalSetting,
};

const COMPANY_INPUT = { query: { type: 'SMS' as const }, body: {} };

/**
 * Whose provider the section edits: the company's (its webhooks to give the provider shown below), or the
 * platform's (`Company/GetGlobalSetting` and `UpdateGlobalSetting`, ADR 118), whose hint says what it is used for.
 */
export interface SmsProviderSource {
  calls: typeof platformSettingsCalls;
  getInput: Record<string, unknown>;
  /** Below the form once a real provider is chosen; the company's webhooks when none is given. */
  providerHint?: ReactNode;
}

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

const setting = (items: Credential[], provider: string, name: string) => {
  const value = items.find((item) => item.provider === provider)?.settings[name];
  return typeof value === 'string' ? value : '';
};
const activeOf = (items: Credential[]) => items.find((item) => item.active)?.provider ?? 'log';

const toForm = ({ items }: { items: Credential[] }): FormValues => ({
  provider: activeOf(items),
  twilioAccountSid: setting(items, 'twilio', 'accountSid'),
  twilioAuthToken: '',
  twilioFromNumber: setting(items, 'twilio', 'fromNumber'),
  vonageApiKey: setting(items, 'vonage', 'apiKey'),
  vonageApiSecret: '',
  vonageSignatureSecret: '',
  vonageFromNumber: setting(items, 'vonage', 'fromNumber'),
});

/**
 * The provider the company's texts go through and its credentials. Of a stored secret only whether one is kept is shown; the
 * webhook addresses to give the provider carry the company's id, and its signature proves the caller.
 */
export function SmsProviderSection({ source }: { source?: SmsProviderSource }) {
  const { t } = useTranslation('messaging');
  const session = useSignedInSession();
  // The provider being chosen, for the hint below the form (the form's own fields follow its values); until
  // one is chosen, the stored one (the same read as the form's: one request).
  const [choice, setChoice] = useState<string | null>(null);
  const ownStored = useApiQuery(routes.appSettings.getCredentialsList, COMPANY_INPUT, {
    enabled: !source,
  }).data;
  const platformStored = useApiQuery(routes.company.getGlobalSetting, source?.getInput ?? { body: {} }, {
    enabled: Boolean(source),
  }).data;
  const stored = source ? platformStored : ownStored;
  const chosen = choice ?? (stored ? activeOf(stored.items) : null);

  const fields = ({ items }: { items: Credential[] }, values: FormValues): FieldSpec[] => {
    const kept = (owner: string, name: string) => {
      const stored = items.find((item) => item.provider === owner)?.secrets[name];
      return stored?.isSet ? t('sms.secretKept') : t('sms.secretNone');
    };
    /** A provider's secret, described by whether the server keeps one (`secrets[key]` of its provider). */
    const providerSecret = (name: string, label: string, owner: string, key: string) =>
      secretField(name, label, kept(owner, key));
    const provider = values.provider ?? activeOf(items);
    return [
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
      ...(provider === 'twilio'
        ? [
            ltrField('twilioAccountSid', t('sms.accountSid')),
            providerSecret('twilioAuthToken', t('sms.authToken'), 'twilio', 'authToken'),
            ltrField('twilioFromNumber', t('sms.fromNumber')),
          ]
        : []),
      ...(provider === 'vonage'
        ? [
            ltrField('vonageApiKey', t('sms.apiKey')),
            providerSecret('vonageApiSecret', t('sms.apiSecret'), 'vonage', 'apiSecret'),
            providerSecret('vonageSignatureSecret', t('sms.signatureSecret'), 'vonage', 'signatureSecret'),
            ltrField('vonageFromNumber', t('sms.fromNumber')),
          ]
        : []),
    ];
  };
  const form = {
    fields,
    toForm,
    toInput,
    onValuesChange: (values: FormValues) =>
      setChoice(typeof values.provider === 'string' ? values.provider : null),
    labels: { submit: t('sms.save'), saved: t('sms.saved'), loadFailed: t('sms.loadFailed') },
  };
  const title = chosen === 'vonage' ? 'Vonage' : 'Twilio';
  const hook = (kind: 'Inbound' | 'Status') =>
    `${window.location.origin}/api/SmsWebhook/${title}${kind}?companyId=${session.company?.id ?? ''}`;

  return (
    <Stack gap="sm">
      {source ? (
        <SettingsForm<typeof platformSettingsCalls>
          definition={source.calls}
          getInput={source.getInput}
          // The platform's get answers the company's shape (`{ items }` of credentials), which the form reads.
          {...form}
        />
      ) : (
        <SettingsForm<typeof companySmsSettings>
          definition={companySmsSettings}
          getInput={COMPANY_INPUT}
          {...form}
        />
      )}
      {chosen === null ? null : chosen === 'log' ? (
        <Text size="sm" c="dimmed">
          {t('sms.logHint')}
        </Text>
      ) : source?.providerHint ? (
        source.providerHint
      ) : (
        <Stack gap={4}>
          <Text size="sm">{t('sms.webhooks')}</Text>
          {/* Wrapped, never scrolled: a scrolling block is a region no key reaches, and a narrow screen cuts it. */}
          <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {`${hook('Inbound')}\n${hook('Status')}`}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
