import { createHash } from 'node:crypto';
import type { contract, ParsedBodyOf } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import { refuseUnacceptedMethod } from '../dispatch/payment-options.ts';
import {
  confirmCard,
  paymentFields,
  refuseOverpayment,
  refuseUsedProviderPayment,
} from '../dispatch/payments.service.ts';
import * as permits from './permits.repository.ts';

const p = schema.parkingPermits;
const pay = schema.parkingPayments;
const creator = alias(schema.users, 'creator');
const IDEMPOTENCY_INDEX = 'parking_payments_idempotency_key';

type PaymentBody = ParsedBodyOf<typeof contract.parking.parkingPayment>;

/** What makes two requests "the same payment": every parameter but the key (ADR 20, as for parties). */
function digestOf(body: PaymentBody): string {
  const fields = [
    'permit',
    body.permitId,
    body.method,
    body.amountCents,
    body.accountReference ?? null,
    body.accountHolder ?? null,
    body.cardLast4 ?? null,
    body.terminalReference ?? null,
    body.providerPaymentId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

const paymentColumns = {
  id: pay.id,
  kind: pay.kind,
  method: pay.method,
  amountCents: pay.amountCents,
  accountReference: pay.accountReference,
  cardLast4: pay.cardLast4,
  provider: pay.provider,
  createdAt: pay.createdAt,
  createdByName: creator.name,
};

const paymentsQuery = (tx: Tx) =>
  tx
    .select(paymentColumns)
    .from(pay)
    .leftJoin(creator, and(eq(creator.companyId, pay.companyId), eq(creator.id, pay.createdBy)));

const asRow = (row: Awaited<ReturnType<typeof paymentsQuery>>[number]) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function costsOf(tx: Tx, caller: CompanyUserPrincipal, permitId: string) {
  const permit = await companyRow(tx, p, caller.companyId, permitId, {
    columns: ownColumns(p, 'costCents', 'paidCents', 'refundedCents'),
  });
  if (!permit) throw notFound('parking_permit');
  const payments = await paymentsQuery(tx)
    .where(and(eq(pay.companyId, caller.companyId), eq(pay.permitId, permitId)))
    .orderBy(asc(pay.createdAt), asc(pay.id));
  return {
    ...permit,
    balanceCents: permit.costCents - permit.paidCents + permit.refundedCents,
    currency: caller.companyCurrency,
    payments: payments.map(asRow),
  };
}

/** Parking/GetParkingCostDetails. */
export const costDetails = (deps: Deps, caller: CompanyUserPrincipal, permitId: string) =>
  inCompany(deps, caller, (tx) => costsOf(tx, caller, permitId));

async function storedAnswer(tx: Tx, caller: CompanyUserPrincipal, body: PaymentBody, digest: string) {
  const [stored] = await tx
    .select({ id: pay.id, permitId: pay.permitId, requestDigest: pay.requestDigest })
    .from(pay)
    .where(and(eq(pay.companyId, caller.companyId), eq(pay.idempotencyKey, body.idempotencyKey)));
  if (!stored) return undefined;
  if (stored.requestDigest !== digest) {
    throw unprocessable(
      'This idempotency key was already used for another payment. Send a new key for a new payment.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  const [payment] = await paymentsQuery(tx).where(
    and(eq(pay.companyId, caller.companyId), eq(pay.id, stored.id)),
  );
  if (!payment) throw notFound('payment');
  return { payment: asRow(payment), costs: await costsOf(tx, caller, stored.permitId) };
}

/**
 * Parking/ParkingPayment: the party payment's rules for a permit (ADR 20). The same key and parameters answer
 * the first payment and record nothing; the card is confirmed outside any transaction; the permit is locked
 * while the payment is recorded; more than the balance is refused.
 */
export async function recordPermitPayment(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: PaymentBody,
) {
  const digest = digestOf(body);
  const replay = await inCompany(deps, caller, async (tx) => {
    const stored = await storedAnswer(tx, caller, body, digest);
    if (!stored) await refuseUnacceptedMethod(tx, caller.companyId, body.method);
    return stored;
  });
  if (replay) return replay;
  const card = await confirmCard(deps, caller, body);
  try {
    return await inCompany(deps, caller, async (tx) => {
      const permit = await permits.lockPermit(tx, caller.companyId, body.permitId);
      if (!permit) throw notFound('parking_permit');
      // A duplicate that waited for the lock finds the first one's payment here.
      const again = await storedAnswer(tx, caller, body, digest);
      if (again) return again;
      if (permit.status === 'Cancelled' || permit.status === 'Deleted') {
        throw conflict(`A permit that is ${permit.status} takes no payment.`, 'PERMIT_CLOSED_FOR_PAYMENT');
      }
      const balance = permit.costCents - permit.paidCents + permit.refundedCents;
      refuseOverpayment(body.amountCents, balance, caller.companyCurrency);
      const [row] = await tx
        .insert(pay)
        .values({
          companyId: caller.companyId,
          permitId: permit.id,
          ...paymentFields(body, card),
          requestDigest: digest,
          createdBy: caller.userId,
        })
        .returning({ id: pay.id });
      if (!row) throw new Error('The insert answered no row.');
      await tx
        .update(p)
        .set({ paidCents: permit.paidCents + body.amountCents })
        .where(and(eq(p.companyId, caller.companyId), eq(p.id, permit.id)));
      const answer = await storedAnswer(tx, caller, body, digest);
      if (!answer) throw new Error('The payment just recorded was not found.');
      await recordChange(tx, ctx, caller, {
        action: 'parking_permit.payment',
        entity: 'parking_permit',
        entityId: permit.id,
        before: { paidCents: permit.paidCents },
        after: { paymentId: row.id, paidCents: answer.costs.paidCents },
      });
      return answer;
    });
  } catch (error) {
    // Two requests with one key at the same moment: the unique index lets one in; the other answers it.
    if (isUniqueViolation(error, IDEMPOTENCY_INDEX)) {
      const stored = await inCompany(deps, caller, (tx) => storedAnswer(tx, caller, body, digest));
      if (stored) return stored;
    }
    refuseUsedProviderPayment(error, 'parking_payments');
    throw error;
  }
}
