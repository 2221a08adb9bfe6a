import type { MessageState } from '@curbside/contract';
import { heldInsert, schema, selectBuiltOnce, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { outboundStateOf } from '../messaging/delivery.repository.ts';

const queued = heldInsert(schema.outboxMessages, [
  'companyId',
  'partyId',
  'channel',
  'templateCode',
  'recipient',
  'subject',
  'body',
]);

/** A guest message of a party, queued in the outbox in the caller's transaction (sent with its next statement). */
export async function queueMessage(
  tx: Tx,
  message: Pick<
    typeof schema.outboxMessages.$inferInsert,
    'companyId' | 'partyId' | 'channel' | 'templateCode' | 'recipient' | 'subject' | 'body'
  >,
): Promise<void> {
  await queued(tx, {
    ...message,
    companyId: message.companyId ?? null,
    partyId: message.partyId ?? null,
    subject: message.subject ?? null,
  });
}

const m = schema.outboxMessages;

const messageRows = selectBuiltOnce((db) =>
  db
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
    .where(and(eq(m.companyId, sql.placeholder('companyId')), eq(m.partyId, sql.placeholder('partyId'))))
    .orderBy(m.createdAt)
    .$dynamic(),
);

/** The guest messages of one party, oldest first, for the drawer (the statement's text written once, ADR 188). */
export const messagesOf = (tx: Tx, companyId: string, partyId: string) =>
  messageRows(tx, { companyId, partyId });
