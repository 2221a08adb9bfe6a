import type { ErasureCounts } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import { ENDED_PARTY_STATUSES, OPEN_WAIT_STATUSES } from '@curbside/domain';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/rows.ts';

/*
 * A guest's erasure (ADR 121): their personal data removed from every row of the company that holds it, the
 * anonymous facts (counts, statuses, times, prices, payments' amounts, message segments) left for the reports.
 */

/** A list of values as one SQL array (none is the empty array), so `= any(...)` takes it. */
const arrayOf = (values: readonly string[], type: 'text' | 'uuid'): SQL =>
  values.length === 0
    ? sql`'{}'::${sql.raw(type)}[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::${sql.raw(type)}[]`;

/** What identifies the guest: the phones and e-mails their bookings carry (`members`: their stored references). */
export async function identifiersOf(
  tx: Tx,
  companyId: string,
  members: readonly string[],
): Promise<{ phones: string[]; emails: string[] }> {
  const refs = arrayOf(members, 'text');
  const rows = rowsOf<{ phone: string; email: string }>(
    await tx.execute(sql`
      select phone, lower(email) as email from parties where company_id = ${companyId} and guest_ref = any(${refs})
      union
      select phone, lower(email) from parking_permits where company_id = ${companyId} and guest_ref = any(${refs})
      union
      select phone, '' from wait_list_entries where company_id = ${companyId} and guest_ref = any(${refs})`),
  );
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    if (row.phone) phones.add(row.phone);
    if (row.email) emails.add(row.email);
  }
  // A guest known by e-mail has it as a reference.
  for (const member of members) if (member.includes('@')) emails.add(member);
  return { phones: [...phones], emails: [...emails] };
}

/**
 * One erasure of the company at a time (ADR 137): a second one, asked at once, waits for the first to commit
 * and then finds the guest already gone. Held until the transaction ends.
 */
export async function lockErasures(tx: Tx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest_erasure:${companyId}`}))`);
}

/** How many of the guest's bookings are still under way, by kind (ADR 137): any one stops the erasure. */
export async function openBookingsOf(
  tx: Tx,
  companyId: string,
  members: readonly string[],
): Promise<{ parties: number; permits: number; waitListEntries: number }> {
  const refs = arrayOf(members, 'text');
  const [row] = rowsOf<{ parties: number; permits: number; waitListEntries: number }>(
    await tx.execute(sql`select
      (select count(*)::int from parties where company_id = ${companyId} and guest_ref = any(${refs})
        and status <> all(${sql.raw(`array[${ENDED_PARTY_STATUSES.join(', ')}]`)})) as parties,
      (select count(*)::int from parking_permits where company_id = ${companyId} and guest_ref = any(${refs})
        and status in ('Active', 'WillCallRequested')) as permits,
      (select count(*)::int from wait_list_entries where company_id = ${companyId} and guest_ref = any(${refs})
        and status = any(${sql.raw(`array[${OPEN_WAIT_STATUSES.join(', ')}]`)})) as "waitListEntries"`),
  );
  return row ?? { parties: 0, permits: 0, waitListEntries: 0 };
}

