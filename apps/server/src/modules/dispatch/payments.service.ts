import { createHash } from 'node:crypto';
import { CASH_OUT_PEOPLE, type PartyDetails } from '@curbside/contract';
import { inScope, type Tx } from '@curbside/db';
import { PARTY_STATUS } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { scopeOf } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import {
  type CardPayments,
  type ConfirmedCardPayment,
  createRecordingCardPayments,
} from '../../integrations/payments/card-payments.ts';
import { isUniqueViolation } from '../../plugins/database-errors.ts';
import { inCompany } from '../../resources/company-change.ts';
import type { Page } from './board.repository.ts';
import { auditParty } from './parties.repository.ts';
import { statusLabel } from './party-actions.ts';
import { balanceOf, costsOf } from './party-view.ts';
import { refuseUnacceptedMethod } from './payment-options.ts';
import * as payments from './payments.repository.ts';

/** One payment request, whichever call it came through (AccountOrCashPayment, CreditPayment, PartyPayment). */
export interface PaymentRequest {
  partyId: string;
  method: 'cash' | 'account' | 'card';
  amountCents: number;
  accountReference?: string | undefined;
  accountHolder?: string | undefined;
  cardLast4?: string | undefined;
  terminalReference?: string | undefined;
  providerPaymentId?: string | undefined;
  idempotencyKey: string;
}

export interface PaymentAnswer {
  payment: payments.PartyPayment;
  costs: PartyDetails['costs'];
  version: number;
}

/** The default card adapter when the server was built without one (ADR 20). */
const recordingAdapter = createRecordingCardPayments();
const cardPaymentsOf = (deps: Deps): CardPayments => deps.cardPayments ?? recordingAdapter;

/**
 * What makes two requests "the same payment": what is paid for (`paidFor`, as each kind of payment names it) and
 * every other parameter but the key itself. Stored with the payment, so the fields and their order stay as they are.
 */
