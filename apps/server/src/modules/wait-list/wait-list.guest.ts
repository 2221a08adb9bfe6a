import { inScope, type Tx } from '@curbside/db';
import {
  GUEST_LINK_DAYS_AFTER_END,
  type GuestAlert,
  holdExpired,
  messageLanguageOf,
  queuePlaces,
  WAIT_STATUS,
  type WaitStatus,
  waitListReply,
} from '@curbside/domain';
import type { Deps, GuestPrincipal, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { publish } from '../../plugins/realtime.ts';
import { companyNameAndZone } from '../company/company.repository.ts';
import { registerInboundKeyword } from '../messaging/registry.ts';
import { settleQueue, type WaitCompany } from './wait-list.messages.ts';
import * as repo from './wait-list.repository.ts';
import { stepEntry } from './wait-list.steps.ts';
import * as changes from './wait-list-changes.repository.ts';

/** More guests than this and the event names none: stands reload (a NOTIFY payload is under 8,000 bytes). */
const MAX_EVENT_ENTRIES = 100;

/** Tells the company's stands which guests changed, so each patches those (ADR 46); none named: reload. */
const changed = (tx: Tx, companyId: string, entryIds: readonly string[]) =>
  publish(tx, {
    companyId,
    type: 'wait_list.changed',
    tags: ['waitList'],
    ...(entryIds.length > 0 && entryIds.length <= MAX_EVENT_ENTRIES ? { waitListEntries: entryIds } : {}),
  });

async function companyRow(tx: Tx, companyId: string): Promise<WaitCompany> {
  const { name, timeZone } = await companyNameAndZone(tx, companyId);
  return { companyId, companyName: name, timeZone };
}

/**
 * The entry a guest key opens: the resolver of `guest:waitListEntry` entries (the mount calls it). The key
 * names no company, so this one lookup runs in the platform scope (as the party's and the permit's links,
 * ADR 20); the rest runs in the entry's company. Unknown, deleted, or ended more than the guest-link days ago:
 * one and the same 404 (DOMAIN.md, ADRs 39 and 40).
 */
export async function entryOfKey(deps: Deps, key: string): Promise<{ companyId: string; id: string }> {
  const found = await inScope(deps.db, { kind: 'platform' }, (tx) => repo.entryOfGuestKey(tx, key));
  const expired =
    found?.endedAt != null && found.endedAt.getTime() + GUEST_LINK_DAYS_AFTER_END * 86_400_000 < Date.now();
  if (!found || expired || found.status === WAIT_STATUS.Deleted) throw notFound('wait_list_entry');
  return { companyId: found.companyId, id: found.id };
}

async function guestView(tx: Tx, company: WaitCompany, id: string) {
  const row = await repo.entryById(tx, company.companyId, id);
  if (!row) throw notFound('wait_list_entry');
  const place = queuePlaces(await repo.openQueue(tx, company.companyId, row.waitTypeId), Date.now()).get(id);
  return {
    companyName: company.companyName,
    waitTypeName: row.waitTypeName,
    guestName: row.guestName,
    partySize: row.partySize,
    status: row.status as WaitStatus,
    position: place?.position ?? null,
    ahead: place?.ahead ?? null,
    expectedAt: place ? new Date(place.expectedAt).toISOString() : null,
    quotedMinutes: row.quotedMinutes,
    joinedAt: row.joinedAt.toISOString(),
    timeZone: company.timeZone,
    language: messageLanguageOf(row.language),
    alert: row.alert,
    version: row.version,
  };
}

/** WaitList/GetGuestWaitList. */
export async function guestStatus(deps: Deps, found: GuestPrincipal<'waitListEntry'>) {
  return inScope(deps.db, { kind: 'company', companyId: found.companyId }, async (tx) =>
    guestView(tx, await companyRow(tx, found.companyId), found.id),
  );
}

/** WaitList/SetGuestWaitListAlert: the guest's choice replaces the last one and may be due at once. */
export async function setGuestAlert(
  deps: Deps,
  ctx: RequestContext,
  found: GuestPrincipal<'waitListEntry'>,
  alert: GuestAlert,
) {
  return inScope(deps.db, { kind: 'company', companyId: found.companyId }, async (tx) => {
    const company = await companyRow(tx, found.companyId);
    await changes.setAlert(tx, found.companyId, found.id, alert);
    await settleQueue(tx, company, Date.now(), new Map([[found.id, found.key]]));
    await audit(tx, ctx, {
      companyId: found.companyId,
      action: 'wait_list_entry.alert_chosen',
      entity: 'wait_list_entry',
      entityId: found.id,
      after: { alert },
    });
    await changed(tx, found.companyId, [found.id]);
    return guestView(tx, company, found.id);
  });
}

/**
 * A guest's text that may be a wait-list reply (handed over by the messaging module's inbound handling, in its
 * transaction): 1 confirms the latest open entry of that number, 9 cancels it. Answers whether it was one.
 */
export async function receiveWaitListReply(
  tx: Tx,
  companyId: string,
  sms: { from: string; text: string },
): Promise<boolean> {
  const reply = waitListReply(sms.text);
  if (!reply) return false;
  const digits = sms.from.replace(/\D/g, '');
  const latest = await repo.latestOpenEntryOfPhone(tx, companyId, digits);
  if (!latest) return false;
  const entry = await repo.entryById(tx, companyId, latest);
  if (!entry) return false;
  const company = await companyRow(tx, companyId);
  if (reply === 'cancel') {
    await cancelByGuest(tx, company, entry, 'sms');
    return true;
  }
  await changes.confirmEntry(tx, companyId, entry.id);
  await changes.auditBy(tx, 'Guest', {
    companyId,
    action: 'wait_list_entry.confirmed',
    entityId: entry.id,
    after: { by: 'sms' },
  });
  await changed(tx, companyId, [entry.id]);
  return true;
}

/** The guest leaves the list, by a text of 9 or from their page: the queue behind them moves up. */
async function cancelByGuest(tx: Tx, company: WaitCompany, entry: repo.EntryRow, by: 'sms' | 'link') {
  await stepEntry(tx, company, entry, 'Cancel', { userId: null, name: 'Guest' }, new Date());
  await settleQueue(tx, company, Date.now());
  await changes.auditBy(tx, 'Guest', {
    companyId: company.companyId,
    action: 'wait_list_entry.cancel',
    entityId: entry.id,
    after: { by },
  });
  await changed(tx, company.companyId, [entry.id]);
}

/** WaitList/LeaveGuestWaitList: refused (409) once the guest is seated, missed or already gone. */
export async function leaveGuestWaitList(deps: Deps, found: GuestPrincipal<'waitListEntry'>) {
  return inScope(deps.db, { kind: 'company', companyId: found.companyId }, async (tx) => {
    const company = await companyRow(tx, found.companyId);
    const entry = await repo.entryById(tx, found.companyId, found.id);
    if (!entry) throw notFound('wait_list_entry');
    await cancelByGuest(tx, company, entry, 'link');
    return guestView(tx, company, found.id);
  });
}

/** Hands messaging the guest's 1 or 9 answering a wait-list text, at start-up (ADR 57). */
export const registerWaitListReplies = (): void =>
  registerInboundKeyword('wait-list-reply', {
    feature: 'waitlist',
    matches: (text) => waitListReply(text) !== null,
    receive: receiveWaitListReply,
  });

/**
 * The wait list's sweep, run every half minute by the server and called directly by tests with the time they
 * choose: a notified guest whose hold has run out becomes a no-show, and alerts that came due by the clock
 * ("10 minutes before") are texted. Each company in its own transaction. Answers what it did.
 */
export async function sweepWaitList(deps: Deps, now = new Date()) {
  const companies = await inScope(deps.db, { kind: 'platform' }, (tx) => repo.companiesWithOpenEntries(tx));
  let noShows = 0;
  for (const { companyId } of companies) {
    noShows += await inScope(deps.db, { kind: 'company', companyId }, async (tx) => {
      const company = await companyRow(tx, companyId);
      const notified = await repo.notifiedEntries(tx, companyId);
      const noShows: string[] = [];
      for (const row of notified) {
        if (!row.notifiedAt || !holdExpired(row.notifiedAt.getTime(), row.holdMinutes, now.getTime()))
          continue;
        const entry = await repo.entryById(tx, companyId, row.id);
        if (!entry) continue;
        await stepEntry(tx, company, entry, 'NoShow', { userId: null, name: 'System' }, now);
        await changes.auditBy(tx, 'System', {
          companyId,
          action: 'wait_list_entry.noshow',
          entityId: row.id,
          after: { by: 'hold time' },
        });
        noShows.push(row.id);
      }
      const { sent } = await settleQueue(tx, company, now.getTime());
      // Texts alone change no guest a stand shows, yet the guests' reports list them: the event names the
      // no-shows, and readers without a patch (the reports) reload by the tag either way.
      if (noShows.length > 0 || sent > 0) await changed(tx, companyId, noShows);
      return noShows.length;
    });
  }
  return { noShows };
}
