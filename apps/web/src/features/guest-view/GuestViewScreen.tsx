import { routes } from '@curbside/contract/routes';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScreenLoader } from '../../components/chunks.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { isApiError } from '../../lib/api.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useGuestLanguage } from '../../lib/useGuestLanguage.ts';
import { useNow } from '../../lib/useNow.ts';
import { FeedbackSurvey } from './FeedbackSurvey.tsx';
import { GuestCardPayment } from './GuestCardPayment.tsx';
import { GuestParking } from './GuestParking.tsx';
import { GuestRide } from './GuestRide.tsx';
import { GUEST_POLL_MS } from './guestTime.ts';
import { ShareLocation } from './ShareLocation.tsx';
import { VehicleComing } from './VehicleComing.tsx';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * `/GuestView/{key}`: the guest's private page, no sign-in. The key alone decides what it shows: a ride (its
 * status, driver, vehicle and expected pick-up, refreshed every 15 s; sharing where they wait; the survey after
 * drop-off) or, when the key is a parking permit's, the permit and "Bring my car". Reading changes nothing; an
 * unknown or expired key gets the same page.
 */
export default function GuestViewScreen() {
  const { t } = useTranslation('guest-view');
  const { key = '' } = useParams();
  const now = useNow(1_000);
  const party = useApiQuery(
    routes.reservation.getGuestPartyInformation,
    { body: { key } },
    { refetchInterval: GUEST_POLL_MS, staleTime: 0, retry: false },
  );
  const isPermit = notFound(party.error);
  const permit = useApiQuery(
    routes.parking.getGuestParking,
    { body: { key } },
    { enabled: isPermit, refetchInterval: GUEST_POLL_MS, staleTime: 0, retry: false },
  );
  useGuestLanguage(party.data?.language ?? permit.data?.language);

  if (party.isPending || (isPermit && permit.isPending)) return <ScreenLoader />;
  if (isPermit && permit.data) return <GuestParking permitKey={key} permit={permit.data} />;
  if (!party.data) {
    return <EmptyState title={t('guestView.unknownLink')} description={t('guestView.unknownLinkHint')} />;
  }

  const seconds = Math.max(0, Math.round((now - party.dataUpdatedAt) / 1_000));
  return (
    <Stack gap="md" maw={560} mx="auto">
      <GuestRide party={party.data} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {party.isFetching ? t('guestView.updating') : t('guestView.updated', { count: seconds })}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => void party.refetch()}
        >
          {t('guestView.refresh')}
        </Button>
      </Group>
      {party.error ? (
        <Alert color="orange" variant="light" role="status">
          {t('guestView.refreshFailed')}
        </Alert>
      ) : null}
      {party.data.canChange ? (
        // The ids and names of the specification's path are placeholders: the key alone is read.
        <Anchor component={Link} to={`/EditReservation/${key}/EDIT/-/-/-/${party.data.number}/-`}>
          {t('guestView.change')}
        </Anchor>
      ) : null}
      <VehicleComing
        partyKey={key}
        status={party.data.status}
        pickUp={
          party.data.guestLatitude !== null && party.data.guestLongitude !== null
            ? { latitude: party.data.guestLatitude, longitude: party.data.guestLongitude }
            : { latitude: party.data.fromLatitude, longitude: party.data.fromLongitude }
        }
      />
      {party.data.canPayByCard ? (
        <GuestCardPayment
          partyKey={key}
          balanceCents={party.data.balanceCents}
          currency={party.data.currency}
          onPaid={() => void party.refetch()}
        />
      ) : null}
      <ShareLocation partyKey={key} canShare={party.data.canShareLocation} />
      <FeedbackSurvey partyKey={key} partyStatus={party.data.status} />
    </Stack>
  );
}
