import { z } from 'zod';
import { boardAnswer, boardQuery } from './board.ts';
import {
  companyOnly,
  id,
  isoDate,
  itemsOf,
  optionalCompany,
  rowKeyInput,
  rowStatus,
  timestamp,
} from './common.ts';
import { otherDriver, predefinedNotes } from './config-reservation.ts';
import { dashboard } from './dashboard.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { location, trip } from './locations.ts';
import {
  BOARD,
  bulkResult,
  onPartiesAtVersion,
  partyCosts,
  partyPayment,
  partyStatus,
  partyStep,
  partySummary,
  refundInput,
} from './party.ts';
import {
  accountComplete,
  accountFields,
  cardComplete,
  cardFields,
  cardIssue,
  paymentAnswer,
  paymentFields,
} from './payment-fields.ts';
import { departure, prices, rideEnds } from './pricing.ts';
import { transportationReports } from './transportation-reports.ts';

/** One forward or undo step on one party. Drivers may call the ride steps on their own parties. */
const stepEntry = <const P extends `Transportation/${string}`>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    writes: ['parties'],
    summary,
    permission: 'company',
    query: noQuery,
    body: z.object(partyStep),
    response: partySummary,
  });

/** Exactly one of a staff driver and an "other driver" (a taxi, a partner). */
const driverChoice = {
  driverId: id.optional(),
  otherDriverId: id.optional(),
};
const oneDriver = (v: { driverId?: string | undefined; otherDriverId?: string | undefined }) =>
  (v.driverId === undefined) !== (v.otherDriverId === undefined);
const oneDriverIssue = { message: 'driverOrOtherDriver', path: ['driverId'] };

/** What the assign-driver dialog lists: every driver, with whether they can take a party now and their load. */
export const driverForDispatch = z.object({
  id,
  name: z.string(),
  phone: z.string().nullable(),
  status: rowStatus,
  onShift: z.boolean(),
  vehicle: z.string().nullable(),
  /** The seats of their current vehicle: a larger party is warned of on assign (ADR 41). */
  seats: z.number().int().nullable(),
  /** Parties dispatched to them, picked up or in transit. */
  activeParties: z.number().int(),
  /** Active, on shift and (when the company asks for one) with a vehicle. */
  assignable: z.boolean(),
});

