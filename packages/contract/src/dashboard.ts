import { z } from 'zod';
import { id, isoDate, wholeCents } from './common.ts';
import { partyStatus, partySummary } from './party.ts';

/** How many parties stand in one status: a lane of the board, a tile of the dashboard. */
export const statusCount = z.object({ status: partyStatus, count: z.number().int() });

/** One hour of the day in the company's time zone: parties requested in it, and parties that ended in it. */
export const hourCount = z.object({
  hour: z.number().int().min(0).max(23),
  requested: z.number().int(),
  completed: z.number().int(),
});

/**
 * A party still waiting to be picked up that needs an eye on it (ADR 32): `late` past its quote (or, with no
 * quote, past an hour's half), `atRisk` close to it.
 */
export const waitingParty = partySummary
  .pick({
    id: true,
    number: true,
    status: true,
    guestName: true,
    fromLocationName: true,
    toLocationName: true,
    quotedWaitMinutes: true,
    driverName: true,
  })
  .extend({ waitingMinutes: z.number().int(), level: z.enum(['late', 'atRisk']) });

/** A driver on shift and the rides they carry now (dispatched, picked up, in transit). */
export const driverLoad = z.object({
  id,
  name: z.string(),
  vehicle: z.string().nullable(),
  activeParties: z.number().int(),
});

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
  /** Of today's picked-up parties that had a quote, how many there were and how many were picked up within it. */
  quoteAccuracy: z.object({ quoted: z.number().int(), withinQuote: z.number().int() }),
  /** The 24 hours of the day, in order. */
  byHour: z.array(hourCount),
  /** The longest-waiting late and at-risk parties, longest first (at most 10). */
  waiting: z.array(waitingParty),
  /** How many parties are late or at risk in all. */
  waitingTotal: z.number().int(),
  /** The drivers on shift with their load, busiest first (at most 50). */
  drivers: z.array(driverLoad),
  /** Payments minus refunds of the day: with `reports.view` only, absent otherwise. */
  revenueTodayCents: wholeCents.optional(),
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
