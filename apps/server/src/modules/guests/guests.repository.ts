import type { GUEST_SORTS } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import { pageTotals } from '../../resources/paging.ts';
import type { Needle } from '../search/search.repository.ts';
import {
  type GuestIdentity,
  hitOf,
  LIVE,
  type ResolvedGuests,
  resolvedAll,
  resolvedFrom,
  textArray,
} from './guest-identity.repository.ts';

/*
 * The company's guests grouped on read (ADR 120) by their resolved reference (ADR 136, `guest-identity.repository.ts`).
 * Without a search every live booking is grouped; a search first finds the bookings that match, one indexed
 * query a kind of match, and groups only the guests those bookings belong to.
 */

/**
 * The bookings that match the search, one branch a kind of match so each uses its own index (ADR 136): a name
 * like the typed one (trigram `<%`, leakproof under row-level security, ADR 91); a whole phone in any format
 * (`wholePhone`: its E.164 digits, equal to the stored ones) or else a part of one (the phone's trigrams, then
 * the digits); an e-mail as typed (the guest reference); a room as typed.
 */
function searchHits(companyId: string, needle: Needle, wholePhone: string | null): SQL {
  const hit = sql`guest_ref, guest_phone, email <> '' as by_email`;
  const waitHit = sql`guest_ref, guest_ref as guest_phone, false as by_email`;
  const party = sql`from parties where company_id = ${companyId} and ${LIVE.parties} and guest_ref <> ''`;
  const permit = sql`from parking_permits where company_id = ${companyId} and ${LIVE.permits} and guest_ref <> ''`;
  const wait = sql`from wait_list_entries where company_id = ${companyId} and ${LIVE.waitList} and guest_ref <> ''`;
  const branches: SQL[] = [];
  if (needle.text.length >= 2) {
    const name = sql`${needle.text} <% guest_name`;
    branches.push(
      sql`select ${hit} ${party} and ${name}`,
      sql`select ${hit} ${permit} and ${name}`,
      sql`select ${waitHit} ${wait} and ${name}`,
    );
  }
  if (wholePhone) {
    // A whole phone, read in the company's country: its stored digits, by equality on the indexed column.
    branches.push(
      sql`select ${hit} ${party} and guest_phone = ${wholePhone}`,
      sql`select ${hit} ${permit} and guest_phone = ${wholePhone}`,
      sql`select ${waitHit} ${wait} and guest_ref = ${wholePhone}`,
    );
  } else if (needle.digits) {
    const phone = sql`${needle.digits} <% phone and strpos(guest_phone, ${needle.digits}) > 0`;
    branches.push(
      sql`select ${hit} ${party} and ${phone}`,
      sql`select ${hit} ${permit} and ${phone}`,
      sql`select ${waitHit} ${wait} and ${needle.digits} <% phone and strpos(guest_ref, ${needle.digits}) > 0`,
    );
  }
  if (needle.text.includes('@')) {
    const email = sql`guest_ref = ${needle.text.toLowerCase()}`;
    branches.push(sql`select ${hit} ${party} and ${email}`, sql`select ${hit} ${permit} and ${email}`);
  }
  const rooms = sql`room_number in (${sql.join(
    needle.rooms.map((room) => sql`${room}`),
    sql`, `,
  )})`;
  branches.push(sql`select ${hit} ${party} and ${rooms}`, sql`select ${hit} ${permit} and ${rooms}`);
  return sql.join(branches, sql` union `);
}

export interface GuestRow {
  guestRef: string;
  name: string;
  phone: string;
  email: string;
  roomNumber: string;
  language: string;
  visits: number;
  lastVisitAt: Date | string;
  optedOut: boolean;
  marketing: boolean | null;
  total: number;
}

/** The newest non-empty value of a booking column among a guest's bookings ('' when none gives one). */
const newest = (column: 'phone' | 'email' | 'language') =>
  sql`coalesce((array_agg(${sql.raw(column)} order by at desc) filter (where ${sql.raw(column)} <> ''))[1], '')
    as ${sql.raw(column)}`;

const ORDER: Record<(typeof GUEST_SORTS)[number], SQL> = {
  lastVisit: sql`last_visit_at`,
  name: sql`sort_name`,
  visits: sql`visits`,
};

/**
 * One page of guests, `v` (the resolved bookings) grouped: their bookings counted; then, of the page's guests'
 * bookings alone (`pv`), the name and room of their newest booking and the newest phone, e-mail and language they
 * gave, whether that phone sent STOP, and the latest marketing answer recorded under any of the guest's
 * references; `total` is every guest found.
 */
function pageOf(companyId: string, resolved: ResolvedGuests, input: GuestPage): SQL {
  const direction = sql.raw(input.direction);
  const order = sql`${ORDER[input.sort]} ${direction}, ref`;
  // Only a sort by name needs every guest's newest name; the others name the page's guests alone.
  const sortName =
    input.sort === 'name' ? sql`, lower((array_agg(guest_name order by at desc))[1]) as sort_name` : sql``;
  return sql`
    with ${resolved.ctes},
    g as (select ref, count(*)::int as visits, max(at) as last_visit_at ${sortName} from v group by ref),
    page as (select *, count(*) over ()::int as total from g order by ${order}
      limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}),
    ${resolved.ofPage},
    latest as (select ref, (array_agg(guest_name order by at desc))[1] as guest_name,
        (array_agg(room_number order by at desc))[1] as room_number, ${newest('phone')}, ${newest('email')},
        ${newest('language')}, array_agg(distinct guest_ref) as refs
      from pv group by ref)
    select ref as "guestRef", latest.guest_name as name, latest.phone, latest.email,
      latest.room_number as "roomNumber", latest.language, visits, last_visit_at as "lastVisitAt",
      exists (select 1 from sms_opt_outs o where o.company_id = ${companyId}
        and o.phone = latest.phone and latest.phone <> '') as "optedOut",
      (select c.opted_in from guest_marketing_consents c where c.company_id = ${companyId}
        and c.guest_ref = any(latest.refs) order by c.changed_at desc limit 1) as marketing,
      total
    from page join latest using (ref)
    order by ${order}`;
}

