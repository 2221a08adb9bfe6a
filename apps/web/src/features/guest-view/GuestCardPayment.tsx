import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardEntry } from '../../components/CardEntry.tsx';
import { FormErrorAlert } from '../../components/FormError.tsx';
import { describeError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { useWrite } from '../../lib/query.ts';

type Started = ResponseOf<typeof contract.reservation.startGuestCardPayment>;
type Stage = 'idle' | 'starting' | 'card' | 'paid';

/**
 * The guest pays what their ride still owes, by card, in Stripe's own card element (ADR 0084): the server makes
 * the PaymentIntent and hands back only its client secret; the card number goes from the guest's browser to
 * Stripe and never to us. The ride shows as paid when Stripe's webhook has told the server, on the page's next
 * refresh.
 */
export function GuestCardPayment({
  partyKey,
  balanceCents,
  currency,
  onPaid,
}: {
  partyKey: string;
  balanceCents: number;
  currency: string;
  onPaid: () => void;
}) {
  const { t, i18n } = useTranslation('guest-view');
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  // One key per visit: pressing "pay" again after a failure answers the same PaymentIntent.
  const [idempotencyKey] = useState(() => `guest-${crypto.randomUUID()}`);
  const { call: start } = useWrite(routes.reservation.startGuestCardPayment);
  const [started, setStarted] = useState<Started | null>(null);
  const amount = formatMoney(balanceCents, currency, i18n.language);

  const begin = async () => {
    setError(null);
    setStage('starting');
    try {
      setStarted(await start({ body: { key: partyKey, idempotencyKey } }));
      setStage('card');
    } catch (failure) {
      setError(describeError(failure, t));
      setStage('idle');
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="guest-pay">
      <Stack gap="sm">
        <Title order={2} fz="h5" id="guest-pay">
          {t('pay.title')}
        </Title>
        {stage === 'paid' ? (
          <Alert color="teal" role="status">
            {t('pay.paid')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('pay.owed', { amount })}</Text>
            <Text size="sm" c="dimmed">
              {t('pay.privacy')}
            </Text>
            {stage === 'idle' || stage === 'starting' ? (
              <Button
                leftSection={<IconCreditCard size={16} aria-hidden />}
                loading={stage === 'starting'}
                onClick={() => void begin()}
              >
                {t('pay.start', { amount })}
              </Button>
            ) : (
              started && (
                <CardEntry
                  intent={started}
                  confirmLabel={t('pay.confirm', { amount })}
                  onConfirmed={() => {
                    setStage('paid');
                    onPaid();
                  }}
                  onUnavailable={() => {
                    setError(t('pay.unavailable'));
                    setStage('idle');
                  }}
                />
              )
            )}
          </>
        )}
        <FormErrorAlert message={error} />
      </Stack>
    </Paper>
  );
}
