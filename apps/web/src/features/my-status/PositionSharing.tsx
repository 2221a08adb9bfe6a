import { SEND_INTERVAL_SECONDS } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePositionSharing, useSharingConsent } from '../../lib/positionSharing.ts';
import { useApiQuery } from '../../lib/query.ts';

/**
 * The driver's consent to share their position, and what the phone is doing with it: sent only on shift and
 * with consent (ADR 74); what waits for the network is counted.
 */
export function PositionSharing({ userId, onShift }: { userId: string; onShift: boolean }) {
  const { t } = useTranslation('my-status');
  const [consent, setConsent] = useSharingConsent(userId);
  // The company's sending interval (its tracking settings); the default until they are read.
  const settings = useApiQuery(routes.driverTracking.getTrackingSettings, {});
  const everyMs = (settings.data?.sendIntervalSeconds ?? SEND_INTERVAL_SECONDS.default) * 1000;
  const { state, waiting } = usePositionSharing(consent && onShift, everyMs);
  const status = !consent ? t('sharing.off') : !onShift ? t('sharing.offShift') : t(`sharing.${state}`);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Switch
          size="md"
          label={t('sharing.consent')}
          description={t('sharing.consentHint')}
          checked={consent}
          onChange={(event) => setConsent(event.currentTarget.checked)}
        />
        <Text size="sm" c="dimmed" role="status">
          {status}
        </Text>
        {waiting > 0 ? (
          <Text size="sm" c="orange" role="status">
            {t('sharing.queued', { count: waiting })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
