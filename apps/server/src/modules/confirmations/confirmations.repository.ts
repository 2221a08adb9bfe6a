import { schema, type Tx } from '@curbside/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { insertedId } from '../../resources/table-store.ts';

const o = schema.outboxMessages;

/** How many messages of `templateCode` the company queued to `recipient` within `window` (an interval). */
export async function recentlySent(
  tx: Tx,
  companyId: string,
  templateCode: string,
  recipient: string,
  window: string,
): Promise<number> {
  const [sent] = await tx
    .select({ n: count() })
    .from(o)
    .where(
      and(
        eq(o.companyId, companyId),
        eq(o.templateCode, templateCode),
        eq(o.recipient, recipient),
        gt(o.createdAt, sql`now() - ${window}::interval`),
      ),
    );
  return sent?.n ?? 0;
}

/** Queues an e-mail in the outbox; answers its id. */
export async function queueEmail(
  tx: Tx,
  message: Omit<typeof o.$inferInsert, 'channel'> & { companyId: string },
): Promise<string> {
  return insertedId(tx, o, { ...message, channel: 'email' });
}
