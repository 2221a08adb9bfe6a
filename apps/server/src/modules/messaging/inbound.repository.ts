import { schema, type Tx } from '@curbside/db';
import { OPEN_PARTY_STATUSES } from '@curbside/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

/** The reads and writes of guests' texts: the texts kept, the numbers that opted out, the party a text is about. */
const i = schema.smsInboundMessages;
const optOuts = schema.smsOptOuts;

/** Keeps a guest's text; answers its id, or undefined when its provider id was kept already. */
export async function insertInbound(tx: Tx, text: typeof i.$inferInsert) {
  const [kept] = await tx.insert(i).values(text).onConflictDoNothing().returning({ id: i.id });
  return kept;
}

export async function addOptOut(tx: Tx, companyId: string, phone: string): Promise<void> {
  await tx.insert(optOuts).values({ companyId, phone }).onConflictDoNothing();
}

export async function removeOptOut(tx: Tx, companyId: string, phone: string): Promise<void> {
  await tx.delete(optOuts).where(and(eq(optOuts.companyId, companyId), eq(optOuts.phone, phone)));
}

/** Whether the number (E.164) texted STOP to the company. */
export async function hasOptedOut(tx: Tx, companyId: string, e164: string): Promise<boolean> {
  const [row] = await tx
    .select({ phone: optOuts.phone })
    .from(optOuts)
    .where(and(eq(optOuts.companyId, companyId), eq(optOuts.phone, e164)));
  return Boolean(row);
}

/**
 * Of the company's parties with these phone digits (phones are kept as typed, so compared by digits), the
 * latest still open, else the latest; undefined when none has them.
 */
export async function latestPartyByDigits(tx: Tx, companyId: string, digits: string) {
  const p = schema.parties;
  const open = sql.join(
    OPEN_PARTY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [latest] = await tx
    .select({ id: p.id, language: p.guestLanguage })
    .from(p)
    .where(and(eq(p.companyId, companyId), sql`regexp_replace(${p.phone}, '[^0-9]', '', 'g') = ${digits}`))
    .orderBy(sql`${p.status} in (${open}) desc`, desc(p.createdAt))
    .limit(1);
  return latest;
}

/** Marks a party's unread texts read; answers how many it marked. */
export async function markPartyRead(tx: Tx, companyId: string, partyId: string): Promise<number> {
  const marked = await tx
    .update(i)
    .set({ readAt: sql`now()` })
    .where(and(eq(i.companyId, companyId), eq(i.partyId, partyId), isNull(i.readAt)))
    .returning({ id: i.id });
  return marked.length;
}
