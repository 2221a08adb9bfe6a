import type { contract, ResponseOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { dateIn, ENDED_PARTY_STATUSES, PARTY_STATUS, seesCompanyMoney, waitLevel } from '@curbside/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { dispatches } from '../../party-access.ts';
import * as board from './board.repository.ts';
import { BOARD_OPEN_STATUSES, daysOf, read } from './board.service.ts';
import * as figures from './dashboard.repository.ts';
import { findUserAsDriver } from './drivers.repository.ts';
import { p } from './parties.repository.ts';

type Dashboard = ResponseOf<typeof contract.transportation.getAllpartiesDashboard>;

/** How many late or at-risk parties the dashboard names, and how many drivers on shift it lists. */
const WAITING_SHOWN = 10;
const DRIVERS_SHOWN = 50;

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
 * (request to pick-up) against the average quote of the parties picked up that day and how many kept their
 * quote, the day's parties hour by hour, the late and at-risk waiting parties, the drivers on shift with their
 * load, and, only for a holder
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
    const now = new Date();
    const waiting = await figures.waitingParties(tx, user.companyId, now, WAITING_SHOWN);
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
      quoteAccuracy: await figures.quoteAccuracy(tx, user.companyId, day),
      byHour: await figures.partiesByHour(tx, user.companyId, day, user.companyTimeZone),
      waiting: waiting.rows.map((row) => {
        const waitingMinutes = Math.floor((now.getTime() - row.scheduledAt.getTime()) / 60_000);
        const level = waitLevel(waitingMinutes, row.quotedWaitMinutes);
        return {
          id: row.id,
          number: row.number,
          status: row.status,
          guestName: row.guestName,
          fromLocationName: row.fromLocationName,
          toLocationName: row.toLocationName,
          quotedWaitMinutes: row.quotedWaitMinutes,
          driverName: row.driverName ?? row.otherDriverName,
          waitingMinutes,
          // The query flags by the same rule; a boundary minute apart is still at risk, never on time.
          level: level === 'late' ? ('late' as const) : ('atRisk' as const),
        };
      }),
      waitingTotal: waiting.total,
      drivers: await figures.driversOnShift(tx, user.companyId, DRIVERS_SHOWN),
      ...money,
    };
  });
