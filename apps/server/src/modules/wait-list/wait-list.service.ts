import type { waitListInput } from '@curbside/contract';
import { type Tx, unheldGuestKey } from '@curbside/db';
import {
  hourOfWeek,
  lowerCased,
  OPEN_WAIT_STATUSES,
  placeOf,
  queuePlaces,
  SIZE_BANDS,
  sizeBandOf,
  suggestQuote,
  WAIT_STATUS,
  type WaitAction,
  type WaitStatus,
} from '@curbside/domain';
import type { z } from 'zod';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, notFound } from '../../errors.ts';
import { changeInCompany, inCompany } from '../../resources/company-change.ts';
import { storedPhone } from '../company/company-formats.ts';
import {
  answerOf,
  entryAnswer,
  settleQueue,
  stepsOf,
  textGuest,
  type WaitCompany,
} from './wait-list.messages.ts';
import * as repo from './wait-list.repository.ts';
import { staleEntry, stepEntry } from './wait-list.steps.ts';
import * as changes from './wait-list-changes.repository.ts';

type WaitListInput = z.output<typeof waitListInput>;

const companyOf = (caller: CompanyUserPrincipal): WaitCompany => ({
  companyId: caller.companyId,
  companyName: caller.companyName,
  timeZone: caller.companyTimeZone,
});

const hostOf = (caller: CompanyUserPrincipal) => ({ userId: caller.userId, name: caller.name });

async function mustAnswer(tx: Tx, company: WaitCompany, id: string, now: number) {
  const answer = await entryAnswer(tx, company, id, now);
  if (!answer) throw notFound('wait_list_entry');
  return answer;
}

async function mustEntry(tx: Tx, companyId: string, id: string) {
  const row = await repo.entryById(tx, companyId, id);
  if (!row) throw notFound('wait_list_entry');
  return row;
}

/**
 * The guests a live event named, as the stand shows them (ADR 46): those still waiting or notified, each placed
 * from an aggregate of the queue ahead of them (not the whole queue); the stand drops the named guests this
 * leaves out and places everyone else itself.
 */
function namedGuests(deps: Deps, caller: CompanyUserPrincipal, ids: readonly string[], waitTypeId?: string) {
  return inCompany(deps, caller, async (tx) => {
    const now = Date.now();
    const rows = (await repo.entriesByIds(tx, caller.companyId, ids)).filter(
      (row) =>
        OPEN_WAIT_STATUSES.includes(row.status as WaitStatus) &&
        (!waitTypeId || row.waitTypeId === waitTypeId),
    );
    const queues = await repo.queueAhead(
      tx,
      caller.companyId,
      rows.filter((row) => row.status === WAIT_STATUS.Waiting).map((row) => row.id),
    );
    const steps = await stepsOf(
      tx,
      caller.companyId,
      rows.filter((row) => row.status !== WAIT_STATUS.Waiting).map((row) => row.id),
    );
    return {
      items: rows.map((row) => {
        const queue = queues.get(row.id) ?? { ahead: 0, latestPromise: now };
        return answerOf(row, placeOf(row.status as WaitStatus, queue, now), steps.get(row.id) ?? []);
      }),
      waitTypes: [],
      suggestions: [],
    };
  });
}

/**
 * WaitList/GetWaitListLocations: the stand's open guests, the wait types, and this hour's suggested quotes; or,
 * with `entryIds`, only the named guests still open.
 */
export function stand(
  deps: Deps,
  caller: CompanyUserPrincipal,
  waitTypeId?: string,
  entryIds?: readonly string[],
) {
  if (entryIds) return namedGuests(deps, caller, entryIds, waitTypeId);
  return inCompany(deps, caller, async (tx) => {
    const now = Date.now();
    const types = await repo.activeWaitTypes(tx, caller.companyId);
    const open = await repo.openEntries(tx, caller.companyId);
    const places = queuePlaces(open.map(repo.asQueueEntry), now);
    const shown = waitTypeId ? open.filter((row) => row.waitTypeId === waitTypeId) : open;
    // Only a step taken can be undone, and a guest still waiting has none to take back: their actions need no
    // history, so the stand reads the history of the called guests alone.
    const steps = await stepsOf(
      tx,
      caller.companyId,
      shown.filter((row) => row.status !== WAIT_STATUS.Waiting).map((row) => row.id),
    );
    const hour = hourOfWeek(new Date(now), caller.companyTimeZone);
    const past = await repo.pastWaitsOfHour(tx, caller.companyId, hour);
    const suggestions = types.flatMap((type) =>
      SIZE_BANDS.map(({ band }) => {
        const waits = past
          .filter((p) => p.waitTypeId === type.id && p.sizeBand === band)
          .map((p) => p.minutes ?? 0);
        return { waitTypeId: type.id, sizeBand: band, ...suggestQuote(waits, type.defaultQuoteMinutes) };
      }),
    );
    return {
      items: shown.map((row) => answerOf(row, places.get(row.id), steps.get(row.id) ?? [])),
      waitTypes: types.map(({ id, name, defaultQuoteMinutes, holdMinutes, nextAtPosition, status }) => ({
        id,
        name,
        defaultQuoteMinutes,
        holdMinutes,
        nextAtPosition,
        status,
      })),
      suggestions,
    };
  });
}

