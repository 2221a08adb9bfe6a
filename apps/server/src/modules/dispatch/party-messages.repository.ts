import type { MessageState } from '@curbside/contract';
import { heldWrite, schema, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { outboundStateOf } from '../messaging/delivery.repository.ts';

/** A guest message of a party, queued in the outbox in the caller's transaction (sent with its next statement). */
export async function queueMessage(
  tx: Tx,
  message: Pick<
    typeof schema.outboxMessages.$inferInsert,
    'companyId' | 'partyId' | 'channel' | 'templateCode' | 'recipient' | 'subject' | 'body'
  >,
): Promise<void> {
  await heldWrite(tx, tx.insert(schema.outboxMessages).values(message));
}

/** The guest messages of one party, newest first, for the drawer. */
export function messagesOf(tx: Tx, companyId: string, partyId: string) {
  const m = schema.outboxMessages;
  return tx
    .select({
      id: m.id,
      channel: m.channel,
      templateCode: m.templateCode,
      recipient: m.recipient,
      body: m.body,
      status: m.status,
      deliveryStatus: m.deliveryStatus,
      state: sql<MessageState>`${outboundStateOf(m)}`,
      error: sql<
        string | null
      >`case when ${m.status} = 'failed' or ${m.deliveryStatus} = 'failed' then ${m.lastError} end`,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.partyId, partyId)))
    .orderBy(m.createdAt);
}
