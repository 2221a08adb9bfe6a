import { type Database, inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailSender } from '../integrations/email/email.ts';
import { createLogSmsSender, type SmsSender } from '../integrations/sms/sms.ts';
import { loggableError } from '../plugins/logging.ts';

const BATCH = 10;
const MAX_ATTEMPTS = 5;
/** How long a claimed message is leased to one worker; past it another worker may take it over. */
const LEASE = '5 minutes';

interface ClaimedMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/**
 * Sends the queued messages of the outbox: e-mail through SMTP (when configured; otherwise e-mails stay
 * queued) and SMS through the SMS sender (the log provider by default). Rows are claimed with FOR UPDATE SKIP
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
    private readonly sms: SmsSender = createLogSmsSender(log),
  ) {}

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
    const channels = this.email ? ['email', 'sms'] : ['sms'];
    const claimed = await inScope(this.db, { kind: 'platform' }, async (tx) => {
      const result = await tx.execute(sql`
        update outbox_messages
           set status = 'sending', attempts = attempts + 1, next_attempt_at = now() + ${LEASE}::interval
         where id in (
           select id from outbox_messages
            where channel in (${sql.join(
              channels.map((channel) => sql`${channel}`),
              sql`, `,
            )}) and status in ('queued', 'sending') and next_attempt_at <= now()
            order by next_attempt_at
            limit ${BATCH}
            for update skip locked)
        returning id, channel, recipient, subject, body, attempts`);
      // Both drivers answer raw SQL with a `rows` array.
      return (result as { rows: ClaimedMessage[] }).rows;
    });
    let sent = 0;
    for (const message of claimed) {
      try {
        if (message.channel === 'sms') await this.sms.send({ to: message.recipient, text: message.body });
        else if (this.email) {
          await this.email.send({
            to: message.recipient,
            subject: message.subject ?? '',
            text: message.body,
          });
        } else throw new Error('no e-mail sender');
        await inScope(this.db, { kind: 'platform' }, (tx) =>
          tx.execute(
            sql`update outbox_messages set status = 'sent', sent_at = now(), last_error = null where id = ${message.id}`,
          ),
        );
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
        const final = message.attempts >= MAX_ATTEMPTS;
        const delaySeconds = 30 * 2 ** message.attempts;
        await inScope(this.db, { kind: 'platform' }, (tx) =>
          tx.execute(sql`
            update outbox_messages
               set status = ${final ? 'failed' : 'queued'}, last_error = ${reason},
                   next_attempt_at = now() + make_interval(secs => ${delaySeconds})
             where id = ${message.id}`),
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
}
