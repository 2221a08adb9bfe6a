import { schema, type Tx } from '@curbside/db';
import { and, eq, inArray } from 'drizzle-orm';

const t = schema.trips;

/** The trips of these departures: where they go, their prices and their room rule. */
export async function tripsByIds(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: t.id,
      fromLocationId: t.fromLocationId,
      toLocationId: t.toLocationId,
      adultCents: t.adultCents,
      childCents: t.childCents,
      roomMandatory: t.roomMandatory,
    })
    .from(t)
    .where(and(eq(t.companyId, companyId), inArray(t.id, [...new Set(ids)])));
}
