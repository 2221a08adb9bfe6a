import { routes } from '@curbside/contract/routes';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState.tsx';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { CompanyDay } from './CompanyDay.tsx';
import { DriverDay } from './DriverDay.tsx';
import { Greeting } from './Greeting.tsx';

// The booking dialog loads when opened, not with the dashboard (ADR 0042).
const ReservationDialog = lazy(() =>
  import('../../entities/party/ReservationDialog.tsx').then((m) => ({ default: m.ReservationDialog })),
);

const BOARD = 'TrasactionManagement/RecordManagement';
const TEAM = 'Team/UserList';
const MY_STATUS = 'MyStatus';

/** The day's figures: the company's, or a driver's own (the server decides by the caller's screens). */
function DayFigures({ board, team, myStatus }: { board: boolean; team: boolean; myStatus: boolean }) {
  const { t } = useTranslation('dashboard');
  const figures = useApiQuery(routes.transportation.getAllpartiesDashboard, {});

  if (figures.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" aria-busy>
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (figures.error) {
    // The tiles show only when the call answers: a role without it (403), or a server without it, shows the
    // greeting alone.
    if (isApiError(figures.error) && [403, 404, 501].includes(figures.error.status)) return null;
    return (
      <ErrorState
        title={t('dashboard.loadFailed')}
        message={describeError(figures.error, t)}
        onRetry={() => void figures.refetch()}
      />
    );
  }
  const data = figures.data;
  if (data.view === 'driver') return <DriverDay data={data} myStatus={myStatus} />;
  return <CompanyDay data={data} board={board} team={team} />;
}

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
