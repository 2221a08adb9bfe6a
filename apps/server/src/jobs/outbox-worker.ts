import { type Database, inScope, type Tx } from '@curbside/db';
import { countSms } from '@curbside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsRouter } from '../integrations/company-senders.ts';
import type { EmailSender, InlineImage } from '../integrations/email/email.ts';
import { createLogSmsSender, type SmsSender } from '../integrations/sms/sms.ts';
import { CONFIRMATION_LOGO_CID } from '../modules/confirmations/confirmation-email.ts';
import { logoAsPng } from '../modules/confirmations/confirmation-logo.ts';
import { announceMessages, applyEarlyDelivery, fallBackToEmail } from '../modules/messaging/delivery.ts';
import { QUOTA_PAUSED, quotaAllows, tellQuotaAlerts } from '../modules/messaging/quota.ts';
import { loggableError } from '../plugins/logging.ts';

const BATCH = 10;

const MAX_ATTEMPTS = 5;
/** How long a claimed message is leased to one worker; past it another worker may take it over. */
const LEASE = '5 minutes';

interface ClaimedMessage {
  id: string;
  company_id: string | null;
  template_code: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  inline_logo_sha256: string | null;
  attempts: number;
}

/**
 * Sends the queued messages of the outbox: e-mail through SMTP (the company's, else the platform's saved
 * details, else SMTP_URL; with none, e-mails stay queued) and SMS through the SMS router (the company's provider,
 * else the platform's, else the log provider). Rows are claimed with FOR UPDATE SKIP
 * LOCKED, so several server processes can run a worker each without sending a message twice; sending happens
 * outside any transaction, and failures are retried with growing delays until MAX_ATTEMPTS.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Database,
    private readonly email: EmailSender | null,
    private readonly log: FastifyBaseLogger,
    private readonly pollMs: number,
    sms: SmsSender | SmsRouter = createLogSmsSender(log),
    /** The sender of a company's own SMTP details, else the platform's saved ones; null sends through `email`. */
    private readonly companyEmail: (companyId: string | null) => Promise<EmailSender | null> = async () =>
      null,
  ) {
    this.sms = 'senderFor' in sms ? sms : { senderFor: async () => sms };
  }

  /** The SMS sender of each message's company (a single sender for every company in tests). */
  private readonly sms: SmsRouter;

  start(): void {
    const tick = async () => {
      await this.runOnce().catch((error: unknown) =>
        this.log.error(loggableError(error), 'outbox worker failed'),
      );
      this.timer = setTimeout(tick, this.pollMs);
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
    this.email?.close();
  }

  /** Sends one batch of due messages; answers how many were sent. */
  runOnce(): Promise<number> {
    this.running = this.sendBatch();
    return this.running;
  }

  private async sendBatch(): Promise<number> {
    // E-mail is claimed when the platform has an SMTP server (SMTP_URL or its saved details), or its company
    // has its own; otherwise it waits in the outbox.
    const emailClaimable = this.email
      ? sql`true`
      : sql`(exists (select 1 from messaging_settings s
                      where s.company_id = outbox_messages.company_id and s.smtp_host is not null)
             or exists (select 1 from platform_messaging_settings p where p.smtp_host is not null))`;
    const claimed = await inScope(this.db, { kind: 'platform' }, async (tx) => {
      const result = await tx.execute(sql`
        update outbox_messages
           set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${LEASE}::interval
         where id in (
           select id from outbox_messages
            where (channel = 'sms' or (channel = 'email' and ${emailClaimable}))
              and status in ('queued', 'sending') and next_attempt_at <= now()
            order by next_attempt_at
            limit ${BATCH}
            for update skip locked)
        returning id, company_id, template_code, channel, recipient, subject, body, html, inline_logo_sha256, attempts`);
      // Both drivers answer raw SQL with a `rows` array.
      return (result as { rows: ClaimedMessage[] }).rows;
    });
    let sent = 0;
    for (const message of claimed) {
      try {
        if (message.channel === 'sms' && (await this.optedOut(message))) {
          await this.record(message, sql`status = 'failed', last_error = 'opted out'`);
          continue;
        }
        if (message.channel === 'sms' && !(await this.withinQuota(message))) {
          // Near the cap a feedback or marketing text pauses; its words still reach an e-mail address.
          await this.record(message, sql`status = 'failed', last_error = ${QUOTA_PAUSED}`, fallBackToEmail);
          continue;
        }
        if (message.channel === 'sms') {
          const sender = await this.sms.senderFor(message.company_id);
          const accepted = await sender.send({ to: message.recipient, text: message.body });
          const segments = countSms(message.body).segments;
          await this.record(
            message,
            accepted.providerMessageId
              ? sql`status = 'sent', sent_at = now(), last_error = null, provider = ${sender.provider},
                    provider_message_id = ${accepted.providerMessageId}, segments = ${segments},
                    delivery_status = coalesce(delivery_status, 'queued')`
              : sql`status = 'sent', sent_at = now(), last_error = null, provider = ${sender.provider},
                    segments = ${segments}`,
            async (tx, companyId) => {
              if (
                accepted.providerMessageId &&
                (sender.provider === 'twilio' || sender.provider === 'vonage')
              ) {
                await applyEarlyDelivery(tx, companyId, sender.provider, accepted.providerMessageId);
              }
              await tellQuotaAlerts(tx, companyId);
            },
          );
          sent += 1;
          continue;
        }
        const own = await this.companyEmail(message.company_id);
        const email = own ?? this.email;
        if (!email) throw new Error('no e-mail sender');
        try {
          const logo = await this.inlineLogo(message);
          await email.send({
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.body,
            ...(message.html ? { html: message.html } : {}),
            ...(logo ? { inlineImages: [logo] } : {}),
          });
        } finally {
          own?.close();
        }
        await this.record(message, sql`status = 'sent', sent_at = now(), last_error = null`);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
        const final = message.attempts >= MAX_ATTEMPTS;
        const delaySeconds = 30 * 2 ** message.attempts;
        await this.record(
          message,
          sql`status = ${final ? 'failed' : 'queued'}, last_error = ${reason},
              next_attempt_at = now() + make_interval(secs => ${delaySeconds})`,
          // A text the provider refused for good reaches the guest's e-mail address instead, when there is one.
          final && message.channel === 'sms' ? fallBackToEmail : undefined,
        );
        this.log.warn(
          {
            messageId: message.id,
            channel: message.channel,
            attempts: message.attempts,
            final,
            // A sender's error may quote the message it refused (a guest's name, link); the row keeps the reason.
            ...loggableError(error, { message: false }),
          },
          'message not sent',
        );
      }
    }
    return sent;
  }

  /**
   * Records what became of a message and, in the same transaction, what follows from it for its company
   * (`then`); a company's browsers are told its conversations changed.
   */
  private record(
    message: ClaimedMessage,
    set: ReturnType<typeof sql>,
    then?: (tx: Tx, companyId: string, messageId: string) => Promise<unknown>,
  ) {
    return inScope(this.db, { kind: 'platform' }, async (tx) => {
      await tx.execute(sql`update outbox_messages set ${set} where id = ${message.id}`);
      if (!message.company_id) return;
      await then?.(tx, message.company_id, message.id);
      await announceMessages(tx, message.company_id);
    });
  }

  /**
   * The logo an e-mail's HTML shows as `cid:logo` (ADR 0123), read from the company's file store as it is sent.
   * A logo gone from the store meanwhile sends the e-mail without it (the image's alt text shows).
   */
  private async inlineLogo(message: ClaimedMessage): Promise<InlineImage | null> {
    const { company_id: companyId, inline_logo_sha256: sha256 } = message;
    if (!companyId || !sha256 || !message.html) return null;
    const png = await inScope(this.db, { kind: 'company', companyId }, (tx) =>
      logoAsPng(tx, companyId, sha256),
    );
    return png
      ? { cid: CONFIRMATION_LOGO_CID, fileName: 'logo.png', contentType: 'image/png', content: png }
      : null;
  }

  /** Whether the company's allowance lets this text go now (service texts always go). */
  private withinQuota(message: ClaimedMessage): Promise<boolean> {
    const companyId = message.company_id;
    if (!companyId) return Promise.resolve(true);
    return inScope(this.db, { kind: 'platform' }, (tx) => quotaAllows(tx, companyId, message.template_code));
  }

  /**
   * Whether the number texted STOP to the message's company. The answer to HELP still goes out: carriers
   * expect it even from a number that opted out.
   */
  private async optedOut(message: ClaimedMessage): Promise<boolean> {
    if (!message.company_id || message.template_code === 'sms.help') return false;
    const companyId = message.company_id;
    return inScope(this.db, { kind: 'platform' }, async (tx) => {
      const result = await tx.execute(
        sql`select 1 from sms_opt_outs where company_id = ${companyId} and phone = ${message.recipient}`,
      );
      return (result as { rows: unknown[] }).rows.length > 0;
    });
  }
}
