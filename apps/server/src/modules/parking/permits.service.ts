import type { contract, ParsedBodyOf, PermitDetails } from '@curbside/contract';
import { schema, type Tx, unheldGuestKey } from '@curbside/db';
import {
  EDITABLE_PERMIT_STATUSES,
  type MessageLanguage,
  messageLanguageOf,
  nextPermitStatus,
  normalisePlate,
  type PermitAction,
  type PermitStatus,
  permitCost,
  permitEnd,
  plateSearchForm,
} from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { type Change, changeInCompany, inCompany } from '../../resources/company-change.ts';
import { expectCompanyRow } from '../../resources/table-store.ts';
import { storedPhone } from '../company/company-formats.ts';
import { guestLinkOf } from '../dispatch/party-messages.ts';
import { queueTemplatedSms } from '../messaging/templates.ts';
import * as permits from './permits.repository.ts';

const p = schema.parkingPermits;
type PermitInput = ParsedBodyOf<typeof contract.parking.addOrEditParking>;
export type PermitRow = NonNullable<Awaited<ReturnType<typeof permits.lockPermit>>>;

/** The permit as the contract answers it, in the transaction that changed it. */
export async function detailsOf(tx: Tx, caller: CompanyUserPrincipal, id: string): Promise<PermitDetails> {
  const row = await permits.permitById(tx, caller.companyId, id);
  if (!row) throw notFound('parking_permit');
  return {
    ...row,
    guestLanguage: messageLanguageOf(row.guestLanguage),
    balanceCents: row.costCents - row.paidCents + row.refundedCents,
    currency: caller.companyCurrency,
  };
}

/**
 * Refuses a span of a lot that now holds more permits than spaces on one of its days. Called after the permit
 * is written (the database's counters include it, ADR 34) and with the lot locked by the caller's transaction
 * (`lockedLot`), so sales into one lot are serialised and each counts the ones committed before it; the
 * refusal rolls the write back.
 */
export async function checkSpace(
  tx: Tx,
  caller: CompanyUserPrincipal,
  lot: { id: string; capacity: number },
  span: { startsAt: Date; endsAt: Date },
) {
  const day = await permits.overfullDay(tx, caller.companyId, caller.companyTimeZone, lot, span);
  if (day) throw conflict(`The lot has no free space on ${day}.`, 'LOT_FULL', { day });
}

/** The package, sold in this lot, and what the permit costs for its span. */
async function priced(tx: Tx, caller: CompanyUserPrincipal, input: PermitInput, isNew: boolean) {
  const pkg = await permits.packageInLot(tx, caller.companyId, input.packageId, input.lotId);
  if (!pkg) throw notFound('parking_package');
  if (!pkg.soldInLot) throw unprocessable('This package is not sold for this lot.', 'PACKAGE_NOT_IN_LOT');
  if (isNew && pkg.status !== 'active')
    throw unprocessable('This package is not sold any more.', 'PACKAGE_INACTIVE');
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt
    ? new Date(input.endsAt)
    : new Date(permitEnd(startsAt.getTime(), pkg.durationHours));
  const costCents = permitCost(pkg.priceCents, pkg.durationHours, {
    start: startsAt.getTime(),
    end: endsAt.getTime(),
  });
  return { pkg, startsAt, endsAt, costCents };
}

export async function lockedLot(tx: Tx, caller: CompanyUserPrincipal, lotId: string) {
  const lot = await permits.lockLot(tx, caller.companyId, lotId);
  if (!lot) throw notFound('parking_lot');
  return lot;
}

const vehicleOf = (caller: CompanyUserPrincipal, input: PermitInput) => ({
  guestName: input.guestName,
  phone: storedPhone(input.phone, caller.companyCountry, 'body.phone'),
  email: input.email,
  roomNumber: input.roomNumber,
  plate: input.plate,
  plateNormalised: normalisePlate(input.plate),
  plateSearch: plateSearchForm(input.plate),
  plateRegion: input.plateRegion,
  make: input.make,
  model: input.model,
  colour: input.colour,
  notes: input.notes,
  // An edit that does not name the language keeps the one the guest has.
  ...(input.guestLanguage ? { guestLanguage: input.guestLanguage } : {}),
});

/** Parking/AddOrEditParking without an id: one sale, availability checked under the lot's lock. */
export const sell = (deps: Deps, ctx: RequestContext, caller: CompanyUserPrincipal, input: PermitInput) =>
  changeInCompany(deps, ctx, caller, (tx) => sellIn(tx, ctx, caller, input));

/**
 * Texts a sold permit's guest that their parking is confirmed, with the link to the permit's page where they ask
 * for their car, in their language (ADR 212). The link carries a new key: the database keeps only hashes (ADR 54).
 */
async function textConfirmation(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  permit: { id: string; phone: string; guestName: string; plate: string; guestLanguage: MessageLanguage },
) {
  if (!permit.phone) return;
  await queueTemplatedSms(tx, {
    companyId: caller.companyId,
    event: 'parking.confirmed',
    language: permit.guestLanguage,
    recipient: permit.phone,
    values: {
      guestName: permit.guestName,
      vehicle: permit.plate,
      link: guestLinkOf(ctx.siteUrl, await issueGuestKey(tx, 'permit', caller.companyId, permit.id)),
    },
  });
}

