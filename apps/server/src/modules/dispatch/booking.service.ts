import type { contract, ParsedBodyOf, PartyDetails } from '@curbside/contract';
import { inScope, type Tx, unheldGuestKey } from '@curbside/db';
import { PARTY_STATUS, type PartyStatus, weekdayOf, zonedDayRange, zonedTimeToUtc } from '@curbside/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { seesParty } from '../../party-access.ts';
import { storedPhone } from '../company/company-formats.ts';
import { countCouponUse } from '../pricing/coupons.repository.ts';
import { seatsBooked } from '../pricing/rides.repository.ts';
import { priceRide } from '../pricing/rides.ts';
import * as board from './board.repository.ts';
import { type DatesQuery, datesReport, read, scheduledCards } from './board.service.ts';
import * as booking from './booking.repository.ts';
import { checkedCustomValues, checkSwitchedOff, rulesWithBuiltIns } from './booking-fields.ts';
import { type BookingChannel, enforceBookingRules } from './booking-rules.ts';
import { type BookingSetUp, keptBookingSetUp, readBookingSetUp } from './booking-set-up.ts';
import { auditParty, findSummaries, insertHistory, p, timeline } from './parties.repository.ts';
import { detailsOf } from './party-details.ts';
import { queueGuestMessage } from './party-messages.ts';
import { withActions } from './party-view.ts';

/** Statuses a booking may still be edited in: not yet under way, not finished. */
const EDITABLE: readonly number[] = [
  PARTY_STATUS.Pending,
  PARTY_STATUS.Dispatched,
  PARTY_STATUS.Reservation,
  PARTY_STATUS.WillCall,
  PARTY_STATUS.MapRequest,
];

/** A booking as the contract's body parses it; the company is the caller's. */
export type ReservationInput = Omit<
  ParsedBodyOf<typeof contract.reservation.addOrEditReservation>,
  'companyId'
>;

const field = (name: string, message: string) => badRequest(message, [{ path: `body.${name}`, message }]);

/**
 * Books a party, or edits an open one at the version the caller saw, in one transaction: checks the
 * locations, trip and departure are the company's, the trip's room rule and the departure's seats left that
 * day, prices it with the domain cost function (through the same pricing as `Discount/GetDiscountCalculations`,
 * counting a coupon's use when it is first applied), reads the date and time in the company's zone, and
 * writes the history row, the audit row, the guest message (new bookings) and the event.
 */
export const saveReservation = (
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: ReservationInput,
) =>
  inScope(deps.db, scopeOf(user), (tx) =>
    saveReservationIn(tx, ctx, user, input, 'staff', keptBookingSetUp(deps.memory)),
  );

/**
 * `saveReservation`'s work inside the caller's transaction, so a booking can share it with a permit. Every
 * path that books comes through here and meets the company's booking rules; `channel` says who books (a kiosk
 * only books what the company offers there).
 */
export async function saveReservationIn(
  tx: Tx,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: ReservationInput,
  channel: BookingChannel = 'staff',
  setUp: BookingSetUp = readBookingSetUp,
): Promise<PartyDetails> {
  const { id } = await storeReservationIn(tx, ctx, user, input, { channel, setUp });
  return detailsOf(tx, user, id);
}

/** How a booking is made: who books, where its set-up is read from, and a new party's guest key's hash. */
export interface BookingWay {
  channel?: BookingChannel;
  setUp?: BookingSetUp;
  /**
   * The hash of the key of the link the caller answers with (a kiosk's QR code): given at the insert, not by an
   * update after it (ADR 162). A new party without it gets a key no one holds, as before.
   */
  guestKey?: string;
}

/**
 * `saveReservationIn` without reading the party back for the drawer: its id and number, all a kiosk's ride
 * answers (ADR 152: five statements fewer per booking).
 */
