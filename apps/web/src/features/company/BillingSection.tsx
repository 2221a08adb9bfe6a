import { companyBillingAddress, companySettings } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useCountryOptions } from '../../lib/countries.ts';

/** The address the platform bills the company at (`Company/UpdateCompanyBillingAddress`). */
export function BillingSection() {
  const { t } = useTranslation('company');
  const countries = useCountryOptions();
  const text = (name: string, extra: { ltr?: boolean } = {}) => ({
    name,
    label: t(`company.billing.${name}`),
    kind: 'text' as const,
    ...extra,
  });
  return (
    <Section id="company-billing" title={t('company.billing.title')}>
      <SettingsForm
        definition={companyBillingAddress}
        fields={[
          text('legalName'),
          text('line1'),
          text('line2'),
          text('city'),
          text('region'),
          text('postalCode', { ltr: true }),
          { name: 'country', label: t('company.billing.country'), kind: 'select', options: countries },
          text('email', { ltr: true }),
          text('taxId', { ltr: true }),
        ]}
      />
    </Section>
  );
}

/** The company's working switches (`Company/UpdateCompanySettings`). */
export function WorkingSettingsSection() {
  const { t } = useTranslation('company');
  return (
    <Section id="company-settings" title={t('company.settingsTitle')}>
      <SettingsForm
        definition={companySettings}
        fields={[
          {
            name: 'dispatchRequiresVehicle',
            label: t('company.dispatchRequiresVehicle'),
            description: t('company.dispatchRequiresVehicleHint'),
            kind: 'switch',
          },
        ]}
      />
    </Section>
  );
}
