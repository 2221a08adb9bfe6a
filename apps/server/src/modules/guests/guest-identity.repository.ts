import type { Tx } from '@curbside/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';

/*
 * Who a guest is (ADR 120, ADR 136). Each booking stores `guest_ref` (its e-mail in small letters, else its
 * phone's digits) and `guest_phone` (its phone's digits). A booking with an e-mail belongs to that e-mail's
 * guest. A booking without one (a phone-only party or permit, every wait-list entry) belongs to the guest of the
 * one e-mail its phone was given with in the company's live bookings; when its phone was given with no e-mail, or
 * with two or more, it is a guest of its own, keyed by the digits. A guest is thus one resolved reference and
 * the stored references that make it up (its "members"): the e-mail, and the digits of each of its phones no
 * other e-mail shares. Every statement names the company and matches stored columns by equality, so the
 * `(company_id, guest_ref)` and `(company_id, guest_phone)` indexes serve it under row-level security.
 */

/** Live bookings of a kind: deleted parties and wait-list entries (status 10) and deleted permits left out. */
export const LIVE = {
  parties: sql`status <> 10`,
  permits: sql`status <> 'Deleted'`,
  waitList: sql`status <> 10`,
};

/**
 * The company's live bookings as guest visits, all three kinds, each branch narrowed by `where` (a condition on
 * the stored columns, with the table's own columns in scope): the stored reference, the phone's digits, whether
 * it was given with an e-mail, and what it says of the guest.
 */
export function bookings(companyId: string, where: SQL): SQL {
  return sql`
    select guest_ref, guest_phone, email <> '' as by_email, guest_name, phone, email, room_number,
      coalesce(guest_language, '') as language, scheduled_at as at
    from parties where company_id = ${companyId} and ${LIVE.parties} and guest_ref <> '' and ${where}
    union all
    select guest_ref, guest_phone, email <> '', guest_name, phone, email, room_number, '', starts_at
    from parking_permits where company_id = ${companyId} and ${LIVE.permits} and guest_ref <> '' and ${where}
    union all
    select guest_ref, guest_ref, false, guest_name, phone, '', '', language, joined_at
    from wait_list_entries where company_id = ${companyId} and ${LIVE.waitList} and guest_ref <> ''
      and ${where}`;
}

/** The (phone digits, e-mail) pairs of the company's live bookings given with both, for the phones `phones`. */
const ownersOf = (companyId: string, phones: SQL) => sql`
  select guest_phone, guest_ref from parties where company_id = ${companyId} and ${LIVE.parties}
    and email <> '' and guest_phone in (${phones})
  union
  select guest_phone, guest_ref from parking_permits where company_id = ${companyId} and ${LIVE.permits}
    and email <> '' and guest_phone in (${phones})`;

/**
 * The guests a list reads: common table expressions ending in `v` (each found guest's bookings, with its resolved
 * reference `ref`, the booking's time `at` and `guest_name`), and `ofPage`, expressions ending in `pv`: every
 * column of `bookings` and `ref`, for the guests of a table `page` (`ref`) defined between the two.
 */
export interface ResolvedGuests {
  ctes: SQL;
  ofPage: SQL;
}

/**
 * The bookings of every guest one of whose bookings is in `hits` (a query answering `guest_ref, guest_phone,
 * by_email`), each with its guest's resolved reference `ref`; `members` lists the stored references (`member`)
 * that make up each guest. Reads only those guests' rows, through the indexes.
 */
export function resolvedFrom(companyId: string, hits: SQL): ResolvedGuests {
  const ctes = sql`
    hits as (${hits}),
    hit_owners as (${ownersOf(companyId, sql`select guest_phone from hits where not by_email and guest_phone <> ''`)}),
    sole_owner as (select guest_phone, min(guest_ref) as ref from hit_owners group by guest_phone
      having count(*) = 1),
    canon as (select distinct case when h.by_email then h.guest_ref else coalesce(o.ref, h.guest_ref) end as ref
      from hits h left join sole_owner o on not h.by_email and o.guest_phone = h.guest_phone),
    canon_phones as (
      select guest_ref as ref, guest_phone from parties where company_id = ${companyId} and ${LIVE.parties}
        and email <> '' and guest_phone <> '' and guest_ref in (select ref from canon)
      union
      select guest_ref, guest_phone from parking_permits where company_id = ${companyId} and ${LIVE.permits}
        and email <> '' and guest_phone <> '' and guest_ref in (select ref from canon)),
    phone_owners as (select guest_phone from (${ownersOf(companyId, sql`select guest_phone from canon_phones`)}) o
      group by guest_phone having count(*) = 1),
    members as (select ref, ref as member from canon
      union select c.ref, c.guest_phone from canon_phones c join phone_owners using (guest_phone)),
    v as (select m.ref, b.* from (${bookings(companyId, sql`guest_ref in (select member from members)`)}) b
      join members m on m.member = b.guest_ref)`;
  return { ctes, ofPage: sql`pv as (select * from v where ref in (select ref from page))` };
}

