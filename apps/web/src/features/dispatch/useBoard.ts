import type { BoardCard, BoardQuery } from '@curbside/contract';
import { routes } from '@curbside/contract/routes';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api.ts';
import { keepPrevious, useApiQuery } from '../../lib/query.ts';
import { useRowPatches } from '../../lib/realtime.ts';
import { patchBatch } from './patchBatch.ts';

const BOARD = routes.transportation.getRecordManagementByOption;
/** Cards per lane in the first answer and in each next page of a lane (the bench measures the same). */
export const BOARD_PAGE = 40;

export type BoardFilter = Pick<BoardQuery, 'date' | 'driverId' | 'locationId' | 'search' | 'statuses'>;

/** A lane's order: scheduled time, then number (the server's and its index's). */
const before = (a: BoardCard, b: BoardCard) =>
  a.scheduledAt === b.scheduledAt ? a.number - b.number : a.scheduledAt < b.scheduledAt ? -1 : 1;

function byStatus(cards: readonly BoardCard[]): Map<number, BoardCard[]> {
  const lanes = new Map<number, BoardCard[]>();
  for (const card of cards) {
    const lane = lanes.get(card.status) ?? [];
    lane.push(card);
    lanes.set(card.status, lane);
  }
  for (const lane of lanes.values()) lane.sort(before);
  return lanes;
}

/**
 * The board's cards (ADR 30): the first page of every lane with every lane's count, the next page of a lane
 * when the user scrolls to its end (`loadMore`), and the cards a live event names patched in place — never
 * the whole board again. A new filter starts over.
 */
export function useBoard(filter: BoardFilter) {
  const first = useApiQuery(BOARD, { body: { ...filter, perLane: BOARD_PAGE } }, keepPrevious);
  const [lanes, setLanes] = useState<Map<number, BoardCard[]>>(() => new Map());
  const [counts, setCounts] = useState<Map<number, number>>(() => new Map());
  const [loading, setLoading] = useState<ReadonlySet<number>>(() => new Set());
  const loadingRef = useRef(new Set<number>());
  const generation = useRef(0);

  useEffect(() => {
    if (!first.data) return;
    generation.current += 1;
    loadingRef.current = new Set();
    setLoading(new Set());
    setLanes(byStatus(first.data.items));
    setCounts(new Map(first.data.counts.map((entry) => [entry.status, entry.count])));
  }, [first.data]);

  const filterRef = useRef(filter);
  filterRef.current = filter;
  const lanesRef = useRef(lanes);
  lanesRef.current = lanes;
  const countsRef = useRef(counts);
  countsRef.current = counts;

  const loadMore = useCallback(async (status: number) => {
    const held = lanesRef.current.get(status) ?? [];
    const last = held.at(-1);
    if (!last || loadingRef.current.has(status) || held.length >= (countsRef.current.get(status) ?? 0))
      return;
    const started = generation.current;
    loadingRef.current.add(status);
    setLoading(new Set(loadingRef.current));
    try {
      const next = await callEndpoint(BOARD, {
        body: {
          ...filterRef.current,
          statuses: [status],
          after: { scheduledAt: last.scheduledAt, number: last.number },
          pageSize: BOARD_PAGE,
        },
      });
      if (started !== generation.current) return;
      setLanes((previous) => {
        const lane = previous.get(status) ?? [];
        const ids = new Set(lane.map((card) => card.id));
        return new Map(previous).set(status, [...lane, ...next.items.filter((card) => !ids.has(card.id))]);
      });
      setCounts(new Map(next.counts.map((entry) => [entry.status, entry.count])));
    } finally {
      loadingRef.current.delete(status);
      setLoading(new Set(loadingRef.current));
    }
  }, []);

  // A live change: the cards it names are read again (with fresh counts) and put where they now belong. A
  // card lands in a lane only within what the lane holds, so scrolling on still meets every card once. The
  // cards named within one frame are read together (ADR 152).
  const readCards = useRef<(partyIds: readonly string[]) => void>(() => undefined);
  readCards.current = (partyIds) => {
    const started = generation.current;
    void callEndpoint(BOARD, { body: { ...filterRef.current, partyIds: [...partyIds] } })
      .then((answer) => {
        if (started !== generation.current) return;
        const named = new Set(partyIds);
        const fresh = new Map(answer.counts.map((entry) => [entry.status, entry.count]));
        setLanes((previous) => {
          const next = new Map<number, BoardCard[]>();
          for (const [status, lane] of previous)
            next.set(
              status,
              lane.filter((card) => !named.has(card.id)),
            );
          // A lane that held all its cards holds the new ones too; else only those before its last card.
          for (const [status, landing] of byStatus(answer.items)) {
            const lane = next.get(status) ?? [];
            const last = lane.at(-1);
            const complete = lane.length + landing.length >= (fresh.get(status) ?? 0);
            const kept = complete || !last ? landing : landing.filter((card) => before(card, last) < 0);
            if (kept.length > 0) next.set(status, [...lane, ...kept].sort(before));
          }
          return next;
        });
        setCounts(fresh);
      })
      .catch(() => void first.refetch());
  };
  const batch = useMemo(() => patchBatch((partyIds) => readCards.current(partyIds)), []);
  useEffect(() => () => batch.cancel(), [batch]);
  useRowPatches('parties', BOARD.path, (partyIds) => batch.add(partyIds));

  const cards = useMemo(() => [...lanes.values()].flat(), [lanes]);
  return { first, lanes, counts, cards, loading, loadMore };
}