export interface ErasureTargets {
  /** Guest references to erase: the one asked for, the digits of each phone, and each e-mail. */
  refs: string[];
  phones: string[];
  emails: string[];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** A new key no link opens: the guest's earlier links stop working with their data gone. */
const deadKey = sql`'erased:' || gen_random_uuid()::text`;

/** A party's, a permit's and a wait-list entry's fields that hold the guest's data, emptied. */
const partyFields = sql`guest_name = '', phone = '', email = '', room_number = '', flight_number = '',
  custom_values = '{}'::jsonb, internal_notes = '', external_notes = '', guest_latitude = null,
  guest_longitude = null, guest_located_at = null`;
const permitFields = sql`guest_name = '', phone = '', email = '', room_number = '', plate = '',
  plate_normalised = '', plate_search = '', notes = ''`;
const entryFields = sql`guest_name = '', phone = '', notes = ''`;

/**
 * Empties the guest's fields (`wipe`) of the company's rows of a booking table that `match` picks, with a new
 * key no link opens and a new version; answers each row's id and the name it held, which the audit log's
 * entries are searched for afterwards. The rows are locked first, so the old names are the ones removed.
 */
async function wipeRows(
  tx: Tx,
  companyId: string,
  table: 'parties' | 'parking_permits' | 'wait_list_entries',
  match: SQL,
  wipe: SQL,
) {
  const rows = sql.identifier(table);
  return rowsOf<Erased>(
    await tx.execute(sql`
      with old as (
        select id, guest_name from ${rows} where company_id = ${companyId} and ${match} for update)
      update ${rows} t set ${wipe}, guest_key = ${deadKey}, guest_key_earlier = '{}',
        version = version + 1, updated_at = now()
      from old where t.company_id = ${companyId} and t.id = old.id
      returning t.id, old.guest_name as name`),
  );
}

/**
 * Removes the guest's personal data from the company's bookings, their history notes and payments' holder
 * names, their messages both ways, their feedback's words, their STOP and their marketing answer. Every
 * statement names the company; a second erasure finds nothing left and changes nothing.
 */
export async function erase(tx: Tx, companyId: string, targets: ErasureTargets): Promise<ErasedRows> {
  const refs = arrayOf(targets.refs, 'text');
  const emails = arrayOf(targets.emails, 'text');
  const phones = arrayOf(targets.phones, 'text');
  const guestOf = sql`guest_ref = any(${refs})`;
  const guestOrEmail = sql`(${guestOf} or lower(email) = any(${emails}))`;
  const partyRows = await wipeRows(tx, companyId, 'parties', guestOrEmail, partyFields);
  const permitRows = await wipeRows(tx, companyId, 'parking_permits', guestOrEmail, permitFields);
  const entryRows = await wipeRows(tx, companyId, 'wait_list_entries', guestOf, entryFields);
  const partyIds = ids(partyRows);
  const permitIds = ids(permitRows);
  const entryIds = ids(entryRows);
  const parties = arrayOf(partyIds, 'uuid');
  const permits = arrayOf(permitIds, 'uuid');
  const entries = arrayOf(entryIds, 'uuid');

  await tx.execute(sql`update party_history set note = ''
    where company_id = ${companyId} and party_id = any(${parties}) and note <> ''`);
  await tx.execute(sql`update party_payments set account_holder = null, account_reference = null
    where company_id = ${companyId} and party_id = any(${parties})`);
  await tx.execute(sql`update parking_permit_history set note = ''
    where company_id = ${companyId} and permit_id = any(${permits}) and note <> ''`);
  await tx.execute(sql`update parking_payments set account_holder = null, account_reference = null
    where company_id = ${companyId} and permit_id = any(${permits})`);

  // Messages: what was sent about their bookings or to their phone or e-mail, and what their phone sent.
  const sent = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update outbox_messages set recipient = '', subject = null, body = '', html = null
      where company_id = ${companyId} and (party_id = any(${parties}) or wait_list_entry_id = any(${entries})
        or recipient = any(${phones}) or lower(recipient) = any(${emails}))
        and (recipient <> '' or body <> '')
      returning id`),
  );
  const received = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update sms_inbound_messages set from_phone = '', body = ''
      where company_id = ${companyId} and (party_id = any(${parties}) or from_phone = any(${phones}))
        and (from_phone <> '' or body <> '')
      returning id`),
  );
  await tx.execute(sql`delete from sms_opt_outs where company_id = ${companyId} and phone = any(${phones})`);
  await tx.execute(sql`delete from guest_marketing_consents
    where company_id = ${companyId} and guest_ref = any(${refs})`);

  // Feedback keeps its score and the answers on a scale or yes/no; the words the guest wrote go.
  const feedback = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update feedback_responses f set comment = '', answers = coalesce((
        select jsonb_agg(a) from jsonb_array_elements(f.answers) a
        join feedback_questions q on q.id::text = a->>'questionId' and q.answer_type <> 'text'), '[]'::jsonb)
      where f.company_id = ${companyId} and f.party_id = any(${parties})
        and (f.comment <> '' or exists (select 1 from jsonb_array_elements(f.answers) a
          join feedback_questions q on q.id::text = a->>'questionId' and q.answer_type = 'text'))
      returning f.id`),
  );

  return {
    counts: {
      parties: partyIds.length,
      permits: permitIds.length,
      waitListEntries: entryIds.length,
      messages: sent.length + received.length,
      feedback: feedback.length,
    },
    ids: [...partyIds, ...permitIds, ...entryIds],
    names: [...new Set([...partyRows, ...permitRows, ...entryRows].map((row) => row.name).filter(Boolean))],
  };
}

/** The erased rows: how many of each kind, their ids, and the names they held. */
export interface ErasedRows {
  counts: ErasureCounts;
  ids: string[];
  names: string[];
}

interface Erased {
  id: string;
  name: string;
}

export interface AuditEntry {
  id: string;
  before: unknown;
  after: unknown;
}

/**
 * The audit log's entries of the erased rows, and any other entry whose before or after holds one of `traces`
 * (small letters): the company's whole log is read for them, which an erasure, rare by nature, can afford.
 */
export async function auditEntriesOf(
  tx: Tx,
  companyId: string,
  entityIds: readonly string[],
  traces: readonly string[],
): Promise<AuditEntry[]> {
  const holds = traces.map(
    (trace) => sql`strpos(lower(coalesce(before::text, '') || coalesce(after::text, '')), ${trace}) > 0`,
  );
  return rowsOf<AuditEntry>(
    await tx.execute(sql`
      select id, before, after from audit_log
      where company_id = ${companyId}
        and (entity_id = any(${arrayOf(entityIds, 'text')}) or ${holds.length > 0 ? sql.join(holds, sql` or `) : sql`false`})`),
  );
}

export async function rewriteAuditEntry(tx: Tx, companyId: string, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`update audit_log
    set before = ${entry.before === null ? null : JSON.stringify(entry.before)}::jsonb,
      after = ${entry.after === null ? null : JSON.stringify(entry.after)}::jsonb
    where company_id = ${companyId} and id = ${entry.id}`);
}
