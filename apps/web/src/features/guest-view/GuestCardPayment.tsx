import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Alert, Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { IconCreditCard } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../lib/errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { useWrite } from '../../lib/query.ts';

type Started = ResponseOf<typeof contract.reservation.startGuestCardPayment>;
type Stage = 'idle' | 'starting' | 'card' | 'paying' | 'paid';

/** Stripe's own script, fetched only when a guest chooses to pay (never with the page, never in the shell). */
async function stripeFor(publishableKey: string, language: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey, { locale: language === 'ar' ? 'ar' : 'en' });
}

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
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  // One key per visit: pressing "pay" again after a failure answers the same PaymentIntent.
  const [idempotencyKey] = useState(() => `guest-${crypto.randomUUID()}`);
  const { call: start } = useWrite(routes.reservation.startGuestCardPayment);
  const [started, setStarted] = useState<Started | null>(null);
  const amount = formatMoney(balanceCents, currency, i18n.language);

  useEffect(() => {
    if (stage !== 'card' || !started || !mountPoint.current || stripe.current) return;
    const target = mountPoint.current;
    let cancelled = false;
    stripeFor(started.publishableKey, i18n.language)
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded) throw new Error('stripe');
        const elements = loaded.elements({ clientSecret: started.clientSecret });
        elements.create('payment').mount(target);
        stripe.current = { stripe: loaded, elements };
      })
      .catch(() => {
        setError(t('pay.unavailable'));
        setStage('idle');
      });
    return () => {
      cancelled = true;
    };
  }, [stage, started, i18n.language, t]);

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

  const pay = async () => {
    if (!stripe.current) return;
    setError(null);
    setStage('paying');
    const result = await stripe.current.stripe.confirmPayment({
      elements: stripe.current.elements,
      redirect: 'if_required',
      confirmParams: { return_url: window.location.href },
    });
    if (result.error) {
      // Stripe's own words for the card's problem, in the guest's language (declined, expired…).
      setError(result.error.message ?? t('pay.failed'));
      setStage('card');
      return;
    }
    setStage('paid');
    onPaid();
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
              <>
                <Box ref={mountPoint} aria-label={t('pay.card')} role="group" />
                <Button loading={stage === 'paying'} onClick={() => void pay()}>
                  {t('pay.confirm', { amount })}
                </Button>
              </>
            )}
          </>
        )}
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
