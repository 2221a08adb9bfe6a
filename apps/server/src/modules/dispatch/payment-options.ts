import { type PaymentOptions, paymentOptions } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { unprocessable } from '../../errors.ts';
import { fieldsSettingsStore } from '../../resources/settings-store.ts';

const t = schema.paymentOptions;

export const paymentOptionsStore = fieldsSettingsStore(paymentOptions, t);

const ACCEPTS: Record<'cash' | 'account' | 'card', keyof PaymentOptions> = {
  cash: 'acceptCash',
  account: 'acceptAccount',
  card: 'acceptCard',
};

/** Whether the company takes this way of paying (its saved options, else the defaults: every way). */
export async function acceptsMethod(tx: Tx, companyId: string, method: 'cash' | 'account' | 'card') {
  const options = await paymentOptionsStore.read(tx, companyId);
  return options[ACCEPTS[method]];
}

/**
 * Refuses a payment by a way the company does not take (ADR 0071): asked by every call that records a payment
 * (a party's, a permit's) before anything is confirmed or written. A payment already recorded still answers.
 */
export async function refuseUnacceptedMethod(
  tx: Tx,
  companyId: string,
  method: 'cash' | 'account' | 'card',
): Promise<void> {
  if (!(await acceptsMethod(tx, companyId, method))) {
    throw unprocessable('The company does not take this way of paying.', 'PAYMENT_METHOD_NOT_ACCEPTED');
  }
}
