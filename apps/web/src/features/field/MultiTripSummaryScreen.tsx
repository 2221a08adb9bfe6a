import { routes } from '@curbside/contract/routes';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { Fact } from '../../components/Fact.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PartyCostTable } from '../../entities/party/PartyCostTable.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useCompanyTime } from '../../lib/session.tsx';

/** A party's id, which is the `{key}` this summary is opened with from the board and the booking dialog. */
const PARTY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `allowPrint` as the path spells it: `1`, `true` or `Y` offer printing. */
const allowsPrint = (value: string | undefined) => /^(1|true|y|yes)$/i.test(value ?? '');

/**
 * `/MultiTripSummery/{key}/{commandType}/{allowPrint}/…`: every trip of one booking (outbound and return) with its
 * costs, printable. Only `key` (a party of the booking) and `allowPrint` are read; the ids after them are the
 * session's to decide (ADR 93).
 */
export default function MultiTripSummaryScreen() {
  const { t } = useTranslation('field');
  const { key = '', allowPrint } = useParams();
  const valid = PARTY_ID.test(key);
  const summary = useApiQuery(
    routes.reservation.reservationSummary,
    { body: { partyId: key } },
    { enabled: valid },
  );
  const money = useMoney(summary.data?.currency);
  const when = useCompanyTime();

  const header = (
    <PageHeader
      title={t('summary.title')}
      description={t('summary.description')}
      actions={
        allowsPrint(allowPrint) && summary.data ? (
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('summary.print')}
          </Button>
        ) : null
      }
    />
  );
  if (!valid || (summary.isError && isApiError(summary.error) && summary.error.status === 404)) {
    return (
      <Stack>
        {header}
        <EmptyState title={t('summary.notFound')} />
      </Stack>
    );
  }
  if (summary.isPending) return <ScreenLoader />;
  if (summary.isError) {
    return (
      <Stack>
        {header}
        <ErrorState
          title={t('summary.failed')}
          message={describeError(summary.error, t)}
          onRetry={summary.refetch}
        />
      </Stack>
    );
  }
  const { parties, totalCents, paidCents } = summary.data;
  return (
    <Stack gap="md">
      {header}
      {parties.map((party, index) => (
        <Paper
          key={party.id}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby={`trip-${party.id}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={2} fz="h4" id={`trip-${party.id}`}>
                {t('summary.trip', { index: index + 1 })} · {t('partyText.number', { number: party.number })}
              </Title>
              <PartyStatusBadge status={party.status} />
            </Group>
            <Text fw={600}>{party.guestName}</Text>
            <Text>{t('partyText.fromTo', { from: party.fromLocationName, to: party.toLocationName })}</Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <TripFact label={t('summary.when')} value={when(party.scheduledAt)} />
              <TripFact label={t('summary.room')} value={party.roomNumber || '—'} />
              <TripFact label={t('summary.guests')} value={String(party.adults + party.children)} />
              <TripFact label={t('summary.luggage')} value={String(party.luggage)} />
            </SimpleGrid>
            <PartyCostTable costs={party.costs} money={money} takesPayments />
          </Stack>
        </Paper>
      ))}
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={3} spacing="xs">
          <TripFact label={t('summary.total')} value={money(totalCents)} />
          <TripFact label={t('summary.paid')} value={money(paidCents)} />
          <TripFact label={t('summary.balance')} value={money(Math.max(0, totalCents - paidCents))} />
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}

/** A fact of the trip, its value in bold. */
function TripFact({ label, value }: { label: string; value: string }) {
  return (
    <Fact label={label}>
      <Text fw={600}>{value}</Text>
    </Fact>
  );
}
