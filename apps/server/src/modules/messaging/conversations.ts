import type { ConversationMessage, ConversationSummary } from '@curbside/contract';
import { schema, type Tx } from '@curbside/db';
import { toE164 } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { withoutGuestKeys } from '../../lib/guest-keys.ts';
import { seesParty } from '../../party-access.ts';
import { inCompany } from '../../resources/company-change.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import * as conversations from './conversations.repository.ts';
import { announceMessages } from './delivery.ts';
import * as inbound from './inbound.repository.ts';

export const isoOf = (at: Date | string) => new Date(at).toISOString();

const asMessage = (row: conversations.MessageRow): ConversationMessage => ({
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
  const rows = await conversations.partyMessageRows(tx, companyId, partyId, options);
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
  return e164 ? inbound.hasOptedOut(tx, companyId, e164) : false;
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
    const marked = await inbound.markPartyRead(tx, caller.companyId, partyId);
    if (marked > 0) await announceMessages(tx, caller.companyId);
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
    const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const { rows, total } = await conversations.inboxRows(tx, caller, {
      search,
      unreadOnly: filter.unreadOnly ?? false,
      page: filter.page,
      pageSize: filter.pageSize,
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