export function paymentDigest(
  paidFor: readonly string[],
  request: Omit<PaymentRequest, 'partyId' | 'idempotencyKey'>,
): string {
  const fields = [
    ...paidFor,
    request.method,
    request.amountCents,
    request.accountReference ?? null,
    request.accountHolder ?? null,
    request.cardLast4 ?? null,
    request.terminalReference ?? null,
    request.providerPaymentId ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

async function answerOf(tx: Tx, user: CompanyUserPrincipal, paymentId: string, partyId: string) {
  const payment = await payments.paymentById(tx, user.companyId, paymentId);
  const party = await payments.partyCosts(tx, user.companyId, partyId);
  if (!payment || !party) throw notFound('payment');
  return { payment, costs: costsOf(party, user.companyCurrency), version: party.version };
}

/**
 * The answer an idempotency key already produced: the same payment when the parameters match, a 422 when the
 * key was used for another request, undefined when the key is new.
 */
async function storedAnswer(
  tx: Tx,
  user: CompanyUserPrincipal,
  request: PaymentRequest,
  digest: string,
): Promise<PaymentAnswer | undefined> {
  const stored = await payments.paymentByKey(tx, user.companyId, request.idempotencyKey);
  if (!stored) return undefined;
  refuseReusedKey(stored.requestDigest, digest);
  return answerOf(tx, user, stored.id, stored.partyId);
}

/** Refuses a key's second use for another payment than its first (422 IDEMPOTENCY_KEY_REUSED). */
export function refuseReusedKey(storedDigest: string | null, digest: string) {
  if (storedDigest !== digest) {
    throw unprocessable(
      'This idempotency key was already used for another payment. Send a new key for a new payment.',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
}

/** Refuses a payment larger than what is still owed (422 OVERPAYMENT), in the company's currency. */
export function refuseOverpayment(amountCents: number, balance: number, currency: string) {
  if (amountCents > balance) {
    throw unprocessable(
      `The payment is more than the balance of ${(balance / 100).toFixed(2)} ${currency}.`,
      'OVERPAYMENT',
    );
  }
}

/**
 * A payment row's own fields from its request and confirmed card: the account's reference and holder only for
 * an account payment. Shared with the permit payments (parking), whose rows have the same fields.
 */
export const paymentFields = (
  request: Pick<
    PaymentRequest,
    'method' | 'amountCents' | 'accountReference' | 'accountHolder' | 'idempotencyKey'
  >,
  card: ConfirmedCardPayment | null,
) => ({
  kind: 'payment' as const,
  method: request.method,
  amountCents: request.amountCents,
  accountReference: request.method === 'account' ? (request.accountReference ?? null) : null,
  accountHolder: request.method === 'account' ? (request.accountHolder ?? null) : null,
  cardLast4: card?.cardLast4 ?? null,
  provider: card?.provider ?? null,
  providerReference: card?.providerReference ?? null,
  idempotencyKey: request.idempotencyKey,
});

/**
 * Refuses a card provider's payment that already paid something (409 CARD_PAYMENT_USED): one charge pays one
 * booking once, whatever idempotency key it comes with (ADR 54). Called with the error of a payment's insert.
 */
export function refuseUsedProviderPayment(error: unknown, table: 'party_payments' | 'parking_payments') {
  if (isUniqueViolation(error, `${table}_provider_reference`)) {
    throw conflict('This card payment has been recorded already.', 'CARD_PAYMENT_USED');
  }
}

/**
 * The card step, outside any transaction: a provider may be asked over the network. Shared with the permit
 * payments (parking), which confirm cards the same way.
 */
export async function confirmCard(
  deps: Deps,
  user: CompanyUserPrincipal,
  request: Omit<PaymentRequest, 'partyId' | 'idempotencyKey'>,
): Promise<ConfirmedCardPayment | null> {
  if (request.method !== 'card') return null;
  const adapter = cardPaymentsOf(deps);
  const common = { amountCents: request.amountCents, currency: user.companyCurrency };
  if (request.providerPaymentId !== undefined) {
    return adapter.confirmByProviderId({
      ...common,
      providerPaymentId: request.providerPaymentId,
      cardLast4: request.cardLast4,
    });
  }
  if (request.cardLast4 === undefined) {
    throw unprocessable(
      'The last four digits of the card, or the provider payment id',
      'CARD_DETAILS_MISSING',
    );
  }
  return adapter.recordTerminal({
    ...common,
    cardLast4: request.cardLast4,
    terminalReference: request.terminalReference,
  });
}

/** What one kind of payment (a party's, a permit's) does inside the steps every payment keeps (takePayment). */
export interface PaymentSteps<Locked, Answer> {
  /** The payments table: its unique indexes on the idempotency key and the provider's payment name it. */
  table: 'party_payments' | 'parking_payments';
  /** The answer the request's idempotency key already produced (a 422 for other parameters), or undefined. */
  storedAnswer(tx: Tx): Promise<Answer | undefined>;
  /** Locks what is paid for until the transaction ends, or refuses with a 404. */
  lock(tx: Tx): Promise<Locked>;
  /** Refuses what takes no payment, records the payment (with the confirmed card) and answers it. */
  record(tx: Tx, locked: Locked, card: ConfirmedCardPayment | null): Promise<Answer>;
}

/**
 * The steps of every payment (ADR 20): the same idempotency key with the same parameters answers the first
 * payment again and records nothing; a method the company does not accept is refused; the card is confirmed
 * outside any transaction (a provider may be asked over the network); what is paid for is locked while the
 * payment is recorded; a provider's payment pays once.
 */
export async function takePayment<Locked, Answer>(
  deps: Deps,
  caller: CompanyUserPrincipal,
  request: Omit<PaymentRequest, 'partyId' | 'idempotencyKey'>,
  steps: PaymentSteps<Locked, Answer>,
): Promise<Answer> {
  const replay = await inCompany(deps, caller, async (tx) => {
    const stored = await steps.storedAnswer(tx);
    if (!stored) await refuseUnacceptedMethod(tx, caller.companyId, request.method);
    return stored;
  });
  if (replay) return replay;
  const card = await confirmCard(deps, caller, request);
  try {
    return await inCompany(deps, caller, async (tx) => {
      const locked = await steps.lock(tx);
      // A duplicate that waited for the lock finds the first one's payment here.
      return (await steps.storedAnswer(tx)) ?? (await steps.record(tx, locked, card));
    });
  } catch (error) {
    // Two requests with one key at the same moment: the unique index lets one in; the other answers it.
    if (isUniqueViolation(error, `${steps.table}_idempotency_key`)) {
      const stored = await inCompany(deps, caller, (tx) => steps.storedAnswer(tx));
      if (stored) return stored;
    }
    refuseUsedProviderPayment(error, steps.table);
    throw error;
  }
}

/**
 * Records one payment of a party (takePayment); the party's paid amount rises in the same transaction, and its
 * version stays.
 */
export const recordPayment = (
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  request: PaymentRequest,
): Promise<PaymentAnswer> => {
  const digest = paymentDigest([request.partyId], request);
  return takePayment(deps, user, request, {
    table: 'party_payments',
    storedAnswer: (tx) => storedAnswer(tx, user, request, digest),
    lock: async (tx) => {
      const party = await payments.lockPartyForPayment(tx, user.companyId, request.partyId);
      if (!party) throw notFound('party');
      return party;
    },
    record: async (tx, party, card) => {
      if (party.status === PARTY_STATUS.Cancelled || party.status === PARTY_STATUS.Deleted) {
        throw conflict(
          `A party that is ${statusLabel(party.status)} takes no payment.`,
          'PARTY_CLOSED_FOR_PAYMENT',
        );
      }
      refuseOverpayment(request.amountCents, balanceOf(party), user.companyCurrency);
      const paymentId = await payments.insertPayment(tx, {
        companyId: user.companyId,
        partyId: party.id,
        ...paymentFields(request, card),
        requestDigest: digest,
        createdBy: user.userId,
      });
      await payments.addPaid(tx, user.companyId, party.id, request.amountCents);
      const answer = await answerOf(tx, user, paymentId, party.id);
      await auditParty(tx, ctx, user.companyId, 'party.payment', party.id, {
        before: { paidCents: party.paidCents },
        after: { paymentId, paidCents: answer.costs.paidCents, ...answer.payment },
      });
      return answer;
    },
  });
};

/** Transportation/GetPartyCostDetails: the cost lines and every payment and refund. */
export async function costDetails(deps: Deps, user: CompanyUserPrincipal, partyId: string) {
  return inScope(deps.db, scopeOf(user), async (tx) => {
    const party = await payments.partyCosts(tx, user.companyId, partyId);
    if (!party) throw notFound('party');
    return {
      costs: costsOf(party, user.companyCurrency),
      payments: await payments.paymentsOf(tx, user.companyId, partyId),
    };
  });
}

/**
 * Transportation/GetCashOutReportByDates: money taken per staff member and method, refunds beside it, a page of
 * the lines with the totals of all of them and the staff members the chart compares.
 */
export async function cashOutReport(
  deps: Deps,
  user: CompanyUserPrincipal,
  q: { fromDate: string; toDate: string; userId?: string | undefined; search?: string | undefined } & Page,
) {
  const report = await inScope(deps.db, scopeOf(user), (tx) =>
    payments.cashOut(tx, user.companyId, { ...q, timeZone: user.companyTimeZone }, q, CASH_OUT_PEOPLE),
  );
  const named = <R extends { userId: string | null; userName: string | null }>(row: R) => ({
    ...row,
    userName: row.userName ?? (row.userId ? 'Unknown' : 'System'),
  });
  return {
    ...report,
    items: report.items.map(named),
    people: report.people.map(named),
    page: q.page,
    pageSize: q.pageSize,
    currency: user.companyCurrency,
  };
}
