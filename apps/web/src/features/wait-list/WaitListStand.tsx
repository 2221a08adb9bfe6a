import { contract, type WaitListEntry } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { quoteMinutesLeft, WAIT_STATUS, type WaitAction } from '@curbside/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryContent } from '../../components/QueryContent.tsx';
import { showUndoToast } from '../../components/undo-toast.tsx';
import { describeError } from '../../lib/errors.ts';
import { PhoneText } from '../../lib/phone.tsx';
import { useWrite } from '../../lib/query.ts';
import { useTimeOfDay } from '../../lib/session.tsx';
import { useNow } from '../../lib/useNow.ts';
import { boundsOf } from './bounds.ts';
import { GuestForm } from './GuestForm.tsx';
import { useStand } from './useStand.ts';

/** The steps a card offers, in the order a host takes them; Delete stays in the guest's report. */
const CARD_ACTIONS: readonly WaitAction[] = ['Notify', 'Complete', 'NoShow', 'Cancel', 'Undo'];
const LEAVES_STAND: readonly WaitAction[] = ['Complete', 'NoShow', 'Cancel'];

function EntryCard(props: {
  entry: WaitListEntry;
  now: number;
  timeOfDay: (value: string) => string;
  busy: boolean;
  onAction: (entry: WaitListEntry, action: WaitAction) => void;
  onEdit: (entry: WaitListEntry) => void;
}) {
  const { t } = useTranslation('wait-list');
  const { entry, now } = props;
  const notified = entry.status === 12;
  // Red once the guest's own promise has passed; until then the minutes count to the expected time, which
  // waits for the guests ahead, so "min left" and "expected" on one card always agree.
  const overQuote = -quoteMinutesLeft(
    {
      joinedAt: Date.parse(entry.joinedAt),
      quotedMinutes: entry.quotedMinutes,
      delayMinutes: entry.delayMinutes,
    },
    now,
  );
  const missed = !notified && overQuote > 0;
  const left = entry.expectedAt ? Math.max(0, Math.ceil((Date.parse(entry.expectedAt) - now) / 60_000)) : 0;
  return (
    <Card
      withBorder
      role="listitem"
      aria-label={entry.guestName}
      style={missed ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{entry.guestName}</Text>
          {notified ? (
            <Badge color={entry.confirmedAt ? 'green' : 'blue'}>
              {entry.confirmedAt ? t('stand.confirmed') : t('stand.notified')}
            </Badge>
          ) : (
            <Badge variant="light">{t('stand.position', { position: entry.position ?? 0 })}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.waitTypeName} · {t('stand.partySize', { count: entry.partySize })}
          {entry.phone ? ' · ' : null}
          {entry.phone ? <PhoneText phone={entry.phone} fallback="" /> : null}
        </Text>
        <Text size="sm" c={missed ? 'red' : undefined} data-testid="countdown">
          {notified && entry.notifiedAt
            ? t('stand.calledAt', { time: props.timeOfDay(entry.notifiedAt) })
            : missed
              ? t('stand.late', { minutes: overQuote })
              : t('stand.left', { minutes: left })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('stand.quoted', { minutes: entry.quotedMinutes })}
          {entry.expectedAt && !notified
            ? ` · ${t('stand.expected', { time: props.timeOfDay(entry.expectedAt) })}`
            : ''}
        </Text>
        <Group gap="xs" mt="xs">
          {CARD_ACTIONS.filter((action) => entry.actions.includes(action)).map((action) => (
            <Button
              key={action}
              size="xs"
              variant={action === 'Notify' || action === 'Complete' ? 'filled' : 'default'}
              disabled={props.busy}
              onClick={() => props.onAction(entry, action)}
            >
              {t(`actions.${action}`)}
            </Button>
          ))}
          <Button
            size="xs"
            variant="subtle"
            disabled={props.busy}
            aria-label={t('edit.openLabel', { name: entry.guestName })}
            onClick={() => props.onEdit(entry)}
          >
            {t('edit.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The host stand: everyone waiting or called, live (any host's change, a guest's reply or the sweep patches
 * the guests it names, ADR 46), with a countdown from each quote that turns red when missed; adding a guest
 * with the suggested quote; the steps of each guest; and the delay broadcast. `compact` is the phone layout.
 */
export function WaitListStand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('wait-list');
  const timeOfDay = useTimeOfDay();
  const now = useNow(10_000);
  const stand = useStand();
  const { call: step } = useWrite(routes.waitList.updateWaitListStatus);
  const { call: broadcast } = useWrite(routes.waitList.broadcastWaitListDelay);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [delay, setDelay] = useState<number | string>(10);
  const [editing, setEditing] = useState<WaitListEntry | null>(null);

  const act = async (entry: WaitListEntry, action: WaitAction) => {
    setBusy(entry.id);
    setFailure(null);
    try {
      const done = await step({ body: { id: entry.id, version: entry.version, action } });
      // Seating, a no-show and a cancel take the card off the stand: the toast carries their undo.
      if (LEAVES_STAND.includes(action)) {
        showUndoToast(
          `wait-${entry.id}`,
          t(`stand.done.${action}`, { name: entry.guestName }),
          t('actions.Undo'),
          async () => {
            try {
              await step({ body: { id: entry.id, version: done.version, action: 'Undo' } });
            } catch (error) {
              setFailure(describeError(error, t));
            }
          },
        );
      }
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setBusy(null);
    }
  };

  // A click texts every guest waiting: asked once, naming how many, as a delete is.
  const waiting = stand.data?.items.filter((entry) => entry.status === WAIT_STATUS.Waiting).length ?? 0;
  const sendDelay = async () => {
    if (!window.confirm(t('delay.confirm', { count: waiting, minutes: Number(delay) }))) return;
    setFailure(null);
    try {
      const told = await broadcast({ body: { delayMinutes: Number(delay) } });
      setNotice(t('delay.sent', { count: told.told }));
    } catch (error) {
      setFailure(describeError(error, t));
    }
  };

  return (
    <Stack p={compact ? 'xs' : 'md'}>
      <PageHeader title={t('stand.title')} description={compact ? undefined : t('stand.description')} />
      {failure ? <Alert color="red">{failure}</Alert> : null}
      {notice ? (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {stand.data ? (
        <GuestForm waitTypes={stand.data.waitTypes} suggestions={stand.data.suggestions} />
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('edit.title', { name: editing.guestName }) : ''}
        size="lg"
      >
        {editing && stand.data ? (
          <GuestForm
            waitTypes={stand.data.waitTypes}
            suggestions={stand.data.suggestions}
            entry={editing}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Modal>
      <Group align="end" gap="xs">
        <NumberInput
          label={t('delay.minutes')}
          {...boundsOf(contract.waitList.broadcastWaitListDelay.body.shape.delayMinutes)}
          value={delay}
          onChange={setDelay}
          w={compact ? 120 : 160}
        />
        <Button variant="light" color="orange" disabled={waiting === 0} onClick={() => void sendDelay()}>
          {t('delay.send')}
        </Button>
      </Group>
      <QueryContent query={stand} texts="wait-list:stand" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <SimpleGrid
            cols={compact ? 1 : { base: 1, sm: 2, lg: 3 }}
            role="list"
            aria-label={t('stand.listLabel')}
          >
            {data.items.map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                now={now}
                timeOfDay={timeOfDay}
                busy={busy === entry.id}
                onAction={(e, a) => void act(e, a)}
                onEdit={setEditing}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </Stack>
  );
}
