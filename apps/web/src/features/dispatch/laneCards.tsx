import type { BoardCard } from '@curbside/contract';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import type { PartyAction } from './actions.tsx';
import { PartyCard } from './PartyCard.tsx';

/** How close to the end of the cards held the next page is asked for. */
export const MORE_AHEAD = 8;
const CARD_GAP = 8;
const COMPACT_GAP = 4;
/** Fields whose typing a card's focus must not interrupt. */
const TYPING = 'input:not([type="checkbox"]), textarea, select, [contenteditable="true"]';

export interface FocusRequest {
  id: string;
  /** Bumps on every keyboard move, so the same card can be focused again. */
  seq: number;
}

/** What every card of the board is drawn with, whatever its lane. */
export interface CardContext {
  now: number;
  timeZone: string | undefined;
  selected: ReadonlySet<string>;
  focusedId: string | null;
  pending: { partyId: string; action: PartyAction } | null;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onFocus: (id: string) => void;
  onAction: (party: BoardCard, action: PartyAction) => void;
  compact: boolean;
  /** The origin most cards share: their routes leave it out. */
  usualFromId: string | null;
}

/** What either of a lane's card lists (plain or virtual) is drawn from. */
export interface LaneCardsProps {
  status: number;
  count: number;
  parties: readonly BoardCard[];
  cards: CardContext;
  focusRequest: FocusRequest | null;
  /** The lane's next page, asked for when the user nears the end of what it holds. */
  onNeedMore: (status: number) => void;
  /** The lane's scrolling box; it outlives the lists, so its scroll position survives a swap. */
  viewport: RefObject<HTMLDivElement | null>;
  /** Marks a focus request served, once for the lane whichever list serves it; false when it already was. */
  claimFocus: (seq: number) => boolean;
  /** The card that had the focus when one list gave way to the other, to give it back. */
  carried: { current: string | null };
}

/** One card of a lane, drawn the same by both lists. */
export function LaneCard({ party, cards }: { party: BoardCard; cards: CardContext }) {
  return (
    <PartyCard
      party={party}
      compact={cards.compact}
      usualFromId={cards.usualFromId}
      now={cards.now}
      timeZone={cards.timeZone}
      selected={cards.selected.has(party.id)}
      focused={cards.focusedId === party.id}
      busyAction={cards.pending?.partyId === party.id ? cards.pending.action : null}
      onToggle={cards.onToggle}
      onOpen={cards.onOpen}
      onFocus={cards.onFocus}
      onAction={cards.onAction}
    />
  );
}

/** The space between a lane's cards. */
export function cardGap(compact: boolean): number {
  return compact ? COMPACT_GAP : CARD_GAP;
}

/** Gives a drawn card the focus, but never away from a field being typed in (a card that moved after the user went on to the search). */
export function focusCard(viewport: HTMLElement | null, id: string): void {
  if (document.activeElement?.matches(TYPING)) return;
  viewport?.querySelector<HTMLElement>(`[data-party-id="${id}"]`)?.focus();
}

/**
 * A lane swaps its plain list for the virtual one once it holds more than a page. The swap draws the cards anew,
 * so the card that had the focus would drop it to the page: the list leaving notes that card (its cleanup runs
 * before its cards leave the page), and the list arriving brings it into view (`reveal`) and focuses it again.
 */
function useCarriedFocus(lane: LaneCardsProps, reveal: (index: number, id: string) => void): void {
  const { viewport, carried, parties } = lane;
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      const card =
        active instanceof HTMLElement && viewport.current?.contains(active)
          ? active.closest<HTMLElement>('[data-party-id]')
          : null;
      carried.current = card?.dataset.partyId ?? null;
    },
    [viewport, carried],
  );
  useLayoutEffect(() => {
    const id = carried.current;
    if (!id) return;
    carried.current = null;
    // Only where the focus was really dropped: a user who moved on elsewhere keeps it there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const index = parties.findIndex((party) => party.id === id);
    if (index >= 0) reveal(index, id);
  }, [carried, parties, reveal]);
}

/**
 * The focus of a list of a lane's cards (`drawn`, which the list has in the page or can scroll to): it carries
 * the focus across a swap of lists, and serves a keyboard move to one of its cards, bringing it into view
 * (`reveal`) and asking for the lane's next page when the card is near the end of what the lane holds. Each
 * request is served once, so a refetch of the board (typing a search, a server event) never takes the focus back.
 */
export function useLaneFocus(
  lane: LaneCardsProps,
  drawn: readonly BoardCard[],
  reveal: (index: number, id: string) => void,
): void {
  useCarriedFocus(lane, reveal);
  const { focusRequest, claimFocus, parties, count, onNeedMore, status } = lane;
  useEffect(() => {
    if (!focusRequest) return;
    const index = drawn.findIndex((party) => party.id === focusRequest.id);
    if (index < 0 || !claimFocus(focusRequest.seq)) return;
    if (parties.length < count && index >= parties.length - MORE_AHEAD) onNeedMore(status);
    reveal(index, focusRequest.id);
  }, [focusRequest, drawn, claimFocus, reveal, parties.length, count, onNeedMore, status]);
}
