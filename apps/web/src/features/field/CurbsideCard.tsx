import type { PartySummary } from '@curbside/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCarSuv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PartyStatusBadge } from '../../entities/party/PartyStatusBadge.tsx';
import { useCompanyTime } from '../../lib/session.tsx';

/** One waiting guest at the curb: who, where to, and the one-tap pick-up when the caller may take it. */
export function CurbsideCard({
  party,
  busy,
  onPickUp,
}: {
  party: PartySummary;
  busy: boolean;
  onPickUp: () => void;
}) {
  const { t } = useTranslation('field');
  const when = useCompanyTime();
  const canPickUp = party.actions.includes('PickUp');
  return (
    <Paper withBorder p="md" radius="lg" component="article" aria-label={party.guestName}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" truncate title={party.guestName}>
              {party.guestName}
            </Text>
            <Text size="sm" c="dimmed">
              {t('partyText.number', { number: party.number })}
              {party.roomNumber ? ` · ${t('rapid.roomNumber', { room: party.roomNumber })}` : ''}
            </Text>
          </Stack>
          <PartyStatusBadge status={party.status} />
        </Group>
        <Text fw={500}>
          {t('partyText.fromTo', { from: party.fromLocationName, to: party.toLocationName })}
        </Text>
        <Group gap="md">
          <Text size="sm">{when(party.scheduledAt)}</Text>
          <Text size="sm">{t('partyText.guests', { count: party.adults + party.children })}</Text>
          <Text size="sm">{t('partyText.luggage', { count: party.luggage })}</Text>
        </Group>
        {canPickUp ? (
          <Button
            size="lg"
            mih={52}
            fullWidth
            loading={busy}
            leftSection={<IconCarSuv aria-hidden />}
            aria-label={t('rapid.pickUpGuest', { name: party.guestName })}
            onClick={onPickUp}
          >
            {t('rapid.pickUp')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('rapid.notAssigned')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
