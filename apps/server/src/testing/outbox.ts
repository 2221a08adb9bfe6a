import { inScope, schema } from '@curbside/db';
import { and, desc, eq } from 'drizzle-orm';
import type { TestServer } from './harness.ts';

const o = schema.outboxMessages;

/** Every message (e-mail or text) queued for `recipient`, of any company. */
export const outboxTo = (server: TestServer, recipient: string) =>
  inScope(server.deps.db, { kind: 'platform' }, (tx) =>
    tx.select().from(o).where(eq(o.recipient, recipient)),
  );

/** The newest password-reset e-mail queued for `recipient`, if any. */
export async function latestResetEmail(server: TestServer, recipient: string) {
  const [message] = await inScope(server.deps.db, { kind: 'platform' }, (tx) =>
    tx
      .select()
      .from(o)
      .where(and(eq(o.recipient, recipient), eq(o.templateCode, 'PASSWORD_RESET')))
      .orderBy(desc(o.createdAt)),
  );
  return message;
}

/** The link of an e-mail: the line of its body that is a URL. */
export function linkIn(body: string): URL {
  const line = body.split('\n').find((l) => l.startsWith('http'));
  if (!line) throw new Error('no link in the e-mail');
  return new URL(line);
}
