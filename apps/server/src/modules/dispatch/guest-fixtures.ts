import { type Database, inScope, newGuestKey, schema } from '@curbside/db';
import type { PartyStatus } from '@curbside/domain';
import { eq } from 'drizzle-orm';

/**
 * A party inserted directly (tests of payments and guest links; the booking call lives in another module):
 * from the company's first location to its second, at the status and amounts given.
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
    return party;
  });
}
