import {
  type contract,
  type KioskRideAnswer,
  type KioskSettings,
  kioskFileUrl,
  type ParsedBodyOf,
} from '@curbside/contract';
import { guestKeyHash, inScope, newGuestKey, type Tx } from '@curbside/db';
import { dateIn, PARTY_STATUS } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, DevicePrincipal, RequestContext } from '../../context.ts';
import { notFound, unprocessable } from '../../errors.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { setUpKept } from '../../memory.ts';
import { publish } from '../../plugins/realtime.ts';
import { findProfile } from '../company/company.repository.ts';
import { companyFormatsOf } from '../company/company-formats.ts';
import { storeReservationIn } from '../dispatch/booking.service.ts';
import { keptBookingSetUp } from '../dispatch/booking-set-up.ts';
import { guestLinkOf } from '../dispatch/party-messages.ts';
import * as flows from './kiosk-flows.repository.ts';
import { oncePerKey } from './kiosk-once.ts';
import { kioskSettingsOf, offersRow } from './kiosk-settings.ts';
import * as repo from './kiosks.repository.ts';

/** A device's work runs in its company's scope, as a company user's would. */
export const inDeviceCompany = <T>(deps: Deps, device: DevicePrincipal, work: (tx: Tx) => Promise<T>) =>
  inScope(deps.db, { kind: 'company', companyId: device.companyId }, work);

/** The minutes a pick-up takes when the company has no picked-up ride of the last week to learn from. */
const PICKUP_MINUTES_WITHOUT_HISTORY = 10;
const HISTORY_DAYS = 7;

/**
 * The kiosk as the author of what it books (ADR 79): the booking paths take a company user for the company's
 * zone, currency and phone format and for who wrote the history row; a kiosk has no user, so its bookings name
 * the kiosk (its id and name) as their author, with no screens and no rules.
 */
export async function kioskAuthor(tx: Tx, device: DevicePrincipal): Promise<CompanyUserPrincipal> {
  const [company, kiosk] = await Promise.all([
    findProfile(tx, device.companyId, false),
    repo.deviceKiosk(tx, device.companyId, device.kioskId),
  ]);
  if (!company || !kiosk) throw notFound('kiosk');
  return {
    kind: 'user',
    sessionId: '',
    loginHistoryId: null,
    userId: device.kioskId,
    companyId: device.companyId,
    companyName: company.name,
    companyTimeZone: company.timeZone,
    companyCurrency: company.currency,
    ...companyFormatsOf(company),
    roleId: '',
    roleCode: 'kiosk',
    name: kiosk.name,
    email: '',
    phone: null,
    canBeDriver: false,
    menuCodes: new Set(),
    rules: new Set(),
    packageFeatures: null,
  };
}

/**
 * What a kiosk's booking reads of its set-up: its settings, the kiosk as author, and the company's active places
 * (a ride's destination is one of them).
 */
interface KioskSetUp {
  companyId: string;
  settings: KioskSettings;
  author: CompanyUserPrincipal;
  activePlaceIds: ReadonlySet<string>;
}

/** Each server memory's kiosk set-ups, by company and kiosk (ADR 152). */
const keptSetUps = setUpKept<KioskSetUp>((setUp) => setUp.companyId);

/**
 * A device's kiosk settings and author, kept until its company changes anything but activity (its kiosks, their
 * settings, its profile: ADR 152), so fifty kiosks booking at once do not read them fifty times. A setting saved
 * in the console forgets them as its transaction commits, before its call answers.
 */
async function kioskSetUp(deps: Deps, tx: Tx, device: DevicePrincipal): Promise<KioskSetUp> {
  const { companyId, kioskId } = device;
  const setUp = await keptSetUps(deps.memory).get(`${companyId}|${kioskId}`, async () => {
    // One after the other: the transaction's connection answers one statement at a time anyway.
    const settings = await kioskSettingsOf(tx, companyId, kioskId);
    const author = await kioskAuthor(tx, device);
    return { companyId, settings, author, activePlaceIds: await flows.activePlaceIds(tx, companyId) };
  });
  // The memo answers null only for a load that answered null, which this one never does.
  if (!setUp) throw notFound('kiosk');
  return setUp;
}

