import type { WillCallItem } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { willCallAge } from '@curbside/domain';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useMoney } from '../../../lib/money.ts';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { useTimeOfDay } from '../../../lib/session.tsx';
import { useNow } from '../../../lib/useNow.ts';

const AGE_COLOUR = { green: 'green', amber: 'yellow', red: 'red' } as const;

type Command = 'READY' | 'CONFIRM' | 'DELETE';

/**
 * One requested car: its age against the promise, who and what, the balance still owed, and the desk's steps.
 * "Delivered" with a balance asks first: the desk takes the payment from the permit, or releases the car anyway.
 */
function WillCallCard(props: {
  item: WillCallItem;
  now: number;
  busy: boolean;
  onStep: (item: WillCallItem, command: Command, releaseWithBalance?: boolean) => void;
}) {
  const { t } = useTranslation('parking');
  const timeOfDay = useTimeOfDay();
  const money = useMoney();
  const [asking, setAsking] = useState(false);
  const { item, busy } = props;
  const age = willCallAge(Date.parse(item.promisedAt), props.now);
  const owed = item.balanceCents > 0;
  return (
    <Card
      withBorder
      role="listitem"
      aria-label={item.plate}
      style={{ borderColor: `var(--mantine-color-${AGE_COLOUR[age]}-6)` }}
    >
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600} dir="ltr">
            {item.plate}
          </Text>
          {item.readyAt ? (
            <Badge color="teal">{t('willCall.readyBadge')}</Badge>
          ) : (
            <Badge color={AGE_COLOUR[age]}>{t(`willCall.age.${age}`)}</Badge>
          )}
        </Group>
        <Text size="sm">
          {item.guestName}
          {item.roomNumber ? ` · ${t('willCall.room', { room: item.roomNumber })}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {[item.make, item.model, item.colour].filter(Boolean).join(' ')} · {item.lotName}
        </Text>
        <Text size="sm">
          {item.readyAt
            ? t('willCall.readySince', { time: timeOfDay(item.readyAt) })
            : t('willCall.expected', { time: timeOfDay(item.expectedAt) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('willCall.promised', { time: timeOfDay(item.promisedAt) })} ·{' '}
          {t(`willCall.source.${item.source}`)}
        </Text>
        {owed ? (
          <Text size="sm" c="red" fw={600}>
            {t('willCall.balance', { amount: money(item.balanceCents) })}
          </Text>
        ) : null}
        {asking ? (
          <Stack gap="xs" role="group" aria-label={t('willCall.releaseQuestion')}>
            <Text size="sm">{t('willCall.releaseQuestion')}</Text>
            <Group gap="xs">
              <Button
                size="xs"
                color="red"
                loading={busy}
                onClick={() => props.onStep(item, 'CONFIRM', true)}
              >
                {t('willCall.releaseAnyway')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAsking(false)}>
                {t('willCall.keep')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs" mt="xs">
            {item.readyAt ? null : (
              <Button size="xs" variant="light" disabled={busy} onClick={() => props.onStep(item, 'READY')}>
                {t('willCall.ready')}
              </Button>
            )}
            <Button
              size="xs"
              loading={busy}
              onClick={() => (owed ? setAsking(true) : props.onStep(item, 'CONFIRM'))}
            >
              {t('willCall.confirm')}
            </Button>
            <Button size="xs" variant="default" disabled={busy} onClick={() => props.onStep(item, 'DELETE')}>
              {t('willCall.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The live will-call queue: every car a guest asked for, by the time the guest was promised, with the current
 * expected-ready time, and the desk's steps: ready at the curb (the guest is texted), delivered, or deleted. It
 * refreshes itself when anyone (or a guest's link) changes the queue. The will-call screen and the parking desk
 * both show it.
 */
export function WillCallQueue() {
  const { t } = useTranslation('parking');
  const now = useNow(60_000);
  const queue = useApiQuery(routes.parking.getWillCallParking, { body: {} });
  const { call: act } = useWrite(routes.parking.confirmOrDeleteWillCallParking);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (item: WillCallItem, commandType: Command, releaseWithBalance?: boolean) => {
    setBusy(item.id);
    setFailure(null);
    try {
      await act({
        query: { commandType },
        body: { id: item.id, ...(releaseWithBalance ? { releaseWithBalance } : {}) },
      });
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack>
      {failure ? <Alert color="red">{failure}</Alert> : null}
      <QueryContent query={queue} texts="parking:willCall" isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={t('willCall.title')}>
            {data.items.map((item) => (
              <WillCallCard
                key={item.id}
                item={item}
                now={now}
                busy={busy === item.id}
                onStep={(i, c, r) => void run(i, c, r)}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </Stack>
  );
}
