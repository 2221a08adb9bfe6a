import { schema, type Tx } from '@curbside/db';
import { and, eq, sql } from 'drizzle-orm';
import { asRead, p } from './parties.repository.ts';

const st = schema.tripScheduleTimes;

/** Holds the departure's row until the transaction ends, so two bookings cannot both take its last seats. */
export async function lockDeparture(tx: Tx, companyId: string, departureId: string) {
  const [row] = await tx
    .select({ id: st.id, tripId: st.tripId, weekday: st.weekday, seats: st.seats })
    .from(st)
    .where(and(eq(st.companyId, companyId), eq(st.id, departureId)))
    .for('update');
  return row;
}

/** What an edit starts from. */
export async function findEditable(tx: Tx, companyId: string, partyId: string) {
  const [row] = await tx
    .select({ id: p.id, status: p.status, version: p.version, couponCode: p.couponCode })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.id, partyId)));
  return row;
}

export type PartyValues = Omit<
  typeof p.$inferInsert,
  'companyId' | 'id' | 'number' | 'status' | 'guestKey' | 'version' | 'createdAt' | 'updatedAt'
>;

export async function insertParty(
  tx: Tx,
  companyId: string,
  values: PartyValues & { status: number; guestKey: string },
) {
  const [row] = await tx
    .insert(p)
    .values({ companyId, ...values })
    .returning({ id: p.id });
  if (!row) throw new Error('party insert returned nothing');
  return row;
}

/** The edit, only at the version and status read (zero rows: someone else changed it). */
export async function updateParty(
  tx: Tx,
  companyId: string,
  state: { id: string; status: number; version: number },
  values: PartyValues,
) {
  const [row] = await tx
    .update(p)
    .set({ ...values, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(asRead(companyId, state))
    .returning({ id: p.id });
  return row;
}

/** The ids of the parties of one booking, in the order they leave. */
export async function bookingPartyIds(tx: Tx, companyId: string, bookingKey: string) {
  const rows = await tx
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.companyId, companyId), eq(p.bookingKey, bookingKey)))
    .orderBy(p.scheduledAt, p.number);
  return rows.map((row) => row.id);
}
