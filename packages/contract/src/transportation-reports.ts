import { z } from 'zod';
import { datesInOrder, datesInOrderIssue, id, isoDate, paged, pageRequest, wholeCents } from './common.ts';
import { endpoint, noBody } from './endpoint.ts';
import { pagedParties } from './party.ts';
import { reportEntry, reportFilter, staffMember } from './report.ts';

/**
 * A party report's figures over its whole range, not only the page shown: how many parties and guests, their
 * totals and what was paid, and the parties per day of the company's calendar (days with none left out).
 */
export const partyReportSummary = z.object({
  parties: z.number().int(),
  guests: z.number().int(),
  totalCents: wholeCents,
  paidCents: wholeCents,
  currency: z.string(),
  byDay: z.array(z.object({ date: isoDate, count: z.number().int() })),
});

/** A page of a party report and the figures of the whole range. */
export const partyReport = pagedParties.extend({ summary: partyReportSummary });
export type PartyReport = z.infer<typeof partyReport>;

export const cashOutRow = z.object({
  ...staffMember,
  method: z.enum(['cash', 'account', 'card']),
  payments: z.number().int(),
  paidCents: wholeCents,
  refundedCents: wholeCents,
});

/** The most staff members the cash-out chart compares. */
export const CASH_OUT_PEOPLE = 12;

/** The Transportation area's reports (spread into `transportation`): transactions, completed rides, cash-out. */
export const transportationReports = {
  getTransactionBetweenDates: endpoint({
    method: 'GET',
    path: 'Transportation/GetTransactionBetweenDates',
    reads: ['parties'],
    summary:
      'Finished parties of a date range (the day they ended): completed, cancelled, deleted or all three, searched, with their figures.',
    permission: 'rule:reports.view',
    // Searched by guest name, phone or room number, or the party number.
    query: reportFilter({ type: z.enum(['completed', 'cancelled', 'deleted', 'all']).default('all') }),
    body: noBody,
    response: partyReport,
  }),
  myCompletedParties: endpoint({
    method: 'POST',
    path: 'Transportation/MyCompletedParties',
    reads: ['parties'],
    summary: "A driver's completed parties, newest first (a driver sees their own only).",
    permission: 'company',
    query: z.object({ userId: id.optional() }),
    body: z
      .object({ fromDate: isoDate.optional(), toDate: isoDate.optional(), ...pageRequest })
      .refine(datesInOrder, datesInOrderIssue)
      .optional(),
    response: pagedParties,
  }),
  getCashOutReportByDates: reportEntry({
    path: 'Transportation/GetCashOutReportByDates',
    reads: ['parties'],
    summary: 'Money taken per staff member and payment method over a date range, refunds beside it.',
    // Searched by a staff member's name (contains, any case).
    filters: { userId: id.optional() },
    // A page of the lines (staff member and method), the totals of every line, and the chart's people.
    response: paged(cashOutRow).extend({
      totalPaidCents: wholeCents,
      totalRefundedCents: wholeCents,
      currency: z.string(),
      /** Paid and refunded per staff member over every line, the most paid first, at most CASH_OUT_PEOPLE. */
      people: z.array(
        cashOutRow.pick({ userId: true, userName: true, paidCents: true, refundedCents: true }),
      ),
    }),
  }),
  getReservationData: reportEntry({
    path: 'Transportation/GetReservationData',
    reads: ['parties'],
    summary: 'Reservations scheduled in a date range, for the reservation report.',
    filters: {},
    response: partyReport,
  }),
};
