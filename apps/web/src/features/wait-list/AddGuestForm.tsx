import { type quoteSuggestion, waitListInput, type waitTypeEntry } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { sizeBandOf } from '@curbside/domain';
import { Alert, Anchor, Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { describeError } from '../../lib/errors.ts';
import { useWrite } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';
import { boundsOf } from './bounds.ts';

/** A stand with no queue yet: the way to add one for who may, and whom to ask for who may not. */
function NoWaitTypes() {
  const { t } = useTranslation('wait-list');
  const maySet = useAllowed('screen:Settings/WaitTypes');
  return (
    <Alert color="yellow">
      {maySet ? (
        <Anchor component={Link} to="/Settings/WaitTypes">
          {t('add.noWaitTypes')}
        </Anchor>
      ) : (
        t('add.askForWaitTypes')
      )}
    </Alert>
  );
}

interface Props {
  waitTypes: z.infer<typeof waitTypeEntry>[];
  suggestions: z.infer<typeof quoteSuggestion>[];
}

/**
 * Adds a guest: the quote starts at the suggestion from history for the chosen wait type and party size (with
 * how many past guests it rests on) until the host types their own.
 */
export function AddGuestForm({ waitTypes, suggestions }: Props) {
  const { t } = useTranslation('wait-list');
  const { call: add } = useWrite(routes.waitList.addOrEditWaitListParty);
  const [waitTypeId, setWaitTypeId] = useState<string | null>(waitTypes[0]?.id ?? null);
  const [guestName, setGuestName] = useState('');
  const [phone, setPhone] = useState('');
  const [partySize, setPartySize] = useState<number | string>(2);
  const [quote, setQuote] = useState<number | string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const suggestion = suggestions.find(
    (s) => s.waitTypeId === waitTypeId && s.sizeBand === sizeBandOf(Number(partySize) || 1),
  );
  // The server suggests for every band of an active wait type; the wait type's default stands in otherwise.
  const fallback = waitTypes.find((w) => w.id === waitTypeId)?.defaultQuoteMinutes ?? 15;
  const quoted = quote ?? suggestion?.minutes ?? fallback;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!waitTypeId) return;
    setSaving(true);
    setFailure(null);
    try {
      await add({
        body: { waitTypeId, guestName, phone, partySize: Number(partySize), quotedMinutes: Number(quoted) },
      });
      setGuestName('');
      setPhone('');
      setQuote(null);
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setSaving(false);
    }
  };

  if (waitTypes.length === 0) return <NoWaitTypes />;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('add.title')}>
      {/* The fields wrap onto a second row where the stand is narrow, rather than squeezing the button off. */}
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label={t('fields.waitType')}
          data={waitTypes.map((w) => ({ value: w.id, label: w.name }))}
          value={waitTypeId}
          onChange={(value) => {
            setWaitTypeId(value);
            setQuote(null);
          }}
          allowDeselect={false}
        />
        <TextInput
          label={t('fields.guestName')}
          required
          maxLength={100}
          value={guestName}
          onChange={(e) => setGuestName(e.currentTarget.value)}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          dir="ltr"
          maxLength={30}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <NumberInput
          label={t('fields.partySize')}
          {...boundsOf(waitListInput.shape.partySize)}
          value={partySize}
          onChange={(value) => {
            setPartySize(value);
            setQuote(null);
          }}
          w={110}
        />
        <NumberInput
          label={t('fields.quotedMinutes')}
          {...boundsOf(waitListInput.shape.quotedMinutes)}
          value={quoted}
          onChange={setQuote}
          w={130}
        />
        <Button type="submit" loading={saving}>
          {t('add.submit')}
        </Button>
      </Group>
      {suggestion ? (
        <Text size="xs" c="dimmed" mt={4}>
          {suggestion.basedOn > 0
            ? t('add.suggested', { minutes: suggestion.minutes, count: suggestion.basedOn })
            : t('add.suggestedDefault', { minutes: suggestion.minutes })}
        </Text>
      ) : null}
      {failure ? (
        <Alert color="red" mt="xs">
          {failure}
        </Alert>
      ) : null}
    </form>
  );
}