type EntryFields = ReturnType<typeof entryFields>;

/** An entry's columns from what the host (or a kiosk's guest) typed; the phone as the company stores it. */
export const entryFields = (
  input: Pick<WaitListInput, 'waitTypeId' | 'guestName' | 'phone' | 'language' | 'partySize' | 'notes'> & {
    quotedMinutes: number;
  },
  country: string,
) => ({
  waitTypeId: input.waitTypeId,
  guestName: input.guestName,
  phone: storedPhone(input.phone, country, 'body.phone'),
  language: input.language,
  partySize: input.partySize,
  quotedMinutes: input.quotedMinutes,
  notes: input.notes,
  sizeBand: sizeBandOf(input.partySize),
});

/**
 * A new guest on a wait type's list, in the caller's transaction: the suggestion from history kept beside the
 * quote (and the size band and hour of the week it was read for), the history's first step by `author` (a host,
 * or a Guest kiosk standing in for one, ADR 110), the "joined" text with the status link, the queue settled.
 * `quotedMinutes` null quotes the suggestion (a kiosk has no host to quote). Answers the entry as the stand
 * shows it.
 */
export async function addEntryIn(
  tx: Tx,
  ctx: RequestContext,
  company: WaitCompany,
  author: { userId: string; name: string },
  type: { id: string; defaultQuoteMinutes: number },
  fields: Omit<EntryFields, 'quotedMinutes'> & { quotedMinutes: number | null },
  now: Date,
) {
  const cell = {
    waitTypeId: type.id,
    sizeBand: fields.sizeBand,
    hourOfWeek: hourOfWeek(now, company.timeZone),
  };
  const suggested = suggestQuote(await repo.pastWaits(tx, company.companyId, cell), type.defaultQuoteMinutes);
  const id = await changes.insertEntry(tx, {
    companyId: company.companyId,
    ...fields,
    quotedMinutes: fields.quotedMinutes ?? suggested.minutes,
    hourOfWeek: cell.hourOfWeek,
    suggestedMinutes: suggested.minutes,
    suggestedBasedOn: suggested.basedOn,
    guestKey: unheldGuestKey(),
    linkBase: ctx.siteUrl,
    joinedAt: now,
    createdBy: author.userId,
  });
  await changes.addStep(tx, {
    companyId: company.companyId,
    entryId: id,
    action: 'Add',
    fromStatus: null,
    toStatus: WAIT_STATUS.Waiting,
    userId: author.userId,
    userName: author.name,
  });
  await textGuest(tx, company, await mustEntry(tx, company.companyId, id), 'waitlist.joined');
  await settleQueue(tx, company, now.getTime());
  return { id, after: await mustAnswer(tx, company, id, now.getTime()) };
}

/**
 * WaitList/AddOrEditWaitListParty. A new guest joins with the host's quote, the suggestion from history kept
 * beside it (and the size band and hour of the week it was read for), and is texted the status link. An edit
 * changes an open entry at the version read.
 */
