import { schema, type Tx } from '@curbside/db';
import type { MessageEvent, MessageLanguage } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';

const t = schema.messageTemplates;
const outbox = schema.outboxMessages;

/** The company's own wording of one event in one language, or undefined where it keeps the default. */
export async function templateBody(
  tx: Tx,
  companyId: string,
  event: MessageEvent,
  language: MessageLanguage,
) {
  const [row] = await tx
    .select({ body: t.body })
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.eventCode, event), eq(t.language, language)));
  return row?.body;
}

/** Queues a message in the outbox in the caller's transaction (the delivery workers send it); answers its row. */
export async function queueOutbox(tx: Tx, message: typeof outbox.$inferInsert) {
  const [row] = await tx
    .insert(outbox)
    .values(message)
    .returning({ id: outbox.id, createdAt: outbox.createdAt });
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}
