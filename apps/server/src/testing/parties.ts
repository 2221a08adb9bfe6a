import { type Database, guestKeyHash, inScope, newGuestKey, schema, type Tx } from '@curbside/db';
import type { PartyStatus } from '@curbside/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { issueGuestKey } from '../lib/guest-keys.ts';
import { demoServer } from './demo-server.ts';

/**
 * Locations inserted directly for a company the demo seeds without any (Lakeside), at one point near Manhattan:
 * `insertParty` takes a company's first two as a party's ends.
 */
export const insertLocations = (db: Database, companyId: string, names: readonly string[]) =>
  inScope(db, { kind: 'company', companyId }, (tx) =>
    tx
      .insert(schema.locations)
      .values(names.map((name) => ({ companyId, name, latitude: 40.7, longitude: -74 }))),
  );

/**
 * A party inserted directly, as if booked straight into `status` (with its booking history row), from the
 * company's first location to its second; a `paidCents` amount is recorded as one card payment. The row keeps
 * its guest key's hash; the answer's `guestKey` is the key itself, as a text to the guest would carry it.
 */
export async function insertParty(
  db: Database,
  companyId: string,
  values: Partial<typeof schema.parties.$inferInsert> & { status: PartyStatus },
) {
  return inScope(db, { kind: 'company', companyId }, (tx) => insertPartyIn(tx, companyId, values));
}

/** `insertParty` inside a transaction of the caller's (one a test keeps open, say). */
export async function insertPartyIn(
  tx: Tx,
  companyId: string,
  values: Partial<typeof schema.parties.$inferInsert> & { status: PartyStatus },
) {
  const guestKey = newGuestKey();
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
      guestKey: guestKeyHash(guestKey),
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
  return { ...party, guestKey };
}

/**
 * A booking whose transaction stays open until `commit()` is called, for tests of what a second booking meanwhile
 * waits for (ADRs 179, 183). Resolves once the party is inserted.
 */
export async function bookingKeptOpen(
  db: Database,
  companyId: string,
  values: Partial<typeof schema.parties.$inferInsert> & { status: PartyStatus },
): Promise<{ commit: () => Promise<void> }> {
  let inserted: () => void = () => undefined;
  const insertedNow = new Promise<void>((resolve) => {
    inserted = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const committed = inScope(db, { kind: 'company', companyId }, async (tx) => {
    await insertPartyIn(tx, companyId, values);
    inserted();
    await released;
  });
  await Promise.race([insertedNow, committed]);
  return {
    commit: () => {
      release();
      return committed;
    },
  };
}

/** A booking that fails rather than wait over 5 s for a lock another transaction holds. */
export const bookingWithoutWaiting = (
  db: Database,
  companyId: string,
  values: Partial<typeof schema.parties.$inferInsert> & { status: PartyStatus },
) =>
  inScope(db, { kind: 'company', companyId }, async (tx) => {
    await tx.execute(sql`set local lock_timeout = '5s'`);
    await insertPartyIn(tx, companyId, values);
  });

/** A new key for a row's guest link, as a message to its guest would carry it (the row keeps its hash). */
export const guestKeyFor = (
  db: Database,
  companyId: string,
  kind: Parameters<typeof issueGuestKey>[1],
  id: string,
) => inScope(db, { kind: 'company', companyId }, (tx) => issueGuestKey(tx, kind, companyId, id));

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

/**
 * The demo server of a test file that walks Harbor View's parties through their steps: the demo people signed
 * in (`demo`), a fresh party in any status, and a party's row and history as stored. Everything is read
 * inside tests, once `beforeAll` has started the server.
 */
export function partyFixture() {
  const demo = demoServer();
  const companyId = () => demo.server.ids.harborView.companyId;
  const inCompany = <T>(work: Parameters<typeof inScope<T>>[2]) =>
    inScope(demo.server.deps.db, { kind: 'company', companyId: companyId() }, work);
  return {
    demo,
    companyId,
    inCompany,
    /** A demo user's id by their e-mail (DEMO_ACCOUNTS). */
    userId: (email: string) => demo.server.ids.harborView.users[email] ?? '',
    /** A fresh party booked straight into `status`, optionally assigned and paid. */
    newParty: (
      status: PartyStatus,
      options: { driverId?: string; paidCents?: number; phone?: string } = {},
    ) =>
      insertParty(demo.server.deps.db, companyId(), {
        status,
        phone: options.phone ?? '+12125550100',
        driverId: options.driverId ?? null,
        totalCents: options.paidCents ?? 0,
        paidCents: options.paidCents ?? 0,
      }),
    partyRow: (partyId: string) => storedParty(demo.server.deps.db, companyId(), partyId),
    /** The key of the guest link in the latest message to a party: the link the guest holds now. */
    linkKeyOf: async (partyId: string) => {
      const m = schema.outboxMessages;
      const [latest] = await inCompany((tx) =>
        tx
          .select({ body: m.body })
          .from(m)
          .where(and(eq(m.companyId, companyId()), eq(m.partyId, partyId)))
          .orderBy(desc(m.createdAt))
          .limit(1),
      );
      return /\/GuestView\/([A-Za-z0-9_-]{20,})/.exec(latest?.body ?? '')?.[1] ?? '';
    },
    /** The party's steps in the order they were taken. */
    historyOf: (partyId: string) =>
      inCompany((tx) =>
        tx
          .select({
            action: schema.partyHistory.action,
            fromStatus: schema.partyHistory.fromStatus,
            toStatus: schema.partyHistory.toStatus,
            undone: schema.partyHistory.undone,
          })
          .from(schema.partyHistory)
          .where(
            and(eq(schema.partyHistory.companyId, companyId()), eq(schema.partyHistory.partyId, partyId)),
          )
          .orderBy(asc(schema.partyHistory.createdAt), asc(schema.partyHistory.id)),
      ),
  };
}
