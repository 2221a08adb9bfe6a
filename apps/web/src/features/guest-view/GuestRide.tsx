import type { contract, ResponseOf } from '@curbside/contract';
import { PARTY_STATUS } from '@curbside/domain';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact.tsx';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { timeOfDay } from './guestTime.ts';

type GuestParty = ResponseOf<typeof contract.reservation.getGuestPartyInformation>;

/** The facts of the guest's ride: status, route, driver, vehicle and when the pick-up is expected. */
export function GuestRide({ party }: { party: GuestParty }) {
  const { t, i18n } = useTranslation('guest-view');
  const locale = localeOf(i18n.language);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="guest-ride-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Title order={1} fz="h3" id="guest-ride-title">
              {t('guestView.title', { company: party.companyName })}
            </Title>
            <Text size="sm" c="dimmed" dir="ltr" ta="start">
              {t('guestView.partyNumber', { number: party.number })}
            </Text>
          </Stack>
          <PartyStatusBadge status={party.status} size="lg" />
        </Group>
        <Text fw={500}>
          {t('guestView.route', { from: party.fromLocationName, to: party.toLocationName })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact labelSize="sm" label={t('guestView.driver')}>
            <Text fw={600} fz="lg">
              {party.driverName ?? t('guestView.noDriverYet')}
            </Text>
          </Fact>
          {party.vehicle ? (
            <Fact labelSize="sm" label={t('guestView.vehicle')}>
              <Text fw={600} dir="ltr" ta="start">
                {party.vehicle}
              </Text>
            </Fact>
          ) : null}
          {party.pickupEta ? (
            <Fact labelSize="sm" label={t('guestView.eta')}>
              <Text fw={700} fz="xl">
                {timeOfDay(party.pickupEta, locale, party.timeZone)}
              </Text>
              {party.quotedWaitMinutes !== null ? (
                <Text size="sm">{t('guestView.quotedWait', { count: party.quotedWaitMinutes })}</Text>
              ) : null}
            </Fact>
          ) : null}
        </SimpleGrid>
        {party.externalNotes ? (
          <Fact labelSize="sm" label={t('guestView.notes')}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{party.externalNotes}</Text>
          </Fact>
        ) : null}
        {party.status === PARTY_STATUS.DroppedOff ? <Text fw={500}>{t('guestView.finished')}</Text> : null}
      </Stack>
    </Paper>
  );
}
