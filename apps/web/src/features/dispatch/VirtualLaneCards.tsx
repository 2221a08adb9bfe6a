import { Box } from '@mantine/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect } from 'react';
import { cardGap, focusCard, LaneCard, type LaneCardsProps, MORE_AHEAD, useLaneFocus } from './laneCards.tsx';

/** A card's height before it is measured; the virtualiser corrects it once drawn. */
const CARD_ESTIMATE = 150;
const COMPACT_ESTIMATE = 56;
/** The window assumed before the lane is laid out (or where layout reports nothing, as in jsdom). */
const FALLBACK_RECT = { width: 290, height: 900 };

/**
 * A lane of more than a page: only the cards in view (and a few around them) are in the page, so a lane of a
 * thousand parties scrolls smoothly. Loaded on its own (the default export is for React.lazy), since the
 * board's first answer never needs it.
 */
export default function VirtualLaneCards(props: LaneCardsProps) {
  const { status, count, parties, cards, onNeedMore, viewport } = props;
  const estimate = cards.compact ? COMPACT_ESTIMATE : CARD_ESTIMATE;
  const virtualizer = useVirtualizer({
    count: parties.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => estimate,
    gap: cardGap(cards.compact),
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

  // The card may not be drawn yet: scroll its place into the window, then focus it once drawn.
  const reveal = useCallback(
    (index: number, id: string) => {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => focusCard(viewport.current, id));
    },
    [virtualizer, viewport],
  );
  useLaneFocus(props, parties, reveal);

  return (
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
            <LaneCard party={party} cards={cards} />
          </Box>
        );
      })}
    </Box>
  );
}
