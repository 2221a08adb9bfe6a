import { z } from 'zod';
import { id, optionalCompany } from './common.ts';
import { cents } from './locations.ts';
import { partyCosts, partyPayment } from './party.ts';

/** What a payment call answers: the payment, the party's costs after it and the party's new version. */
export const paymentAnswer = z.object({
  payment: partyPayment,
  costs: partyCosts,
  version: z.number().int(),
});

/** Every payment call carries one: the same key answers the first result and never charges twice. */
export const idempotencyKey = z.string().trim().min(8).max(100);

/** What every payment call names: the party, the amount and its idempotency key. */
export const paymentFields = {
  ...optionalCompany,
  partyId: id,
  amountCents: cents.min(1, 'moreThanZero'),
  idempotencyKey,
};
/** A room or company account charge: both the reference and the holder's name. */
export const accountFields = {
  accountReference: z.string().trim().max(60).optional(),
  accountHolder: z.string().trim().max(120).optional(),
};
/** An account payment names both the reference and the holder: a field error on each one missing. */
export function accountComplete(
  v: { method: string; accountReference?: string | undefined; accountHolder?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (v.method !== 'account') return;
  for (const field of ['accountReference', 'accountHolder'] as const) {
    if ((v[field] ?? '') === '')
      ctx.addIssue({ code: 'custom', message: 'requiredForAccount', path: [field] });
  }
}
/** A card: the terminal's last four digits or the provider's payment id, never a card number. */
export const cardFields = {
  cardLast4: z
    .string()
    .regex(/^\d{4}$/, 'lastFourDigits')
    .optional(),
  terminalReference: z.string().trim().max(60).optional(),
  providerPaymentId: z.string().trim().max(120).optional(),
};
export const cardComplete = (v: { cardLast4?: string; providerPaymentId?: string }) =>
  v.cardLast4 !== undefined || v.providerPaymentId !== undefined;
export const cardIssue = {
  message: 'cardOrProviderPayment',
  path: ['cardLast4'],
};

/** A payment that may be taken by any method: the method and the fields of each one that needs its own. */
export const anyMethod = { method: z.enum(['cash', 'account', 'card']), ...accountFields, ...cardFields };
type AnyMethodPayment = z.output<z.ZodObject<typeof anyMethod>>;
/** The checks of a payment by any method: an account's reference and holder, a card's digits or payment id. */
export const checkedForMethod = <S extends z.ZodType<AnyMethodPayment>>(body: S) =>
  body.superRefine(accountComplete).refine((v) => v.method !== 'card' || cardComplete(v), cardIssue);
