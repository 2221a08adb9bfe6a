import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SwitchCard } from '../../components/SwitchCard.tsx';
import { useDriverSharing } from '../../lib/driverSharing.tsx';

/**
 * The driver's consent to share their position, and what the phone is doing with it: sent only on shift and
 * with consent (ADR 74), by the watch of the driver's whole session (ADR 147), which this card only shows and
 * switches; what waits for the network is counted.
 */
export function PositionSharing() {
  const { t } = useTranslation('my-status');
  const sharing = useDriverSharing();
  if (!sharing) return null;
  const { consent, setConsent, onShift, state, waiting } = sharing;
  const status = !consent ? t('sharing.off') : !onShift ? t('sharing.offShift') : t(`sharing.${state}`);
  return (
    <SwitchCard
      label={t('sharing.consent')}
      description={t('sharing.consentHint')}
      checked={consent}
      onChange={setConsent}
    >
      <Text size="sm" c="dimmed" role="status">
        {status}
      </Text>
      {waiting > 0 ? (
        <Text size="sm" c="orange" role="status">
          {t('sharing.queued', { count: waiting })}
        </Text>
      ) : null}
    </SwitchCard>
  );
}