export async function storeReservationIn(
  tx: Tx,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: ReservationInput,
  { channel = 'staff', setUp = readBookingSetUp, guestKey = unheldGuestKey() }: BookingWay = {},
): Promise<{ id: string; number: number }> {
  const companyId = user.companyId;
  const before = input.partyId ? await booking.findEditable(tx, companyId, input.partyId) : undefined;
  if (input.partyId) {
    if (!before) throw notFound('party');
    if (!EDITABLE.includes(before.status)) {
      throw conflict(
        'Only a party that has not been picked up or finished can be edited.',
        'PARTY_NOT_EDITABLE',
      );
    }
    if (before.version !== input.version) {
      throw conflict(
        'Someone else changed this party in the meantime. Refresh it and try again.',
        'PARTY_CHANGED',
      );
    }
  }

  const scheduledAt = zonedTimeToUtc(input.reservationDate, input.reservationTime, user.companyTimeZone);
  const rules = await setUp.rules(tx, companyId);
  // The company's fields first (a 400 naming each), then its rules: built-ins switched off are not required.
  const builtIns = await setUp.builtIns(tx, companyId);
  checkSwitchedOff(builtIns, input, before);
  const customValues = checkedCustomValues(
    await setUp.askedFields(tx, companyId, channel),
    input.customValues,
    before?.customValues,
  );
  enforceBookingRules(
    rulesWithBuiltIns(rules, builtIns),
    { ...input, status: before?.status ?? input.status, scheduledAt },
    {
      channel,
      timeZone: user.companyTimeZone,
      ...(before
        ? {
            change: {
              timeChanged: before.scheduledAt.getTime() !== scheduledAt.getTime(),
              sizeChanged:
                before.adults !== input.adults ||
                before.children !== input.children ||
                before.luggage !== input.luggage,
            },
          }
        : {}),
    },
  );
  // A booking that names no gratuity: the company's default when new, the party's own when edited.
  const gratuityPercent = input.gratuityPercent ?? before?.gratuityPercent ?? rules.defaultGratuityPercent;

  const priced = await priceRide(
    tx,
    user,
    {
      fromLocationId: input.fromLocationId,
      toLocationId: input.toLocationId,
      tripId: input.tripId,
      adults: input.adults,
      children: input.children,
      luggage: input.luggage,
      couponCode: input.couponCode,
      gratuityPercent,
      additionalGratuityCents: input.additionalGratuityCents,
      paymentMethod: 'cash',
      roomNumber: input.roomNumber,
    },
    false,
    setUp,
  );

  if (input.departureId) {
    const departure = await booking.lockDeparture(tx, companyId, input.departureId);
    if (!departure) throw notFound('departure');
    if (departure.tripId !== priced.trip?.id) throw field('departureId', 'Not a departure of this trip');
    if (departure.weekday !== weekdayOf(input.reservationDate)) {
      throw field('departureId', 'This departure does not run on that day');
    }
    const day = zonedDayRange(input.reservationDate, input.reservationDate, user.companyTimeZone);
    const booked = await seatsBooked(tx, companyId, [departure.id], day, input.partyId);
    const taken = booked.get(departure.id) ?? 0;
    const left = Math.max(0, departure.seats - taken);
    if (input.adults + input.children > left) {
      throw conflict(
        left === 0
          ? 'This departure is full on that day.'
          : `This departure has ${left} seat(s) left on that day.`,
        'NO_SEATS_LEFT',
      );
    }
  }

  const couponCode = priced.coupon?.code ?? null;
  if (priced.coupon && couponCode !== (before?.couponCode ?? null)) {
    if (!(await countCouponUse(tx, companyId, priced.coupon.id))) {
      throw field('couponCode', 'This coupon has been used up');
    }
  }

  const cost = priced.cost;
  const values: booking.PartyValues = {
    guestName: input.guestName,
    phone: storedPhone(input.phone, user.companyCountry, 'body.phone'),
    email: input.email,
    roomNumber: input.roomNumber,
    flightNumber: input.flightNumber,
    customValues,
    adults: input.adults,
    children: input.children,
    luggage: input.luggage,
    fromLocationId: input.fromLocationId,
    toLocationId: input.toLocationId,
    tripId: priced.trip?.id ?? null,
    departureId: input.departureId ?? null,
    scheduledAt,
    quotedWaitMinutes: input.quotedWait ?? null,
    internalNotes: input.internalNotes,
    externalNotes: input.externalNotes,
    notifyGuest: input.isNotifyGuest,
    // An edit that does not name the language keeps the one the guest has.
    ...(input.guestLanguage ? { guestLanguage: input.guestLanguage } : {}),
    couponCode,
    gratuityPercent,
    tripCents: cost.tripCents,
    luggageCents: cost.luggageCents,
    discountCents: cost.discountCents,
    serviceCents: cost.serviceFeeCents,
    taxCents: cost.taxCents,
    gratuityCents: cost.gratuityCents - input.additionalGratuityCents,
    additionalGratuityCents: input.additionalGratuityCents,
    totalCents: cost.totalCents,
    updatedBy: user.userId,
  };

  let partyId: string;
  let partyNumber: number;
  let status: number;
  if (before) {
    const updated = await booking.updateParty(tx, companyId, before, values);
    if (!updated) {
      throw conflict(
        'Someone else changed this party in the meantime. Refresh it and try again.',
        'PARTY_CHANGED',
      );
    }
    partyId = before.id;
    partyNumber = before.number;
    status = before.status;
  } else {
    status = input.status;
    const inserted = await booking.insertParty(tx, companyId, {
      ...values,
      status,
      source: channel,
      guestKey,
      createdBy: user.userId,
    });
    partyId = inserted.id;
    partyNumber = inserted.number;
  }

  // The history row and the audit row are sent at once: one round trip on PostgreSQL (ADR 170).
  await Promise.all([
    insertHistory(tx, {
      companyId,
      partyId,
      action: before ? 'EditReservation' : 'AddOrEditReservation',
      fromStatus: before ? status : null,
      toStatus: status,
      note: '',
      userId: user.userId,
      userName: user.name,
    }),
    auditParty(tx, ctx, companyId, before ? 'party.edited' : 'party.booked', partyId, {
      before: before ?? null,
      after: { ...values, status, version: before ? before.version + 1 : 1 },
    }),
  ]);
  if (!before && input.isNotifyGuest) {
    await queueGuestMessage(
      tx,
      { companyId, companyName: user.companyName, timeZone: user.companyTimeZone, siteUrl: ctx.siteUrl },
      partyId,
      status as PartyStatus,
    );
  }
  return { id: partyId, number: partyNumber };
}

