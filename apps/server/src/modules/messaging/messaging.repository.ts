import { schema, selectBuiltOnce, type Tx } from '@curbside/db';
import type { MessageEvent, MessageLanguage } from '@curbside/domain';
import { and, eq, sql } from 'drizzle-orm';

const t = schema.messageTemplates;
const outbox = schema.outboxMessages;

// Read by every guest message a change sends: its text is written once (ADR 188).
const templateRow = selectBuiltOnce((db) =>
  db
    .select({ body: t.body })
    .from(t)
    .where(
      and(
        eq(t.companyId, sql.placeholder('companyId')),
        eq(t.eventCode, sql.placeholder('event')),
        eq(t.language, sql.placeholder('language')),
      ),
    )
    .$dynamic(),
);

/** The company's own wording of one event in one language, or undefined where it keeps the default. */
export async function templateBody(
  tx: Tx,
  companyId: string,
  event: MessageEvent,
  language: MessageLanguage,
) {
  const [row] = await templateRow(tx, { companyId, event, language });
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
