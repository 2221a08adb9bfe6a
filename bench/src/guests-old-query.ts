import type { GUEST_SORTS } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Needle } from '../../apps/server/src/modules/search/search.repository.ts';

/*
 * The guest list's first query (ADR 120, before ADR 136), kept only as the guests bench's baseline: one OR of
 * every kind of match over each table, then every matching guest's bookings grouped. It groups by the stored
 * `guest_ref` alone (no phone-only booking joins its e-mail) and reads the phone's digits by expression.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

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
    ? sql`(${needle.digits} <% phone and strpos(regexp_replace(phone, '[^0-9]', '', 'g'), ${needle.digits}) > 0)`
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

const ORDER: Record<(typeof GUEST_SORTS)[number], SQL> = {
  lastVisit: sql`last_visit_at`,
  name: sql`lower(latest.guest_name)`,
  visits: sql`visits`,
};

/**
 * One page of guests: their bookings counted and the newest one's name, phone, e-mail, room and language,
 * whether their phone sent STOP, and what they said to marketing; `total` is every guest the search finds.
 */
export async function oldListGuests(
  tx: Tx,
  companyId: string,
  input: {
    needle: Needle | null;
    sort: (typeof GUEST_SORTS)[number];
    direction: 'asc' | 'desc';
    page: number;
    pageSize: number;
  },
): Promise<unknown[]> {
  const refs = input.needle ? matchingRefs(companyId, input.needle) : null;
  const direction = sql.raw(input.direction);
  return rowsOf<unknown>(
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
