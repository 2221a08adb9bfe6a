import { type Database, inScope, newGuestKey, schema } from '@curbside/db';
import type { PartyStatus } from '@curbside/domain';
import { and, eq } from 'drizzle-orm';

/**
 * A party inserted directly, as if booked straight into `status` (with its booking history row), from the
 * company's first location to its second; a `paidCents` amount is recorded as one card payment.
 */
export async function insertParty(
  db: Database,
  companyId: string,
  values: Partial<typeof schema.parties.$inferInsert> & { status: PartyStatus },
) {
  return inScope(db, { kind: 'company', companyId }, async (tx) => {
    const places = await tx
      .select({ id: schema.locations.id })
      .from(schema.locations)
      .where(eq(schema.locations.companyId, companyId))
      .limit(2);
    const [from, to] = places;
    if (!from || !to) throw new Error('the company needs two locations');
    const [party] = await tx
      .insert(schema.parties)
      .values({
        companyId,
        guestName: 'Test Guest',
        adults: 1,
        fromLocationId: from.id,
        toLocationId: to.id,
        scheduledAt: new Date(),
        guestKey: newGuestKey(),
        totalCents: 5_000,
        tripCents: 5_000,
        ...values,
      })
      .returning();
    if (!party) throw new Error('party insert returned nothing');
    await tx.insert(schema.partyHistory).values({
      companyId,
      partyId: party.id,
      action: 'AddOrEditReservation',
      fromStatus: null,
      toStatus: values.status,
    });
    if (party.paidCents > 0) {
      await tx.insert(schema.partyPayments).values({
        companyId,
        partyId: party.id,
        kind: 'payment',
        method: 'card',
        amountCents: party.paidCents,
      });
    }
    return party;
  });
}

/** A party's row as stored, read as its company; a party that is gone fails the test. */
export async function storedParty(db: Database, companyId: string, partyId: string) {
  const [row] = await inScope(db, { kind: 'company', companyId }, (tx) =>
    tx
      .select()
      .from(schema.parties)
      .where(and(eq(schema.parties.companyId, companyId), eq(schema.parties.id, partyId))),
  );
  if (!row) throw new Error('party gone');
  return row;
}
