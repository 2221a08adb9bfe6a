import { MESSAGE_LANGUAGES } from '@curbside/domain';
import { z } from 'zod';
import { id, isoDate, itemsOf, optionalCompany, phoneText, rowKeyInput, wholeCents } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';
import { cents, location, trip } from './locations.ts';
import { customValuesInput } from './page-settings.ts';
import {
  BOARD,
  guestParty,
  pagedParties,
  partyDetails,
  partyStatus,
  partyStep,
  partySummary,
  partyVersion,
} from './party.ts';
import { anyMethod, checkedForMethod, paymentAnswer, paymentFields } from './payment-fields.ts';
import {
  calculation,
  calculationInput,
  chargeCode,
  costBreakdown,
  departure,
  partyCounts,
  prices,
  rates,
  rideEnds,
} from './pricing.ts';
import { reportFilter } from './report.ts';
import { partyReport } from './transportation-reports.ts';

const count = z.number().int().min(0).max(100);

/** A staff booking: a new party (no `partyId`) or an edit of an open one (with its `version`). */
export const reservationInput = z
  .object({
    ...optionalCompany,
    partyId: id.optional(),
    version: partyVersion.optional(),
    /** Where a new party starts: 1 ride now, 7 reservation, 8 will-call, 9 map request. Ignored on edit. */
    status: z.union([z.literal(1), z.literal(7), z.literal(8), z.literal(9)]).default(7),
    guestName: z.string().trim().min(1, 'required').max(120),
    phone: phoneText.default(''),
    email: z.union([z.email(), z.literal('')]).default(''),
    roomNumber: z.string().trim().max(20).default(''),
    /** The guest's flight, where the company's rules ask for it. */
    flightNumber: z.string().trim().max(20).default(''),
    adults: count.default(0),
    children: count.default(0),
    luggage: count.default(0),
    fromLocationId: id,
    toLocationId: id,
    tripId: id.optional(),
    departureId: id.optional(),
    /** The date and time the guests leave, in the company's time zone. */
    reservationDate: isoDate,
    reservationTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeOfDay'),
    quotedWait: z.number().int().min(0).max(1_440).optional(),
    couponCode: z.string().trim().max(40).optional(),
    /** Left out: the company's default gratuity for a new booking, the party's own on an edit. */
    gratuityPercent: z.number().int().min(0).max(100).optional(),
    additionalGratuityCents: cents.default(0),
    internalNotes: z.string().trim().max(1_000).default(''),
    externalNotes: z.string().trim().max(1_000).default(''),
    isNotifyGuest: z.boolean().default(true),
    /** The language the guest's messages are written in; English when not given. */
    guestLanguage: z.enum(MESSAGE_LANGUAGES).optional(),
    /** Answers to the company's custom fields by field id (null clears one); those left out are kept. */
    customValues: customValuesInput.optional(),
  })
  .refine((v) => v.fromLocationId !== v.toLocationId, {
    message: 'differentFromOrigin',
    path: ['toLocationId'],
  })
  .refine((v) => v.adults + v.children > 0, { message: 'atLeastOneGuest', path: ['adults'] })
  .refine((v) => v.partyId === undefined || v.version !== undefined, {
    message: 'requiredWhenEditing',
    path: ['version'],
  });

export const guestKey = z.string().trim().min(20).max(100);

/** A report of parties by date: reservations, map requests or cancellations. */
const byDates = reportFilter({});

/** The Reservation area: booking, the party's reads, payment, guest messages and the guest's private link. */
const tripDetails = trip.extend({
  fromLocation: location,
  toLocation: location,
  departures: z.array(
    z.object({ id, weekday: z.number().int(), departureMinute: z.number().int(), seats: z.number().int() }),
  ),
});

