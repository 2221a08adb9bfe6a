import { contract } from '@curbside/contract';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash, IconClock, IconPlus, IconSteeringWheel } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { partyStatusStyle } from '../../entities/party/PartyStatusBadge.tsx';
import { ReservationDialog } from '../../entities/party/ReservationDialog.tsx';
import { isApiError } from '../../lib/api.ts';
import { describeError } from '../../lib/errors.ts';
import { localeOf } from '../../lib/i18n.ts';
import { useMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { useSignedInSession } from '../../lib/session.tsx';
import { DriverDay } from './DriverDay.tsx';
import { Greeting } from './Greeting.tsx';
import { Tile } from './Tile.tsx';

const BOARD = 'TrasactionManagement/RecordManagement';
const BOARD_PATH = `/${BOARD}`;
const TEAM = 'Team/UserList';
const MY_STATUS = 'MyStatus';

/** The day's figures: the company's, or a driver's own (the server decides by the caller's screens). */
function DayFigures({ board, team, myStatus }: { board: boolean; team: boolean; myStatus: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(localeOf(i18n.language), { maximumFractionDigits: 1 });
  const figures = useApiQuery(contract.transportation.getAllpartiesDashboard, {});
  const money = useMoney(figures.data?.view === 'company' ? figures.data.currency : undefined);

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
  const counts = [...data.counts].sort((a, b) => a.status - b.status);
  return (
    <Stack gap="sm">
      <SectionTitle>{t('dashboard.parties')}</SectionTitle>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {counts.map(({ status, count }) => {
          const { color, Icon } = partyStatusStyle(status);
          const name = t(`party.status.${status}`);
          return (
            <Tile
              key={status}
              label={name}
              value={number.format(count)}
              icon={Icon}
              iconColor={color}
              {...(board
                ? {
                    to: `${BOARD_PATH}?status=${status}`,
                    linkLabel: `${t('dashboard.openOnBoard', { status: name })}: ${number.format(count)}`,
                  }
                : {})}
            />
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Tile
          label={t('dashboard.drivers')}
          value={t('dashboard.driversValue', {
            onShift: number.format(data.driversOnShift),
            total: number.format(data.driversTotal),
          })}
          icon={IconSteeringWheel}
          {...(team ? { to: `/${TEAM}`, linkLabel: t('dashboard.drivers') } : {})}
        />
        <Tile
          label={t('dashboard.wait')}
          value={
            data.averageWaitMinutes === null ? (
              <Text span c="dimmed" fz="md">
                {t('dashboard.noWait')}
              </Text>
            ) : (
              t('dashboard.waitValue', {
                wait: number.format(data.averageWaitMinutes),
                quoted:
                  data.averageQuotedMinutes === null
                    ? t('common.notAvailable')
                    : number.format(data.averageQuotedMinutes),
              })
            )
          }
          icon={IconClock}
        />
        {/* Only a role allowed the company's money gets the figure; for the others it is not in the answer. */}
        {data.revenueTodayCents === undefined ? null : (
          <Tile
            label={t('dashboard.revenue')}
            value={<span dir="ltr">{money(data.revenueTodayCents)}</span>}
            icon={IconCash}
            iconColor="green"
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

export default function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const session = useSignedInSession();
  const has = (code: string) => session.menu.some((item) => item.code === code);
  const board = has(BOARD);
  const [booking, setBooking] = useState(false);
  return (
    <Stack gap="md" maw={1200}>
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
      <Text c="dimmed" size="sm">
        {t('dashboard.intro')}
      </Text>
      {session.kind === 'user' && session.company ? (
        <DayFigures board={board} team={has(TEAM)} myStatus={has(MY_STATUS)} />
      ) : null}
      {board ? <ReservationDialog opened={booking} onClose={() => setBooking(false)} /> : null}
    </Stack>
  );
}
