import { twilioNumberChoice } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { type FieldSpec, type FormValues, ResourceForm } from '../../components/ResourceForm.tsx';
import { Section } from '../../components/Section.tsx';
import { countryOptions } from '../../lib/countries.ts';
import { localeOf } from '../../lib/i18n.ts';
import { wordOptions } from '../../lib/options.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useApiQuery, useWrite } from '../../lib/query.ts';

const INITIAL: FormValues = { mode: 'buy', country: 'US', areaCode: '', phoneNumberSid: '' };

/**
 * The company's texts on its page in the platform console (ADR 118): whose provider sends them now and from which
 * number, and a number on the platform's Twilio account bought or assigned for it (`Company/SetupTwilioNumber`).
 */
export function TwilioNumber({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('usage-reports');
  const input = { body: { companyId } };
  const sender = useApiQuery(routes.company.getCompanySmsSender, input);
  const setup = useWrite(routes.company.setupTwilioNumber);
  const [mode, setMode] = useState('buy');
  const [form, setForm] = useState(0);
  const countries = useMemo(() => countryOptions(localeOf(i18n.language)), [i18n.language]);

  const fields: FieldSpec[] = [
    {
      name: 'mode',
      label: t('twilioNumber.mode'),
      kind: 'select',
      options: wordOptions(t, 'twilioNumber', ['buy', 'assign']),
    },
    ...(mode === 'assign'
      ? [
          {
            name: 'phoneNumberSid',
            label: t('twilioNumber.sid'),
            description: t('twilioNumber.sidHint'),
            kind: 'text',
            ltr: true,
          } as const,
        ]
      : [
          { name: 'country', label: t('twilioNumber.country'), kind: 'select', options: countries } as const,
          {
            name: 'areaCode',
            label: t('twilioNumber.areaCode'),
            description: t('twilioNumber.areaCodeHint'),
            kind: 'text',
            ltr: true,
          } as const,
        ]),
  ];

  const now = sender.data;
  return (
    <Section id="twilio-number" title={t('twilioNumber.title')}>
      <Stack gap="sm">
        {loadingOrFailed(sender, t('twilioNumber.loadFailed')) ??
          (now ? (
            <Stack gap={4}>
              {now.source === 'log' ? (
                <Alert color="yellow" title={t('twilioNumber.noProvider')}>
                  {t('twilioNumber.noProviderHint')}
                </Alert>
              ) : (
                <Text size="sm">
                  {t(
                    now.source === 'company' ? 'twilioNumber.ownProvider' : 'twilioNumber.platformProvider',
                    {
                      provider: now.provider === 'twilio' ? 'Twilio' : 'Vonage',
                    },
                  )}{' '}
                  <PhoneText phone={now.fromNumber} fallback="—" />
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('twilioNumber.platformNumber')}{' '}
                <PhoneText phone={now.platformNumber} fallback={t('twilioNumber.none')} />
              </Text>
            </Stack>
          ) : null)}
        <ResourceForm
          key={form}
          schema={twilioNumberChoice}
          fields={fields}
          initial={INITIAL}
          submitLabel={mode === 'assign' ? t('twilioNumber.submitAssign') : t('twilioNumber.submitBuy')}
          onValuesChange={(values) => setMode(values.mode === 'assign' ? 'assign' : 'buy')}
          onSubmit={async (values) => {
            await setup.call({ body: { ...twilioNumberChoice.parse(values), companyId } });
            await sender.refetch();
            setForm((n) => n + 1);
          }}
        />
      </Stack>
    </Section>
  );
}