export function addOrEdit(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  input: WaitListInput,
) {
  const company = companyOf(caller);
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const now = new Date();
    const type = await repo.waitTypeById(tx, caller.companyId, input.waitTypeId);
    if (!type) throw notFound('wait_type');
    const fields = entryFields(input, caller.companyCountry);
    if (input.id) {
      const before = await mustEntry(tx, caller.companyId, input.id);
      if (input.version !== undefined && input.version !== before.version) throw staleEntry();
      if (!OPEN_WAIT_STATUSES.includes(before.status as WaitStatus)) {
        throw conflict('Only a guest still on the list can be edited.', 'TRANSITION_NOT_ALLOWED');
      }
      const saved = await changes.changeEntry(
        tx,
        caller.companyId,
        { id: before.id, version: before.version },
        { ...fields, updatedAt: now },
      );
      if (!saved) throw staleEntry();
      await settleQueue(tx, company, now.getTime());
      const after = await mustAnswer(tx, company, before.id, now.getTime());
      return {
        result: after,
        change: { action: 'wait_list_entry.updated', entity: 'wait_list_entry', entityId: before.id, after },
      };
    }
    const { id, after } = await addEntryIn(tx, ctx, company, hostOf(caller), type, fields, now);
    return {
      result: after,
      change: { action: 'wait_list_entry.created', entity: 'wait_list_entry', entityId: id, after },
    };
  });
}

/** WaitList/UpdateWaitListStatus: one step at the version the host read; the queue moves on. */
export function updateStatus(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: { id: string; version: number; action: WaitAction },
) {
  const company = companyOf(caller);
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const now = new Date();
    const before = await mustEntry(tx, caller.companyId, body.id);
    if (before.version !== body.version) throw staleEntry();
    await stepEntry(tx, company, before, body.action, hostOf(caller), now);
    await settleQueue(tx, company, now.getTime());
    const after = await mustAnswer(tx, company, body.id, now.getTime());
    return {
      result: after,
      change: {
        action: `wait_list_entry.${lowerCased(body.action)}`,
        entity: 'wait_list_entry',
        entityId: body.id,
        before: { status: before.status, version: before.version },
        after: { status: after.status, version: after.version },
      },
    };
  });
}

/** WaitList/GetWaitListReportsById: the entry, its steps and its texts. */
export function report(deps: Deps, caller: CompanyUserPrincipal, id: string) {
  const company = companyOf(caller);
  return inCompany(deps, caller, async (tx) => {
    const entry = await mustAnswer(tx, company, id, Date.now());
    const history = await repo.historyOf(tx, caller.companyId, id);
    const messages = await repo.messagesOf(tx, caller.companyId, id);
    return {
      entry,
      history: history.reverse().map((row) => ({
        action: row.action,
        fromStatus: row.fromStatus as WaitStatus | null,
        toStatus: row.toStatus as WaitStatus,
        userName: row.userName,
        undone: row.undone,
        at: row.createdAt.toISOString(),
      })),
      messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    };
  });
}

/** WaitList/ResendWaitListNotification: "your turn" again once notified, else the confirmation and link. */
export function resend(deps: Deps, ctx: RequestContext, caller: CompanyUserPrincipal, id: string) {
  const company = companyOf(caller);
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const entry = await mustEntry(tx, caller.companyId, id);
    const status = entry.status as WaitStatus;
    if (!OPEN_WAIT_STATUSES.includes(status)) {
      throw conflict('This guest is no longer on the list.', 'TRANSITION_NOT_ALLOWED');
    }
    const event = status === WAIT_STATUS.Notified ? 'waitlist.ready' : 'waitlist.joined';
    const queued = await textGuest(tx, company, entry, event);
    return {
      result: { queued },
      change: { action: 'wait_list_entry.resent', entity: 'wait_list_entry', entityId: id, after: { event } },
    };
  });
}

/**
 * WaitList/BroadcastWaitListDelay: every waiting guest's promise moves by the delay in one UPDATE, the queue is
 * recomputed, and each guest is texted their own new time.
 */
export function broadcastDelay(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  body: { waitTypeId?: string | undefined; delayMinutes: number },
) {
  const company = companyOf(caller);
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const now = Date.now();
    if (body.waitTypeId && !(await repo.waitTypeById(tx, caller.companyId, body.waitTypeId))) {
      throw notFound('wait_type');
    }
    const ids = await changes.delayWaiting(tx, caller.companyId, body.delayMinutes, body.waitTypeId);
    const { places } = await settleQueue(tx, company, now);
    let told = 0;
    for (const row of ids.length === 0 ? [] : await repo.entriesByIds(tx, caller.companyId, ids)) {
      told += await textGuest(tx, company, row, 'waitlist.delay', places.get(row.id)?.expectedAt);
    }
    return {
      result: { told },
      change: {
        action: 'wait_list.delay_broadcast',
        entity: 'wait_type',
        entityId: body.waitTypeId ?? null,
        after: { delayMinutes: body.delayMinutes, guests: ids.length },
      },
    };
  });
}
