import type { GUEST_SORTS } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';
import type { Needle } from '../search/search.repository.ts';

/*
 * The company's guests grouped on read (ADR 120): every party, permit and wait-list entry with a `guest_ref`
 * (the generated column: phone digits, else e-mail in small letters), deleted ones left out. Each branch names
 * the company, so the `(company_id, guest_ref)` indexes and row-level security both hold it there.
 */

/** The company's bookings of one kind or all, as guest visits: who, when, and what the latest one says. */
function visits(companyId: string, refs: SQL | null): SQL {
  const only = (table: string) =>
    refs ? sql`and ${sql.raw(table)}.guest_ref in (${refs})` : sql`and ${sql.raw(table)}.guest_ref <> ''`;
  return sql`
    select guest_ref, guest_name, phone, email, room_number, coalesce(guest_language, '') as language,
      scheduled_at as at
    from parties where company_id = ${companyId} and status <> 10 ${only('parties')}
    union all
    select guest_ref, guest_name, phone, email, room_number, '' as language, starts_at as at
    from parking_permits where company_id = ${companyId} and status <> 'Deleted' ${only('parking_permits')}
    union all
    select guest_ref, guest_name, phone, '' as email, '' as room_number, language, joined_at as at
    from wait_list_entries where company_id = ${companyId} and status <> 10 ${only('wait_list_entries')}`;
}

/**
 * The guests some of whose bookings match the search: a name like the typed one (trigram `<%`, leakproof under
 * row-level security, ADR 91), a phone holding the typed digits, an e-mail or room as typed.
 */
function matchingRefs(companyId: string, needle: Needle): SQL {
  const name = needle.text.length >= 2 ? needle.text : null;
  const email = needle.text.includes('@') ? needle.text.toLowerCase() : null;
  const nameLike = name ? sql`guest_name <% ${name}` : sql`false`;
  const phoneHas = needle.digits
    ? sql`(${needle.digits} <% phone and strpos(guest_ref, ${needle.digits}) > 0)`
    : sql`false`;
  const emailIs = email ? sql`guest_ref = ${email}` : sql`false`;
  const roomIs = sql`room_number in (${sql.join(
    needle.rooms.map((room) => sql`${room}`),
    sql`, `,
  )})`;
  return sql`
    select guest_ref from parties where company_id = ${companyId} and guest_ref <> ''
      and (${nameLike} or ${phoneHas} or ${emailIs} or ${roomIs})
    union
    select guest_ref from parking_permits where company_id = ${companyId} and guest_ref <> ''
      and (${nameLike} or ${phoneHas} or ${emailIs} or ${roomIs})
    union
    select guest_ref from wait_list_entries where company_id = ${companyId} and guest_ref <> ''
      and (${nameLike} or ${phoneHas})`;
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

const ORDER: Record<(typeof GUEST_SORTS)[number], SQL> = {
  lastVisit: sql`last_visit_at`,
  name: sql`lower(latest.guest_name)`,
  visits: sql`visits`,
};

/**
 * One page of guests: their bookings counted and the newest one's name, phone, e-mail, room and language,
 * whether their phone sent STOP, and what they said to marketing; `total` is every guest the search finds.
 */
export async function listGuests(
  tx: Tx,
  companyId: string,
  input: {
    needle: Needle | null;
    sort: (typeof GUEST_SORTS)[number];
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<GuestRow[]> {
  const refs = input.needle ? matchingRefs(companyId, input.needle) : null;
  const direction = sql.raw(input.direction);
  return rowsOf<GuestRow>(
    await tx.execute(sql`
      with v as (${visits(companyId, refs)}),
      g as (select guest_ref, count(*)::int as visits, max(at) as last_visit_at from v group by guest_ref),
      latest as (select distinct on (guest_ref) * from v order by guest_ref, at desc)
      select g.guest_ref as "guestRef", latest.guest_name as name, latest.phone, latest.email,
        latest.room_number as "roomNumber", latest.language, g.visits, g.last_visit_at as "lastVisitAt",
        exists (select 1 from sms_opt_outs o where o.company_id = ${companyId}
          and o.phone = latest.phone and latest.phone <> '') as "optedOut",
        (select c.opted_in from guest_marketing_consents c where c.company_id = ${companyId}
          and c.guest_ref = g.guest_ref) as marketing,
        count(*) over ()::int as total
      from g join latest using (guest_ref)
      order by ${ORDER[input.sort]} ${direction}, g.guest_ref
      limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`),
  );
}

/** One guest's summary row, as the list shows it; none when the company has no such guest. */
export async function findGuest(tx: Tx, companyId: string, guestRef: string): Promise<GuestRow | undefined> {
  const [row] = rowsOf<GuestRow>(
    await tx.execute(sql`
      with v as (${visits(companyId, sql`${guestRef}`)})
      select ${guestRef}::text as "guestRef", latest.guest_name as name, latest.phone, latest.email,
        latest.room_number as "roomNumber", latest.language,
        (select count(*)::int from v) as visits, latest.at as "lastVisitAt",
        exists (select 1 from sms_opt_outs o where o.company_id = ${companyId}
          and o.phone = latest.phone and latest.phone <> '') as "optedOut",
        (select c.opted_in from guest_marketing_consents c where c.company_id = ${companyId}
          and c.guest_ref = ${guestRef}) as marketing,
        1 as total
      from (select * from v order by at desc limit 1) latest`),
  );
  return row;
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
export async function guestVisits(tx: Tx, companyId: string, guestRef: string): Promise<VisitRow[]> {
  return rowsOf<VisitRow>(
    await tx.execute(sql`
      select 'party' as kind, id, number::int as number, scheduled_at as at, status::text as status,
        total_cents::int as "totalCents"
      from parties where company_id = ${companyId} and guest_ref = ${guestRef} and status <> 10
      union all
      select 'permit', id, number::int, starts_at, status, cost_cents::int
      from parking_permits where company_id = ${companyId} and guest_ref = ${guestRef} and status <> 'Deleted'
      union all
      select 'waitList', id, null, joined_at, status::text, null
      from wait_list_entries where company_id = ${companyId} and guest_ref = ${guestRef} and status <> 10
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
export async function guestMessages(tx: Tx, companyId: string, guestRef: string): Promise<MessageRow[]> {
  return rowsOf<MessageRow>(
    await tx.execute(sql`
      select id, 'out' as direction, channel, body, created_at as at from outbox_messages
      where company_id = ${companyId} and (
        party_id in (select id from parties where company_id = ${companyId} and guest_ref = ${guestRef})
        or wait_list_entry_id in
          (select id from wait_list_entries where company_id = ${companyId} and guest_ref = ${guestRef}))
      union all
      select id, 'in', 'sms', body, created_at from sms_inbound_messages
      where company_id = ${companyId} and from_phone in (
        select phone from parties where company_id = ${companyId} and guest_ref = ${guestRef} and phone <> ''
        union select phone from wait_list_entries
          where company_id = ${companyId} and guest_ref = ${guestRef} and phone <> '')
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