type PartyKeys = NonNullable<Awaited<ReturnType<typeof board.findKeys>>>;

/** A read about one party of the caller's company: 404 when there is none by that id, or `sees` hides it. */
function readParty<T>(
  deps: Deps,
  principal: CompanyUserPrincipal,
  partyId: string,
  work: (tx: Tx, user: CompanyUserPrincipal, party: PartyKeys) => Promise<T>,
  sees: (party: PartyKeys, user: CompanyUserPrincipal) => boolean = () => true,
) {
  return read(deps, principal, async (tx, user) => {
    const party = await board.findKeys(tx, user.companyId, partyId);
    if (!party || !sees(party, user)) throw notFound('party');
    return work(tx, user, party);
  });
}

/**
 * The drawer: the board reads any party of the company; a driver reads a party assigned to them. The party's
 * own row says whether the caller sees it, so it is not looked up first (as `readParty` would).
 */
export const partyInfo = (deps: Deps, principal: CompanyUserPrincipal, partyId: string) =>
  read(deps, principal, (tx, user) => detailsOf(tx, user, partyId, (party) => seesParty(user, party)));

/** A party's timeline, oldest first. */
export const partyHistory = (deps: Deps, principal: CompanyUserPrincipal, partyId: string) =>
  readParty(deps, principal, partyId, async (tx, user) => {
    const steps = await timeline(tx, user.companyId, partyId);
    return { items: steps.map((step) => ({ ...step, createdAt: step.createdAt.toISOString() })) };
  });

/** Every party of this party's booking, with the booking's totals. */
export const reservationSummary = (deps: Deps, principal: CompanyUserPrincipal, partyId: string) =>
  readParty(deps, principal, partyId, async (tx, user, party) => {
    const parties: PartyDetails[] = [];
    for (const id of await booking.bookingPartyIds(tx, user.companyId, party.bookingKey)) {
      parties.push(await detailsOf(tx, user, id));
    }
    return {
      parties,
      totalCents: parties.reduce((sum, one) => sum + one.totalCents, 0),
      paidCents: parties.reduce((sum, one) => sum + one.paidCents, 0),
      currency: user.companyCurrency,
    };
  });

/**
 * A returning guest by phone: the digits only, matched on the last ten of the stored phone; the latest
 * party's guest fields and up to five of their latest parties.
 */
export const guestByPhone = (deps: Deps, principal: CompanyUserPrincipal, phone: string) =>
  read(deps, principal, async (tx, user) => {
    const digits = phone.replace(/\D/g, '');
    if (digits.length < 4) throw field('phone', 'At least 4 digits');
    const where = board.phoneWhere(digits);
    const guest = await board.latestGuest(tx, user.companyId, where);
    if (!guest) return { guest: null, recent: [] };
    const rows = await findSummaries(tx, user.companyId, where, {
      orderBy: [desc(p.createdAt), desc(p.number)],
      limit: 5,
    });
    return { guest, recent: await withActions(tx, user, rows) };
  });

const BY_COMMAND: Record<'RESERVATION' | 'GMAP' | 'CANCEL', number> = {
  RESERVATION: PARTY_STATUS.Reservation,
  GMAP: PARTY_STATUS.MapRequest,
  CANCEL: PARTY_STATUS.Cancelled,
};

/** Reservations, map requests or cancelled parties scheduled in the date range (company zone). */
export const partiesByDates = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  commandType: keyof typeof BY_COMMAND,
  q: DatesQuery,
) => read(deps, principal, (tx, user) => scheduledCards(tx, user, BY_COMMAND[commandType], q));

/**
 * Will-calls scheduled in the date range: open ones (8) and ones that were will-calls and have moved on
 * (history shows `ConvertToWillCall`, or they were booked as 8). Deleted parties are left out.
 */
export const willCallsByDates = (
  deps: Deps,
  principal: CompanyUserPrincipal,
  q: DatesQuery & { completedOnly?: boolean | undefined },
) =>
  datesReport(
    deps,
    principal,
    q,
    and(
      board.willCallWhere(),
      q.completedOnly ? eq(p.status, PARTY_STATUS.DroppedOff) : inArray(p.status, [1, 2, 3, 4, 5, 6, 8]),
    ),
    p.scheduledAt,
  );
