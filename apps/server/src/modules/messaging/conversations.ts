import type { ConversationMessage, ConversationSummary } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { toE164 } from '@curbside/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { withoutGuestKeys } from '../../lib/guest-keys.ts';
import { rowsOf } from '../../lib/rows.ts';
import { seenPartiesWhere, seesParty } from '../../party-access.ts';
import { inCompany } from '../../resources/company-change.ts';
import { companyRow, ownColumns, sqlPageOf } from '../../resources/table-store.ts';
import { announceMessages, outboundStateOf } from './delivery.ts';

/** How the desk reads an outbound row: a failure anywhere is failed, else the provider's delivered, else ours. */
export const outboundState = outboundStateOf({
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

interface MessageRow {
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

export const isoOf = (at: Date | string) => new Date(at).toISOString();

export const asMessage = (row: MessageRow): ConversationMessage => ({
  id: row.id,
  direction: row.direction,
  channel: row.channel,
  body: withoutGuestKeys(row.body),
  templateCode: row.template_code,
  state: row.state,
  error: row.error,
  sentByName: row.sent_by_name,
  at: isoOf(row.at),
  read: row.read,
});

/** A party's messages, oldest first: the latest `limit` of them; outbound only unless `inbound`. */
export async function partyMessages(
  tx: Tx,
  companyId: string,
  partyId: string,
  options: { inbound: boolean; limit: number },
) {
  const rows = rowsOf<MessageRow>(
    await tx.execute(sql`
      select * from (${messagesBoth(
        companyId,
        sql`o.party_id = ${partyId}`,
        options.inbound ? sql`i.party_id = ${partyId}` : sql`false`,
      )}) m
      order by at desc limit ${options.limit}`),
  );
  return rows.reverse().map(asMessage);
}

/** The party of a conversation, as the caller may read it: 404 for one not found or not theirs to read. */
async function partyOf(tx: Tx, caller: CompanyUserPrincipal, partyId: string) {
  const p = schema.parties;
  const party = await companyRow(tx, p, caller.companyId, partyId, {
    columns: ownColumns(p, 'id', 'guestName', 'phone', 'email', 'driverId'),
  });
  if (!party || !seesParty(caller, party)) throw notFound('party');
  return party;
}

/** Whether the number texted STOP to the company. */
export async function isOptedOut(tx: Tx, companyId: string, phone: string): Promise<boolean> {
  const e164 = toE164(phone);
  if (!e164) return false;
  const o = schema.smsOptOuts;
  const [row] = await tx
    .select({ phone: o.phone })
    .from(o)
    .where(and(eq(o.companyId, companyId), eq(o.phone, e164)));
  return Boolean(row);
}

const CONVERSATION_LIMIT = 200;

/**
 * Opens a party's conversation: its messages both ways, and the guest's texts marked read. The browsers are
 * told only when a text was unread, so the refresh this causes marks nothing and tells nothing again.
 */
export const openConversation = (deps: Deps, caller: CompanyUserPrincipal, partyId: string) =>
  inCompany(deps, caller, async (tx) => {
    const party = await partyOf(tx, caller, partyId);
    // Read before marking, so the desk sees which texts were new.
    const items = await partyMessages(tx, caller.companyId, partyId, {
      inbound: true,
      limit: CONVERSATION_LIMIT,
    });
    const i = schema.smsInboundMessages;
    const marked = await tx
      .update(i)
      .set({ readAt: sql`now()` })
      .where(and(eq(i.companyId, caller.companyId), eq(i.partyId, partyId), isNull(i.readAt)))
      .returning({ id: i.id });
    if (marked.length > 0) await announceMessages(tx, caller.companyId);
    return {
      partyId: party.id,
      guestName: party.guestName,
      phone: party.phone,
      email: party.email,
      optedOut: await isOptedOut(tx, caller.companyId, party.phone),
      items,
    };
  });

/** What the product sent a party's guest, with delivery states; changes nothing. */
export const sentToParty = (deps: Deps, caller: CompanyUserPrincipal, partyId: string) =>
  inCompany(deps, caller, async (tx) => {
    await partyOf(tx, caller, partyId);
    return {
      items: await partyMessages(tx, caller.companyId, partyId, {
        inbound: false,
        limit: CONVERSATION_LIMIT,
      }),
    };
  });

interface InboxFilter {
  search?: string | undefined;
  unreadOnly?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** The inbox: one row per party with messages, its latest message first, with unread and failed counts. */
export const listConversations = (deps: Deps, caller: CompanyUserPrincipal, filter: InboxFilter) =>
  inCompany(deps, caller, async (tx) => {
    const companyId = caller.companyId;
    const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const { rows, total } = await sqlPageOf<{
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
           ${search ? sql`and (p.guest_name ilike ${search} or p.phone ilike ${search})` : sql``}
           ${filter.unreadOnly ? sql`and r.unread > 0` : sql``}`,
      orderBy: sql`q.at desc, q.party_id`,
      page: filter,
    });
    const items: ConversationSummary[] = rows.map((row) => ({
      partyId: row.party_id,
      guestName: row.guest_name,
      phone: row.phone,
      partyStatus: row.party_status,
      lastMessage: { body: withoutGuestKeys(row.body), direction: row.direction, state: row.state },
      lastAt: isoOf(row.at),
      unread: Number(row.unread),
      failed: Number(row.failed),
    }));
    return { items, total, page: filter.page, pageSize: filter.pageSize };
  });
