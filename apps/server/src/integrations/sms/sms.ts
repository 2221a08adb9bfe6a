import { maskPhone } from '@curbside/domain';

export interface OutgoingSms {
  /** E.164. */
  to: string;
  text: string;
}

export interface SentSms {
  /** The provider's id of the message, which its delivery callbacks name; null for the log provider. */
  providerMessageId: string | null;
}

/**
 * Sends text messages through one provider: the log provider (the default when a company chose none),
 * Twilio (twilio.ts) or Vonage (vonage.ts), DOMAIN.md "Messages". A refusal by the provider throws, so the
 * outbox retries the message.
 */
export interface SmsSender {
  /** The provider's name, kept in the log line and on the outbox row. */
  readonly provider: string;
  send(message: OutgoingSms): Promise<SentSms>;
}

export interface InfoLog {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * The log provider: records that the message would have been sent (the recipient's last digits, the length;
 * never the full number, nor the body, which carries the guest's private link) and succeeds, so the row is
 * marked sent instead of staying queued.
 */
export function createLogSmsSender(log: InfoLog): SmsSender {
  return {
    provider: 'log',
    async send(message) {
      log.info(
        { provider: 'log', to: maskPhone(message.to), characters: message.text.length },
        'sms recorded (log provider)',
      );
      return { providerMessageId: null };
    },
  };
}

/** A provider's answer that is not a success, worded for the outbox's `last_error` (never the body). */
export class SmsProviderError extends Error {
  constructor(provider: string, status: number, detail: string) {
    super(`${provider} refused the message (${status}): ${detail.slice(0, 200)}`);
    this.name = 'SmsProviderError';
  }
}
