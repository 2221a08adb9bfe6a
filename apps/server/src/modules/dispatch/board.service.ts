import type { PartySummary } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { PARTY_STATUS, zonedDayRange } from '@curbside/domain';
import { and, type Column, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { dispatches } from '../../party-access.ts';
import { userExists } from '../login/login.repository.ts';
import * as board from './board.repository.ts';
import { findSummaries, p } from './parties.repository.ts';
import { withActions } from './party-view.ts';
import { reportSummary } from './report.repository.ts';

type Read<T> = (tx: Parameters<Parameters<typeof inScope>[2]>[0], user: CompanyUserPrincipal) => Promise<T>;

/** A read in the caller's company. */
export function read<T>(deps: Pick<Deps, 'db'>, user: CompanyUserPrincipal, work: Read<T>): Promise<T> {
  return inScope(deps.db, scopeOf(user), (tx) => work(tx, user));
}

/** The board's own lanes: parties still moving today, whatever day they were booked for. */
export const BOARD_OPEN_STATUSES = [
  PARTY_STATUS.Pending,
  PARTY_STATUS.Dispatched,
  PARTY_STATUS.PickedUp,
  PARTY_STATUS.InTransit,
  PARTY_STATUS.WillCall,
  PARTY_STATUS.MapRequest,
];

/** The days `fromDate` … `toDate` of the caller's company. */
export const daysOf = (user: CompanyUserPrincipal, fromDate: string, toDate: string) =>
  zonedDayRange(fromDate, toDate, user.companyTimeZone);

export interface Paged {
  items: PartySummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of cards with their actions. */
export async function pageOfCards(
  tx: Parameters<Read<unknown>>[0],
  user: CompanyUserPrincipal,
  where: SQL | undefined,
  f: board.Page,
  orderBy?: SQL[],
): Promise<Paged> {
  const { rows, total } = await board.pageOf(tx, user.companyId, where, f, orderBy);
  return { items: await withActions(tx, user, rows), total, page: f.page, pageSize: f.pageSize };
}

/** A page of a report's cards and the figures of everything it matches (`day`: the column its days read). */
export async function reportPage(
  tx: Parameters<Read<unknown>>[0],
  user: CompanyUserPrincipal,
  where: SQL | undefined,
  f: board.Page,
  day: Column,
  orderBy?: SQL[],
) {
  const page = await pageOfCards(tx, user, where, f, orderBy);
  return { ...page, summary: await reportSummary(tx, user, where, day) };
}

/** The parties booked together with this one (its booking key), this one included. */
export const partiesOfBooking = (deps: Deps, principal: CompanyUserPrincipal, partyId: string) =>
  read(deps, principal, async (tx, user) => {
    const party = await board.findKeys(tx, user.companyId, partyId);
    if (!party) throw notFound('party');
    const rows = await findSummaries(tx, user.companyId, eq(p.bookingKey, party.bookingKey));
    return { items: await withActions(tx, user, rows) };
  });

/** The parties the caller touched lately, the latest touch first, with that touch. */
export const recentParties = (deps: Deps, principal: CompanyUserPrincipal, limit: number) =>
  read(deps, principal, async (tx, user) => {
    const touches = await board.recentTouches(tx, user.companyId, user.userId, limit);
    if (touches.size === 0) return { items: [] };
    const rows = await findSummaries(tx, user.companyId, board.idIn([...touches.keys()]));
    const cards = new Map((await withActions(tx, user, rows)).map((card) => [card.id, card]));
    const items = [...touches].flatMap(([id, touch]) => {
      const card = cards.get(id);
      return card ? [{ ...card, touchedAt: touch.touchedAt.toISOString(), lastAction: touch.action }] : [];
    });
    return { items };
  });

const FINISHED: Record<'completed' | 'cancelled' | 'deleted' | 'all', number[]> = {
  completed: [PARTY_STATUS.DroppedOff],
  cancelled: [PARTY_STATUS.Cancelled],
  deleted: [PARTY_STATUS.Deleted],
  all: [PARTY_STATUS.DroppedOff, PARTY_STATUS.Cancelled, PARTY_STATUS.Deleted],
};

/** Finished parties by the day they ended (company zone), searched, newest first, with their figures. */
export const transactions = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  q: { type: keyof typeof FINISHED } & DatesQuery,
) =>
  datesReport(deps, principal, q, inArray(p.status, FINISHED[q.type]), p.endedAt, [
    desc(p.endedAt),
    desc(p.number),
  ]);

/**
 * A driver's completed parties, newest first, optionally by the day they ended. Naming another user needs
 * the board.
 */
export const completedParties = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  userId: string | undefined,
  q: { fromDate?: string | undefined; toDate?: string | undefined } & board.Page,
) =>
  read(deps, principal, async (tx, user) => {
    const driverId = userId ?? user.userId;
    if (driverId !== user.userId && !dispatches(user)) {
      throw forbidden("Another driver's parties are on the board only.", 'FORBIDDEN');
    }
    // Another company's user is not found, rather than an empty page.
    if (driverId !== user.userId && !(await userExists(tx, user.companyId, driverId))) {
      throw notFound('driver');
    }
    const range =
      q.fromDate || q.toDate ? daysOf(user, q.fromDate ?? '1970-01-01', q.toDate ?? '9999-12-30') : undefined;
    return pageOfCards(
      tx,
      user,
      and(
        eq(p.status, PARTY_STATUS.DroppedOff),
        eq(p.driverId, driverId),
        range ? board.within(p.endedAt, range) : undefined,
      ),
      q,
      [desc(p.endedAt), desc(p.number)],
    );
  });

/** The dates and search of a list of parties scheduled in a date range. */
export type DatesQuery = { fromDate: string; toDate: string; search?: string | undefined } & board.Page;

/** The parties matching `status` whose `day` falls in the date range (company zone), searched. */
const datesWhere = (user: CompanyUserPrincipal, q: DatesQuery, status: SQL | undefined, day: Column) =>
  and(status, board.within(day, daysOf(user, q.fromDate, q.toDate)), board.searchWhere(q.search));

/** The parties of one status scheduled in the date range (company zone), searched. */
export const scheduledWhere = (user: CompanyUserPrincipal, status: number, q: DatesQuery) =>
  datesWhere(user, q, eq(p.status, status), p.scheduledAt);

/** The report of the parties matching `status` whose `day` falls in the date range: a page and its figures. */
export const datesReport = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  q: DatesQuery,
  status: SQL | undefined,
  day: Column,
  orderBy?: SQL[],
) =>
  read(deps, principal, (tx, user) =>
    reportPage(tx, user, datesWhere(user, q, status, day), q, day, orderBy),
  );

/** A page of the parties of one status scheduled in the date range (company zone), searched. */
export const scheduledCards = (
  tx: Parameters<Read<unknown>>[0],
  user: CompanyUserPrincipal,
  status: number,
  q: DatesQuery,
) => pageOfCards(tx, user, scheduledWhere(user, status, q), q);

/** Reservations (status 7) scheduled in the date range, for the report, with its figures. */
export const reservationReport = (deps: Deps, principal: CompanyUserPrincipal, q: DatesQuery) =>
  datesReport(deps, principal, q, eq(p.status, PARTY_STATUS.Reservation), p.scheduledAt);
