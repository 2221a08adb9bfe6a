import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconClock, IconTarget } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../components/BarChart.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { Tile } from '../../components/Tile.tsx';
import { partyStatusStyle } from '../../entities/party/PartyStatusBadge.tsx';
import { localeOf } from '../../lib/i18n.ts';
import { useMoney } from '../../lib/money.ts';
import { DriversOnShift } from './DriversOnShift.tsx';
import type { CompanyFigures } from './figures.ts';
import { WaitingParties } from './WaitingParties.tsx';

/** The statuses weighed by what needs doing: the live ones first and large, the day's others, the ended small. */
const LIVE = [1, 2, 3, 4];
const BOOKED = [7, 8, 9];
const ENDED = [5, 10, 6];

export const BOARD_PATH = '/TrasactionManagement/RecordManagement';

/** The company's day: live parties, who waits too long, drivers and their load, the day by hour, quotes. */
export function CompanyDay({ data, board, team }: { data: CompanyFigures; board: boolean; team: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = localeOf(i18n.language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const money = useMoney(data.currency);
  const countOf = (status: number) => data.counts.find((entry) => entry.status === status)?.count ?? 0;

  const statusTile = (status: number) => {
    const { color, Icon } = partyStatusStyle(status);
    const name = t(`party.status.${status}`);
    const count = number.format(countOf(status));
    return (
      <Tile
        key={status}
        label={name}
        value={count}
        icon={Icon}
        iconColor={color}
        {...(board
          ? {
              to: `${BOARD_PATH}?status=${status}`,
              linkLabel: t('dashboard.openOnBoard', { status: name }),
            }
          : {})}
      />
    );
  };

  const { quoted, withinQuote } = data.quoteAccuracy;
  const waitText =
    data.averageWaitMinutes === null
      ? t('dashboard.noWait')
      : data.averageQuotedMinutes === null
        ? t('dashboard.waitOnly', { wait: number.format(data.averageWaitMinutes) })
        : t('dashboard.waitValue', {
            wait: number.format(data.averageWaitMinutes),
            quoted: number.format(data.averageQuotedMinutes),
          });

  return (
    <Stack gap="md">
      <SectionTitle>{t('dashboard.live')}</SectionTitle>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {LIVE.map(statusTile)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <WaitingParties waiting={data.waiting} total={data.waitingTotal} board={board} />
        <DriversOnShift
          drivers={data.drivers}
          onShift={data.driversOnShift}
          total={data.driversTotal}
          team={team}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <SectionTitle>{t('dashboard.byHour')}</SectionTitle>
          <BarChart
            label={t('dashboard.byHour')}
            series={[
              { name: t('dashboard.requested'), color: 'blue' },
              { name: t('dashboard.completed'), color: 'teal' },
            ]}
            groups={data.byHour.map((hour) => ({
              key: String(hour.hour),
              label: number.format(hour.hour),
              values: [hour.requested, hour.completed],
            }))}
            format={(value) => number.format(value)}
          />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Tile label={t('dashboard.wait')} value={waitText} icon={IconClock} />
        <Tile
          label={t('dashboard.quoteAccuracy')}
          value={
            quoted === 0
              ? t('dashboard.noQuotes')
              : t('dashboard.withinQuote', {
                  within: number.format(withinQuote),
                  quoted: number.format(quoted),
                  percent: percent.format(withinQuote / quoted),
                })
          }
          icon={IconTarget}
          iconColor={quoted > 0 && withinQuote / quoted < 0.8 ? 'orange' : 'teal'}
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
      <Stack gap="xs">
        <SectionTitle>{t('dashboard.restOfDay')}</SectionTitle>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {BOOKED.map(statusTile)}
        </SimpleGrid>
        <Group gap="lg" aria-label={t('dashboard.ended')} role="group">
          {ENDED.map((status) => (
            <Text key={status} size="sm" c="dimmed">
              {t('dashboard.endedCount', {
                status: t(`party.status.${status}`),
                count: number.format(countOf(status)),
              })}
            </Text>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