/** The Transportation area: the dispatch engine, the board, driver lists, notes, payments and reports. */
export const transportation = {
  getAvailableTrips: endpoint({
    method: 'POST',
    path: 'Transportation/GetAvailableTrips',
    reads: ['trips', 'scheduleTimes', 'parties'],
    summary:
      "The departures of a date (the company's calendar) with their seats left, optionally between two locations.",
    permission: 'company',
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      date: isoDate,
      fromLocationId: id.optional(),
      toLocationId: id.optional(),
    }),
    response: z.object({ date: isoDate, weekday: z.number().int(), items: z.array(departure) }),
  }),
  findTripDetails: endpoint({
    method: 'POST',
    path: 'Transportation/FindTripDetails',
    reads: ['trips', 'zoneCharges'],
    summary:
      'The trip (or zone charge) that prices a ride between two locations, with its departures of a date.',
    permission: 'company',
    query: noQuery,
    body: rideEnds.extend({ date: isoDate.optional() }),
    response: z.object({ trip: trip.nullable(), prices: prices.nullable(), departures: z.array(departure) }),
  }),
  percentagesForCredit: endpoint({
    method: 'GET',
    path: 'Transportation/PercentagesForCredit',
    reads: ['chargeCodes'],
    summary: 'The card surcharge (basis points) and the gratuity percentages offered.',
    permission: 'company',
    query: companyOnly,
    body: noBody,
    response: z.object({
      cardSurchargeBasisPoints: z.number().int(),
      gratuityPercentages: z.array(z.number().int()),
    }),
  }),
  locations: endpoint({
    method: 'GET',
    path: 'Transportation/Locations',
    reads: ['selectedLocations', 'locations'],
    summary:
      'The active locations offered for booking: the from-list, the to-list or the quick list, or all; with `from`, only those an active trip or zone charge reaches from that location.',
    permission: 'company',
    query: z.object({
      ...optionalCompany,
      list: z.enum(['from', 'to', 'quick']).optional(),
      from: id.optional(),
    }),
    body: noBody,
    response: itemsOf(location),
  }),
  getAllpartiesDashboard: endpoint({
    method: 'POST',
    path: 'Transportation/GetAllpartiesDashboard',
    reads: ['parties'],
    summary:
      "Today's parties by status, drivers on shift and average wait against quote (revenue today with reports.view); a driver without the board gets their own rides, next ride and shift instead.",
    permission: 'screen:Dashboard',
    query: noQuery,
    body: z.object({ ...optionalCompany, date: isoDate.optional() }).optional(),
    response: dashboard,
  }),
  getDriverList: endpoint({
    method: 'GET',
    path: 'Transportation/GetDriverList',
    reads: ['users', 'parties'],
    summary: 'The drivers a party can be assigned to, with their shift, vehicle and current load.',
    permission: BOARD,
    query: z.object({
      ...optionalCompany,
      status: z.enum(['assignable', 'all']).default('all'),
    }),
    body: noBody,
    response: itemsOf(driverForDispatch),
  }),
  getOtherDriverList: endpoint({
    method: 'GET',
    path: 'Transportation/GetOtherDriverList',
    reads: ['otherDrivers'],
    summary: 'Third-party drivers (taxis, partners) a party can be handed to.',
    permission: BOARD,
    query: z.object({
      ...optionalCompany,
      status: z.enum(['active', 'inactive', 'all']).default('active'),
      commandType: z.enum(['LIST']).default('LIST'),
    }),
    body: noBody,
    response: itemsOf(otherDriver),
  }),
  getPartyListByPartyId: endpoint({
    method: 'GET',
    path: 'Transportation/GetPartyListByPartyId',
    reads: ['parties'],
    summary: 'The parties booked together with this one (outbound and return), this one included.',
    permission: BOARD,
    query: z.object({ partyId: id }),
    body: noBody,
    response: itemsOf(partySummary),
  }),
  convertToReservation: endpoint({
    method: 'POST',
    path: 'Transportation/ConvertToReservation',
    writes: ['parties'],
    summary:
      'Moves parties on, each only at the version the caller saw: status 7 books them for a date and time, 1 marks booked parties ready (Pending), 2 dispatches them to a driver.',
    permission: BOARD,
    query: noQuery,
    body: onPartiesAtVersion({
      status: z.union([z.literal(1), z.literal(2), z.literal(7)]),
      ...driverChoice,
      quotedWait: z.number().int().min(0).max(1_440).optional(),
      reservationDate: isoDate.optional(),
      reservationTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay')
        .optional(),
      isNotifyGuest: z.boolean().default(true),
    })
      .refine((v) => v.status !== 2 || oneDriver(v), oneDriverIssue)
      .refine((v) => v.status !== 7 || (v.reservationDate !== undefined && v.reservationTime !== undefined), {
        message: 'requiredForLater',
        path: ['reservationDate'],
      }),
    response: bulkResult,
  }),
  pickUp: stepEntry('Transportation/PickUp', 'The guests are in the vehicle (Dispatched → PickedUp).'),
  intransit: stepEntry('Transportation/Intransit', 'On the way to the destination (PickedUp → InTransit).'),
  dropOff: stepEntry(
    'Transportation/DropOff',
    'Arrived: the party is complete (PickedUp or InTransit → DroppedOff).',
  ),
  unDoPickup: stepEntry(
    'Transportation/UnDoPickup',
    'Takes back the latest pick-up: the party returns to its status before it.',
  ),
  unDoIntransit: stepEntry('Transportation/UnDoIntransit', 'Takes back the latest in-transit step.'),
  unDoDropOff: stepEntry('Transportation/UnDoDropOff', 'Takes back the latest drop-off.'),
  unDoGmap: stepEntry(
    'Transportation/UnDoGmap',
    'Takes back the latest map-request conversion or its dispatch.',
  ),
  assignDriver: endpoint({
    method: 'POST',
    path: 'Transportation/AssignDriver',
    writes: ['parties'],
    summary: 'Dispatches a party to an assignable driver or an other driver (or reassigns it).',
    permission: BOARD,
    query: noQuery,
    body: z
      .object({
        ...partyStep,
        ...driverChoice,
        quotedWait: z.number().int().min(0).max(1_440).optional(),
        isNotifyGuest: z.boolean().default(true),
      })
      .refine(oneDriver, oneDriverIssue),
    response: partySummary,
  }),
  convertToGmapOrWillCall: endpoint({
    method: 'POST',
    path: 'Transportation/ConvertToGmapOrWillCall',
    writes: ['parties'],
    summary: 'Turns a pending party into a will-call (8) or a map request (9).',
    permission: BOARD,
    query: noQuery,
    body: z.object({ ...partyStep, status: z.union([z.literal(8), z.literal(9)]) }),
    response: partySummary,
  }),
  bulkUpdate: endpoint({
    method: 'POST',
    path: 'Transportation/BulkUpdate',
    writes: ['parties'],
    summary:
      'Applies one action to many parties, each only at the version the caller saw; each succeeds or fails on its own (a party changed meanwhile is a PARTY_CHANGED conflict) and the answer lists both.',
    permission: BOARD,
    query: noQuery,
    body: onPartiesAtVersion({
      action: z.enum(['ToPending', 'AssignDriver', 'PickUp', 'Intransit', 'DropOff', 'Cancel', 'Delete']),
      ...driverChoice,
    }).refine((v) => v.action !== 'AssignDriver' || oneDriver(v), oneDriverIssue),
    response: bulkResult,
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'Transportation/Cancel',
    writes: ['parties'],
    summary: 'Cancels a party, refunding none, all or part of what was paid.',
    permission: 'rule:party.cancel',
    query: noQuery,
    body: z
      .object({ ...partyStep, ...refundInput })
      .refine((v) => v.refund !== 'partial' || (v.refundCents !== undefined && v.refundCents > 0), {
        message: 'requiredForPartialRefund',
        path: ['refundCents'],
      }),
    response: partySummary,
  }),
  undoCancel: endpoint({
    method: 'POST',
    path: 'Transportation/UndoCancel',
    writes: ['parties'],
    summary: 'Restores a cancelled party to its status before the cancel (refunds stay recorded).',
    permission: 'rule:party.cancel',
    query: noQuery,
    body: z.object(partyStep),
    response: partySummary,
  }),
  getPartyCostDetails: endpoint({
    method: 'POST',
    path: 'Transportation/GetPartyCostDetails',
    reads: ['parties'],
    summary: "A party's cost lines, what was paid and refunded, and its payments.",
    permission: BOARD,
    query: noQuery,
    body: rowKeyInput('partyId'),
    response: z.object({ costs: partyCosts, payments: z.array(partyPayment) }),
  }),
  updateRecordStatusNew: endpoint({
    method: 'POST',
    path: 'Transportation/UpdateRecordStatusNew',
    writes: ['parties'],
    summary:
      'Moves board records to a status by the transition that leads there (e.g. 10 deletes, 8 makes a will-call), each only at the version the caller saw; each record succeeds or fails on its own.',
    permission: BOARD,
    query: noQuery,
    body: onPartiesAtVersion({ status: partyStatus }),
    response: bulkResult,
  }),
  getRecordManagementByOption: endpoint({
    method: 'POST',
    path: 'Transportation/GetRecordManagementByOption',
    reads: ['parties'],
    summary:
      "The dispatch board: open parties and the day's reservations, filtered, with a count per status. A driver without the board sees only the parties assigned to them.",
    permission: 'company',
    query: noQuery,
    body: boardQuery,
    response: boardAnswer,
  }),
  recentParties: endpoint({
    method: 'GET',
    path: 'Transportation/RecentParties',
    reads: ['parties'],
    summary: 'The parties the caller booked or moved lately, the latest touch first.',
    permission: 'company',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
    body: noBody,
    response: z.object({
      items: z.array(partySummary.extend({ touchedAt: timestamp, lastAction: z.string() })),
    }),
  }),
  notes: predefinedNotes.list,
  accountOrCashPayment: endpoint({
    method: 'POST',
    path: 'Transportation/AccountOrCashPayment',
    writes: ['parties'],
    summary: 'Records a cash payment, or a charge to a room or company account.',
    permission: BOARD,
    query: noQuery,
    body: z
      .object({ ...paymentFields, method: z.enum(['cash', 'account']), ...accountFields })
      .strict()
      .superRefine(accountComplete),
    response: paymentAnswer,
  }),
  creditPayment: endpoint({
    method: 'POST',
    path: 'Transportation/CreditPayment',
    writes: ['parties'],
    summary:
      "Records a card payment: taken on a terminal (last four digits only) or confirmed by the card provider's payment id. Card numbers are never accepted.",
    permission: BOARD,
    query: noQuery,
    body: z
      .object({ ...paymentFields, ...cardFields })
      .strict()
      .refine(cardComplete, cardIssue),
    response: paymentAnswer,
  }),
  ...transportationReports,
};
