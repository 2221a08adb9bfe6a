import { routes } from '@curbside/contract/routes';
import { callEndpoint } from '../../lib/api.ts';
import type { ReportSource } from './PartiesReport.tsx';

const FINISHED = routes.transportation.getTransactionBetweenDates;
const RESERVATIONS = routes.transportation.getReservationData;
const WILL_CALLS = routes.reservation.getWillCallPartiesByDates;

/** Parties that ended (completed, cancelled or deleted) on the days, by the day they ended. */
export const finishedParties = (type: 'completed' | 'cancelled' | 'deleted'): ReportSource => ({
  path: FINISHED.path,
  read: (range, page, signal) => callEndpoint(FINISHED, { query: { ...range, type, ...page } }, { signal }),
});

/** Reservations booked for the days. */
export const reservations: ReportSource = {
  path: RESERVATIONS.path,
  read: (range, page, signal) => callEndpoint(RESERVATIONS, { body: { ...range, ...page } }, { signal }),
};

/** Will-calls of the days that were driven to the end. */
export const completedWillCalls: ReportSource = {
  path: WILL_CALLS.path,
  read: (range, page, signal) =>
    callEndpoint(WILL_CALLS, { body: { ...range, completedOnly: true, ...page } }, { signal }),
};
