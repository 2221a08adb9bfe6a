import { Badge, Box, Group, Loader, Paper, Text, Title, UnstyledButton } from '@mantine/core';
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
  /** Drawn as a narrow strip of its name and count; its heading opens it (or folds it back). */
  folded?: boolean;
  /** Folds or opens the lane; without it the heading is plain text. */
  onFold?: (status: number) => void;
}

/**
 * One status lane. The board's first answer holds at most a page of each lane, drawn as a plain list; the
 * virtualiser (a chunk of its own) takes over only once the user's scrolling has brought more than a page.
 */
export function BoardLane(props: BoardLaneProps) {
  const { t } = useTranslation('dispatch');
  const {
    status,
    count,
    parties,
    onFocusServed,
    showHeading = true,
    loadingMore,
    onNeedMore,
    folded,
    onFold,
  } = props;
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
  const countBadge = (
    <Badge
      variant="filled"
      color="gray"
      size="sm"
      px={6}
      style={{ flex: 'none' }}
      aria-label={t('dispatch.lane', { name, count })}
      data-count={count}
    >
      {count}
    </Badge>
  );
  if (folded && showHeading) {
    const vertical = (
      <Text component="span" fz="sm" fw={700} style={{ writingMode: 'vertical-rl', whiteSpace: 'nowrap' }}>
        {name}
      </Text>
    );
    return (
      <Paper
        withBorder
        radius="md"
        py="xs"
        component="section"
        aria-labelledby={headingId}
        data-lane={status}
        data-folded
        bg="var(--mantine-color-default-hover)"
        h="100%"
        style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}
      >
        <StatusIcon status={status} />
        {countBadge}
        <Title order={3} fz="sm" id={headingId}>
          {onFold ? (
            <UnstyledButton
              onClick={() => onFold(status)}
              aria-expanded={false}
              title={t('dispatch.unfold', { name, count })}
            >
              {vertical}
            </UnstyledButton>
          ) : (
            vertical
          )}
        </Title>
      </Paper>
    );
  }
  const title = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <StatusIcon status={status} />
      <Text component="span" fz="sm" fw={700} truncate title={name}>
        {name}
      </Text>
    </Group>
  );
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
          <Title order={3} fz="sm" id={headingId} miw={0}>
            {onFold ? (
              <UnstyledButton
                onClick={() => onFold(status)}
                aria-expanded
                title={t('dispatch.fold', { name })}
                maw="100%"
              >
                {title}
              </UnstyledButton>
            ) : (
              title
            )}
          </Title>
          {countBadge}
        </Group>
      ) : null}
      <Box
        ref={viewport}
        h="calc(100dvh - 260px)"
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
