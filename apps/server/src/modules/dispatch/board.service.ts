import type { contract, PartySummary, ResponseOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import {
  dateIn,
  ENDED_PARTY_STATUSES,
  PARTY_STATUS,
  seesCompanyMoney,
  zonedDayRange,
} from '@curbside/domain';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import { userExists } from '../login/login.repository.ts';
import * as board from './board.repository.ts';
import { findUserAsDriver } from './lifecycle.repository.ts';
import { findSummaries, p } from './parties.repository.ts';
import { dispatches, withActions } from './party-view.ts';

type Dashboard = ResponseOf<typeof contract.transportation.getAllpartiesDashboard>;

type Read<T> = (tx: Parameters<Parameters<typeof inScope>[2]>[0], user: CompanyUserPrincipal) => Promise<T>;

/** A read in the caller's company. */
export function read<T>(deps: Pick<Deps, 'db'>, user: CompanyUserPrincipal, work: Read<T>): Promise<T> {
  return inScope(deps.db, scopeOf(user), (tx) => work(tx, user));
}

/** The board's own lanes: parties still moving today, whatever day they were booked for. */
const BOARD_OPEN_STATUSES = [
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

export interface BoardQuery {
  date?: string | undefined;
  statuses?: number[] | undefined;
  driverId?: string | undefined;
  locationId?: string | undefined;
  search?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The dispatch board: open parties and the reservations of `date` (today in the company's zone by default),
 * filtered; counts per status under the same filters but all statuses. One query for the page, one grouped
 * count (the total is read from it) and one for the cards' history. A driver without the board sees only
 * the parties assigned to them.
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
    const base = and(
      or(
        inArray(p.status, BOARD_OPEN_STATUSES),
        and(eq(p.status, PARTY_STATUS.Reservation), board.within(p.scheduledAt, day)),
      ),
      ownOnly ? eq(p.driverId, ownOnly) : undefined,
      q.driverId ? eq(p.driverId, q.driverId) : undefined,
      q.locationId ? or(eq(p.fromLocationId, q.locationId), eq(p.toLocationId, q.locationId)) : undefined,
      board.searchWhere(q.search),
    );
    const statuses = q.statuses && q.statuses.length > 0 ? [...new Set(q.statuses)] : undefined;
    const rows = await findSummaries(
      tx,
      user.companyId,
      and(base, statuses ? inArray(p.status, statuses) : undefined),
      {
        limit: q.pageSize,
        offset: board.offsetOf(q),
      },
    );
    const counts = await board.countsByStatus(tx, user.companyId, base);
    const total = counts
      .filter((c) => !statuses || statuses.includes(c.status))
      .reduce((sum, c) => sum + c.count, 0);
    return {
      items: await withActions(tx, user, rows),
      total,
      page: q.page,
      pageSize: q.pageSize,
      counts,
      date,
    };
  });

/**
 * A driver's own day: shift and vehicle, rides under way, rides dropped off that day and the next ride. No
 * company figures and no money: a driver's work needs neither.
 */
async function driverDay(tx: Tx, user: CompanyUserPrincipal, date: string, day: { start: Date; end: Date }) {
  const me = await findUserAsDriver(tx, user.companyId, user.userId);
  const rides = await board.driverRideCounts(tx, user.companyId, user.userId, day);
  const next = await board.nextRideOf(tx, user.companyId, user.userId);
  return {
    view: 'driver' as const,
    date,
    onShift: me?.onShift ?? false,
    vehicle: me?.vehicle ?? null,
    activeRides: rides.active,
    completedToday: rides.completed,
    nextRide: next && {
      id: next.id,
      number: next.number,
      status: next.status,
      guestName: next.guestName,
      roomNumber: next.roomNumber,
      adults: next.adults,
      children: next.children,
      luggage: next.luggage,
      fromLocationName: next.fromLocationName,
      toLocationName: next.toLocationName,
      scheduledAt: next.scheduledAt.toISOString(),
    },
  };
}

/**
 * Today's figures (or `date`'s), days read in the company's zone. A user who can drive and does not hold the
 * board gets their own day (`driverDay`). Anyone else: parties by status — those still moving, the day's
 * reservations and the ones that ended that day —, drivers on shift against all active drivers, average wait
 * (request to pick-up) against the average quote of the parties picked up that day, and, only for a holder
 * of the company-money rule, the money taken that day net of refunds (absent for the others, ADR 24).
 */
export const dashboard = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  input: { date?: string | undefined },
): Promise<Dashboard> =>
  read(deps, principal, async (tx, user) => {
    const date = input.date ?? dateIn(user.companyTimeZone);
    const day = daysOf(user, date, date);
    if (user.canBeDriver && !dispatches(user)) return driverDay(tx, user, date, day);
    const counts = await board.countsByStatus(
      tx,
      user.companyId,
      or(
        inArray(p.status, BOARD_OPEN_STATUSES),
        and(eq(p.status, PARTY_STATUS.Reservation), board.within(p.scheduledAt, day)),
        and(inArray(p.status, [...ENDED_PARTY_STATUSES]), board.within(p.endedAt, day)),
      ),
    );
    const drivers = await board.driverCounts(tx, user.companyId);
    const averages = await board.waitAverages(tx, user.companyId, day);
    const money = seesCompanyMoney(user.rules)
      ? {
          revenueTodayCents: await board.revenue(tx, user.companyId, day),
          currency: user.companyCurrency,
        }
      : {};
    return {
      view: 'company' as const,
      date,
      counts,
      driversOnShift: drivers.onShift,
      driversTotal: drivers.total,
      ...averages,
      ...money,
    };
  });

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

/** Finished parties by the day they ended (company zone), newest first. */
export const transactions = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  q: { fromDate: string; toDate: string; type: keyof typeof FINISHED } & board.Page,
) =>
  read(deps, principal, async (tx, user) =>
    pageOfCards(
      tx,
      user,
      and(inArray(p.status, FINISHED[q.type]), board.within(p.endedAt, daysOf(user, q.fromDate, q.toDate))),
      q,
      [desc(p.endedAt), desc(p.number)],
    ),
  );

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

/** A page of the parties of one status scheduled in the date range (company zone), searched. */
export const scheduledCards = (
  tx: Parameters<Read<unknown>>[0],
  user: CompanyUserPrincipal,
  status: number,
  q: DatesQuery,
) =>
  pageOfCards(
    tx,
    user,
    and(
      eq(p.status, status),
      board.within(p.scheduledAt, daysOf(user, q.fromDate, q.toDate)),
      board.searchWhere(q.search),
    ),
    q,
  );

/** Reservations (status 7) scheduled in the date range, for the report. */
export const reservationReport = (deps: Deps, principal: CompanyUserPrincipal, q: DatesQuery) =>
  read(deps, principal, (tx, user) => scheduledCards(tx, user, PARTY_STATUS.Reservation, q));
