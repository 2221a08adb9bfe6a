import { Box, Stack } from '@mantine/core';
import { useCallback, useEffect, useMemo } from 'react';
import { cardGap, focusCard, LaneCard, type LaneCardsProps, MORE_AHEAD, useLaneFocus } from './laneCards.tsx';

export interface PlainLaneCardsProps extends LaneCardsProps {
  /** Draw at most this many cards (the stand-in while the virtual list loads need not draw a long lane). */
  limit?: number;
}

/**
 * A lane of at most a page of cards, drawn whole: a page needs no virtualising, so the board's first answer is
 * drawn without downloading the virtualiser.
 */
export function PlainLaneCards(props: PlainLaneCardsProps) {
  const { parties, status, count, onNeedMore, viewport, cards, limit } = props;
  const shown = useMemo(() => (limit === undefined ? parties : parties.slice(0, limit)), [parties, limit]);

  // Scrolled within a few cards of the end while the lane has more: its next page. Cards are about the same
  // height, so "a few cards" is that share of the scrolled height.
  useEffect(() => {
    const element = viewport.current;
    // The stand-in for the virtual list (fewer drawn than held) leaves asking to the list it stands in for.
    if (!element || parties.length >= count || shown.length === 0 || shown.length < parties.length) return;
    const check = () => {
      // Not laid out (jsdom reports zero sizes): no scrolling to judge by.
      if (element.clientHeight === 0) return;
      const ahead = (element.scrollHeight / shown.length) * MORE_AHEAD;
      // A lane whose cards all fit cannot be scrolled, so it asks at once.
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - ahead) onNeedMore(status);
    };
    check();
    element.addEventListener('scroll', check, { passive: true });
    return () => element.removeEventListener('scroll', check);
  }, [viewport, parties.length, shown.length, count, status, onNeedMore]);

  const reveal = useCallback(
    (_index: number, id: string) => {
      viewport.current
        ?.querySelector<HTMLElement>(`[data-party-id="${id}"]`)
        ?.scrollIntoView({ block: 'nearest' });
      focusCard(viewport.current, id);
    },
    [viewport],
  );
  useLaneFocus(props, shown, reveal);

  return (
    <Stack gap={cardGap(cards.compact)}>
      {shown.map((party, index) => (
        <Box key={party.id} data-index={index}>
          <LaneCard party={party} cards={cards} />
        </Box>
      ))}
    </Stack>
  );
}
