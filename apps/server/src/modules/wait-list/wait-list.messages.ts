import type { WaitListEntry } from '@curbside/contract';
import type { Tx } from '@curbside/db';
import {
  availableWaitActions,
  dueMessages,
  type MessageEvent,
  messageLanguageOf,
  messageTimeOfDay,
  type QueuePlace,
  queuePlaces,
  renderMessage,
  toE164,
  type WaitStatus,
  type WaitStep,
} from '@curbside/domain';
import { groupedBy } from '../../lib/grouped.ts';
import { issueGuestKey } from '../../lib/guest-keys.ts';
import { templateFor } from '../messaging/templates.ts';
import * as repo from './wait-list.repository.ts';
import * as changes from './wait-list-changes.repository.ts';

/** The company a wait-list text or answer is made for. */
export interface WaitCompany {
  companyId: string;
  companyName: string;
  timeZone: string;
}

/** The guest's own status page: a route of its own, apart from the party's `/GuestView`. */
export const waitListLinkOf = (siteUrl: string, guestKey: string) =>
  `${siteUrl.replace(/\/$/, '')}/WaitListGuest/${guestKey}`;

/**
 * Queues one wait-list text to the guest in their language, worded by the company's template, in the caller's
 * transaction (kept against the entry, so its report lists it). No phone that reads as E.164: nothing queued.
 * A template that names the link gets one with a new key (ADR 54), or `guestKey` when the guest acted through
 * their link in this request (their page keeps working).
 */
export async function textGuest(
  tx: Tx,
  company: WaitCompany,
  entry: repo.EntryRow,
  event: MessageEvent,
  expectedAt?: number,
  guestKey?: string,
): Promise<number> {
  const phone = toE164(entry.phone);
  if (!phone) return 0;
  const language = messageLanguageOf(entry.language);
  const template = await templateFor(tx, company.companyId, event, language);
  const body = renderMessage(template, {
    guestName: entry.guestName,
    companyName: company.companyName,
    quotedWait: `${entry.quotedMinutes} ${language === 'ar' ? 'دقيقة' : 'min'}`,
    eta: expectedAt === undefined ? null : messageTimeOfDay(language, company.timeZone, expectedAt),
    link: template.includes('{link}')
      ? waitListLinkOf(
          entry.linkBase,
          guestKey ?? (await issueGuestKey(tx, 'waitListEntry', company.companyId, entry.id)),
        )
      : null,
  });
  await changes.queueText(tx, {
    companyId: company.companyId,
    waitListEntryId: entry.id,
    templateCode: event,
    recipient: phone,
    body,
  });
  return 1;
}

/**
 * After any change of a company's queues: positions and expected times of everyone open (from their queue
 * state only), then the texts they are owed now ("you're next" at the wait type's position, each guest's own
 * alert), each sent once (the entry's flag is set in the same transaction); only the guests texted are read
 * whole. `guestKeys` are the keys guests acted through in this request, by entry. Answers the places of
 * everyone open.
 */
export async function settleQueue(
  tx: Tx,
  company: WaitCompany,
  now: number,
  guestKeys: ReadonlyMap<string, string> = new Map(),
) {
  const queue = await repo.openQueue(tx, company.companyId);
  const places = queuePlaces(queue, now);
  const byType = new Map<string, typeof queue>();
  for (const entry of queue) {
    const mine = byType.get(entry.waitTypeId);
    if (mine) mine.push(entry);
    else byType.set(entry.waitTypeId, [entry]);
  }
  let sent = 0;
  for (const mine of byType.values()) {
    const due = dueMessages(mine, places, mine[0]?.nextAtPosition ?? 0, now);
    for (const [ids, event, flag] of [
      [due.next, 'waitlist.next', { nextSent: true }],
      [due.alert, 'waitlist.alert', { alertSent: true }],
    ] as const) {
      if (ids.length === 0) continue;
      for (const row of await repo.entriesByIds(tx, company.companyId, ids)) {
        const expectedAt = places.get(row.id)?.expectedAt;
        sent += await textGuest(tx, company, row, event, expectedAt, guestKeys.get(row.id));
      }
      await changes.setOnEntries(tx, company.companyId, ids, flag);
    }
  }
  return { places, sent };
}

/** The latest steps not undone of these entries, newest first each: what their undo may take back. */
export async function stepsOf(tx: Tx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, WaitStep[]>();
  const rows = await repo.stepsNotUndone(tx, companyId, ids);
  // Read oldest first; each entry's list is wanted newest first.
  return groupedBy(
    [...rows].reverse(),
    (row) => row.entryId,
    (row): WaitStep => ({
      action: row.action,
      fromStatus: row.fromStatus as WaitStatus | null,
      toStatus: row.toStatus as WaitStatus,
      undone: row.undone,
    }),
  );
}

/** An entry as the stand shows it: its place (when open) and the steps it allows now (never the guest's link). */
export function answerOf(
  row: repo.EntryRow,
  place: QueuePlace | undefined,
  steps: readonly WaitStep[],
): WaitListEntry {
  const { guestKey: _k, linkBase: _l, alertSent: _a, nextSent: _n, ...rest } = row;
  const status = row.status as WaitStatus;
  return {
    ...rest,
    status,
    language: messageLanguageOf(row.language),
    joinedAt: row.joinedAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    position: place?.position ?? null,
    expectedAt: place ? new Date(place.expectedAt).toISOString() : null,
    actions: availableWaitActions(status, steps),
  };
}

/** One entry's answer, read after a change in the same transaction. */
export async function entryAnswer(tx: Tx, company: WaitCompany, id: string, now: number) {
  const row = await repo.entryById(tx, company.companyId, id);
  if (!row) return null;
  const places = queuePlaces(await repo.openQueue(tx, company.companyId, row.waitTypeId), now);
  const steps = await stepsOf(tx, company.companyId, [id]);
  return answerOf(row, places.get(id), steps.get(id) ?? []);
}
