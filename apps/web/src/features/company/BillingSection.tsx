import { companyBillingAddress, companySettings } from '@curbside/contract';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useCountryOptions } from './ProfileSection.tsx';

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
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-billing">
      <Title order={2} fz="h5" mb="sm" id="company-billing">
        {t('company.billing.title')}
      </Title>
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
    </Paper>
  );
}

/** The company's working switches (`Company/UpdateCompanySettings`). */
export function WorkingSettingsSection() {
  const { t } = useTranslation('company');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-settings">
      <Title order={2} fz="h5" mb="sm" id="company-settings">
        {t('company.settingsTitle')}
      </Title>
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
    </Paper>
  );
}
