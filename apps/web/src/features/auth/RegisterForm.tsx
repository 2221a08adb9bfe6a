import { registerCompanyBody } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { countryDefaults } from '@curbside/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, ResourceForm } from '../../components/ResourceForm.tsx';
import { useCountryOptions } from '../../lib/countries.ts';
import { useWrite } from '../../lib/query.ts';
import { useTimeZoneField } from '../../lib/timeZones.ts';
import { AuthHeading, BackToSignIn, MailSent } from './AuthHeading.tsx';

/** The browser's own zone as the first guess: a hotel signs up from where it is, most of the time. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A hotel signs itself up: the company, its administrator, and a box nobody sees (bots fill every box; the
 * server quietly drops a sign-up that has it). The answer is the same whatever the address, so the page says
 * only that an e-mail is on its way.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const { call: register } = useWrite(routes.company.registerCompany);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const zoneField = useTimeZoneField();
  const countries = useCountryOptions();

  if (sentTo) {
    return (
      <MailSent
        heading={t('auth.register.title')}
        sent={
          <>
            {t('auth.register.sent')} <span dir="ltr">{sentTo}</span>
          </>
        }
        hint={t('auth.register.sentHint')}
      />
    );
  }

  const fields: FieldSpec[] = [
    { name: 'name', label: t('auth.register.company'), kind: 'text' },
    {
      name: 'country',
      label: t('auth.register.country'),
      kind: 'select',
      options: countries,
      // The country's currency and time zone, until the person chooses others.
      suggests: (country) => countryDefaults(String(country)),
    },
    { name: 'timeZone', label: t('auth.register.timeZone'), ...zoneField },
    { name: 'currency', label: t('auth.register.currency'), kind: 'text', ltr: true },
    { name: 'administratorName', label: t('auth.register.yourName'), kind: 'text' },
    { name: 'administratorEmail', label: t('common.email'), kind: 'text', ltr: true },
  ];
  return (
    <>
      <AuthHeading id="register-title" title={t('auth.register.title')} subtitle={t('auth.register.body')} />
      <ResourceForm
        schema={registerCompanyBody}
        fields={fields}
        initial={{
          name: '',
          country: 'US',
          timeZone: browserZone(),
          currency: 'USD',
          administratorName: '',
          administratorEmail: '',
          language: i18n.language === 'ar' ? 'ar' : 'en',
          website: '',
        }}
        submitLabel={t('auth.register.submit')}
        extra={(values, set) => (
          // Out of sight and out of the tab order; its label tells a screen reader to leave it. Pushed out on the
          // side the page does not scroll to (the start: the left in English, the right in Arabic), or a page
          // right to left would scroll 10,000 pixels wide.
          <div
            style={{
              position: 'absolute',
              insetInlineStart: '-10000px',
              width: 1,
              height: 1,
              overflow: 'hidden',
            }}
          >
            <TextInput
              label={t('auth.register.honeypot')}
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={String(values.website ?? '')}
              onChange={(event) => set('website', event.currentTarget.value)}
            />
          </div>
        )}
        onSubmit={async (values) => {
          const body = registerCompanyBody.parse(values);
          await register({ body });
          setSentTo(body.administratorEmail);
        }}
      />
      <BackToSignIn />
    </>
  );
}
