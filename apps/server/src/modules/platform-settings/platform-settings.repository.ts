import { schema, type Tx } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';
import type { MessagingColumns } from '../../integrations/company-senders.ts';

const m = schema.messagingSettings;
const p = schema.platformMessagingSettings;

/** The company's number on the platform's Twilio account, if it has one. */
export async function platformNumberOf(tx: Tx, companyId: string) {
  const [row] = await tx
    .select({ platformNumber: m.platformNumber, platformNumberSid: m.platformNumberSid })
    .from(m)
    .where(eq(m.companyId, companyId));
  return row;
}

/** Keeps the company's number on the platform's Twilio account on its messaging settings (made if missing). */
export async function savePlatformNumber(
  tx: Tx,
  companyId: string,
  number: { platformNumber: string; platformNumberSid: string },
) {
  await tx
    .insert(m)
    .values({ companyId, ...number })
    .onConflictDoUpdate({ target: m.companyId, set: { ...number, updatedAt: sql`now()` } });
}

export const companyExists = async (tx: Tx, companyId: string) =>
  (
    await tx
      .select({ id: schema.companies.id })
      .from(schema.companies)
      .where(eq(schema.companies.id, companyId))
  ).length > 0;

/** The platform's one row of messaging settings, made if missing and locked, so two saves at once take turns. */
export async function lockedPlatformSettings(tx: Tx) {
  await tx.insert(p).values({}).onConflictDoNothing();
  const [row] = await tx.select().from(p).for('update');
  return row;
}

/** Writes the platform's messaging columns; answers the row as written. */
export async function updatePlatformSettings(tx: Tx, columns: Partial<MessagingColumns>) {
  const [row] = await tx
    .update(p)
    .set({ ...columns, updatedAt: sql`now()` })
    .returning();
  return row;
}
