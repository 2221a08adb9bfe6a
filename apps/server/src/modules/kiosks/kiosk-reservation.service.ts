import type {
  contract,
  KioskDepartures,
  KioskPaymentWay,
  KioskSeatAnswer,
  KioskSeatPrice,
  ParsedBodyOf,
} from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { dateIn, nextDate, PARTY_STATUS, weekdayOf } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, DevicePrincipal, RequestContext } from '../../context.ts';
import { badRequest, unprocessable } from '../../errors.ts';
import { publish } from '../../plugins/realtime.ts';
import { saveReservationIn } from '../dispatch/booking.service.ts';
import { rulesOf } from '../dispatch/booking-rules.ts';
import { paymentOptionsStore } from '../dispatch/payment-options.ts';
import { departuresOn } from '../pricing/rides.repository.ts';
import { priceRide, withSeatsLeft } from '../pricing/rides.ts';
import { inDeviceCompany, kioskAuthor } from './kiosk-flows.service.ts';
import { oncePerKey } from './kiosk-once.ts';
import * as seats from './kiosk-seats.repository.ts';
import { offersRow, requireKioskOffer } from './kiosk-settings.ts';

type SeatBody = ParsedBodyOf<typeof contract.kiosk.getKioskSeatPrice>;
type BookBody = ParsedBodyOf<typeof contract.kiosk.kioskBookSeat>;

const field = (name: string, message: string) => badRequest(message, [{ path: `body.${name}`, message }]);

/**
 * The ways a guest at a kiosk may pay, as the company's payment options allow (ADR 107): a room charge where it
 * takes account charges, at the desk where it takes cash or cards there. A card at the screen is not offered.
 */
export async function paymentWaysOf(tx: Tx, companyId: string): Promise<KioskPaymentWay[]> {
  const options = await paymentOptionsStore.read(tx, companyId);
  const ways: KioskPaymentWay[] = [];
  if (options.acceptAccount) ways.push('room');
  if (options.acceptCash || options.acceptCard) ways.push('desk');
  return ways;
}

/**
 * Refuses a way of paying the company does not allow (422 PAYMENT_METHOD_NOT_ACCEPTED), and a room charge
 * without a room (400 on the room). Answers the staff's note that tells the desk how the guest pays.
 */
export async function paymentNote(tx: Tx, companyId: string, way: KioskPaymentWay, roomNumber: string) {
  if (!(await paymentWaysOf(tx, companyId)).includes(way)) {
    throw unprocessable('The company does not take this way of paying.', 'PAYMENT_METHOD_NOT_ACCEPTED');
  }
  if (way === 'room' && roomNumber.trim() === '') throw field('roomNumber', 'required');
  return way === 'room' ? `Kiosk: charge to room ${roomNumber.trim()}` : 'Kiosk: pay at the desk';
}

/** The company's date `day` days after its today. */
function dateAhead(timeZone: string, day: number) {
  let date = dateIn(timeZone);
  for (let n = 0; n < day; n += 1) date = nextDate(date);
  return date;
}

