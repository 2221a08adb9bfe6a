import { Badge, Box, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import type { LaneCardsProps } from './laneCards.tsx';
import { PlainLaneCards } from './PlainLaneCards.tsx';
import { BOARD_PAGE } from './useBoard.ts';

const loadVirtual = () => import('./VirtualLaneCards.tsx');
const VirtualLaneCards = lazy(loadVirtual);

export interface BoardLaneProps extends Omit<LaneCardsProps, 'viewport' | 'claimFocus' | 'carried'> {
  onFocusServed: (seq: number) => void;
  /** Tabs on narrow screens show the lane without its own heading. */
  showHeading?: boolean;
  loadingMore: boolean;
}

/**
 * One status lane. The board's first answer holds at most a page of each lane, drawn as a plain list; the
 * virtualiser (a chunk of its own) takes over only once the user's scrolling has brought more than a page.
 */
export function BoardLane(props: BoardLaneProps) {
  const { t } = useTranslation('dispatch');
  const { status, count, parties, onFocusServed, showHeading = true, loadingMore, onNeedMore } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const carried = useRef<string | null>(null);

  // Served once for the lane, so the list that takes over from the other never serves a request again.
  const served = useRef(0);
  const claimFocus = useCallback(
    (seq: number) => {
      if (seq === served.current) return false;
      served.current = seq;
      onFocusServed(seq);
      return true;
    },
    [onFocusServed],
  );

  // More asked for means the lane is about to outgrow a page: start fetching the virtualiser with the cards.
  const needMore = useCallback(
    (laneStatus: number) => {
      void loadVirtual();
      onNeedMore(laneStatus);
    },
    [onNeedMore],
  );

  const listProps: LaneCardsProps = { ...props, onNeedMore: needMore, viewport, claimFocus, carried };
  let list: ReactNode;
  if (parties.length === 0) {
    list = (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {t('dispatch.laneEmpty')}
      </Text>
    );
  } else if (parties.length <= BOARD_PAGE) {
    list = <PlainLaneCards {...listProps} />;
  } else {
    // While the chunk loads, the page already drawn stays as it was (no flicker); the rest waits for it.
    list = (
      <Suspense fallback={<PlainLaneCards {...listProps} limit={BOARD_PAGE} />}>
        <VirtualLaneCards {...listProps} />
      </Suspense>
    );
  }

  const name = t(`party.status.${status}`);
  const headingId = `lane-${status}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      component="section"
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : name}
      data-lane={status}
      bg="var(--mantine-color-default-hover)"
      style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      {showHeading ? (
        <Group justify="space-between" wrap="nowrap" mb="xs" gap={6}>
          <Group gap={6} wrap="nowrap">
            <StatusIcon status={status} />
            <Title order={3} fz="sm" id={headingId}>
              {name}
            </Title>
          </Group>
          <Badge
            variant="filled"
            color="gray"
            aria-label={t('dispatch.lane', { name, count })}
            data-count={count}
          >
            {count}
          </Badge>
        </Group>
      ) : null}
      <Box
        ref={viewport}
        h="calc(100dvh - 300px)"
        mih={320}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {list}
        {loadingMore ? (
          <Group justify="center" py="xs" aria-live="polite">
            <Loader size="xs" aria-hidden />
            <Text size="xs" c="dimmed">
              {t('dispatch.loadingMore')}
            </Text>
          </Group>
        ) : null}
      </Box>
    </Paper>
  );
}
