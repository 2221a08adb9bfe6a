import { schema, type Tx } from '@curbside/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';

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
  const [row] = await tx
    .insert(o)
    .values({ ...message, channel: 'email' })
    .returning({ id: o.id });
  if (!row) throw new Error('The outbox kept no row.');
  return row.id;
}
