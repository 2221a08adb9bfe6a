import type { contract, ResponseOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { guestLinkExpiresAt, OPEN_PARTY_STATUSES, PARTY_STATUS } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, GuestPrincipal, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { publish } from '../../plugins/realtime.ts';
import { askedFields } from './booking.repository.ts';
import { builtInsOf } from './booking-fields.ts';
import { takesCards } from './card-payments.repository.ts';
import * as guestLink from './guest-link.repository.ts';
import { auditParty, findDetails, findPartyState, guestLanguageOf } from './parties.repository.ts';
import { queueGuestMessage } from './party-messages.ts';
import { balanceOf } from './party-view.ts';

type GuestParty = ResponseOf<typeof contract.reservation.getGuestPartyInformation>;

/**
 * The party a guest key opens: the resolver of `guest:party` entries (the mount calls it; no handler does).
 * The key is the caller's only credential and names no company, so the one lookup by key runs with the
 * platform scope (as sign-in finds an account by e-mail); everything after it runs in the party's company
 * scope. An unknown key and one whose party ended more than the allowed days ago get one and the same 404
 * (DOMAIN.md, "Kiosks and public links"): the answer tells a guesser nothing.
 */
export async function partyOfKey(deps: Deps, key: string): Promise<{ companyId: string; id: string }> {
  const found = await inScope(deps.db, { kind: 'platform' }, (tx) => guestLink.partyByKey(tx, key));
  const expiresAt = found ? guestLinkExpiresAt(found.endedAt) : null;
  if (!found || (expiresAt && expiresAt.getTime() <= Date.now())) throw notFound('guest_link');
  return { companyId: found.companyId, id: found.id };
}

/** The holder of a party's guest link. */
export type PartyGuest = GuestPrincipal<'party'>;

/**
 * The statuses before the pick-up: the guest may share where they wait, and the page shows when the car is
 * expected. Sharing stops at the pick-up (DOMAIN.md, "Kiosks and public links").
 */
const BEFORE_PICK_UP: readonly number[] = OPEN_PARTY_STATUSES.filter(
  (status) => status !== PARTY_STATUS.PickedUp && status !== PARTY_STATUS.InTransit,
);
const waitingForPickUp = (status: number) => BEFORE_PICK_UP.includes(status);

/**
 * The statuses in which the guest may edit or cancel the booking themselves: before a driver is assigned.
 * Once one is on the way, a change goes through the desk (ADR 40).
 */
export const GUEST_CHANGEABLE: readonly number[] = [
  PARTY_STATUS.Pending,
  PARTY_STATUS.Reservation,
  PARTY_STATUS.WillCall,
  PARTY_STATUS.MapRequest,
];

/** The driver's current vehicle as a guest recognises it: "White Toyota Sienna · ABC 123". */
async function vehicleOf(tx: Tx, companyId: string, driverId: string | null): Promise<string | null> {
  if (!driverId) return null;
  const row = await guestLink.currentVehicle(tx, companyId, driverId);
  if (!row) return null;
  return `${[row.color, row.make, row.model].filter(Boolean).join(' ')} · ${row.plate}`;
}

/** The guest page's view of one party, read in its company's scope. */
export async function guestParty(tx: Tx, companyId: string, partyId: string): Promise<GuestParty> {
  const party = await findDetails(tx, companyId, partyId);
  if (!party) throw notFound('guest_link');
  const company = await guestLink.companyOfPage(tx, companyId);
  const language = await guestLanguageOf(tx, companyId, partyId);
  const from = await guestLink.locationPoint(tx, companyId, party.fromLocationId);
  const builtIns = await builtInsOf(tx, companyId);
  // Only what the guest gave or may know: no staff notes, no phone or e-mail, no other party.
  return {
    number: party.number,
    status: party.status,
    guestName: party.guestName,
    companyName: company?.name ?? '',
    fromLocationName: party.fromLocationName,
    toLocationName: party.toLocationName,
    fromLatitude: from?.latitude ?? 0,
    fromLongitude: from?.longitude ?? 0,
    scheduledAt: party.scheduledAt.toISOString(),
    quotedWaitMinutes: party.quotedWaitMinutes,
    adults: party.adults,
    children: party.children,
    luggage: party.luggage,
    driverName: party.driverName ?? party.otherDriverName,
    vehicle: await vehicleOf(tx, companyId, party.driverId),
    externalNotes: party.externalNotes,
    totalCents: party.totalCents,
    balanceCents: balanceOf(party),
    currency: company?.currency ?? 'USD',
    guestLatitude: party.guestLatitude,
    guestLongitude: party.guestLongitude,
    version: party.version,
    language: language === 'ar' ? 'ar' : 'en',
    pickupEta: waitingForPickUp(party.status)
      ? new Date(party.scheduledAt.getTime() + (party.quotedWaitMinutes ?? 0) * 60_000).toISOString()
      : null,
    canShareLocation: waitingForPickUp(party.status),
    canChange: GUEST_CHANGEABLE.includes(party.status),
    canPayByCard: balanceOf(party) > 0 && (await takesCards(tx, companyId)),
    timeZone: company?.timeZone ?? 'UTC',
    askedFields: await askedFields(tx, companyId, 'guest'),
    customValues: party.customValues,
    showsLuggage: builtIns.luggage,
    showsNotes: builtIns.externalNotes,
  };
}

/** Reservation/GetGuestPartyInformation: the guest page. */
export async function guestPartyInformation(deps: Deps, guest: PartyGuest): Promise<GuestParty> {
  const { companyId, id } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, (tx) => guestParty(tx, companyId, id));
}

/** Reservation/GetGuestPartyInfo: the light refresh the guest page polls. */
export async function guestPartyInfo(deps: Deps, guest: PartyGuest) {
  const { status, driverName, vehicle, version } = await guestPartyInformation(deps, guest);
  return { status, driverName, vehicle, version };
}

/**
 * Reservation/InsertGuestLocations: where the guest waits, until the pick-up. The version stays (a
 * location is not a dispatch step); the board and the drawer hear of it through the company's event.
 */
export async function saveGuestLocation(
  deps: Deps,
  guest: PartyGuest,
  location: { latitude: number; longitude: number },
): Promise<{ saved: true }> {
  const { companyId, id: partyId } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const updated = await guestLink.locateGuest(tx, companyId, partyId, BEFORE_PICK_UP, location);
    // The key named the party, so no row means the guest was picked up or the party ended.
    if (!updated)
      throw conflict('This ride has started or ended; its location is no longer shared.', 'PARTY_NOT_OPEN');
    await publish(tx, { companyId, type: 'party.guest-located', tags: ['parties'] });
    return { saved: true as const };
  });
}

/** Reservation/ReSendNotifications: the guest message of the party's current status, queued again. */
export async function resendNotifications(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  partyId: string,
): Promise<{ queued: number }> {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const state = await findPartyState(tx, user.companyId, partyId);
    if (!state) throw notFound('party');
    const queued = await queueGuestMessage(
      tx,
      {
        companyId: user.companyId,
        companyName: user.companyName,
        timeZone: user.companyTimeZone,
        siteUrl: ctx.siteUrl,
      },
      state.id,
      state.status,
      { manual: true },
    );
    await auditParty(tx, ctx, user.companyId, 'party.notifications-resent', state.id, {
      after: { status: state.status, queued },
    });
    return { queued };
  });
}
