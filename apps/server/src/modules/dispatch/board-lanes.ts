import type { BoardQuery } from '@curbside/contract';
import { dateIn, PARTY_STATUS } from '@curbside/domain';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { forbidden } from '../../errors.ts';
import { dispatches } from '../../party-access.ts';
import * as board from './board.repository.ts';
import { BOARD_OPEN_STATUSES, daysOf, read } from './board.service.ts';
import { afterCard, type Lane, laneBoard, laneCounts } from './lanes.repository.ts';
import { findCards, p } from './parties.repository.ts';
import { toSummary, withActions } from './party-view.ts';

/** Every lane of the board: the open statuses and the day's reservations. */
const LANES: readonly number[] = [...BOARD_OPEN_STATUSES, PARTY_STATUS.Reservation];

/** A lane's order, the one its index (company, status, scheduled time, number) keeps. */
const laneOrder = () => [asc(p.scheduledAt), asc(p.number)];

type CardRow = Awaited<ReturnType<typeof findCards>>[number];

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
    const reservationsOfDay = and(eq(p.status, PARTY_STATUS.Reservation), board.within(p.scheduledAt, day));
    const filters = and(
      eq(p.companyId, user.companyId),
      ownOnly ? eq(p.driverId, ownOnly) : undefined,
      q.driverId ? eq(p.driverId, q.driverId) : undefined,
      q.locationId ? or(eq(p.fromLocationId, q.locationId), eq(p.toLocationId, q.locationId)) : undefined,
      board.searchWhere(q.search),
    );
    const base = and(or(inArray(p.status, BOARD_OPEN_STATUSES), reservationsOfDay), filters);
    const statuses = q.statuses && q.statuses.length > 0 ? [...new Set(q.statuses)] : undefined;
    const lanes: Lane[] = LANES.map((status) =>
      status === PARTY_STATUS.Reservation ? { status, span: day } : { status },
    );
    const asked = lanes.filter((lane) => !statuses || statuses.includes(lane.status));

    // The board's first answer and more of one lane: cards, their undoable steps and the counts in one
    // statement. A live patch and a page read the cards, their history and the counts in turn.
    const more = q.after && asked.length === 1 ? afterCard(q.after) : undefined;
    if (!q.partyIds && (q.perLane || more)) {
      const { cards, counts } =
        asked.length === 0
          ? { cards: [], counts: await laneCounts(tx, lanes, filters) }
          : await laneBoard(
              tx,
              user.companyId,
              asked,
              { cards: and(filters, more), counts: filters },
              q.perLane ?? q.pageSize,
            );
      return answerOf(
        cards.map(({ lastStep, ...card }) => toSummary(user, card, lastStep ? [lastStep] : [])),
        counts,
      );
    }
    let rows: CardRow[];
    if (q.partyIds) {
      const chosen = and(base, inArray(p.id, q.partyIds), statuses ? inArray(p.status, statuses) : undefined);
      rows = await findCards(tx, chosen, laneOrder());
    } else {
      const after = q.after ? afterCard(q.after) : undefined;
      const page = await tx
        .select({ id: p.id })
        .from(p)
        .where(and(base, statuses ? inArray(p.status, statuses) : undefined, after))
        .orderBy(...laneOrder())
        .limit(q.pageSize)
        .offset(q.after ? 0 : board.offsetOf(q));
      rows =
        page.length === 0
          ? []
          : await findCards(
              tx,
              and(
                eq(p.companyId, user.companyId),
                inArray(
                  p.id,
                  page.map((row) => row.id),
                ),
              ),
              laneOrder(),
            );
    }
    return answerOf(await withActions(tx, user, rows), await laneCounts(tx, lanes, filters));

    function answerOf<I>(items: I[], counts: { status: number; count: number }[]) {
      const total = counts
        .filter((c) => !statuses || statuses.includes(c.status))
        .reduce((sum, c) => sum + c.count, 0);
      return { items, total, page: q.page, pageSize: q.perLane ?? q.pageSize, counts, date };
    }
  });
