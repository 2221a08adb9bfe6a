import { bookingRules, paymentOptions } from '@curbside/contract';
import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { FieldSpec } from '../../components/ResourceForm.tsx';
import { Section } from '../../components/Section.tsx';
import { SettingsForm } from '../../components/SettingsForm.tsx';
import { StripeDetailsSection } from './StripeDetailsSection.tsx';

const SWITCHES = [
  'requireRoom',
  'requirePhone',
  'requireEmail',
  'requireFlight',
  'notifyBooked',
  'notifyDispatched',
  'notifyPickedUp',
  'notifyDroppedOff',
  'notifyCancelled',
  'guestMayReschedule',
  'guestMayResize',
  'guestMayCancel',
  'kioskRideNow',
  'kioskReservation',
] as const;

/**
 * `/Settings/ConfigurationSettings`: the company's booking rules (ConfigReservation/GetResSettings and
 * UpdateConfigReservation). The server enforces each of them on every path that books (ADR 0070); the form only
 * says what they are.
 */
export default function ConfigurationSettingsScreen() {
  const { t } = useTranslation('booking-rules');
  const integer = (name: string, min: number, max: number, nullable = false): FieldSpec => ({
    name,
    label: t(`fields.${name}`),
    description: nullable ? t('fields.noLimit') : undefined,
    kind: 'integer',
    min,
    max,
  });
  const switches = Object.fromEntries(
    SWITCHES.map((name) => [name, { name, label: t(`fields.${name}`), kind: 'switch' } as FieldSpec]),
  );
  const fields: FieldSpec[] = [
    integer('leadMinutes', 0, 10_080),
    integer('maxDaysAhead', 1, 3_650, true),
    integer('maxPartySize', 1, 100),
    integer('maxLuggagePerGuest', 0, 20, true),
    ...SWITCHES.slice(0, 4).map((name) => switches[name] as FieldSpec),
    integer('defaultGratuityPercent', 0, 100),
    ...SWITCHES.slice(4, 12).map((name) => switches[name] as FieldSpec),
    integer('guestChangeUntilMinutes', 0, 10_080),
    ...SWITCHES.slice(12).map((name) => switches[name] as FieldSpec),
  ];
  return (
    <>
      <PageHeader texts="booking-rules:rules" />
      <Stack gap="md" maw={720}>
        <Paper withBorder radius="md" p="md" component="section" aria-label={t('rules.title')}>
          <SettingsForm definition={bookingRules} fields={fields} />
        </Paper>
        <Section id="payment-options" title={t('payments.title')}>
          <SettingsForm
            definition={paymentOptions}
            fields={(['acceptCash', 'acceptAccount', 'acceptCard'] as const).map((name) => ({
              name,
              label: t(`payments.${name}`),
              kind: 'switch',
            }))}
          />
        </Section>
        <Section id="stripe-details" title={t('stripe.title')}>
          <StripeDetailsSection />
        </Section>
      </Stack>
    </>
  );
}
