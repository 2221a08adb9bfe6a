import { inScope } from '@curbside/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../context.ts';
import { PushSubscriptionGone, sendPush } from '../integrations/push/web-push.ts';
import { vapidDetails } from '../modules/push/push.service.ts';
import { loggableError } from '../plugins/logging.ts';

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** How long a claimed message is leased to one worker; past it another may take it over. */
const LEASE = '2 minutes';

interface ClaimedPush {
  id: string;
  company_id: string;
  subscription_id: string;
  payload: string;
  attempts: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends the due messages of the push outbox (ADR 111), as the message outbox does its texts: rows claimed with
 * FOR UPDATE SKIP LOCKED (several processes never send one twice), sent outside any transaction, a failure
 * retried with growing delays until MAX_ATTEMPTS. A push service that no longer knows the subscription (404,
 * 410) has it deleted, with its waiting messages. Answers how many were sent.
 */
export async function sendDuePushes(
  deps: Pick<Deps, 'db' | 'config'>,
  log: FastifyBaseLogger,
): Promise<number> {
  const claimed = await inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const result = await tx.execute(sql`
      with due as (
        select id from push_outbox
         where status in ('queued', 'sending') and next_attempt_at <= now()
         order by next_attempt_at
         limit ${BATCH}
         for update skip locked)
      update push_outbox o
         set status = 'sending', attempts = o.attempts + 1, next_attempt_at = now() + ${LEASE}::interval
        from due, push_subscriptions s
       where o.id = due.id and s.company_id = o.company_id and s.id = o.subscription_id
      returning o.id, o.company_id, o.subscription_id, o.payload, o.attempts, s.endpoint, s.p256dh, s.auth`);
    return (result as { rows: ClaimedPush[] }).rows;
  });
  if (claimed.length === 0) return 0;
  const vapid = await vapidDetails(deps);
  const policy = { allowPrivate: deps.config.outboundAllowPrivate };
  let sent = 0;
  for (const push of claimed) {
    try {
      await sendPush(push, push.payload, vapid, policy);
      await record(
        deps,
        sql`update push_outbox set status = 'sent', sent_at = now(), last_error = null
                               where id = ${push.id}`,
      );
      sent += 1;
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        // The browser unsubscribed or the push service forgot it: its messages go with it (cascade).
        await record(
          deps,
          sql`delete from push_subscriptions
                                 where company_id = ${push.company_id} and id = ${push.subscription_id}`,
        );
        continue;
      }
      const final = push.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown error';
      await record(
        deps,
        sql`update push_outbox set status = ${final ? 'failed' : 'queued'}, last_error = ${reason},
                   next_attempt_at = now() + make_interval(secs => ${30 * 2 ** push.attempts})
             where id = ${push.id}`,
      );
      // Never the endpoint: it is the browser's address at its push service.
      log.warn(
        { pushId: push.id, attempts: push.attempts, final, ...loggableError(error, { message: false }) },
        'push not sent',
      );
    }
  }
  return sent;
}

const record = (deps: Pick<Deps, 'db'>, statement: ReturnType<typeof sql>) =>
  inScope(deps.db, { kind: 'platform' }, (tx) => tx.execute(statement));
