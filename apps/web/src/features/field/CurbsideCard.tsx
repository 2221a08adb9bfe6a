import type { PartySummary } from '@curbside/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCarSuv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PartyCardHeading } from '../../entities/party/PartyCardHeading.tsx';
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
        <PartyCardHeading party={party} />
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
