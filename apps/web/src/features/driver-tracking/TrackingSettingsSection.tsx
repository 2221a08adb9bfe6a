import { driverTrackingSettings, SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SettingsForm } from '../../components/SettingsForm.tsx';

/**
 * The company's tracking settings (ADR 74), for those who manage settings: how many days positions are kept and
 * how often a driver's phone sends its position.
 */
export function TrackingSettingsSection() {
  const { t } = useTranslation('driver-tracking');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tracking-settings" maw={640}>
      <Title order={2} fz="h5" mb="sm" id="tracking-settings">
        {t('settings.title')}
      </Title>
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
    </Paper>
  );
}
