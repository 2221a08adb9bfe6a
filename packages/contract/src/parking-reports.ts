import { z } from 'zod';
import { id, isoDate, paged, timestamp, wholeCents } from './common.ts';
import { permitMoney, permitSummary } from './parking-permits.ts';
import { reportEntry, staffMember } from './report.ts';

/** A figure per day of the company's calendar (days with none left out). */
const byDay = z.array(z.object({ date: isoDate, count: z.number().int(), cents: z.number().int() }));

/** A permit that earns its seller commission: the package's percentage of its cost (ADR 28, ADR 38). */
export const commissionRow = permitSummary.extend({
  /** When it was sold: the report's days are sale days. */
  soldAt: timestamp,
  commissionPercent: z.number(),
  commissionCents: wholeCents,
});
export type CommissionRow = z.infer<typeof commissionRow>;

export const commissionSummary = z.object({
  permits: z.number().int(),
  salesCents: wholeCents,
  commissionCents: wholeCents,
  currency: z.string(),
  /** Permits sold (count) and commission earned (cents) per sale day. */
  byDay,
});
export type CommissionSummary = z.infer<typeof commissionSummary>;

/** A cancelled, deleted or delivered permit with when, by whom and why it was closed (or the car handed over). */
export const closedPermitRow = permitSummary.extend({
  closedAt: timestamp,
  closedByName: z.string(),
  reason: z.string(),
});
export type ClosedPermitRow = z.infer<typeof closedPermitRow>;

export const closedPermitSummary = z.object({
  permits: z.number().int(),
  ...permitMoney,
  currency: z.string(),
  /** Permits closed (count) and refunded (cents) per day. */
  byDay,
});
export type ClosedPermitSummary = z.infer<typeof closedPermitSummary>;

/** One staff member's sales and commission over the range. */
export const staffCommissionRow = z.object({
  ...staffMember,
  permits: z.number().int(),
  salesCents: wholeCents,
  commissionCents: wholeCents,
});
export type StaffCommissionRow = z.infer<typeof staffCommissionRow>;

export const commissionReport = paged(commissionRow).extend({ summary: commissionSummary });
export type CommissionReport = z.infer<typeof commissionReport>;
export const closedPermitReport = paged(closedPermitRow).extend({ summary: closedPermitSummary });
export const staffCommissionReport = paged(staffCommissionRow).extend({
  summary: commissionSummary.omit({ byDay: true }),
});
export type StaffCommissionReport = z.infer<typeof staffCommissionReport>;

/** The parking reports (spread into `parking`), ADR 38; the package page's read is the packages' get-by-id. */
export const parkingReports = {
  getParkingCommission: reportEntry({
    path: 'Parking/GetParkingCommission',
    reads: ['parkingPermits', 'parkingPackages', 'parkingLots'],
    summary:
      "Permits sold on these days (the company's calendar) that earn commission, newest first, with each one's commission and the range's totals.",
    // Searched by a plate (its search form), a guest's name or a room number.
    filters: { soldBy: id.optional() },
    response: commissionReport,
  }),
  getCancelledOrDeletedParkings: reportEntry({
    path: 'Parking/GetCancelledOrDeletedParkings',
    reads: ['parkingPermits', 'parkingPackages', 'parkingLots'],
    summary:
      "Permits cancelled, deleted or delivered (the car handed to the guest) on these days (the company's calendar), latest first, with who closed them, why, and the range's totals.",
    // `delivered`: the valet's delivered cars (ADR 131), beside the shuttle's completed on-call rides.
    filters: { type: z.enum(['cancelled', 'deleted', 'delivered']) },
    response: closedPermitReport,
  }),
};

/** The Subscription area's commission report (spread into `subscription`). */
export const commissionReports = {
  getCommissionReport: reportEntry({
    path: 'Subscription/GetCommissionReport',
    reads: ['parkingPermits', 'parkingPackages'],
    summary:
      "Commission per staff member over a date range (permits sold on those days), highest first, searched by name, with the range's totals.",
    filters: {},
    response: staffCommissionReport,
  }),
};
