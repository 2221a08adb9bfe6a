import type { BoardCard } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import type { PartyAction } from '@curbside/domain';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../components/CardList.tsx';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { isApiError } from '../../lib/api.ts';
import { dayInZone } from '../../lib/dates.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useApiQuery, useWrite } from '../../lib/query.ts';
import { useCompanyTime, useSignedInSession } from '../../lib/session.tsx';
import { useNow } from '../../lib/useNow.ts';
import { FORWARD_STEPS, RideCard } from './RideCard.tsx';
import { relativeMinutes } from './relative.ts';

/** The steps a driver takes from their phone, each its own call with the party's id and version. */
const STEPS = {
  PickUp: routes.transportation.pickUp,
  Intransit: routes.transportation.intransit,
  DropOff: routes.transportation.dropOff,
  UnDoPickup: routes.transportation.unDoPickup,
} as const;
type Step = keyof typeof STEPS;
const isStep = (action: PartyAction): action is Step => action in STEPS;

/** A card's steps: the forward ones in ride order (the first is its primary action), then the undo. */
const stepsOf = (party: BoardCard): Step[] => {
  const allowed = party.actions.filter(isStep);
  return [
    ...FORWARD_STEPS.filter((step) => allowed.includes(step)),
    ...(allowed.includes('UnDoPickup') ? ['UnDoPickup' as const] : []),
  ];
};

const RIDES = routes.transportation.getRecordManagementByOption;
const COMPLETED = routes.transportation.myCompletedParties;

/** A driver's own rides (dispatched, picked up, in transit) as big cards, and what they completed today. */
export function MyRides() {
  const { t, i18n } = useTranslation('my-status');
  const session = useSignedInSession();
  const timeZone = session.company?.timeZone;
  const [today] = useState(() => dayInZone(new Date(), timeZone));
  const [notice, setNotice] = useState<{ conflict: boolean; message: string } | null>(null);
  // The server limits a driver to the parties assigned to them.
  const rides = useApiQuery(RIDES, { body: { statuses: [2, 3, 4] } });
  const completed = useApiQuery(COMPLETED, { body: { fromDate: today, toDate: today } });

  // Each step writes the parties, which both lists read: a success or a conflict refreshes them (useWrite).
  const writes = {
    PickUp: useWrite(STEPS.PickUp),
    Intransit: useWrite(STEPS.Intransit),
    DropOff: useWrite(STEPS.DropOff),
    UnDoPickup: useWrite(STEPS.UnDoPickup),
  };
  const runningOn = (party: BoardCard) =>
    stepsOf(party).find((action) => writes[action].busy && writes[action].input?.body.partyId === party.id);
  const step = async (action: Step, party: BoardCard) => {
    setNotice(null);
    try {
      await writes[action].call({ body: { partyId: party.id, version: party.version } });
    } catch (error) {
      const conflict = isApiError(error) && error.status === 409;
      setNotice({ conflict, message: conflict ? t('myStatus.conflict') : describeError(error, t) });
    }
  };

  const when = useCompanyTime();
  const now = new Date(useNow(30_000));

  return (
    <Stack gap="md">
      <Title order={3} fz="h4">
        {t('myStatus.assignments')}
      </Title>
      {notice ? (
        <Alert
          color={notice.conflict ? 'orange' : 'red'}
          variant="light"
          role="alert"
          title={notice.conflict ? undefined : t('myStatus.actionFailed')}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.message}
        </Alert>
      ) : null}
      {rides.isPending ? (
        <ScreenLoader />
      ) : rides.error ? (
        <ErrorState title={describeError(rides.error, t)} onRetry={() => void rides.refetch()} />
      ) : rides.data.items.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={t('myStatus.noAssignments')} description={t('myStatus.noAssignmentsHint')} />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
          {rides.data.items.map((party) => (
            <RideCard
              key={party.id}
              party={party}
              steps={stepsOf(party)}
              now={now}
              busy={runningOn(party) !== undefined}
              running={runningOn(party)}
              onStep={(action) => void step(action, party)}
            />
          ))}
        </SimpleGrid>
      )}

      <SectionTitle mt="sm">{t('myStatus.completedToday')}</SectionTitle>
      {completed.isPending ? (
        <ScreenLoader />
      ) : completed.error ? (
        <ErrorState title={describeError(completed.error, t)} onRetry={() => void completed.refetch()} />
      ) : completed.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('myStatus.noCompleted')}
        </Text>
      ) : (
        <CardList label={t('myStatus.completedToday')} items={completed.data.items}>
          {(party) => (
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600}>{party.guestName}</Text>
                <Text size="sm" c="dimmed">
                  {t('partyText.fromTo', { from: party.fromLocationName, to: party.toLocationName })}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" ta="end" title={when(party.updatedAt)}>
                {relativeMinutes(new Date(party.updatedAt), now, localeOf(i18n.language))}
              </Text>
            </Group>
          )}
        </CardList>
      )}
    </Stack>
  );
}
