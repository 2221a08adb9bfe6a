import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors.ts';

/** A card payment as the server records it: never a card number, an expiry date or a security code. */
export interface ConfirmedCardPayment {
  /** Who took the money: `terminal` for a card terminal at the desk, else the card provider's name. */
  provider: string;
  /** The terminal's slip reference, or the provider's payment id. */
  providerReference: string;
  /** The last four digits, when the caller or the provider knows them. */
  cardLast4: string | null;
}

export interface TerminalPayment {
  amountCents: number;
  currency: string;
  cardLast4: string;
  terminalReference?: string | undefined;
}

export interface ProviderPayment {
  amountCents: number;
  currency: string;
  providerPaymentId: string;
  cardLast4?: string | undefined;
}

/**
 * The company's card provider, behind one interface (ADR 20). The browser collects the card with the
 * provider's own field; the server only ever sees the provider's payment id (or, at a terminal, the last
 * four digits), and asks the provider whether that payment exists for this amount.
 *
 * `confirmByProviderId` may do network I/O: the payment service calls it outside any transaction.
 */
export interface CardPayments {
  readonly provider: string;
  recordTerminal(payment: TerminalPayment): Promise<ConfirmedCardPayment>;
  confirmByProviderId(payment: ProviderPayment): Promise<ConfirmedCardPayment>;
}

/** The payment ids this server's recording adapter issues and accepts: `rec_` and 8–100 id characters. */
export const RECORDED_PAYMENT_ID = /^rec_[A-Za-z0-9_-]{8,100}$/;

/** A payment id of the form the recording adapter issues (for tests, demos and the benchmark). */
export const newRecordedPaymentId = (): string => `rec_${randomUUID().replaceAll('-', '')}`;

/**
 * The default adapter when no card provider is configured: card payments taken on a terminal are recorded
 * as given (last four digits and the slip reference, or a generated one), and a provider payment id is
 * accepted only in the form this adapter issues itself (`rec_…`), since there is no provider to ask.
 */
export function createRecordingCardPayments(): CardPayments {
  return {
    provider: 'terminal',
    async recordTerminal(payment) {
      return {
        provider: 'terminal',
        providerReference: payment.terminalReference || `T-${randomUUID().slice(0, 8).toUpperCase()}`,
        cardLast4: payment.cardLast4,
      };
    },
    async confirmByProviderId(payment) {
      if (!RECORDED_PAYMENT_ID.test(payment.providerPaymentId)) {
        throw new AppError(422, 'PAYMENT_NOT_CONFIRMED', 'The card provider does not know this payment id.', [
          { path: 'body.providerPaymentId', message: 'Not a payment id of the card provider' },
        ]);
      }
      return {
        provider: 'recorded',
        providerReference: payment.providerPaymentId,
        cardLast4: payment.cardLast4 ?? null,
      };
    },
  };
}