/** The minute of the day now in the zone: today's departures before it have left. */
function minuteNow(timeZone: string) {
  const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

/** The kiosk's bookable departures on the day, with seats left and the trips' prices and room rule. */
async function bookable(tx: Tx, author: CompanyUserPrincipal, tripIds: readonly string[], day: number) {
  const date = dateAhead(author.companyTimeZone, day);
  const rows = await departuresOn(tx, author.companyId, weekdayOf(date), {
    ...(tripIds.length > 0 ? { tripIds: [...tripIds] } : {}),
  });
  const after = day === 0 ? minuteNow(author.companyTimeZone) : -1;
  const open = (await withSeatsLeft(tx, author, date, rows)).filter(
    (row) => row.seatsLeft > 0 && row.departureMinute > after,
  );
  const trips = await seats.tripsByIds(
    tx,
    author.companyId,
    open.map((row) => row.tripId),
  );
  const tripOf = new Map(trips.map((trip) => [trip.id, trip]));
  const departures = open.flatMap((row) => {
    const trip = tripOf.get(row.tripId);
    return trip ? [{ ...row, trip }] : [];
  });
  return { date, departures };
}

/** Kiosk/GetKioskDepartures. */
export const departuresFor = (deps: Deps, device: DevicePrincipal, day: number) =>
  inDeviceCompany(deps, device, async (tx): Promise<KioskDepartures> => {
    const settings = await requireKioskOffer(tx, device, null);
    const author = await kioskAuthor(tx, device);
    const found = await bookable(tx, author, settings.tripIds, day);
    return {
      date: found.date,
      currency: author.companyCurrency,
      paymentWays: await paymentWaysOf(tx, device.companyId),
      departures: found.departures.map(({ trip, seats: _, ...row }) => ({
        ...row,
        adultCents: trip.adultCents,
        childCents: trip.childCents,
        roomMandatory: trip.roomMandatory,
      })),
    };
  });

/**
 * The departure a guest chose, still bookable from this kiosk (one of its trips, not left, seats left), or a 400
 * on the choice; the booking checks the seats again under the departure's lock.
 */
async function chosenDeparture(
  tx: Tx,
  device: DevicePrincipal,
  author: CompanyUserPrincipal,
  body: SeatBody,
) {
  const settings = await requireKioskOffer(tx, device, null);
  const { date, departures } = await bookable(tx, author, settings.tripIds, body.day);
  const departure = departures.find((row) => row.scheduleTimeId === body.scheduleTimeId);
  if (!departure || !offersRow(settings.tripIds, departure.tripId)) {
    throw field('scheduleTimeId', 'notBookable');
  }
  return { date, departure };
}

/** The price of the seats through the one pricing every channel uses, with the company's default gratuity. */
async function priced(tx: Tx, author: CompanyUserPrincipal, chosen: Chosen, body: SeatBody) {
  const rules = await rulesOf(tx, author.companyId);
  const { cost } = await priceRide(
    tx,
    author,
    {
      fromLocationId: chosen.departure.trip.fromLocationId,
      toLocationId: chosen.departure.trip.toLocationId,
      tripId: chosen.departure.tripId,
      adults: body.adults,
      children: body.children,
      luggage: 0,
      couponCode: body.couponCode,
      gratuityPercent: rules.defaultGratuityPercent,
      additionalGratuityCents: 0,
      paymentMethod: 'cash',
      roomNumber: body.roomNumber,
    },
    false,
  );
  return {
    tripCents: cost.tripCents,
    discountCents: cost.discountCents,
    serviceCents: cost.serviceFeeCents,
    taxCents: cost.taxCents,
    gratuityCents: cost.gratuityCents,
    totalCents: cost.totalCents,
    currency: author.companyCurrency,
  };
}
type Chosen = Awaited<ReturnType<typeof chosenDeparture>>;

/** Kiosk/GetKioskSeatPrice. */
export const seatPrice = (deps: Deps, device: DevicePrincipal, body: SeatBody) =>
  inDeviceCompany(deps, device, async (tx): Promise<KioskSeatPrice> => {
    const author = await kioskAuthor(tx, device);
    return priced(tx, author, await chosenDeparture(tx, device, author, body), body);
  });

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Kiosk/KioskBookSeat: once per idempotency key, the seats booked as a reservation through the staff booking path
 * (channel `kiosk`: the company's rules and the kiosk's custom fields, the room rule, the seats left under the
 * departure's lock, the coupon counted), the way of paying noted for the desk, the board told.
 */
export const bookSeat = (deps: Deps, ctx: RequestContext, device: DevicePrincipal, body: BookBody) =>
  inDeviceCompany(deps, device, (tx) =>
    oncePerKey(deps, tx, device, body, async (): Promise<KioskSeatAnswer> => {
      const author = await kioskAuthor(tx, device);
      const chosen = await chosenDeparture(tx, device, author, body);
      const note = await paymentNote(tx, device.companyId, body.payment, body.roomNumber);
      const { departure, date } = chosen;
      const sent = body.phone !== '' || body.email !== '';
      const party = await saveReservationIn(
        tx,
        ctx,
        author,
        {
          status: PARTY_STATUS.Reservation,
          guestName: body.guestName,
          phone: body.phone,
          email: body.email,
          roomNumber: body.roomNumber,
          flightNumber: '',
          adults: body.adults,
          children: body.children,
          luggage: 0,
          fromLocationId: departure.trip.fromLocationId,
          toLocationId: departure.trip.toLocationId,
          tripId: departure.tripId,
          departureId: departure.scheduleTimeId,
          reservationDate: date,
          reservationTime: clock(departure.departureMinute),
          couponCode: body.couponCode,
          additionalGratuityCents: 0,
          internalNotes: note,
          externalNotes: '',
          isNotifyGuest: sent,
          guestLanguage: body.language,
          ...(body.customValues ? { customValues: body.customValues } : {}),
        },
        'kiosk',
      );
      await publish(tx, {
        companyId: device.companyId,
        type: 'kiosk.seat-booked',
        tags: ['parties'],
        parties: [party.id],
      });
      const { costs } = party;
      return {
        partyNumber: party.number,
        date,
        departureMinute: departure.departureMinute,
        fromLocationName: departure.fromLocationName,
        toLocationName: departure.toLocationName,
        seats: body.adults + body.children,
        payment: body.payment,
        sent,
        tripCents: costs.tripCents,
        discountCents: costs.discountCents,
        serviceCents: costs.serviceCents,
        taxCents: costs.taxCents,
        gratuityCents: costs.gratuityCents,
        totalCents: costs.totalCents,
        currency: costs.currency,
      };
    }),
  );
