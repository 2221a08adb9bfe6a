import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../lib/session.tsx';
import { DayFigures } from './DayFigures.tsx';
import { Greeting } from './Greeting.tsx';

// The booking dialog loads when opened, not with the dashboard (ADR 0042).
const ReservationDialog = lazy(() =>
  import('../../entities/party/ReservationDialog.tsx').then((m) => ({ default: m.ReservationDialog })),
);

const BOARD = 'TrasactionManagement/RecordManagement';
const TEAM = 'Team/UserList';
const MY_STATUS = 'MyStatus';

export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const session = useSignedInSession();
  const has = (code: string) => session.menu.some((item) => item.code === code);
  const board = has(BOARD);
  const [booking, setBooking] = useState(false);
  return (
    <Stack gap="md" maw={1400}>
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Greeting session={session} />
          {board ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setBooking(true)}>
              {t('dashboard.newReservation')}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {session.kind === 'user' && session.company ? (
        <DayFigures board={board} team={has(TEAM)} myStatus={has(MY_STATUS)} />
      ) : null}
      {board && booking ? (
        <Suspense fallback={null}>
          <ReservationDialog opened onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
