import { schema, type Tx } from '@curbside/db';
import { eq, sql } from 'drizzle-orm';

/** The company's messaging settings row: its SMS provider and SMTP details (secrets sealed). */
const m = schema.messagingSettings;
export type SettingsRow = typeof m.$inferSelect;
type SettingsColumns = Omit<typeof m.$inferInsert, 'companyId' | 'updatedAt'>;

export async function settingsRow(tx: Tx, companyId: string): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(m).where(eq(m.companyId, companyId));
  return row;
}

/** Writes the given columns on the company's row (made when it has none); answers the row after. */
export async function saveSettings(tx: Tx, companyId: string, columns: SettingsColumns) {
  const [after] = await tx
    .insert(m)
    .values({ companyId, ...columns })
    .onConflictDoUpdate({ target: m.companyId, set: { ...columns, updatedAt: sql`now()` } })
    .returning();
  return after;
}
