import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePositionSharing, useSharingConsent } from '../../lib/positionSharing.ts';

/**
 * The driver's consent to share their position, and what the phone is doing with it: sent only on shift and
 * with consent (ADR 74); what waits for the network is counted.
 */
export function PositionSharing({ userId, onShift }: { userId: string; onShift: boolean }) {
  const { t } = useTranslation('my-status');
  const [consent, setConsent] = useSharingConsent(userId);
  const { state, waiting } = usePositionSharing(consent && onShift);
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
