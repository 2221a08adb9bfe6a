import type { contract, ParsedBodyOf, ResponseOf } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { type AuditAction, PARTY_STATUS, type PartyStatus, zonedTimeToUtc } from '@curbside/domain';
import type { Deps, RequestContext } from '../../context.ts';
import { badRequest, conflict } from '../../errors.ts';
import { publish } from '../../plugins/realtime.ts';
import { companyNameAndZone } from '../company/company.repository.ts';
import { priceRide } from '../pricing/rides.ts';
import { askedFields } from './booking.repository.ts';
import { builtInsOf, checkedCustomValues, checkSwitchedOff } from './booking-fields.ts';
import { checkSize, checkTime, enforceGuestChange, type GuestChange, rulesOf } from './booking-rules.ts';
import { GUEST_CHANGEABLE, guestParty, type PartyGuest } from './guest-link.service.ts';
import { auditParty, findDetails, insertHistory, type p, writeStep } from './parties.repository.ts';
import { queueGuestMessage } from './party-messages.ts';

type GuestParty = ResponseOf<typeof contract.reservation.getGuestPartyInformation>;
type GuestEdit = ParsedBodyOf<typeof contract.reservation.editGuestReservation>;
type Party = NonNullable<Awaited<ReturnType<typeof findDetails>>>;

/** How the party's history and the audit name whoever changed it through the link: the guest has no account. */
const GUEST_ACTOR = 'Guest';

const staleVersion = () =>
  conflict('Someone else changed this party in the meantime. Refresh it and try again.', 'PARTY_CHANGED');

/** A change the guest may not make through the link: money, seats or a fixed time are the desk's. */
function needsDesk(why: string): never {
  throw conflict(`${why} Please contact the front desk.`, 'GUEST_CHANGE_NEEDS_DESK');
}

/**
 * The party of the key as it is now: still one the guest may change (before dispatch), at the version the page
 * showed. The guarded UPDATE after it re-checks both, so a concurrent step makes the change a 409.
 */
async function changeableParty(tx: Tx, companyId: string, partyId: string, version: number): Promise<Party> {
  const party = await findDetails(tx, companyId, partyId);
  if (!party || !GUEST_CHANGEABLE.includes(party.status)) {
    throw conflict(
      'A driver is on the way or the ride has ended: it can no longer be changed here.',
      'PARTY_NOT_EDITABLE',
    );
  }
  if (party.version !== version) throw staleVersion();
  return party;
}

async function companyZone(
  tx: Tx,
  companyId: string,
): Promise<{ companyId: string; companyTimeZone: string; companyName: string }> {
  const { name, timeZone } = await companyNameAndZone(tx, companyId);
  return { companyId, companyTimeZone: timeZone, companyName: name };
}

/** The party's costs for a new size, through the same pricing as a staff booking. */
async function repriced(
  tx: Tx,
  company: { companyId: string; companyTimeZone: string },
  party: Party,
  input: GuestEdit,
) {
  const { cost } = await priceRide(
    tx,
    company,
    {
      fromLocationId: party.fromLocationId,
      toLocationId: party.toLocationId,
      tripId: party.tripId ?? undefined,
      adults: input.adults,
      children: input.children,
      luggage: input.luggage,
      couponCode: party.couponCode ?? undefined,
      gratuityPercent: party.gratuityPercent,
      additionalGratuityCents: party.additionalGratuityCents,
      paymentMethod: 'cash',
      roomNumber: party.roomNumber,
    },
    false,
  );
  return {
    tripCents: cost.tripCents,
    luggageCents: cost.luggageCents,
    discountCents: cost.discountCents,
    serviceCents: cost.serviceFeeCents,
    taxCents: cost.taxCents,
    gratuityCents: cost.gratuityCents - party.additionalGratuityCents,
    totalCents: cost.totalCents,
  };
}

/**
 * Writes one change the guest made: the guarded UPDATE at the version and status read (zero rows: someone else
 * changed the party, 409), the history row by "Guest", the audit row and the board's event.
 */
async function writeGuestChange(
  tx: Tx,
  ctx: RequestContext,
  companyId: string,
  party: Party,
  change: {
    changes: Partial<typeof p.$inferInsert>;
    action: string;
    toStatus: number;
    auditAction: Extract<AuditAction, `party.${string}`>;
  },
): Promise<void> {
  const updated = await writeStep(tx, companyId, party, {
    ...change.changes,
    updatedAt: new Date(),
    updatedBy: null,
  });
  if (!updated) throw staleVersion();
  await insertHistory(tx, {
    companyId,
    partyId: party.id,
    action: change.action,
    fromStatus: party.status,
    toStatus: change.toStatus,
    note: '',
    userId: null,
    userName: GUEST_ACTOR,
  });
  await auditParty(tx, ctx, companyId, change.auditAction, party.id, {
    before: { status: party.status, version: party.version },
    after: { status: change.toStatus, version: party.version + 1, ...change.changes },
  });
  await publish(tx, { companyId, type: 'party.guest-changed', tags: ['parties'] });
}

