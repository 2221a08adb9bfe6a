import type { PartySummary } from '@curbside/contract';
import { Group, type MantineSize, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartyStatusBadge } from './PartyStatusBadge.tsx';

type Heading = Pick<
  PartySummary,
  'guestName' | 'number' | 'roomNumber' | 'status' | 'fromLocationName' | 'toLocationName'
>;

/**
 * The top of a party's card on a phone (the curb's list, the driver's rides): the guest's name, the party's number
 * and room, its status, and where it goes.
 */
export function PartyCardHeading({ party, badgeSize }: { party: Heading; badgeSize?: MantineSize }) {
  const { t } = useTranslation('party');
  return (
    <>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" truncate title={party.guestName}>
            {party.guestName}
          </Text>
          <Text size="sm" c="dimmed" dir="ltr" ta="start">
            {t('partyText.number', { number: party.number })}
            {party.roomNumber ? ` · ${t('partyText.room', { room: party.roomNumber })}` : ''}
          </Text>
        </Stack>
        <PartyStatusBadge status={party.status} {...(badgeSize ? { size: badgeSize } : {})} />
      </Group>
      <Text fw={500}>
        {t('partyText.fromTo', { from: party.fromLocationName, to: party.toLocationName })}
      </Text>
    </>
  );
}