/** The search's key as the console's search reads it, and as a whole phone in the company's country. */
export type GuestNeedle = Needle & { wholePhone: string | null };

interface GuestPage {
  sort: (typeof GUEST_SORTS)[number];
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of the company's guests, all of them or those some of whose bookings match the search. */
export async function listGuests(
  tx: Tx,
  companyId: string,
  input: GuestPage & { needle: GuestNeedle | null },
): Promise<{ rows: GuestRow[]; total: number }> {
  const rows = rowsOf<GuestRow>(await tx.execute(guestPageQuery(companyId, input)));
  const totals = await pageTotals(rows, input, async () => {
    const [counted] = rowsOf<{ total: number }>(
      await tx.execute(
        sql`with ${resolvedOf(companyId, input).ctes} select count(distinct ref)::int as total from v`,
      ),
    );
    return counted;
  });
  return { rows, total: Number(totals?.total ?? 0) };
}

/** The guests' resolved bookings (`v`): all of them, or those of the guests the search finds. */
const resolvedOf = (companyId: string, input: GuestPage & { needle: GuestNeedle | null }): ResolvedGuests =>
  input.needle
    ? resolvedFrom(companyId, searchHits(companyId, input.needle, input.needle.wholePhone))
    : resolvedAll(companyId, input.sort === 'name');

/** The query of one page of guests (the bench reads its plan). */
export function guestPageQuery(companyId: string, input: GuestPage & { needle: GuestNeedle | null }): SQL {
  return pageOf(companyId, resolvedOf(companyId, input), input);
}

/** One guest's summary row, as the list shows it; none when the company has no such guest. */
export async function findGuest(
  tx: Tx,
  companyId: string,
  guest: GuestIdentity,
): Promise<GuestRow | undefined> {
  const [row] = rowsOf<GuestRow>(
    await tx.execute(
      pageOf(companyId, resolvedFrom(companyId, hitOf(guest.ref)), {
        sort: 'lastVisit',
        direction: 'desc',
        page: 1,
        pageSize: 1,
      }),
    ),
  );
  return row?.guestRef === guest.ref ? row : undefined;
}

export interface VisitRow {
  kind: 'party' | 'permit' | 'waitList';
  id: string;
  number: number | null;
  at: Date | string;
  status: string;
  totalCents: number | null;
}

/** A guest's bookings of every kind, newest first. */
export async function guestVisits(tx: Tx, companyId: string, guest: GuestIdentity): Promise<VisitRow[]> {
  const refs = textArray(guest.members);
  return rowsOf<VisitRow>(
    await tx.execute(sql`
      select 'party' as kind, id, number::int as number, scheduled_at as at, status::text as status,
        total_cents::int as "totalCents"
      from parties where company_id = ${companyId} and guest_ref = any(${refs}) and ${LIVE.parties}
      union all
      select 'permit', id, number::int, starts_at, status, cost_cents::int
      from parking_permits where company_id = ${companyId} and guest_ref = any(${refs}) and ${LIVE.permits}
      union all
      select 'waitList', id, null, joined_at, status::text, null
      from wait_list_entries where company_id = ${companyId} and guest_ref = any(${refs}) and ${LIVE.waitList}
      order by at desc limit 500`),
  );
}

export interface MessageRow {
  id: string;
  direction: 'out' | 'in';
  channel: 'email' | 'sms';
  body: string;
  at: Date | string;
}

/** A guest's messages both ways: those about their parties and wait-list entries, and texts from their phone. */
export async function guestMessages(tx: Tx, companyId: string, guest: GuestIdentity): Promise<MessageRow[]> {
  const refs = textArray(guest.members);
  return rowsOf<MessageRow>(
    await tx.execute(sql`
      select id, 'out' as direction, channel, body, created_at as at from outbox_messages
      where company_id = ${companyId} and (
        party_id in (select id from parties where company_id = ${companyId} and guest_ref = any(${refs}))
        or wait_list_entry_id in
          (select id from wait_list_entries where company_id = ${companyId} and guest_ref = any(${refs})))
      union all
      select id, 'in', 'sms', body, created_at from sms_inbound_messages
      where company_id = ${companyId} and from_phone in (
        select phone from parties where company_id = ${companyId} and guest_ref = any(${refs}) and phone <> ''
        union select phone from wait_list_entries
          where company_id = ${companyId} and guest_ref = any(${refs}) and phone <> '')
      order by at desc limit 100`),
  );
}

/** Records the guest's answer to marketing (the latest answer stands). */
export async function saveMarketing(
  tx: Tx,
  companyId: string,
  guestRef: string,
  optedIn: boolean,
  userId: string,
): Promise<void> {
  await tx.execute(sql`
    insert into guest_marketing_consents (company_id, guest_ref, opted_in, changed_by)
    values (${companyId}, ${guestRef}, ${optedIn}, ${userId})
    on conflict (company_id, guest_ref)
    do update set opted_in = excluded.opted_in, changed_by = excluded.changed_by, changed_at = now()`);
}
