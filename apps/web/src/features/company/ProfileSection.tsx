import { companyProfileSettings } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import {
  type Clock,
  type CompanyCountry,
  callingCodeOf,
  defaultClockOf,
  formatPhone,
} from '@curbside/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useCountryOptions } from '../../lib/countries.ts';
import { formatMoment } from '../../lib/dates.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useMomentStyle } from '../../lib/session.tsx';
import { type ListedZone, useTimeZoneField } from '../../lib/timeZones.ts';

const NO_ZONES: readonly ListedZone[] = [];

/** A sample number of the country, written as the country will see it. */
const samplePhone = (country: CompanyCountry) =>
  formatPhone(
    country === 'US' || country === 'CA' ? '+12125550100' : `+${callingCodeOf(country)}${'5'.repeat(9)}`,
    country,
  );

/** The company's time zone, country (phone format) and clock: the profile's settings definition. */
export function ProfileSection() {
  const { t } = useTranslation('company');
  const style = useMomentStyle();
  const countries = useCountryOptions();
  const zones = useApiQuery(routes.company.getTimeZoneList, { body: {} });
  const profile = useApiQuery(routes.company.getCompanyProfile, { body: {} });
  const zoneField = useTimeZoneField(zones.data?.items ?? NO_ZONES);
  const clockLabel = (value: Clock) => t(value === '12' ? 'company.clock12' : 'company.clock24');
  const country = profile.data?.country ?? 'US';

  return (
    <Section id="company-profile" title={t('company.profileTitle')}>
      <SettingsForm
        definition={companyProfileSettings}
        fields={[
          {
            name: 'timeZone',
            label: t('company.timeZone'),
            description: t('company.timeZoneHint'),
            ...zoneField,
          },
          {
            name: 'country',
            label: t('company.country'),
            description: t('company.countryHint'),
            kind: 'select',
            options: countries,
          },
          {
            name: 'clock',
            label: t('company.clock'),
            kind: 'select',
            options: [
              {
                value: 'country',
                label: t('company.clockCountry', { clock: clockLabel(defaultClockOf(country)) }),
              },
              { value: '12', label: clockLabel('12') },
              { value: '24', label: clockLabel('24') },
            ],
          },
        ]}
        toForm={(row) => ({
          timeZone: row.timeZone,
          country: row.country,
          clock: row.chosenClock ?? 'country',
        })}
        toInput={(values) => ({ ...values, clock: values.clock === 'country' ? null : values.clock })}
      />
      {profile.data ? (
        <Text size="sm" mt="sm" data-testid="company-preview">
          {t('company.preview', {
            time: formatMoment(new Date(), style, true),
            phone: `\u2066${samplePhone(profile.data.country)}\u2069`,
          })}
        </Text>
      ) : null}
    </Section>
  );
}
