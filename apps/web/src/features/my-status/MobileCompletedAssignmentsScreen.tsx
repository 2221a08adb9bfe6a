import { routes } from '@curbside/contract/routes';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '../../components/CardList.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadingOrFailed } from '../../components/QueryError.tsx';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';

/** Rides a page shows; "More" asks for the next page. */
const PAGE_SIZE = 25;

/**
 * `/mobileApp/completedAssignments/{deviceType}/…`: the caller's own completed rides, newest first. The path's
 * ids and phone are never read: the server answers the signed-in driver's own (ADR 93).
 */
export default function MobileCompletedAssignmentsScreen() {
  const { t } = useTranslation('my-status');
  const when = useCompanyTime();
  const [pages, setPages] = useState(1);
  const completed = useApiQuery(
    routes.transportation.myCompletedParties,
    { query: {}, body: { page: 1, pageSize: Math.min(200, PAGE_SIZE * pages) } },
    keepPrevious,
  );
  const rides = completed.data?.items ?? [];
  return (
    <Stack gap="md">
      <PageHeader title={t('completed.title')} description={t('completed.description')} />
      {loadingOrFailed(completed, t('completed.failed')) ??
        (rides.length === 0 ? (
          <EmptyState title={t('completed.none')} />
        ) : (
          <CardList label={t('completed.title')} items={rides}>
            {(party) => (
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {/* On a phone the whole name wraps rather than being cut: there is no hover to reveal it. */}
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {party.guestName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('partyText.fromTo', { from: party.fromLocationName, to: party.toLocationName })}
                  </Text>
                  <Text size="sm">{t('partyText.guests', { count: party.adults + party.children })}</Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="sm" c="dimmed" dir="ltr">
                    {t('partyText.number', { number: party.number })}
                  </Text>
                  <Text size="sm">{when(party.updatedAt)}</Text>
                </Stack>
              </Group>
            )}
          </CardList>
        ))}
      {completed.data && completed.data.total > completed.data.items.length ? (
        <Button
          variant="default"
          size="md"
          loading={completed.isFetching}
          onClick={() => setPages((n) => n + 1)}
        >
          {t('completed.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