/** The wall-clock time `HH:MM` of `instant` in the zone. */
export const timeIn = (timeZone: string, instant: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/**
 * Where a ride just booked stands: its place among today's rides now still waiting, and the expected pick-up
 * from that line, the drivers on shift and the last week's time from request to pick-up. No driver on shift
 * answers no expected time rather than a guess.
 */
async function standing(
  tx: Tx,
  author: CompanyUserPrincipal,
  partyNumber: number,
): Promise<Omit<KioskRideAnswer, 'guestLink'>> {
  const now = new Date();
  const standingNow = await flows.rideStanding(
    tx,
    author.companyId,
    partyNumber,
    new Date(now.getTime() - 24 * 3_600_000),
    { start: new Date(now.getTime() - HISTORY_DAYS * 86_400_000), end: now },
  );
  const { ahead, onShift } = standingNow;
  const perPickup = standingNow.averageWaitMinutes ?? PICKUP_MINUTES_WITHOUT_HISTORY;
  const placeInLine = ahead + 1;
  return {
    partyNumber,
    placeInLine,
    driversOnShift: onShift,
    expectedPickupMinutes:
      onShift === 0 ? null : Math.max(1, Math.round(perPickup * Math.ceil(placeInLine / onShift))),
  };
}

/** What a booking keeps under its idempotency key: the answer and its party, never a guest link's key. */
type KeptAnswer = Omit<KioskRideAnswer, 'guestLink'> & { partyId: string };

/**
 * The answer as the kiosk shows it, with the ride's guest link for its QR code: a key issued for this answer
 * (ADR 54), so the key exists in clear only in this response; a retry that lost the first answer gets another,
 * and the first still opens the page.
 */
async function withGuestLink(
  tx: Tx,
  ctx: RequestContext,
  companyId: string,
  kept: KeptAnswer,
): Promise<KioskRideAnswer> {
  const key = await issueGuestKey(tx, 'party', companyId, kept.partyId);
  return { ...withoutParty(kept), guestLink: guestLinkOf(ctx.siteUrl, key) };
}

/** The kept answer as a kiosk is answered: without its party's id. */
const withoutParty = ({ partyId: _, ...answer }: KeptAnswer) => answer;

type RideBody = ParsedBodyOf<typeof contract.kiosk.kioskRequestRide> &
  Partial<Pick<ParsedBodyOf<typeof contract.kiosk.addOrUpdateKioskGuestInfo>, 'email'>>;

/**
 * Books a ride now for a guest at a kiosk, once per idempotency key: in one transaction the key is claimed, the
 * party booked through the staff booking path (`saveReservationIn`, channel `kiosk`, so the company's booking
 * rules apply) from the kiosk's pick-up place, and the answer kept under the key. A retry with the key answers
 * the kept answer.
 */
export function requestRide(
  deps: Deps,
  ctx: RequestContext,
  device: DevicePrincipal,
  body: RideBody,
  offered: (settings: Awaited<ReturnType<typeof kioskSettingsOf>>) => boolean,
) {
  return inDeviceCompany(deps, device, async (tx) => {
    let booked: string | undefined;
    // The key of the new party's link, given with its row; a retry's kept answer gets one issued instead.
    const linkKey = newGuestKey();
    // The kept answer names the party, never its guest link's key: each answer makes a fresh link (ADR 109).
    const kept = await oncePerKey(deps, tx, device, body, async (): Promise<KeptAnswer> => {
      const { settings, author, activePlaceIds } = await kioskSetUp(deps, tx, device);
      if (!offered(settings) || settings.pickupLocationId === null) {
        throw unprocessable('The kiosk does not offer rides.', 'KIOSK_CHOICE_NOT_OFFERED');
      }
      if (body.partySize > settings.maxPartySize) {
        throw unprocessable('The party is larger than this kiosk books.', 'KIOSK_CHOICE_NOT_OFFERED');
      }
      if (!activePlaceIds.has(body.toLocationId)) throw notFound('location');
      const now = new Date();
      const party = await storeReservationIn(
        tx,
        ctx,
        author,
        {
          status: PARTY_STATUS.Pending,
          guestName: body.guestName,
          phone: settings.askPhone ? body.phone : '',
          email: body.email ?? '',
          roomNumber: body.roomNumber,
          flightNumber: '',
          adults: body.partySize,
          children: 0,
          luggage: settings.askLuggage ? body.luggage : 0,
          fromLocationId: settings.pickupLocationId,
          toLocationId: body.toLocationId,
          reservationDate: dateIn(author.companyTimeZone, now),
          reservationTime: timeIn(author.companyTimeZone, now),
          additionalGratuityCents: 0,
          internalNotes: '',
          externalNotes: '',
          isNotifyGuest: body.phone !== '',
          guestLanguage: body.language,
          ...(body.customValues ? { customValues: body.customValues } : {}),
        },
        { channel: 'kiosk', setUp: keptBookingSetUp(deps.memory), guestKey: guestKeyHash(linkKey) },
      );
      booked = party.id;
      return { ...(await standing(tx, author, party.number)), partyId: party.id };
    });
    const answer = booked
      ? { ...withoutParty(kept), guestLink: guestLinkOf(ctx.siteUrl, linkKey) }
      : await withGuestLink(tx, ctx, device.companyId, kept);
    // The mount announces only a person's changes: the board hears of the kiosk's booking from here, at commit,
    // naming the party so that a board patches its one card rather than reading all again (ADR 128). It takes
    // its position as the transaction commits (ADR 148).
    if (booked) {
      await publish(tx, {
        companyId: device.companyId,
        type: 'kiosk.ride-booked',
        tags: ['parties'],
        parties: [booked],
      });
    }
    return answer;
  });
}

/**
 * The places a kiosk offers: those of its categories (every active place while its list is empty, ADR 81) and
 * the categories themselves, without the kiosk's own pick-up place.
 */
export function placesOffered<P extends { id: string; categoryId: string | null }, C extends { id: string }>(
  settings: Pick<KioskSettings, 'placeCategoryIds' | 'pickupLocationId'>,
  { places, categories }: { places: P[]; categories: C[] },
) {
  const chosen = settings.placeCategoryIds;
  const offered = categories.filter((category) => offersRow(chosen, category.id));
  const offeredIds = new Set(offered.map((category) => category.id));
  return {
    categories: offered,
    places: places.filter(
      (place) =>
        place.id !== settings.pickupLocationId &&
        (chosen.length === 0 || (place.categoryId !== null && offeredIds.has(place.categoryId))),
    ),
  };
}

/** The places a Dispatch or Guest kiosk's guest may ride to, by the kiosk's categories. */
export const placesFor = (deps: Deps, device: DevicePrincipal) =>
  inDeviceCompany(deps, device, async (tx) =>
    placesOffered(
      await kioskSettingsOf(tx, device.companyId, device.kioskId),
      await flows.activePlaces(tx, device.companyId),
    ),
  );

/** The company's day today, in its time zone. */
export async function companyToday(tx: Tx, companyId: string) {
  const company = await findProfile(tx, companyId, false);
  return dateIn(company?.timeZone ?? 'UTC');
}

/** The advertisements running today (the company's day) on kiosks, each with its image where a device reads it. */
export const advertisementsFor = (deps: Deps, device: DevicePrincipal) =>
  inDeviceCompany(deps, device, async (tx) => {
    const running = await flows.runningAdvertisements(
      tx,
      device.companyId,
      await companyToday(tx, device.companyId),
    );
    return {
      items: running.map(({ imageSha256, ...ad }) => ({ ...ad, imageUrl: kioskFileUrl(imageSha256) })),
    };
  });
