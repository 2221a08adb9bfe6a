import { guestKeyHash, newGuestKey, schema, type Tx } from '@curbside/db';
import { and, arrayContains, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';

/** The rows a guest link opens: a party's ride, a parking permit, a wait-list entry. */
const GUEST_KEY_TABLES = {
  party: schema.parties,
  permit: schema.parkingPermits,
  waitListEntry: schema.waitListEntries,
} as const;

/** How many earlier keys of a row still open its page: the links of the texts a guest most likely still has. */
const EARLIER_GUEST_KEYS = 9;

/**
 * A new key for a row's guest link, for the message being composed (ADR 54): the database keeps only its hash,
 * so the key exists in clear in that message alone. The links of the row's last earlier messages keep working:
 * their hashes move to `guest_key_earlier` (a guest's open page, or an older text, still opens).
 */
export async function issueGuestKey(
  tx: Tx,
  kind: keyof typeof GUEST_KEY_TABLES,
  companyId: string,
  id: string,
): Promise<string> {
  const key = newGuestKey();
  const table = GUEST_KEY_TABLES[kind];
  await tx
    .update(table)
    .set({
      guestKey: guestKeyHash(key),
      guestKeyEarlier: sql`(array[${table.guestKey}] || ${table.guestKeyEarlier})[1:${EARLIER_GUEST_KEYS}]`,
    })
    .where(and(eq(table.companyId, companyId), eq(table.id, id)));
  return key;
}

/** The rows of `table` a guest link key opens: its newest key, or one of its earlier ones. */
export function opensWithKey(
  table: (typeof GUEST_KEY_TABLES)[keyof typeof GUEST_KEY_TABLES],
  key: string,
): SQL {
  const hash = guestKeyHash(key);
  return or(eq(table.guestKey, hash), arrayContains(table.guestKeyEarlier, [hash])) as SQL;
}

/**
 * The row of `kind` a guest link key opens, of whichever company: its company, id and `columns`, or undefined.
 * The key names no company, so the caller reads it in the platform scope.
 */
export async function rowOfGuestKey<F extends SelectedFields>(
  tx: Tx,
  kind: keyof typeof GUEST_KEY_TABLES,
  key: string,
  columns: F,
) {
  const table = GUEST_KEY_TABLES[kind];
  const [row] = await tx
    .select({ companyId: table.companyId, id: table.id, ...columns })
    .from(table as PgTable)
    .where(opensWithKey(table, key));
  return row as
    | SelectResultFields<{ companyId: typeof table.companyId; id: typeof table.id } & F>
    | undefined;
}

/** The guests' private pages, whose last path segment is the key: a ride or a permit, a wait-list entry. */
const GUEST_LINK = /\/(GuestView|WaitListGuest)\/[A-Za-z0-9_-]+/g;

/**
 * A message as staff read it: each guest link with its key replaced by `…`. The link is the guest's; a desk
 * that could read it could open, edit and cancel the guest's booking as them (ADR 54).
 */
export const withoutGuestKeys = (text: string): string => text.replace(GUEST_LINK, '/$1/…');
