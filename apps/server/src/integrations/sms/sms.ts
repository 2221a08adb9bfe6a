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

/**
 * The log provider: records that the message would have been sent (recipient, length; never the body, which
 * carries the guest's private link) and succeeds, so the row is marked sent instead of staying queued.
 */
export function createLogSmsSender(log: InfoLog): SmsSender {
  return {
    provider: 'log',
    async send(message) {
      log.info(
        { provider: 'log', to: message.to, characters: message.text.length },
        'sms recorded (log provider)',
      );
    },
  };
}
