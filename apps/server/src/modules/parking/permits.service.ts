import type { contract, ParsedBodyOf, PermitDetails } from '@curbside/contract';
import { newGuestKey, schema, type Tx } from '@curbside/db';
import {
  EDITABLE_PERMIT_STATUSES,
  nextPermitStatus,
  normalisePlate,
  type PermitAction,
  type PermitStatus,
  permitCost,
  permitEnd,
  plateSearchForm,
} from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { changeInCompany, inCompany } from '../../resources/company-change.ts';
import { expectCompanyRow } from '../../resources/table-store.ts';
import * as repo from './permits.repository.ts';

const p = schema.parkingPermits;
type PermitInput = ParsedBodyOf<typeof contract.parking.addOrEditParking>;
export type PermitRow = NonNullable<Awaited<ReturnType<typeof repo.lockPermit>>>;

/** The permit as the contract answers it, in the transaction that changed it. */
export async function detailsOf(tx: Tx, caller: CompanyUserPrincipal, id: string): Promise<PermitDetails> {
  const row = await repo.permitById(tx, caller.companyId, id);
  if (!row) throw notFound('parking_permit');
  const { guestKey: _, ...rest } = row;
  return {
    ...rest,
    balanceCents: row.costCents - row.paidCents + row.refundedCents,
    currency: caller.companyCurrency,
  };
}

/**
 * Refuses a span of a lot on a day its space-holding permits fill already (the permit itself left out when it
 * is being edited). The lot must be locked by the caller's transaction first (`repo.lockLot`).
 */
export async function checkSpace(
  tx: Tx,
  caller: CompanyUserPrincipal,
  lot: { id: string; capacity: number },
  span: { startsAt: Date; endsAt: Date },
  exceptId?: string,
) {
  const days = await repo.daysOf(tx, caller.companyTimeZone, span.startsAt, span.endsAt);
  const counts = await repo.dayCounts(tx, caller.companyId, {
    timeZone: caller.companyTimeZone,
    fromDate: days.first,
    toDate: days.last,
    lotIds: [lot.id],
    ...(exceptId ? { exceptId } : {}),
  });
  const full = counts.filter((c) => c.n >= lot.capacity).sort((a, b) => a.day.localeCompare(b.day))[0];
  if (full || lot.capacity <= 0) {
    const day = full?.day ?? days.first;
    throw conflict(`The lot has no free space on ${day}.`, 'LOT_FULL', { day });
  }
}

/** The package, sold in this lot, and what the permit costs for its span. */
async function priced(tx: Tx, caller: CompanyUserPrincipal, input: PermitInput, isNew: boolean) {
  const pkg = await repo.packageInLot(tx, caller.companyId, input.packageId, input.lotId);
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
  const lot = await repo.lockLot(tx, caller.companyId, lotId);
  if (!lot) throw notFound('parking_lot');
  return lot;
}

const vehicleOf = (input: PermitInput) => ({
  guestName: input.guestName,
  phone: input.phone,
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
});

/** Parking/AddOrEditParking without an id: one sale, availability checked under the lot's lock. */
export async function sell(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: PermitInput,
) {
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const { pkg, startsAt, endsAt, costCents } = await priced(tx, caller, input, true);
    const lot = await lockedLot(tx, caller, input.lotId);
    if (lot.status !== 'active') throw unprocessable('This lot is not in use.', 'LOT_INACTIVE');
    await checkSpace(tx, caller, lot, { startsAt, endsAt });
    const [row] = await tx
      .insert(p)
      .values({
        companyId: caller.companyId,
        ...vehicleOf(input),
        lotId: lot.id,
        packageId: pkg.id,
        startsAt,
        endsAt,
        costCents,
        commissionHundredths: pkg.commissionHundredths,
        soldBy: caller.userId,
        guestKey: newGuestKey(),
        updatedBy: caller.userId,
      })
      .returning({ id: p.id });
    if (!row) throw new Error('The insert answered no row.');
    await repo.addHistory(tx, {
      companyId: caller.companyId,
      permitId: row.id,
      action: 'Sell',
      fromStatus: null,
      toStatus: 'Active',
      userId: caller.userId,
      userName: caller.name,
    });
    const result = await detailsOf(tx, caller, row.id);
    return {
      result,
      change: { action: 'parking_permit.sold', entity: 'parking_permit', entityId: row.id, after: result },
    };
  });
}

export async function lockedPermit(tx: Tx, caller: CompanyUserPrincipal, id: string, version?: number) {
  const permit = await repo.lockPermit(tx, caller.companyId, id);
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

/** Changes a locked permit's row, bumping its version. */
export async function setPermit(tx: Tx, caller: Actor, id: string, values: Partial<typeof p.$inferInsert>) {
  await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedBy: caller.userId, updatedAt: new Date() })
    .where(and(eq(p.companyId, caller.companyId), eq(p.id, id)));
}

/** Parking/AddOrEditParking with an id: the guest, vehicle, lot, package or dates of an open permit. */
export async function edit(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  id: string,
  input: PermitInput,
) {
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const before = await lockedPermit(tx, caller, id, input.version);
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
    if (moved)
      await checkSpace(tx, caller, await lockedLot(tx, caller, input.lotId), { startsAt, endsAt }, id);
    const samePackage = before.packageId === pkg.id;
    await setPermit(tx, caller, id, {
      ...vehicleOf(input),
      lotId: input.lotId,
      packageId: pkg.id,
      startsAt,
      endsAt,
      costCents,
      commissionHundredths: samePackage ? before.commissionHundredths : pkg.commissionHundredths,
    });
    await repo.addHistory(tx, {
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
      },
    };
  });
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
  await setPermit(tx, caller, permit.id, { status: step.to });
  await repo.addHistory(tx, {
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

export const details = (deps: Deps, caller: CompanyUserPrincipal, id: string) =>
  inCompany(deps, caller, (tx) => detailsOf(tx, caller, id));

export async function history(deps: Deps, caller: CompanyUserPrincipal, id: string) {
  return inCompany(deps, caller, async (tx) => {
    await expectCompanyRow(tx, p, caller.companyId, id, 'parking_permit');
    return { items: await repo.historyOf(tx, caller.companyId, id) };
  });
}
