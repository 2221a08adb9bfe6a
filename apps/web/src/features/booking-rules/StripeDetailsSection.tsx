import { stripeDetailsArea } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldSpec, FormValues } from '../../components/ResourceForm.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { useApiQuery } from '../../lib/query.ts';

/** The Stripe details read and written as one settings row (ADR 67): a get and the specification's update. */
const stripeDetails = {
  spec: { write: stripeDetailsArea.updateStripeDetails.permission },
  get: stripeDetailsArea.getStripeDetails,
  update: stripeDetailsArea.updateStripeDetails,
};

/** The update's body from the form: an empty secret box is left out, which keeps the stored secret. */
const toInput = (values: FormValues) => ({
  publishableKey: values.publishableKey,
  ...(values.secretKey ? { secretKey: values.secretKey } : {}),
  ...(values.webhookSecret ? { webhookSecret: values.webhookSecret } : {}),
});

/**
 * The company's Stripe keys (ConfigReservation/UpdateStripeDetails, ADR 0083). The secrets never come back to
 * the browser: each box shows only whether one is kept, and an empty box keeps it. The webhook's address is
 * shown for the company to give Stripe.
 */
export function StripeDetailsSection() {
  const { t } = useTranslation('booking-rules');
  // The same read as the form's (one request): the address the company gives Stripe for its webhook.
  const webhookPath = useApiQuery(routes.configReservation.getStripeDetails, { body: {} }).data?.webhookPath;
  const secret = (name: 'secretKey' | 'webhookSecret', isSet: boolean): FieldSpec => ({
    name,
    label: t(`stripe.${name}`),
    kind: 'secret',
    ltr: true,
    description: isSet ? t('stripe.kept') : t('stripe.none'),
  });
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('stripe.description')}
      </Text>
      <SettingsForm
        definition={stripeDetails}
        getInput={{ body: {} }}
        fields={(row) => [
          { name: 'publishableKey', label: t('stripe.publishableKey'), kind: 'text', ltr: true },
          secret('secretKey', row.secretKey.isSet),
          secret('webhookSecret', row.webhookSecret.isSet),
        ]}
        toForm={(row) => ({ publishableKey: row.publishableKey ?? '', secretKey: '', webhookSecret: '' })}
        toInput={toInput}
        labels={{ submit: t('stripe.save'), saved: t('stripe.saved'), loadFailed: t('stripe.loadFailed') }}
      />
      {webhookPath ? (
        <Text size="sm" mt="sm">
          {t('stripe.webhook')} <Code dir="ltr">{new URL(webhookPath, window.location.origin).href}</Code>
        </Text>
      ) : null}
    </>
  );
}
