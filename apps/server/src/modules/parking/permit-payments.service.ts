import type { contract, ParsedBodyOf } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { inCompany, recordChange } from '../../resources/company-change.ts';
import {
  paymentDigest,
  paymentFields,
  refuseOverpayment,
  refuseReusedKey,
  takePayment,
} from '../dispatch/payments.service.ts';
import * as permitPayments from './permit-payments.repository.ts';
import * as permits from './permits.repository.ts';

type PaymentBody = ParsedBodyOf<typeof contract.parking.parkingPayment>;

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
  refuseReusedKey(stored.requestDigest, digest);
  const payment = await permitPayments.paymentById(tx, caller.companyId, stored.id);
  if (!payment) throw notFound('payment');
  return { payment: asRow(payment), costs: await costsOf(tx, caller, stored.permitId) };
}

/**
 * Parking/ParkingPayment: the party payment's rules for a permit (ADR 20). The same key and parameters answer
 * the first payment and record nothing; the card is confirmed outside any transaction; the permit is locked
 * while the payment is recorded; more than the balance is refused.
 */
export const recordPermitPayment = (
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: PaymentBody,
) => {
  // The same payment as for parties (ADR 20), what is paid for named apart from a party's id.
  const digest = paymentDigest(['permit', body.permitId], body);
  return takePayment(deps, caller, body, {
    table: 'parking_payments',
    storedAnswer: (tx) => storedAnswer(tx, caller, body, digest),
    lock: async (tx) => {
      const permit = await permits.lockPermit(tx, caller.companyId, body.permitId);
      if (!permit) throw notFound('parking_permit');
      return permit;
    },
    record: async (tx, permit, card) => {
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
    },
  });
};