/**
 * Every live booking of the company with its guest's resolved reference `ref` (the guest list without a search
 * reads them all). Only what ranks the guests is read of every booking: the references, the time and, when
 * `names` (a sort by name), the name; the page's guests' bookings are read whole apart, by their references
 * through the index (ADR 202). Phone-only bookings join the one e-mail their phone was given with (`sole_owner`).
 */
export function resolvedAll(companyId: string, names: boolean): ResolvedGuests {
  const name = names ? sql`guest_name` : sql`''::text`;
  const ctes = sql`
    b as (
      select guest_ref, guest_phone, email <> '' as by_email, ${name} as guest_name, scheduled_at as at
      from parties where company_id = ${companyId} and ${LIVE.parties} and guest_ref <> ''
      union all
      select guest_ref, guest_phone, email <> '', ${name}, starts_at
      from parking_permits where company_id = ${companyId} and ${LIVE.permits} and guest_ref <> ''
      union all
      select guest_ref, guest_ref, false, ${name}, joined_at
      from wait_list_entries where company_id = ${companyId} and ${LIVE.waitList} and guest_ref <> ''),
    sole_owner as (select guest_phone, min(guest_ref) as ref from b where by_email and guest_phone <> ''
      group by guest_phone having min(guest_ref) = max(guest_ref)),
    v as (select coalesce(o.ref, b.guest_ref) as ref, b.at, b.guest_name from b
      left join sole_owner o on not b.by_email and o.guest_phone = b.guest_phone)`;
  // A guest's stored references: its own, and the phones whose one e-mail it is.
  const ofPage = sql`
    page_members as (select ref, ref as member from page
      union all select o.ref, o.guest_phone from sole_owner o join page using (ref)),
    pv as (select m.ref, b.* from (${bookings(companyId, sql`guest_ref in (select member from page_members)`)}) b
      join page_members m on m.member = b.guest_ref)`;
  return { ctes, ofPage };
}

/** A reference as a search hit: an e-mail is one by itself; digits stand for a phone without an e-mail. */
export const hitOf = (guestRef: string): SQL => {
  const byEmail = guestRef.includes('@');
  return sql`select ${guestRef}::text as guest_ref, ${byEmail ? '' : guestRef}::text as guest_phone,
    ${byEmail}::boolean as by_email`;
};

export interface GuestIdentity {
  /** The guest's resolved reference: the one the list shows. */
  ref: string;
  /** The stored references of the guest's bookings: their e-mail and the digits of the phones only they gave. */
  members: string[];
}

/**
 * The guest a reference names today: an e-mail's guest, or the e-mail guest a phone now belongs to, with the
 * stored references that make them up. A reference the company does not know answers itself alone.
 */
export async function identityOf(tx: Tx, companyId: string, typed: string): Promise<GuestIdentity> {
  // E-mails are stored in small letters; one typed otherwise names the same guest.
  const guestRef = typed.includes('@') ? typed.toLowerCase() : typed;
  const rows = rowsOf<{ ref: string; members: string[] }>(
    await tx.execute(sql`
      with ${resolvedFrom(companyId, hitOf(guestRef)).ctes}
      select ref, array_agg(member order by member) as members from members group by ref`),
  );
  // A phone given with two e-mails is its own guest; its hit resolves to itself only.
  const own = rows.find((row) => row.ref === guestRef) ?? rows[0];
  return own ? { ref: own.ref, members: own.members } : { ref: guestRef, members: [guestRef] };
}

/** A list of texts as one SQL array parameter, for `= any(...)`. */
export const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