/**
 * Reservation/EditGuestReservation: the guest's own change, by key, in one transaction. The note always; a new
 * pick-up time for a reservation (not in the past); a new size re-priced, only while nothing is paid and the
 * ride is not on a scheduled departure (seats and money are the desk's). History, audit and the board's event.
 */
export async function editGuestReservation(
  deps: Deps,
  ctx: RequestContext,
  guest: PartyGuest,
  input: GuestEdit,
): Promise<GuestParty> {
  const { companyId, id: partyId } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const party = await changeableParty(tx, companyId, partyId, input.version);
    const company = await companyZone(tx, companyId);
    // The company's fields as the link asks them: a switched-off built-in stays as it is (ADR 0085).
    const builtIns = await builtInsOf(tx, companyId);
    checkSwitchedOff(builtIns, { luggage: input.luggage, externalNotes: input.externalNotes }, party);
    const changes: Partial<typeof p.$inferInsert> = {
      externalNotes: input.externalNotes,
      customValues: checkedCustomValues(
        await askedFields(tx, companyId, 'guest'),
        input.customValues,
        party.customValues,
      ),
    };

    const resized =
      input.adults !== party.adults || input.children !== party.children || input.luggage !== party.luggage;
    const rescheduled = input.reservationDate !== undefined && input.reservationTime !== undefined;
    if ((resized || rescheduled) && party.departureId)
      needsDesk('This ride leaves on a scheduled departure.');
    const rules = await rulesOf(tx, companyId);
    // The page may send the pick-up time it showed: only a different one is a change the rules look at.
    const moved =
      rescheduled &&
      zonedTimeToUtc(
        input.reservationDate ?? '',
        input.reservationTime ?? '',
        company.companyTimeZone,
      ).getTime() !== party.scheduledAt.getTime();
    const asked: GuestChange[] = [
      ...(moved ? ['reschedule' as const] : []),
      ...(resized ? ['resize' as const] : []),
    ];
    enforceGuestChange(rules, asked, party.scheduledAt);
    if (rescheduled) {
      if (party.status !== PARTY_STATUS.Reservation)
        needsDesk('Only a reservation has a pick-up time to change.');
      const at = zonedTimeToUtc(
        input.reservationDate ?? '',
        input.reservationTime ?? '',
        company.companyTimeZone,
      );
      if (at.getTime() <= Date.now()) {
        throw badRequest('The new pick-up time has passed.', [
          { path: 'body.reservationTime', message: 'pickupInPast' },
        ]);
      }
      if (moved) {
        checkTime(
          rules,
          { status: party.status, scheduledAt: at, reservationDate: input.reservationDate ?? '' },
          company.companyTimeZone,
          new Date(),
        );
      }
      changes.scheduledAt = at;
    }
    if (resized) {
      if (party.paidCents > 0) needsDesk('This ride is paid, so its size changes its price.');
      checkSize(rules, input);
      Object.assign(changes, { adults: input.adults, children: input.children, luggage: input.luggage });
      Object.assign(changes, await repriced(tx, company, party, input));
    }

    await writeGuestChange(tx, ctx, companyId, party, {
      changes,
      action: 'EditReservation',
      toStatus: party.status,
      auditAction: 'party.guest-edited',
    });
    return guestParty(tx, companyId, partyId);
  });
}

/**
 * Reservation/CancelGuestReservation: the guest cancels by key, before dispatch and while nothing is paid (a
 * refund is the desk's choice). A `Cancel` step like staff's, so the desk can take it back with UndoCancel.
 */
export async function cancelGuestReservation(
  deps: Deps,
  ctx: RequestContext,
  guest: PartyGuest,
  input: { version: number },
): Promise<GuestParty> {
  const { companyId, id: partyId } = guest;
  return inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
    const party = await changeableParty(tx, companyId, partyId, input.version);
    if (party.paidCents > 0) needsDesk('This ride is paid; a refund is arranged by the desk.');
    enforceGuestChange(await rulesOf(tx, companyId), ['cancel'], party.scheduledAt);
    const now = new Date();
    await writeGuestChange(tx, ctx, companyId, party, {
      changes: { status: PARTY_STATUS.Cancelled, endedAt: now },
      action: 'Cancel',
      toStatus: PARTY_STATUS.Cancelled,
      auditAction: 'party.Cancel',
    });
    if (party.notifyGuest) {
      const company = await companyZone(tx, companyId);
      await queueGuestMessage(
        tx,
        {
          companyId,
          companyName: company.companyName,
          timeZone: company.companyTimeZone,
          siteUrl: ctx.siteUrl,
        },
        partyId,
        PARTY_STATUS.Cancelled as PartyStatus,
        { guestKey: guest.key },
      );
    }
    return guestParty(tx, companyId, partyId);
  });
}
