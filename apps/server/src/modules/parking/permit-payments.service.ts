import { createHash } from 'node:crypto';
import type { contract, ParsedBodyOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import { refuseUnacceptedMethod } from '../dispatch/payment-options.ts';
import {
  confirmCard,
  paymentFields,
  refuseOverpayment,
  refuseUsedProviderPayment,
} from '../dispatch/payments.service.ts';
import * as permitPayments from './permit-payments.repository.ts';
import * as permits from './permits.repository.ts';

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

const asRow = (row: permitPayments.PaymentRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

async function costsOf(tx: Tx, caller: CompanyUserPrincipal, permitId: string) {
  const permit = await permitPayments.permitCosts(tx, caller.companyId, permitId);
  if (!permit) throw notFound('parking_permit');
  const payments = await permitPayments.paymentsOfPermit(tx, caller.companyId, permitId);
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
  const stored = await permitPayments.paymentOfKey(tx, caller.companyId, body.idempotencyKey);
  if (!stored) return undefined;
  if (stored.requestDigest !== digest) {
    throw unprocessable(
      'This idempotency key was already used for another payment. Send a new key for a new payment.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  const payment = await permitPayments.paymentById(tx, caller.companyId, stored.id);
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
      const paymentId = await permitPayments.insertPayment(tx, {
        companyId: caller.companyId,
        permitId: permit.id,
        ...paymentFields(body, card),
        requestDigest: digest,
        createdBy: caller.userId,
      });
      await permitPayments.setPaid(tx, caller.companyId, permit.id, permit.paidCents + body.amountCents);
      const answer = await storedAnswer(tx, caller, body, digest);
      if (!answer) throw new Error('The payment just recorded was not found.');
      await recordChange(tx, ctx, caller, {
        action: 'parking_permit.payment',
        entity: 'parking_permit',
        entityId: permit.id,
        before: { paidCents: permit.paidCents },
        after: { paymentId, paidCents: answer.costs.paidCents },
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
