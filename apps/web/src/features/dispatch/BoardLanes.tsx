import { Box, Group, ScrollArea, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';

export interface BoardLanesProps {
  lanes: readonly number[];
  counts: ReadonlyMap<number, number>;
  /** Narrow screens show one lane at a time, as tabs. */
  narrow: boolean;
  activeLane: string;
  onActiveLane: (lane: string) => void;
  renderLane: (status: number, showHeading: boolean) => ReactNode;
  compact: boolean;
}

/** The lanes side by side, or on a narrow screen one tab per lane. */
export function BoardLanes({
  lanes,
  counts,
  narrow,
  activeLane,
  onActiveLane,
  renderLane,
  compact,
}: BoardLanesProps) {
  const { t } = useTranslation('dispatch');
  if (narrow) {
    return (
      <Tabs value={activeLane} onChange={(value) => value && onActiveLane(value)} keepMounted={false}>
        <ScrollArea type="auto" scrollbars="x">
          <Tabs.List aria-label={t('dispatch.lanes')} style={{ flexWrap: 'nowrap' }}>
            {lanes.map((laneStatus) => (
              <Tabs.Tab
                key={laneStatus}
                value={String(laneStatus)}
                leftSection={<StatusIcon status={laneStatus} size={18} />}
              >
                {t('dispatch.lane', {
                  name: t(`party.status.${laneStatus}`),
                  count: counts.get(laneStatus) ?? 0,
                })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {lanes.map((laneStatus) => (
          <Tabs.Panel key={laneStatus} value={String(laneStatus)} pt="xs">
            {renderLane(laneStatus, false)}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }
  return (
    <ScrollArea type="auto" scrollbars="x" offsetScrollbars>
      <Group align="stretch" wrap="nowrap" gap="sm" pb="xs" aria-label={t('dispatch.lanes')} role="group">
        {lanes.map((laneStatus) => (
          // Compact lanes share the width (all seven fit a 1440-pixel screen); full cards keep theirs.
          <Box
            key={laneStatus}
            w={compact ? undefined : 290}
            miw={compact ? 150 : undefined}
            style={{ flex: compact ? '1 1 0' : 'none' }}
          >
            {renderLane(laneStatus, true)}
          </Box>
        ))}
      </Group>
    </ScrollArea>
  );
}
