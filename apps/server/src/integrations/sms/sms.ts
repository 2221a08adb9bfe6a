export interface OutgoingSms {
  to: string;
  text: string;
}

/**
 * Sends text messages. The provider adapters (Twilio and the second provider, DOMAIN.md "Messages") come with
 * the company's messaging settings; the log provider is the default when none is configured.
 */
export interface SmsSender {
  /** The provider's name, kept in the log line. */
  readonly provider: string;
  send(message: OutgoingSms): Promise<void>;
}

interface InfoLog {
  info(object: Record<string, unknown>, message: string): void;
}

/** A phone number as a log line may hold it: its last three digits (`…123`), enough to tell two guests apart. */
export const maskedPhone = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 3 ? `…${digits.slice(-3)}` : '…';
};

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
        { provider: 'log', to: maskedPhone(message.to), characters: message.text.length },
        'sms recorded (log provider)',
      );
    },
  };
}
