import { schema, type Tx } from '@curbside/db';
import { count, eq, sql } from 'drizzle-orm';

const t = schema.customFields;

/** A field's label in either language, as the list searches it. */
export const labelSearch = [sql`${t.label}->>'en'`, sql`${t.label}->>'ar'`];

/** The position of a new field: after the company's last (row-level security narrows the subquery to it). */
export const nextPosition = () => sql`(select coalesce(max(${t.position}) + 1, 0) from ${t})`;

/**
 * How many fields the company keeps, counted once the company's earlier additions have ended: two additions at
 * once take turns here, so the second counts the first's field (never past the limit) and comes after it in
 * the order.
 */
export async function fieldCountForAdding(tx: Tx, companyId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`custom_fields:${companyId}`}))`);
  const [row] = await tx.select({ n: count() }).from(t).where(eq(t.companyId, companyId));
  return row?.n ?? 0;
}