/** A sale inside the caller's transaction (alone, or with the shuttle booking `partyId` it goes with). */
export async function sellIn(
  tx: Tx,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: PermitInput,
  partyId?: string,
) {
  const { pkg, startsAt, endsAt, costCents } = await priced(tx, caller, input, true);
  const lot = await lockedLot(tx, caller, input.lotId);
  if (lot.status !== 'active') throw unprocessable('This lot is not in use.', 'LOT_INACTIVE');
  const id = await permits.insertPermit(tx, {
    companyId: caller.companyId,
    ...vehicleOf(caller, input),
    lotId: lot.id,
    packageId: pkg.id,
    startsAt,
    endsAt,
    costCents,
    commissionHundredths: pkg.commissionHundredths,
    soldBy: caller.userId,
    partyId: partyId ?? null,
    guestKey: unheldGuestKey(),
    updatedBy: caller.userId,
  });
  await checkSpace(tx, caller, lot, { startsAt, endsAt });
  await permits.addHistory(tx, {
    companyId: caller.companyId,
    permitId: id,
    action: 'Sell',
    fromStatus: null,
    toStatus: 'Active',
    userId: caller.userId,
    userName: caller.name,
  });
  const result = await detailsOf(tx, caller, id);
  await textConfirmation(tx, ctx, caller, result);
  return {
    result,
    change: {
      action: 'parking_permit.sold',
      entity: 'parking_permit',
      entityId: id,
      after: result,
    } satisfies Change,
  };
}

export async function lockedPermit(tx: Tx, caller: CompanyUserPrincipal, id: string, version?: number) {
  const permit = await permits.lockPermit(tx, caller.companyId, id);
  if (!permit) throw notFound('parking_permit');
  if (version !== undefined && version !== permit.version) {
    throw conflict('The permit was changed by someone else. Refresh and try again.', 'PERMIT_CHANGED');
  }
  return permit;
}

/** Who changes a permit: a staff member, or the guest from their link (no user). */
export interface Actor {
  companyId: string;
  userId: string | null;
  name: string;
}

/** Parking/AddOrEditParking with an id: the guest, vehicle, lot, package or dates of an open permit. */
export const edit = (
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  id: string,
  input: PermitInput,
) => changeInCompany(deps, ctx, caller, (tx) => editIn(tx, caller, id, input));

/** An edit inside the caller's transaction; `partyId`, when given, must be the booking the permit was sold with. */
export async function editIn(
  tx: Tx,
  caller: CompanyUserPrincipal,
  id: string,
  input: PermitInput,
  partyId?: string,
) {
  const before = await lockedPermit(tx, caller, id, input.version);
  if (partyId !== undefined && before.partyId !== partyId) {
    throw unprocessable('This permit was not sold with this booking.', 'PERMIT_NOT_OF_PARTY');
  }
  if (!EDITABLE_PERMIT_STATUSES.includes(before.status)) {
    throw conflict(`A permit that is ${before.status} cannot be edited.`, 'PERMIT_CLOSED', {
      status: before.status,
    });
  }
  const { pkg, startsAt, endsAt, costCents } = await priced(
    tx,
    caller,
    input,
    before.packageId !== input.packageId,
  );
  const moved =
    before.lotId !== input.lotId ||
    before.startsAt.getTime() !== startsAt.getTime() ||
    before.endsAt.getTime() !== endsAt.getTime();
  const lot = moved ? await lockedLot(tx, caller, input.lotId) : undefined;
  const samePackage = before.packageId === pkg.id;
  await permits.setPermit(tx, caller, id, {
    ...vehicleOf(caller, input),
    lotId: input.lotId,
    packageId: pkg.id,
    startsAt,
    endsAt,
    costCents,
    commissionHundredths: samePackage ? before.commissionHundredths : pkg.commissionHundredths,
  });
  if (lot) await checkSpace(tx, caller, lot, { startsAt, endsAt });
  await permits.addHistory(tx, {
    companyId: caller.companyId,
    permitId: id,
    action: 'Edit',
    fromStatus: before.status,
    toStatus: before.status,
    userId: caller.userId,
    userName: caller.name,
  });
  const result = await detailsOf(tx, caller, id);
  return {
    result,
    change: {
      action: 'parking_permit.edited',
      entity: 'parking_permit',
      entityId: id,
      before,
      after: result,
    } satisfies Change,
  };
}

/** Moves a locked permit one step of the table, with its history row; refuses a step the table forbids. */
export async function stepPermit(
  tx: Tx,
  caller: Actor,
  permit: Pick<PermitRow, 'id' | 'status'>,
  action: PermitAction,
  note = '',
): Promise<PermitStatus> {
  const step = nextPermitStatus(permit.status, action);
  if (!step.ok) {
    throw conflict(
      `A permit that is ${permit.status} cannot take the step ${action}.`,
      'PERMIT_STEP_REFUSED',
      {
        status: permit.status,
        action,
      },
    );
  }
  await permits.setPermit(tx, caller, permit.id, { status: step.to });
  await permits.addHistory(tx, {
    companyId: caller.companyId,
    permitId: permit.id,
    action,
    fromStatus: permit.status,
    toStatus: step.to,
    note,
    userId: caller.userId,
    userName: caller.name,
  });
  return step.to;
}

export async function history(deps: Deps, caller: CompanyUserPrincipal, id: string) {
  return inCompany(deps, caller, async (tx) => {
    await expectCompanyRow(tx, p, caller.companyId, id, 'parking_permit');
    return { items: await permits.historyOf(tx, caller.companyId, id) };
  });
}
