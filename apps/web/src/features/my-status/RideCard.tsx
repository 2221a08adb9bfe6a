import type { BoardCard } from '@curbside/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPhone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyCardHeading } from '../../entities/party/PartyCardHeading.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { useCompanyTime } from '../../lib/session.tsx';
import { relativeMinutes } from './relative.ts';

/** The ride steps in the order a ride takes them: the first one a card allows is its primary action. */
export const FORWARD_STEPS = ['PickUp', 'Intransit', 'DropOff'] as const;
export type RideStep = (typeof FORWARD_STEPS)[number] | 'UnDoPickup';

/**
 * Where the driver heads next: the guest's shared position or the pick-up place before the pick-up, the
 * destination after it. A search for the place's name, so it opens in whichever maps app the phone has.
 */
export function directionsUrl(party: BoardCard): string {
  const pickedUp = party.status === 3 || party.status === 4;
  const destination = pickedUp
    ? party.toLocationName
    : party.guestLatitude !== null && party.guestLongitude !== null
      ? `${party.guestLatitude},${party.guestLongitude}`
      : party.fromLocationName;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

interface RideCardProps {
  party: BoardCard;
  /** The steps this card allows, in order. */
  steps: readonly RideStep[];
  now: Date;
  busy: boolean;
  /** The step under way on this card, if any. */
  running: RideStep | undefined;
  onStep: (step: RideStep) => void;
}

/**
 * One ride as the driver sees it: who, where and when (relative to now, the clock time beside it), a call and
 * a directions link, one primary step and the others quieter. No money: a driver's work needs none.
 */
export function RideCard({ party, steps, now, busy, running, onStep }: RideCardProps) {
  const { t, i18n } = useTranslation('my-status');
  const when = useCompanyTime();
  const primary = steps.find((step) => step !== 'UnDoPickup');
  const pickedUp = party.status === 3 || party.status === 4;
  const card = useRef<HTMLElement>(null);
  const primaryButton = useRef<HTMLButtonElement>(null);
  const stepped = useRef(false);
  // A step's buttons are disabled while it runs, and a browser drops the focus of a disabled button to the page:
  // a driver on a keyboard (or a switch) would start over from the top after each step. Once the step ends, the
  // focus goes to the card's next step, or the card when it has none.
  useEffect(() => {
    if (running) {
      stepped.current = true;
      return;
    }
    if (!stepped.current) return;
    stepped.current = false;
    if (document.activeElement === document.body || document.activeElement === null)
      (primaryButton.current ?? card.current)?.focus();
  }, [running]);
  return (
    <Paper
      ref={card}
      tabIndex={-1}
      withBorder
      p="md"
      radius="lg"
      component="article"
      aria-label={`${t('partyText.number', { number: party.number })} ${party.guestName}`}
    >
      <Stack gap="xs">
        <PartyCardHeading party={party} badgeSize="lg" />
        <Group gap="md">
          <Text size="sm" fw={600}>
            {relativeMinutes(new Date(party.scheduledAt), now, localeOf(i18n.language))}
          </Text>
          <Text size="sm" c="dimmed">
            {when(party.scheduledAt)}
          </Text>
          <Text size="sm">{t('partyText.guests', { count: party.adults + party.children })}</Text>
          <Text size="sm">{t('partyText.luggage', { count: party.luggage })}</Text>
        </Group>
        {party.externalNotes ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {party.externalNotes}
          </Text>
        ) : null}
        <Group gap="xs">
          {party.phone ? (
            <Button
              component="a"
              href={`tel:${party.phone.replace(/[^\d+]/g, '')}`}
              variant="light"
              leftSection={<IconPhone size={16} aria-hidden />}
              aria-label={t('myStatus.callGuest', { name: party.guestName })}
            >
              {t('myStatus.call')}
            </Button>
          ) : null}
          <Button
            component="a"
            href={directionsUrl(party)}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            leftSection={<IconMapPin size={16} aria-hidden />}
            aria-label={t(pickedUp ? 'myStatus.navigateTo' : 'myStatus.navigateFrom', {
              place: pickedUp ? party.toLocationName : party.fromLocationName,
            })}
          >
            {t('myStatus.navigate')}
          </Button>
        </Group>
        {primary ? (
          <Button
            ref={primaryButton}
            variant="filled"
            size="lg"
            mih={52}
            mt="xs"
            fullWidth
            loading={running === primary}
            disabled={busy}
            onClick={() => onStep(primary)}
          >
            {t(`party.action.${primary}`)}
          </Button>
        ) : null}
        {steps.length > (primary ? 1 : 0) ? (
          // The other steps, quieter, on their own line so that no label is cut.
          <Group gap="xs" wrap="wrap">
            {steps
              .filter((step) => step !== primary)
              .map((step) => (
                <Button
                  key={step}
                  variant={step === 'UnDoPickup' ? 'subtle' : 'default'}
                  loading={running === step}
                  disabled={busy}
                  onClick={() => onStep(step)}
                >
                  {t(`party.action.${step}`)}
                </Button>
              ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