export const reservation = {
  getTripsBetweenLocations: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripsBetweenLocations',
    reads: ['trips', 'zoneCharges', 'locations'],
    summary:
      'The active trips from one location to another, and the zone charge that prices the ride when none.',
    permission: 'company',
    query: noQuery,
    body: rideEnds,
    response: z.object({ items: z.array(trip), zoneCharge: prices.nullable() }),
  }),
  getTripDetails: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripDetails',
    reads: ['trips', 'scheduleTimes', 'parties'],
    summary: 'One trip with its locations and weekly departures.',
    permission: 'company',
    query: noQuery,
    body: rowKeyInput('tripId'),
    response: tripDetails,
  }),
  getTripDetailsBySearch: endpoint({
    method: 'POST',
    path: 'Reservation/GetTripDetailsBySearch',
    reads: ['trips', 'scheduleTimes'],
    summary:
      "The ride between two locations for a party: its trip (or zone charge), its price and a date's departures; remembers the locations as the caller's recent ones.",
    permission: 'company',
    query: noQuery,
    body: z
      .object({
        ...rideEnds.shape,
        date: isoDate.optional(),
        ...partyCounts,
        roomNumber: z.string().trim().max(20).optional(),
      })
      .refine((v) => v.fromLocationId !== v.toLocationId, {
        message: 'differentFromOrigin',
        path: ['toLocationId'],
      }),
    response: z.object({
      trip: trip.nullable(),
      prices,
      cost: costBreakdown,
      departures: z.array(departure),
    }),
  }),
  getDiscountTaxesByTripId: endpoint({
    method: 'POST',
    path: 'Reservation/GetDiscountTaxesByTripId',
    reads: ['chargeCodes', 'trips'],
    summary:
      "The taxes, service fees and card surcharge that apply to a trip's price, with their total rates.",
    permission: 'company',
    query: noQuery,
    body: rowKeyInput('tripId'),
    response: z.object({ tripId: id, codes: z.array(chargeCode), rates }),
  }),
  applyDiscountCode: endpoint({
    method: 'POST',
    path: 'Reservation/ApplyDiscountCode',
    reads: ['coupons', 'chargeCodes', 'trips'],
    summary:
      'Prices a ride with a coupon applied (a preview: the coupon is counted as used only when a booking is saved).',
    permission: 'company',
    query: noQuery,
    body: calculationInput,
    response: calculation,
  }),
  addOrEditReservation: endpoint({
    method: 'POST',
    path: 'Reservation/AddOrEditReservation',
    writes: ['parties'],
    summary:
      'Books a party (ride now, reservation, will-call or map request) or edits an open one; the server prices it with the domain cost function.',
    permission: BOARD,
    query: noQuery,
    body: reservationInput,
    response: partyDetails,
  }),
  reservationSummary: endpoint({
    method: 'POST',
    path: 'Reservation/ReservationSummary',
    reads: ['parties'],
    summary: 'The parties of one booking (outbound and return) with their costs, for the confirmation.',
    permission: BOARD,
    query: noQuery,
    body: rowKeyInput('partyId'),
    response: z.object({
      parties: z.array(partyDetails),
      totalCents: wholeCents,
      paidCents: wholeCents,
      currency: z.string(),
    }),
  }),
  getPartyHistoryPartyId: endpoint({
    method: 'POST',
    path: 'Reservation/GetPartyHistoryPartyId',
    reads: ['parties'],
    summary: "A party's timeline: every step, who took it and when, undo steps included.",
    permission: BOARD,
    query: noQuery,
    body: rowKeyInput('partyId'),
    response: itemsOf(partyDetails.shape.history.element),
  }),
  reSendNotifications: endpoint({
    method: 'POST',
    path: 'Reservation/ReSendNotifications',
    writes: ['parties'],
    summary: "Queues the guest message of the party's current status again.",
    permission: BOARD,
    query: noQuery,
    body: rowKeyInput('partyId'),
    response: z.object({ queued: z.number().int() }),
  }),
  convertGMapToDispatch: endpoint({
    method: 'POST',
    path: 'Reservation/ConvertGMapToDispatch',
    writes: ['parties'],
    summary: 'Dispatches a map request to a driver or an other driver.',
    permission: BOARD,
    query: noQuery,
    body: z
      .object({ ...partyStep, driverId: id.optional(), otherDriverId: id.optional() })
      .refine((v) => (v.driverId === undefined) !== (v.otherDriverId === undefined), {
        message: 'driverOrOtherDriver',
        path: ['driverId'],
      }),
    response: partySummary,
  }),
  getPartyInfoByPhoneNumber: endpoint({
    method: 'POST',
    path: 'Reservation/GetPartyInfoByPhoneNumber',
    reads: ['parties'],
    summary: 'Recognises a returning guest by phone: their details and latest parties.',
    permission: BOARD,
    query: noQuery,
    body: z.object({
      ...optionalCompany,
      phone: phoneText.min(4),
    }),
    response: z.object({
      guest: z
        .object({
          guestName: z.string(),
          phone: z.string(),
          email: z.string(),
          roomNumber: z.string(),
          /** The language the guest was last written to: a new booking for them starts in it. */
          language: z.enum(MESSAGE_LANGUAGES),
        })
        .nullable(),
      recent: z.array(partySummary),
    }),
  }),
  getPartyInfoById: endpoint({
    method: 'POST',
    path: 'Reservation/GetPartyInfoById',
    reads: ['parties'],
    summary: 'Everything the party drawer shows: details, costs, payments, messages and the timeline.',
    permission: 'company',
    query: noQuery,
    body: rowKeyInput('partyId'),
    response: partyDetails,
  }),
  partyPayment: endpoint({
    method: 'POST',
    path: 'Reservation/PartyPayment',
    writes: ['parties'],
    summary:
      'Records a payment of a booking by cash, account or card (terminal last four digits or provider payment id only).',
    permission: BOARD,
    query: noQuery,
    body: checkedForMethod(z.object({ ...paymentFields, ...anyMethod }).strict()),
    response: paymentAnswer,
  }),
  getReservationOrGMapByDates: endpoint({
    method: 'POST',
    path: 'Reservation/GetReservationOrGMapByDates',
    reads: ['parties'],
    summary: 'Parties of a date range by kind: reservations, map requests or cancellations.',
    permission: BOARD,
    query: z.object({ commandType: z.enum(['CANCEL', 'GMAP', 'RESERVATION']) }),
    body: byDates,
    response: pagedParties,
  }),
  getWillCallPartiesByDates: endpoint({
    method: 'POST',
    path: 'Reservation/GetWillCallPartiesByDates',
    reads: ['parties'],
    summary: 'Will-call parties of a date range (open and completed, or completed only), with their figures.',
    permission: BOARD,
    query: noQuery,
    body: reportFilter({
      /** Only the will-calls that were driven to the end (dropped off). */
      completedOnly: z.boolean().optional(),
    }),
    response: partyReport,
  }),
  updatePartyStatus: endpoint({
    method: 'POST',
    path: 'Reservation/UpdatePartyStatus',
    writes: ['parties'],
    summary: 'Moves one party to a status by the transition that leads there; anything else is a 409.',
    permission: BOARD,
    query: noQuery,
    body: z.object({ ...partyStep, status: partyStatus }),
    response: partySummary,
  }),
  getGuestPartyInformation: endpoint({
    method: 'POST',
    path: 'Reservation/GetGuestPartyInformation',
    reads: ['parties'],
    summary: "The guest's own party, by the private key of their link (no sign-in).",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: guestKey }),
    response: guestParty,
  }),
  getGuestPartyInfo: endpoint({
    method: 'POST',
    path: 'Reservation/GetGuestPartyInfo',
    reads: ['parties'],
    summary: "The guest link's light refresh: the party's status, driver and version.",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({ key: guestKey }),
    response: guestParty.pick({ status: true, driverName: true, vehicle: true, version: true }),
  }),
  insertGuestLocations: endpoint({
    method: 'POST',
    path: 'Reservation/InsertGuestLocations',
    writes: ['parties'],
    summary: "The guest shares where they are waiting (a map request's pick-up point).",
    permission: 'guest:party',
    query: noQuery,
    body: z.object({
      key: guestKey,
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
    response: z.object({ saved: z.literal(true) }),
  }),
};
