import type { ConversationMessage, MessageState } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal } from '../../context.ts';
import { rowsOf } from '../../lib/rows.ts';
import { seenPartiesWhere } from '../../party-access.ts';
import { sqlPageOf } from '../../resources/paging.ts';
import { outboundStateOf } from './delivery.repository.ts';

/** The reads of messages both ways: a party's conversation, the inbox, the company's history. */

/** How the desk reads an outbound row: a failure anywhere is failed, else the provider's delivered, else ours. */
const outboundState = outboundStateOf({
  status: sql`o.status`,
  deliveryStatus: sql`o.delivery_status`,
  provider: sql`o.provider`,
});

/** The messages both ways of a company, as rows of one shape (`o` outbound, `i` inbound). */
const messagesBoth = (companyId: string, outbound: SQL, inbound: SQL) => sql`
  select o.id, o.party_id, 'out' as direction, o.channel, o.body, o.template_code, ${outboundState} as state,
         case when ${outboundState} = 'failed' then o.last_error end as error, u.name as sent_by_name,
         o.created_at as at, true as read, o.recipient, o.segments
    from outbox_messages o
    left join users u on u.company_id = o.company_id and u.id = o.sent_by
   where o.company_id = ${companyId} and o.template_code not like 'quota.%' and o.template_code <> 'user.credentials'
     and ${outbound}
  union all
  select i.id, i.party_id, 'in', 'sms', i.body, null, 'received', null, null, i.created_at, i.read_at is not null,
         i.from_phone, null
    from sms_inbound_messages i
   where i.company_id = ${companyId} and ${inbound}`;

export interface MessageRow {
  id: string;
  party_id: string | null;
  direction: 'in' | 'out';
  channel: 'sms' | 'email';
  body: string;
  template_code: string | null;
  state: ConversationMessage['state'];
  error: string | null;
  sent_by_name: string | null;
  at: Date | string;
  read: boolean;
  recipient: string;
  segments: number | null;
}

/** A party's latest `limit` messages, newest first; outbound only unless `inbound`. */
export async function partyMessageRows(
  tx: Tx,
  companyId: string,
  partyId: string,
  options: { inbound: boolean; limit: number },
) {
  return rowsOf<MessageRow>(
    await tx.execute(sql`
      select * from (${messagesBoth(
        companyId,
        sql`o.party_id = ${partyId}`,
        options.inbound ? sql`i.party_id = ${partyId}` : sql`false`,
      )}) m
      order by at desc limit ${options.limit}`),
  );
}

interface Page {
  page: number;
  pageSize: number;
}

/**
 * The inbox's page: one row per party with messages (of the parties the caller sees), its latest message,
 * with unread and failed counts; `search` is a LIKE pattern on the guest's name or phone.
 */
export async function inboxRows(
  tx: Tx,
  caller: CompanyUserPrincipal,
  filter: Page & { search: string | null; unreadOnly: boolean },
) {
  const companyId = caller.companyId;
  return sqlPageOf<{
    party_id: string;
    guest_name: string;
    phone: string;
    party_status: number;
    body: string;
    direction: 'in' | 'out';
    state: ConversationMessage['state'];
    at: Date | string;
    unread: number;
    failed: number;
  }>(tx, {
    matched: sql`
      with m as (${messagesBoth(companyId, sql`o.party_id is not null`, sql`i.party_id is not null`)}),
      ranked as (
        select m.*, row_number() over (partition by m.party_id order by m.at desc) as rn,
               count(*) filter (where m.direction = 'in' and not m.read) over (partition by m.party_id) as unread,
               count(*) filter (where m.state = 'failed') over (partition by m.party_id) as failed
          from m)
      select r.party_id, p.guest_name, p.phone, p.status as party_status, r.body, r.direction, r.state, r.at,
             r.unread::int as unread, r.failed::int as failed
        from ranked r
        join parties p on p.company_id = ${companyId} and p.id = r.party_id
       where r.rn = 1 and ${seenPartiesWhere(caller, sql`p.driver_id`)}
         ${filter.search ? sql`and (p.guest_name ilike ${filter.search} or p.phone ilike ${filter.search})` : sql``}
         ${filter.unreadOnly ? sql`and r.unread > 0` : sql``}`,
    orderBy: sql`q.at desc, q.party_id`,
    page: filter,
  });
}

export interface HistoryFilter extends Page {
  fromDate: string;
  toDate: string;
  channel?: 'sms' | 'email' | undefined;
  direction?: 'in' | 'out' | undefined;
  state?: MessageState | undefined;
}

/** A page of the company's messages both ways between two of its dates (in `timeZone`), newest first. */
export async function historyRows(tx: Tx, companyId: string, timeZone: string, filter: HistoryFilter) {
  const from = sql`(${filter.fromDate}::date)::timestamp at time zone ${timeZone}`;
  const to = sql`((${filter.toDate}::date) + 1)::timestamp at time zone ${timeZone}`;
  return sqlPageOf<{
    id: string;
    direction: 'in' | 'out';
    channel: 'sms' | 'email';
    template_code: string | null;
    recipient: string;
    party_id: string | null;
    guest_name: string | null;
    state: MessageState;
    error: string | null;
    segments: number | null;
    at: Date | string;
  }>(tx, {
    matched: sql`
      with m as (
        select o.id, 'out' as direction, o.channel, o.template_code, o.recipient, o.party_id,
               ${outboundState} as state, case when ${outboundState} = 'failed' then o.last_error end as error,
               o.segments, o.created_at as at
          from outbox_messages o
         where o.company_id = ${companyId} and o.created_at >= ${from} and o.created_at < ${to}
        union all
        select i.id, 'in', 'sms', null, i.from_phone, i.party_id, 'received', null, null, i.created_at
          from sms_inbound_messages i
         where i.company_id = ${companyId} and i.created_at >= ${from} and i.created_at < ${to})
      select m.*, p.guest_name
        from m
        left join parties p on p.company_id = ${companyId} and p.id = m.party_id
       where true
         ${filter.channel ? sql`and m.channel = ${filter.channel}` : sql``}
         ${filter.direction ? sql`and m.direction = ${filter.direction}` : sql``}
         ${filter.state ? sql`and m.state = ${filter.state}` : sql``}`,
    orderBy: sql`q.at desc, q.id`,
    page: filter,
  });
}

/** The contacts of the company's parties among `ids` (the others left out). */
export async function partyContacts(tx: Tx, companyId: string, ids: string[]) {
  const p = schema.parties;
  return tx
    .select({ id: p.id, phone: p.phone, email: p.email })
    .from(p)
    .where(and(eq(p.companyId, companyId), inArray(p.id, ids)));
}
