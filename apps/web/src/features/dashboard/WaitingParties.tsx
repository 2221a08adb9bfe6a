import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListPanel } from '../../components/ListPanel.tsx';
import { PartyLink } from '../../entities/party/PartyLink.tsx';
import { localeOf } from '../../lib/i18n.ts';
import type { CompanyFigures } from './figures.ts';

type Waiting = CompanyFigures['waiting'][number];

/**
 * The parties waiting too long, the longest first: late ones in red, at-risk ones in orange, each with its wait
 * against its quote (or the lack of one), so a guest forgotten for hours cannot go unnoticed.
 */
export function WaitingParties({
  waiting,
  total,
  board,
}: {
  waiting: Waiting[];
  total: number;
  board: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(localeOf(i18n.language));
  return (
    <ListPanel
      headingId="dashboard-waiting"
      title={t('dashboard.waiting')}
      aside={
        total > 0 ? (
          <Badge color="red" variant="filled">
            {number.format(total)}
          </Badge>
        ) : null
      }
      items={waiting}
      empty={t('dashboard.noneWaiting')}
      gap={6}
      renderItem={(party) => {
        const late = party.level === 'late';
        return (
          <Group
            key={party.id}
            component="li"
            gap="sm"
            wrap="nowrap"
            p={6}
            style={{
              borderInlineStart: `4px solid var(--mantine-color-${late ? 'red' : 'orange'}-filled)`,
              borderRadius: 4,
            }}
          >
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap">
                {board ? <PartyLink number={party.number} /> : null}
                <Text fw={600} truncate title={party.guestName}>
                  {party.guestName}
                </Text>
              </Group>
              {/* The whole route wraps: cut, "lobby → JFK Terminal 4 · Pending" lost the status on a phone. */}
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('dashboard.waitingRoute', {
                  from: party.fromLocationName,
                  to: party.toLocationName,
                })}
                {' · '}
                {t(`party.status.${party.status}`)}
                {party.driverName ? ` · ${party.driverName}` : ''}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Badge
                color={late ? 'red' : 'orange'}
                variant={late ? 'filled' : 'light'}
                leftSection={late ? <IconAlertTriangle size={12} aria-hidden /> : undefined}
              >
                {t(late ? 'dashboard.late' : 'dashboard.atRisk')}
              </Badge>
              <Text size="sm" fw={late ? 700 : 500}>
                {t('dashboard.waitedMinutes', { minutes: number.format(party.waitingMinutes) })}
              </Text>
              <Text size="xs" c="dimmed">
                {party.quotedWaitMinutes === null
                  ? t('dashboard.noQuote')
                  : t('dashboard.quotedMinutes', { minutes: number.format(party.quotedWaitMinutes) })}
              </Text>
            </Stack>
          </Group>
        );
      }}
    >
      {total > waiting.length ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.moreWaiting', { count: total - waiting.length })}
        </Text>
      ) : null}
    </ListPanel>
  );
}
