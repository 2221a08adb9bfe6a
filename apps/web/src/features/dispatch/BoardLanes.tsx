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
  /** Lanes drawn as a narrow strip (folded by the user, or empty). */
  folded: (status: number) => boolean;
}

/** The width of a folded lane's strip. */
export const FOLDED_WIDTH = 44;

/** The lanes side by side, or on a narrow screen one tab per lane. */
export function BoardLanes({
  lanes,
  counts,
  narrow,
  activeLane,
  onActiveLane,
  renderLane,
  compact,
  folded,
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
        {lanes.map((laneStatus) => {
          // A folded or empty lane is a strip; compact lanes share the rest of the width (at 1440 × 900 with the
          // menu open, seven of them fit without scrolling sideways); full cards keep theirs.
          const strip = folded(laneStatus);
          return (
            <Box
              key={laneStatus}
              w={strip ? FOLDED_WIDTH : compact ? undefined : 290}
              miw={strip ? undefined : compact ? 128 : undefined}
              style={{ flex: strip || !compact ? 'none' : '1 1 0' }}
            >
              {renderLane(laneStatus, true)}
            </Box>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
