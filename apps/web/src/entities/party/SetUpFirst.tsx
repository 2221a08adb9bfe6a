import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../../lib/session.tsx';

/** The screens where a company sets up what a ride needs: its places, and a trip joining two of them. */
const PLACES = 'Locations/Location';
const NEW_TRIP = 'Locations/NewTrips';

export interface SetUpFirstProps {
  /** What is missing: the places themselves (a new company has none), or a trip joining the chosen two. */
  missing: 'places' | 'trip';
}

/**
 * What a booking needs first, said where it is needed: a new company opens "New reservation" with nowhere to
 * go. It links to the screens that add it for whoever may open them, and tells anyone else whom to ask.
 */
export function SetUpFirst({ missing }: SetUpFirstProps) {
  const { t } = useTranslation('party');
  const session = useSignedInSession();
  const may = (code: string) => session.menu.some((item) => item.code === code);
  const links = [
    ...(missing === 'places' && may(PLACES) ? [{ to: `/${PLACES}`, label: t('setUpFirst.addPlaces') }] : []),
    ...(may(NEW_TRIP) ? [{ to: `/${NEW_TRIP}`, label: t('setUpFirst.addTrip') }] : []),
  ];
  return (
    <Alert
      color={missing === 'places' ? 'blue' : 'red'}
      variant="light"
      role="status"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={missing === 'places' ? t('setUpFirst.noPlaces') : t('reservationDialog.noRide')}
    >
      <Text size="sm">{missing === 'places' ? t('setUpFirst.placesHint') : t('setUpFirst.tripHint')}</Text>
      {links.length > 0 ? (
        <Group gap="md" mt="xs">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} size="sm" underline="always">
              {link.label}
            </Anchor>
          ))}
        </Group>
      ) : (
        <Text size="sm" mt="xs">
          {t('setUpFirst.askAdministrator')}
        </Text>
      )}
    </Alert>
  );
}
