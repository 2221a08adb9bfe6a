import type { contract, ResponseOf } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CallFailureAlert } from '../../components/FormError.tsx';
import { formatInZone } from '../../lib/dates.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useWrite } from '../../lib/query.ts';
import { timeOfDay } from './guestTime.ts';

type Permit = ResponseOf<typeof contract.parking.getGuestParking>;

/** A parking permit's link: the car, its lot and "Bring my car", which answers when the car will be ready. */
export function GuestParking({ permitKey, permit }: { permitKey: string; permit: Permit }) {
  const { t, i18n } = useTranslation('guest-view');
  const locale = localeOf(i18n.language);
  const request = useWrite(routes.parking.guestRequestWillCall);
  const shown = request.data ?? permit;

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {t('parking.title', { company: shown.companyName })}
      </Title>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="xs">
          <Group justify="space-between">
            <Text c="dimmed" dir="ltr">
              {t('parking.permit', { number: shown.number })}
            </Text>
            <Badge size="lg" variant="light">
              {t(`parking.status.${shown.status}`)}
            </Badge>
          </Group>
          <Text>
            {t('parking.lot')}: <b>{shown.lotName}</b>
          </Text>
          <Text>
            {t('parking.plate')}: <b dir="ltr">{shown.plate}</b>
          </Text>
          <Text size="sm" c="dimmed">
            {t('parking.until')}: {formatInZone(shown.endsAt, undefined, locale)}
          </Text>
          {shown.expectedAt ? (
            <Text fw={700} fz="lg" role="status">
              {t('parking.expected', { time: timeOfDay(shown.expectedAt, locale) })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <CallFailureAlert error={request.error} t={t} title={t('parking.requestFailed')} />
      {shown.status === 'Active' ? (
        <Button
          size="lg"
          leftSection={<IconCar size={20} aria-hidden />}
          loading={request.busy}
          onClick={() => void request.run({ body: { key: permitKey } })}
        >
          {t('parking.bringCar')}
        </Button>
      ) : null}
    </Stack>
  );
}
