import { Box, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardIntent, type MountedCardForm, useCardElements } from '../lib/card-element.ts';
import { FormErrorAlert } from './FormError.tsx';

export interface CardEntryProps {
  intent: CardIntent;
  /** The confirm button's words, with the amount ("Pay $42.50", "Charge $42.50"). */
  confirmLabel: string;
  /** Stripe took the card; the party is paid when its webhook reaches the server. */
  onConfirmed: () => void;
  /** The provider's script could not be loaded: the caller goes back to its start. */
  onUnavailable: () => void;
}

/**
 * The card provider's own element, mounted for one payment intent, and the button confirming it. Card details go
 * from this browser to the provider, never to our server (ADR 0084).
 */
export function CardEntry({ intent, confirmLabel, onConfirmed, onUnavailable }: CardEntryProps) {
  const { t, i18n } = useTranslation();
  const cardElements = useCardElements();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<MountedCardForm | null>(null);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Mounted once per intent: the element holds what was typed, so a new language does not mount it again.
  const language = useRef(i18n.language);
  const unavailable = useRef(onUnavailable);
  unavailable.current = onUnavailable;

  useEffect(() => {
    const target = mountPoint.current;
    if (!target) return;
    let cancelled = false;
    cardElements
      .mount(target, intent, language.current)
      .then((mounted) => {
        if (!cancelled) setForm(mounted);
      })
      .catch(() => {
        if (!cancelled) unavailable.current();
      });
    return () => {
      cancelled = true;
    };
  }, [cardElements, intent]);

  const confirm = async () => {
    if (!form) return;
    setError(null);
    setPaying(true);
    const result = await form.confirm(window.location.href);
    setPaying(false);
    // The provider's own words for the card's problem (declined, expired…), in the language it was opened in.
    if (result.error !== null) setError(result.error || t('cardEntry.failed'));
    else onConfirmed();
  };

  return (
    <Stack gap="xs">
      <Box ref={mountPoint} aria-label={t('cardEntry.card')} role="group" />
      {form ? (
        <Button loading={paying} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      ) : (
        <Loader size="sm" aria-label={t('common.loading')} />
      )}
      <FormErrorAlert message={error} />
    </Stack>
  );
}
