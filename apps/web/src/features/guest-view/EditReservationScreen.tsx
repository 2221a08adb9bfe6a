import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { PARTY_STATUS } from '@curbside/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { DayAndTimeInputs } from '../../components/DayAndTimeInputs.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { CallFailureAlert } from '../../components/FormError.tsx';
import CustomFieldInputs from '../../entities/party/CustomFieldInputs.tsx';
import { answersToSend, type CustomDraft, missingAnswers } from '../../entities/party/custom-answers.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';

type GuestParty = ResponseOf<typeof contract.reservation.getGuestPartyInformation>;

/** The party's pick-up as the date and time fields take them, in the company's zone (the server reads them so). */
function pickUpFields(party: GuestParty): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: party.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(party.scheduledAt));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** The form: what the guest may change, filled from the party as the page read it. */
function ChangeForm({
  partyKey,
  party,
  cancelFirst,
}: {
  partyKey: string;
  party: GuestParty;
  cancelFirst: boolean;
}) {
  const { t } = useTranslation('guest-view');
  const reservation = party.status === PARTY_STATUS.Reservation;
  const [when, setWhen] = useState(() => pickUpFields(party));
  const [counts, setCounts] = useState({
    adults: party.adults,
    children: party.children,
    luggage: party.luggage,
  });
  const [note, setNote] = useState(party.externalNotes);
  // The company's own questions the link asks (ADR 0085), answered as the party has them.
  const [answers, setAnswers] = useState<CustomDraft>(() => party.customValues);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(cancelFirst);
  const edit = useWrite(routes.reservation.editGuestReservation);
  const cancel = useWrite(routes.reservation.cancelGuestReservation);
  const failure = edit.error ?? cancel.error;

  if (cancel.data || edit.data) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t(cancel.data ? 'edit.cancelled' : 'edit.saved')}
      </Alert>
    );
  }
  const count = (field: keyof typeof counts) => ({
    label: t(`edit.${field}`),
    min: 0,
    max: 100,
    allowDecimal: false,
    value: counts[field],
    onChange: (value: string | number) =>
      setCounts((current) => ({ ...current, [field]: Number(value) || 0 })),
  });
  const noGuests = counts.adults + counts.children === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = missingAnswers(party.askedFields, answers, t('edit.required'));
    setMissing(blank);
    if (noGuests || Object.keys(blank).length > 0) return;
    void edit.run({
      body: {
        key: partyKey,
        version: party.version,
        ...counts,
        externalNotes: note,
        customValues: answersToSend(party.askedFields, answers),
        ...(reservation ? { reservationDate: when.date, reservationTime: when.time } : {}),
      },
    });
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {reservation ? (
            <Group grow align="flex-start">
              <DayAndTimeInputs
                value={when}
                onChange={setWhen}
                date={{ label: t('edit.date'), required: true }}
                time={{ label: t('edit.time'), required: true }}
              />
            </Group>
          ) : null}
          <Group grow align="flex-start">
            <NumberInput {...count('adults')} error={noGuests ? t('edit.atLeastOneGuest') : undefined} />
            <NumberInput {...count('children')} />
            {party.showsLuggage ? <NumberInput {...count('luggage')} /> : null}
          </Group>
          {party.showsNotes ? (
            <Textarea
              label={t('edit.note')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={1_000}
              autosize
              minRows={2}
            />
          ) : null}
          <CustomFieldInputs
            fields={party.askedFields}
            values={answers}
            errors={{ ...edit.fieldErrors, ...missing }}
            onChange={(fieldId, value) => {
              setAnswers((current) => ({ ...current, [fieldId]: value }));
              setMissing(({ [`customValues.${fieldId}`]: _dropped, ...rest }) => rest);
            }}
          />
          <Text size="sm" c="dimmed">
            {t('edit.priceHint')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={edit.busy}>
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Paper withBorder radius="md" p="sm" component="section" aria-label={t('edit.cancelTitle')}>
        {confirming ? (
          <Stack gap="xs">
            <Text fw={600}>{t('edit.cancelQuestion')}</Text>
            <Group gap="xs">
              <Button
                color="red"
                loading={cancel.busy}
                onClick={() => void cancel.run({ body: { key: partyKey, version: party.version } })}
              >
                {t('edit.cancelYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('edit.cancelNo')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t('edit.cancelRide')}
          </Button>
        )}
      </Paper>
      <CallFailureAlert error={failure} t={t} />
    </Stack>
  );
}

/**
 * `/EditReservation/{key}/{commandType}/...`: the guest changes or cancels their booking. The key alone decides
 * whose party it is; the ids and names further in the path are the specification's and are never read.
 * `commandType` CANCEL opens on the cancel question.
 */
export default function EditReservationScreen() {
  const { t } = useTranslation('guest-view');
  const { key = '', commandType = '' } = useParams();
  const party = useApiQuery(
    routes.reservation.getGuestPartyInformation,
    { body: { key } },
    { staleTime: 0, retry: false },
  );
  if (party.isPending) return <ScreenLoader />;
  if (!party.data) {
    return <EmptyState title={t('guestView.unknownLink')} description={t('guestView.unknownLinkHint')} />;
  }
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1} fz="h3">
        {t('edit.title', { number: party.data.number })}
      </Title>
      <Text c="dimmed">
        {t('guestView.route', { from: party.data.fromLocationName, to: party.data.toLocationName })}
      </Text>
      {party.data.canChange ? (
        <ChangeForm partyKey={key} party={party.data} cancelFirst={commandType.toUpperCase() === 'CANCEL'} />
      ) : (
        <Alert variant="light" role="status">
          {t('edit.closed')}
        </Alert>
      )}
      <Anchor component={Link} to={`/GuestView/${key}`}>
        {t('edit.back')}
      </Anchor>
    </Stack>
  );
}
