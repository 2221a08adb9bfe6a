import { z } from 'zod';
import { isoDate } from './common.ts';
import { partyStatus, partySummary } from './party.ts';

/** How many parties stand in one status: a lane of the board, a tile of the dashboard. */
export const statusCount = z.object({ status: partyStatus, count: z.number().int() });

/**
 * The day's figures of the company (callers who are not a driver without the board). The money of the day is
 * there only for a caller holding `reports.view` (ADR 24): for anyone else both keys are absent, never null.
 */
export const companyDashboard = z.object({
  view: z.literal('company'),
  date: isoDate,
  counts: z.array(statusCount),
  driversOnShift: z.number().int(),
  driversTotal: z.number().int(),
  /** Average minutes from request to pick-up of today's picked-up parties; null when none. */
  averageWaitMinutes: z.number().nullable(),
  /** Average quoted wait of the same parties. */
  averageQuotedMinutes: z.number().nullable(),
  /** Payments minus refunds of the day: with `reports.view` only, absent otherwise. */
  revenueTodayCents: z.number().int().optional(),
  /** The currency of `revenueTodayCents`, present with it. */
  currency: z.string().optional(),
});

/** A driver's next ride as their dashboard shows it: where and when, no money. */
export const nextRide = partySummary.pick({
  id: true,
  number: true,
  status: true,
  guestName: true,
  roomNumber: true,
  adults: true,
  children: true,
  luggage: true,
  fromLocationName: true,
  toLocationName: true,
  scheduledAt: true,
});

/** A driver's own day (a user who can drive and does not hold the board): no company figures, no money. */
export const driverDashboard = z.object({
  view: z.literal('driver'),
  date: isoDate,
  onShift: z.boolean(),
  /** Their current vehicle ("Make Model (plate)"), null when none. */
  vehicle: z.string().nullable(),
  /** Rides assigned to them and still under way: dispatched, picked up or in transit. */
  activeRides: z.number().int(),
  /** Rides they dropped off that day. */
  completedToday: z.number().int(),
  /** The ride under way, else the earliest dispatched one; null when none. */
  nextRide: nextRide.nullable(),
});

/** `Transportation/GetAllpartiesDashboard`: the company's day, or a driver's own. */
export const dashboard = z.discriminatedUnion('view', [companyDashboard, driverDashboard]);
