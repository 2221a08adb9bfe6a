import type { BoardAnswer, BoardQuery } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { dateIn, PARTY_STATUS } from '@curbside/domain';
import { and } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { ownBytes, writtenList } from '../../lib/written-json.ts';
import { setUpKept } from '../../memory.ts';
import { dispatches } from '../../party-access.ts';
import * as board from './board.repository.ts';
import { BOARD_OPEN_STATUSES, daysOf, read } from './board.service.ts';
import * as lanes from './lanes.repository.ts';
import { findCards } from './parties.repository.ts';
import { withActions, writtenWithActions } from './party-view.ts';

/** Every lane of the board: the open statuses and the day's reservations. */
const LANES: readonly number[] = [...BOARD_OPEN_STATUSES, PARTY_STATUS.Reservation];

type CardRow = Awaited<ReturnType<typeof findCards>>[number];

/**
 * The board's written cards kept at their row's version (ADR 182), as a company's set-up is kept: a card holds the
 * names of its places and drivers, which a change of the set-up forgets; anything else that changes a card writes
 * its row, and so asks for it under another key. At most 4 MiB of cards: a board's are about 0.2 MiB.
 */
const keptCards = setUpKept<{ companyId: string; card: lanes.KeptCard }>((kept) => kept.companyId, {
  maxEntries: 50_000,
  maxBytes: 4 * 2 ** 20,
  sizeOf: (kept) => kept.card.opening.length,
});

/** A card the database wrote, as it is kept. */
const keptCardOf = ({ json, ...card }: lanes.WrittenCard): lanes.KeptCard => ({
  ...card,
  opening: ownBytes(json.slice(0, -1)),
});

const cardKey = (companyId: string, card: lanes.ChosenCard) => `${companyId}|${card.id}|${card.rowVersion}`;

/**
 * The cards `chosen`, in their order: those kept at the version chosen, the others written by the database in one
 * statement and kept. A card whose row changed since it was chosen is answered as it now stands; one deleted since
 * is left out.
 */
async function cardsAsTheyStand(
  deps: Deps,
  tx: Tx,
  companyId: string,
  chosen: readonly lanes.ChosenCard[],
): Promise<lanes.KeptCard[]> {
  const memo = keptCards(deps.memory);
  const mark = memo.mark();
  const now = Date.now();
  const found = new Map<string, lanes.KeptCard>();
  const missing: string[] = [];
  for (const card of chosen) {
    const kept = memo.peek(cardKey(companyId, card), now);
    if (kept) found.set(card.id, kept.card);
    else missing.push(card.id);
  }
  if (missing.length > 0) {
    const written = (await lanes.writtenCards(tx, companyId, missing)).map(keptCardOf);
    for (const card of written) found.set(card.id, card);
    memo.keepRead(
      written.map((card) => [cardKey(companyId, card), { companyId, card }]),
      mark,
    );
  }
  return chosen.flatMap((card) => found.get(card.id) ?? []);
}

/**
 * The dispatch board (ADR 30): open parties and the reservations of `date` (today in the company's zone by
 * default), filtered, with a count per lane under the same filters whatever `statuses`. Three ways to ask:
 * `perLane` (the first cards of every lane, the board's first answer), `after` (more of one lane, keyset
 * paging that a live change does not shift) and `partyIds` (the cards a live event named); otherwise a page.
 * One statement chooses and joins the cards (every lane's at once, ADR 41), one reads their history for the
 * actions, one counts every lane. A driver
 * without the board sees only the parties assigned to them.
 */
export const boardPage = (deps: Deps, principal: CompanyUserPrincipal, q: BoardQuery) =>
  read(deps, principal, async (tx, user) => {
    let ownOnly: string | undefined;
    if (!dispatches(user)) {
      if (!user.canBeDriver) throw forbidden('The dispatch board is not among your screens.', 'FORBIDDEN');
      ownOnly = user.userId;
    }
    const date = q.date ?? dateIn(user.companyTimeZone);
    const day = daysOf(user, date, date);
    const filters = lanes.boardFilters({
      companyId: user.companyId,
      ownOnly,
      driverId: q.driverId,
      locationId: q.locationId,
      search: q.search,
    });
    const base = lanes.onBoard(BOARD_OPEN_STATUSES, day, filters.where);
    const statuses = q.statuses && q.statuses.length > 0 ? [...new Set(q.statuses)] : undefined;
    const all: lanes.Lane[] = LANES.map((status) =>
      status === PARTY_STATUS.Reservation ? { status, span: day } : { status },
    );
    const asked = all.filter((lane) => !statuses || statuses.includes(lane.status));

    // The board's first answer and more of one lane: the cards chosen and the counts in one round trip, then the
    // cards not kept at their row's version written as JSON by the database with their undoable steps (ADRs 178,
    // 182). A live patch and a page read the cards, their history and the counts in turn.
    const more = q.after && asked.length === 1 ? lanes.afterCard(q.after) : undefined;
    if (!q.partyIds && (q.perLane || more)) {
      const { chosen, counts } =
        asked.length === 0
          ? { chosen: [], counts: await lanes.laneCounts(tx, all, filters) }
          : await lanes.laneBoard(
              tx,
              asked,
              { cards: and(filters.where, more), counts: filters },
              q.perLane ?? q.pageSize,
            );
      const cards = await cardsAsTheyStand(deps, tx, user.companyId, chosen);
      return writtenList<BoardAnswer>(writtenWithActions(user, cards), restOf(counts));
    }
    let rows: CardRow[];
    if (q.partyIds) {
      const chosen = and(base, lanes.amongIds(user.companyId, q.partyIds), lanes.ofStatuses(statuses));
      rows = await findCards(tx, chosen, lanes.laneOrder());
    } else {
      const after = q.after ? lanes.afterCard(q.after) : undefined;
      const ids = await lanes.pageIds(
        tx,
        and(base, lanes.ofStatuses(statuses), after),
        q.pageSize,
        q.after ? 0 : board.offsetOf(q),
      );
      rows =
        ids.length === 0 ? [] : await findCards(tx, lanes.amongIds(user.companyId, ids), lanes.laneOrder());
    }
    return { items: await withActions(tx, user, rows), ...restOf(await lanes.laneCounts(tx, all, filters)) };

    /** The answer's fields after its items, in the contract's order. */
    function restOf(counts: { status: number; count: number }[]) {
      const total = counts
        .filter((c) => !statuses || statuses.includes(c.status))
        .reduce((sum, c) => sum + c.count, 0);
      return { total, page: q.page, pageSize: q.perLane ?? q.pageSize, counts, date };
    }
  });
