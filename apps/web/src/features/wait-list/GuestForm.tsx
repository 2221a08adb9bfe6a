import {
  type quoteSuggestion,
  type WaitListEntry,
  waitListInput,
  type waitTypeEntry,
} from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { type MessageLanguage, messageLanguageOf, sizeBandOf } from '@curbside/domain';
import { Alert, Anchor, Box, Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { coversAllFieldErrors, FormErrorAlert } from '../../components/FormError.tsx';
import { LabelledSegmentedControl } from '../../components/LabelledSegmentedControl.tsx';
import { languageOptions } from '../../lib/options.ts';
import { useWrite } from '../../lib/query.ts';
import { useAllowed } from '../../lib/session.tsx';
import { useFocusInvalid } from '../../lib/useFocusInvalid.ts';
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

/** The fields a refusal may name, shown beside them; any other problem is shown under the form. */
const PLACED_FIELDS = ['waitTypeId', 'guestName', 'phone', 'partySize', 'quotedMinutes'];
const FULL_ON_PHONE = { base: '100%', sm: 'auto' };
const HALF_ON_PHONE = 'calc(50% - var(--mantine-spacing-xs) / 2)';

interface Props {
  waitTypes: z.infer<typeof waitTypeEntry>[];
  suggestions: z.infer<typeof quoteSuggestion>[];
  /** A guest on the list to correct (a name or phone typed wrong, a party grown); none to add a guest. */
  entry?: WaitListEntry;
  /** Called once the guest is saved. */
  onSaved?: () => void;
}

/**
 * Adds a guest, or corrects one still on the list: the quote starts at the suggestion from history for the chosen
 * wait type and party size (with how many past guests it rests on) until the host types their own. A new guest is
 * texted in the language the host reads until the host chooses the guest's (ADR 211).
 */
export function GuestForm({ waitTypes, suggestions, entry, onSaved }: Props) {
  const { t, i18n } = useTranslation('wait-list');
  const save = useWrite(routes.waitList.addOrEditWaitListParty);
  const invalid = useFocusInvalid();
  const [waitTypeId, setWaitTypeId] = useState<string | null>(entry?.waitTypeId ?? waitTypes[0]?.id ?? null);
  const [guestName, setGuestName] = useState(entry?.guestName ?? '');
  const [phone, setPhone] = useState(entry?.phone ?? '');
  // An edited guest's own language; for each guest added, the page's until the host chooses the guest's.
  const [chosenLanguage, setLanguage] = useState<MessageLanguage | null>(entry?.language ?? null);
  const language = chosenLanguage ?? messageLanguageOf(i18n.language);
  const [partySize, setPartySize] = useState<number | string>(entry?.partySize ?? 2);
  const [quote, setQuote] = useState<number | string | null>(entry?.quotedMinutes ?? null);

  const suggestion = suggestions.find(
    (s) => s.waitTypeId === waitTypeId && s.sizeBand === sizeBandOf(Number(partySize) || 1),
  );
  // The server suggests for every band of an active wait type; the wait type's default stands in otherwise.
  const fallback = waitTypes.find((w) => w.id === waitTypeId)?.defaultQuoteMinutes ?? 15;
  const quoted = quote ?? suggestion?.minutes ?? fallback;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!waitTypeId) return;
    const saved = await save.run({
      body: {
        // An edit replaces the entry's fields at the version the host read; its notes go back as they are.
        ...(entry ? { id: entry.id, version: entry.version, notes: entry.notes } : {}),
        waitTypeId,
        guestName,
        phone,
        language,
        partySize: Number(partySize),
        quotedMinutes: Number(quoted),
      },
    });
    if (!saved) {
      invalid.focusInvalid();
      return;
    }
    onSaved?.();
    if (entry) return;
    setGuestName('');
    setPhone('');
    setQuote(null);
    setLanguage(null);
  };
  const { fieldErrors } = save;

  if (waitTypes.length === 0) return <NoWaitTypes />;
  return (
    <form
      ref={invalid.ref}
      onSubmit={(event) => void submit(event)}
      aria-label={entry ? t('edit.title', { name: entry.guestName }) : t('add.title')}
      noValidate
    >
      {/*
       * Side by side where the stand is wide, wrapping rather than squeezing the button off; on a phone each field
       * takes the row, the two numbers share one.
       */}
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
          error={fieldErrors.waitTypeId}
          w={FULL_ON_PHONE}
        />
        <TextInput
          label={t('fields.guestName')}
          required
          maxLength={100}
          value={guestName}
          onChange={(e) => setGuestName(e.currentTarget.value)}
          error={fieldErrors.guestName}
          w={FULL_ON_PHONE}
        />
        <TextInput
          label={t('fields.phone')}
          type="tel"
          dir="ltr"
          maxLength={30}
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={fieldErrors.phone}
          w={FULL_ON_PHONE}
        />
        <NumberInput
          label={t('fields.partySize')}
          {...boundsOf(waitListInput.shape.partySize)}
          value={partySize}
          onChange={(value) => {
            setPartySize(value);
            setQuote(null);
          }}
          error={fieldErrors.partySize}
          w={{ base: HALF_ON_PHONE, sm: 110 }}
        />
        <NumberInput
          label={t('fields.quotedMinutes')}
          {...boundsOf(waitListInput.shape.quotedMinutes)}
          value={quoted}
          onChange={setQuote}
          error={fieldErrors.quotedMinutes}
          w={{ base: HALF_ON_PHONE, sm: 130 }}
        />
        <LabelledSegmentedControl
          label={t('fields.language')}
          value={language}
          onChange={setLanguage}
          data={languageOptions(t)}
        />
        <Button type="submit" loading={save.busy} w={FULL_ON_PHONE}>
          {entry ? t('edit.submit') : t('add.submit')}
        </Button>
      </Group>
      {suggestion ? (
        <Text size="xs" c="dimmed" mt={4}>
          {suggestion.basedOn > 0
            ? t('add.suggested', { minutes: suggestion.minutes, count: suggestion.basedOn })
            : t('add.suggestedDefault', { minutes: suggestion.minutes })}
        </Text>
      ) : null}
      {save.message && !coversAllFieldErrors(save.error, PLACED_FIELDS) ? (
        <Box mt="xs">
          <FormErrorAlert message={save.message} />
        </Box>
      ) : null}
    </form>
  );
}
