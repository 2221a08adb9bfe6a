import type { BoardCard } from '@curbside/contract';
import { Badge, Box, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../entities/party/PartyStatusBadge.tsx';
import type { PartyAction } from './actions.tsx';
import { PartyCard } from './PartyCard.tsx';

/** A card's height before it is measured; the virtualiser corrects it once drawn. */
const CARD_ESTIMATE = 150;
const COMPACT_ESTIMATE = 56;
/** How close to the end of the cards held the next page is asked for. */
const MORE_AHEAD = 8;
const CARD_GAP = 8;
/** The window assumed before the lane is laid out (or where layout reports nothing, as in jsdom). */
const FALLBACK_RECT = { width: 290, height: 900 };
/** Fields whose typing a card's focus must not interrupt. */
const TYPING = 'input:not([type="checkbox"]), textarea, select, [contenteditable="true"]';

export interface FocusRequest {
  id: string;
  /** Bumps on every keyboard move, so the same card can be focused again. */
  seq: number;
}

export interface BoardLaneProps {
  status: number;
  count: number;
  parties: readonly BoardCard[];
  now: number;
  timeZone: string | undefined;
  selected: ReadonlySet<string>;
  focusedId: string | null;
  focusRequest: FocusRequest | null;
  onFocusServed: (seq: number) => void;
  pending: { partyId: string; action: PartyAction } | null;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onFocus: (id: string) => void;
  onAction: (party: BoardCard, action: PartyAction) => void;
  /** Tabs on narrow screens show the lane without its own heading. */
  showHeading?: boolean;
  compact: boolean;
  /** The origin most cards share: their routes leave it out. */
  usualFromId: string | null;
  loadingMore: boolean;
  /** The lane's next page, asked for when the user scrolls near the end of what it holds. */
  onNeedMore: (status: number) => void;
}

/**
 * One status lane: only the cards in view (and a few around them) are in the page, so a lane of a thousand
 * parties scrolls smoothly.
 */
export function BoardLane(props: BoardLaneProps) {
  const { t } = useTranslation('dispatch');
  const {
    status,
    count,
    parties,
    focusRequest,
    onFocusServed,
    showHeading = true,
    compact,
    onNeedMore,
  } = props;
  const estimate = compact ? COMPACT_ESTIMATE : CARD_ESTIMATE;
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: parties.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => estimate,
    gap: compact ? 4 : CARD_GAP,
    overscan: 6,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    getItemKey: (index) => parties[index]?.id ?? index,
  });

  // Scrolled (or moved by keyboard) near the end of the cards held while the lane has more: the next page.
  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (parties.length < count && lastShown >= parties.length - MORE_AHEAD) onNeedMore(status);
  }, [lastShown, parties.length, count, status, onNeedMore]);

  // A keyboard move to a card of this lane: scroll it into the window, then give it the focus. Each request
  // is served once, so a refetch of the board (typing a search, a server event) never takes the focus back.
  const served = useRef(0);
  useEffect(() => {
    if (!focusRequest || focusRequest.seq === served.current) return;
    const index = parties.findIndex((party) => party.id === focusRequest.id);
    if (index < 0) return;
    served.current = focusRequest.seq;
    onFocusServed(focusRequest.seq);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    requestAnimationFrame(() => {
      // Never away from a field being typed in (a card that moved after the user went on to the search).
      if (document.activeElement?.matches(TYPING)) return;
      viewport.current?.querySelector<HTMLElement>(`[data-party-id="${focusRequest.id}"]`)?.focus();
    });
  }, [focusRequest, parties, virtualizer, onFocusServed]);

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
        {parties.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('dispatch.laneEmpty')}
          </Text>
        ) : (
          <Box pos="relative" h={virtualizer.getTotalSize()}>
            {virtualizer.getVirtualItems().map((item) => {
              const party = parties[item.index];
              if (!party) return null;
              return (
                <Box
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  pos="absolute"
                  top={0}
                  left={0}
                  w="100%"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <PartyCard
                    party={party}
                    compact={compact}
                    usualFromId={props.usualFromId}
                    now={props.now}
                    timeZone={props.timeZone}
                    selected={props.selected.has(party.id)}
                    focused={props.focusedId === party.id}
                    busyAction={props.pending?.partyId === party.id ? props.pending.action : null}
                    onToggle={props.onToggle}
                    onOpen={props.onOpen}
                    onFocus={props.onFocus}
                    onAction={props.onAction}
                  />
                </Box>
              );
            })}
          </Box>
        )}
        {props.loadingMore ? (
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
