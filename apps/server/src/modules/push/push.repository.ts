import { schema, type Tx } from '@curbside/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

const ps = schema.pushSubscriptions;
const u = schema.users;
const s = schema.sessions;

export interface NewSubscription {
  companyId: string;
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Keeps a browser's subscription; the same endpoint subscribing again takes the new person, session and keys. */
export async function saveSubscription(tx: Tx, row: NewSubscription): Promise<void> {
  await tx
    .insert(ps)
    .values(row)
    .onConflictDoUpdate({
      target: [ps.companyId, ps.endpoint],
      set: { userId: row.userId, sessionId: row.sessionId, p256dh: row.p256dh, auth: row.auth },
    });
}

/** Deletes the caller's own subscription of that endpoint; answers whether there was one. */
export async function deleteSubscription(tx: Tx, companyId: string, userId: string, endpoint: string) {
  const gone = await tx
    .delete(ps)
    .where(and(eq(ps.companyId, companyId), eq(ps.userId, userId), eq(ps.endpoint, endpoint)))
    .returning({ id: ps.id });
  return gone.length > 0;
}

/** Deletes every subscription a session made (its sign-out). */
export async function deleteSessionSubscriptions(tx: Tx, sessionId: string): Promise<void> {
  await tx.delete(ps).where(eq(ps.sessionId, sessionId));
}

/** Who is pushed to: one user (a driver given a ride), or everyone whose role opens a screen (the inbox). */
export type PushAudience = { userId: string } | { screen: string };

/**
 * The live subscriptions of an audience: of active users whose subscribing session has neither ended nor
 * expired, with each user's language.
 */
export async function subscriptionsOf(tx: Tx, companyId: string, audience: PushAudience) {
  const rma = schema.roleMenuAccess;
  return tx
    .select({ id: ps.id, language: u.language })
    .from(ps)
    .innerJoin(u, and(eq(u.companyId, ps.companyId), eq(u.id, ps.userId)))
    .innerJoin(s, eq(s.id, ps.sessionId))
    .where(
      and(
        eq(ps.companyId, companyId),
        eq(u.status, 'active'),
        isNull(s.endedAt),
        gt(s.expiresAt, sql`now()`),
        'userId' in audience
          ? eq(ps.userId, audience.userId)
          : sql`exists (select 1 from ${rma} where ${rma.companyId} = ${u.companyId}
                          and ${rma.roleId} = ${u.roleId} and ${rma.menuCode} = ${audience.screen})`,
      ),
    );
}

/** Queues one message per subscription, in the business transaction (the push outbox). */
export async function queueMessages(
  tx: Tx,
  companyId: string,
  messages: { subscriptionId: string; payload: string }[],
): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(schema.pushOutbox).values(messages.map((message) => ({ companyId, ...message })));
}

/** The platform's VAPID key pair, when it was made. */
export async function storedKeys(tx: Tx) {
  const [row] = await tx.select().from(schema.pushKeys).where(eq(schema.pushKeys.id, 1));
  return row;
}

/** Keeps a key pair unless another process kept one first (its pair wins, read back by the caller). */
export async function keepKeys(tx: Tx, publicKey: string, privateKeySealed: string): Promise<void> {
  await tx.insert(schema.pushKeys).values({ id: 1, publicKey, privateKeySealed }).onConflictDoNothing();
}
