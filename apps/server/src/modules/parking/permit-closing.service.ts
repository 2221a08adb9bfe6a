import type { contract, ParsedBodyOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { EDITABLE_PERMIT_STATUSES, lowerCased, permitCost, refundOf } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../errors.ts';
import { type ChangeCall, changeInCompany, companyChange } from '../../resources/company-change.ts';
import * as permitPayments from './permit-payments.repository.ts';
import * as permits from './permits.repository.ts';
import {
  checkSpace,
  detailsOf,
  lockedLot,
  lockedPermit,
  type PermitRow,
  stepPermit,
} from './permits.service.ts';
import { closeQueuedRequest } from './will-call.repository.ts';

/** The end of a permit's life: cancel with a refund, delete, and the bulk changes. */

type CancelBody = ParsedBodyOf<typeof contract.parking.cancelOrDeleteParking>;

/** Parking/CancelOrDeleteParking: a cancel with its refund choice, or a delete that keeps the row. */
export const cancelOrDelete = companyChange(async (tx, { caller, input: body }: ChangeCall<CancelBody>) => {
  const before = await lockedPermit(tx, caller, body.id);
  const cents = await closePermit(tx, caller, before, body);
  const result = await detailsOf(tx, caller, body.id);
  const action = body.commandType === 'CANCEL' ? 'parking_permit.cancelled' : 'parking_permit.deleted';
  return {
    result,
    change: {
      action,
      entity: 'parking_permit',
      entityId: body.id,
      before,
      after: { ...result, refundCents: cents },
    },
  };
});

type OutCarBody = ParsedBodyOf<typeof contract.parking.parkAgainOrDeliver>;

/**
 * Parking/ParkAgainOrDeliver: a car out on an in-and-out permit (ADR 143) comes back into the space it kept, or
 * leaves for good. No availability check: the space was held all along.
 */
export const parkAgainOrDeliver = companyChange(
  async (tx, { caller, input: body }: ChangeCall<OutCarBody>) => {
    const before = await lockedPermit(tx, caller, body.id);
    const back = body.commandType === 'PARK_AGAIN';
    await stepPermit(tx, caller, before, back ? 'ParkAgain' : 'ConfirmDelivered');
    const result = await detailsOf(tx, caller, body.id);
    return {
      result,
      change: {
        action: back ? 'parking_permit.parked_again' : 'parking_permit.delivered',
        entity: 'parking_permit',
        entityId: body.id,
        before,
        after: result,
      },
    };
  },
);

async function closePermit(
  tx: Tx,
  caller: CompanyUserPrincipal,
  before: PermitRow,
  body: Pick<CancelBody, 'commandType' | 'refund' | 'refundCents' | 'reason'>,
): Promise<number> {
  if (body.commandType === 'DELETE' && body.refund !== 'none') {
    throw unprocessable('A refund goes with a cancel, not a delete.', 'REFUND_ONLY_ON_CANCEL');
  }
  const owed = refundOf(body.refund, before, body.refundCents);
  if (!owed.ok) {
    throw unprocessable('The refund is more than was paid.', 'REFUND_TOO_LARGE', {
      refundable: owed.refundableCents,
    });
  }
  if (owed.cents > 0 && !caller.rules.has('party.refund')) throw forbidden('Refunds need the refund right.');
  await stepPermit(tx, caller, before, body.commandType === 'CANCEL' ? 'Cancel' : 'Delete', body.reason);
  if (owed.cents > 0) {
    await permitPayments.recordRefund(tx, {
      companyId: caller.companyId,
      permitId: before.id,
      amountCents: owed.cents,
      userId: caller.userId,
    });
  }
  await closeQueuedRequest(tx, caller.companyId, before.id, caller.userId);
  return owed.cents;
}

type BulkBody = ParsedBodyOf<typeof contract.parking.bulkUpdateParkings>;

/** Parking/BulkUpdateParkings: one transaction per permit; a refusal of one does not stop the others. */
export async function bulkUpdate(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: BulkBody,
) {
  const outcome: { succeeded: string[]; failed: { id: string; code: string; message: string }[] } = {
    succeeded: [],
    failed: [],
  };
  for (const id of new Set(body.ids)) {
    try {
      await changeInCompany(deps, ctx, caller, async (tx) => {
        const before = await lockedPermit(tx, caller, id);
        if (body.commandType === 'EXTEND') await extend(tx, caller, before, new Date(body.endsAt ?? ''));
        else
          await closePermit(tx, caller, before, {
            commandType: body.commandType,
            refund: 'none',
            reason: '',
          });
        const after = await detailsOf(tx, caller, id);
        return {
          result: after,
          change: {
            action: `parking_permit.bulk_${lowerCased(body.commandType)}`,
            entity: 'parking_permit',
            entityId: id,
            before,
            after,
          },
        };
      });
      outcome.succeeded.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      outcome.failed.push({ id, code: error.code, message: error.message });
    }
  }
  return outcome;
}

async function extend(tx: Tx, caller: CompanyUserPrincipal, before: PermitRow, endsAt: Date) {
  if (!EDITABLE_PERMIT_STATUSES.includes(before.status)) {
    throw conflict(`A permit that is ${before.status} cannot be edited.`, 'PERMIT_CLOSED', {
      status: before.status,
    });
  }
  if (endsAt.getTime() <= before.startsAt.getTime()) {
    throw unprocessable('The end must be after the start.', 'END_BEFORE_START');
  }
  const pkg = await permits.packageInLot(tx, caller.companyId, before.packageId, before.lotId);
  if (!pkg) throw notFound('parking_package');
  const lot = await lockedLot(tx, caller, before.lotId);
  const costCents = permitCost(pkg.priceCents, pkg.durationHours, {
    start: before.startsAt.getTime(),
    end: endsAt.getTime(),
  });
  await permits.setPermit(tx, caller, before.id, { endsAt, costCents });
  await checkSpace(tx, caller, lot, { startsAt: before.startsAt, endsAt });
  await permits.addHistory(tx, {
    companyId: caller.companyId,
    permitId: before.id,
    action: 'Extend',
    fromStatus: before.status,
    toStatus: before.status,
    userId: caller.userId,
    userName: caller.name,
  });
}
