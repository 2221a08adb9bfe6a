import { driverTrackingSettings, SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';

/**
 * The company's tracking settings (ADR 74), for those who manage settings: how many days positions are kept and
 * how often a driver's phone sends its position.
 */
export function TrackingSettingsSection() {
  const { t } = useTranslation('driver-tracking');
  return (
    <Section id="tracking-settings" title={t('settings.title')} maw={640}>
      <SettingsForm
        definition={driverTrackingSettings}
        fields={[
          {
            name: 'retentionDays',
            label: t('settings.retentionDays'),
            description: t('settings.retentionDaysHint'),
            kind: 'integer',
            min: 1,
            max: 365,
          },
          {
            name: 'sendIntervalSeconds',
            label: t('settings.sendIntervalSeconds'),
            description: t('settings.sendIntervalSecondsHint'),
            kind: 'integer',
            min: SEND_INTERVAL_SECONDS.min,
            max: SEND_INTERVAL_SECONDS.max,
          },
        ]}
      />
    </Section>
  );
}
