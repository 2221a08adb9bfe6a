import type { WillCallItem } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { willCallAge } from '@curbside/domain';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useApiQuery, useWrite } from '../../../lib/query.ts';
import { useTimeOfDay } from '../../../lib/session.tsx';
import { useNow } from '../../../lib/useNow.ts';

const AGE_COLOUR = { green: 'green', amber: 'yellow', red: 'red' } as const;

/**
 * The live will-call queue: every car a guest asked for, by the time the guest was promised, with the current
 * expected-ready time, and the desk's confirm or delete. It refreshes itself when anyone (or a guest's link)
 * changes the queue. The will-call screen and the parking desk both show it.
 */
export function WillCallQueue() {
  const { t } = useTranslation('parking');
  const timeOfDay = useTimeOfDay();
  const now = useNow(60_000);
  const queue = useApiQuery(routes.parking.getWillCallParking, { body: {} });
  const { call: act } = useWrite(routes.parking.confirmOrDeleteWillCallParking);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (item: WillCallItem, commandType: 'CONFIRM' | 'DELETE') => {
    setBusy(item.id);
    setFailure(null);
    try {
      await act({ query: { commandType }, body: { id: item.id } });
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
            {data.items.map((item) => {
              const age = willCallAge(Date.parse(item.promisedAt), now);
              return (
                <Card
                  key={item.id}
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
                      <Badge color={AGE_COLOUR[age]}>{t(`willCall.age.${age}`)}</Badge>
                    </Group>
                    <Text size="sm">
                      {item.guestName}
                      {item.roomNumber ? ` · ${t('willCall.room', { room: item.roomNumber })}` : ''}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[item.make, item.model, item.colour].filter(Boolean).join(' ')} · {item.lotName}
                    </Text>
                    <Text size="sm">{t('willCall.expected', { time: timeOfDay(item.expectedAt) })}</Text>
                    <Text size="xs" c="dimmed">
                      {t('willCall.promised', { time: timeOfDay(item.promisedAt) })} ·{' '}
                      {t(`willCall.source.${item.source}`)}
                    </Text>
                    <Group gap="xs" mt="xs">
                      <Button size="xs" loading={busy === item.id} onClick={() => void run(item, 'CONFIRM')}>
                        {t('willCall.confirm')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={busy === item.id}
                        onClick={() => void run(item, 'DELETE')}
                      >
                        {t('willCall.delete')}
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryContent>
    </Stack>
  );
}
