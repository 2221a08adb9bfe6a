import type { WillCallItem } from '@curbside/contract';
import { inScope, schema, type Tx } from '@curbside/db';
import {
  type AuditAction,
  expectedReadyTimes,
  GUEST_LINK_DAYS_AFTER_END,
  handOverAction,
  medianRetrievalMinutes,
  messageLanguageOf,
  messageTimeOfDay,
  shouldRetell,
  zonedDayRange,
} from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, GuestPrincipal, RequestContext } from '../../context.ts';
import { conflict, notFound, unprocessable } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { publish } from '../../plugins/realtime.ts';
import {
  type ChangeCall,
  changeInCompany,
  companyChange,
  inCompany,
} from '../../resources/company-change.ts';
import { companyRow, ownColumns } from '../../resources/table-store.ts';
import { companyNameAndZone } from '../company/company.repository.ts';
import { queueTemplatedSms } from '../messaging/templates.ts';
import * as packages from './packages.repository.ts';
import * as permits from './permits.repository.ts';
import { type Actor, stepPermit } from './permits.service.ts';
import * as queue from './will-call.repository.ts';

const w = schema.willCallRequests;
const p = schema.parkingPermits;

/** The will-call's guest texts (DOMAIN.md "Messages": car ready), from the company's message templates. */
type WillCallMessage = 'valet.will-call' | 'valet.will-call-update' | 'valet.car-ready';

interface Company {
  companyId: string;
  timeZone: string;
}

async function text(
  tx: Tx,
  company: Company,
  permit: { phone: string; guestName: string; plate: string; guestLanguage: string | null },
  code: WillCallMessage,
  fields: { time?: Date; lot?: string },
) {
  if (!permit.phone) return;
  // In the guest's language (ADR 212), the time too, as the wait list's texts write theirs.
  const language = messageLanguageOf(permit.guestLanguage);
  const time = fields.time ? messageTimeOfDay(language, company.timeZone, fields.time) : undefined;
  await queueTemplatedSms(tx, {
    companyId: company.companyId,
    event: code,
    language,
    recipient: permit.phone,
    values: { guestName: permit.guestName, vehicle: permit.plate, eta: time, from: fields.lot },
  });
}

/**
 * Recomputes a lot's queue: expected-ready times from each request's place, the valets on shift and the lot's
 * recent median retrieval time. A guest whose estimate moved by five minutes or more is told again, and that
 * estimate becomes the promise the queue's card ages against.
 */
async function recompute(tx: Tx, company: Company, lotId: string, now = Date.now(), freshId?: string) {
  // A car at the curb keeps no runner busy and its time is kept: only the cars still to fetch are placed.
  const open = (await queue.lockLotQueue(tx, company.companyId, lotId)).filter((o) => o.readyAt === null);
  if (open.length === 0) return;
  const runners = await queue.runnersOnShift(tx, company.companyId);
  const minutes = medianRetrievalMinutes(await queue.recentRetrievals(tx, company.companyId, lotId));
  const ready = expectedReadyTimes(
    open.map((o) => ({ id: o.id, requestedAt: o.requestedAt.getTime() })),
    runners,
    minutes,
    now,
  );
  for (const request of open) {
    const expected = ready.get(request.id) ?? now;
    // A new request's first estimate is its promise; the caller tells the guest once.
    const fresh = request.id === freshId;
    const retell = !fresh && shouldRetell(request.promisedAt.getTime(), expected);
    if (!fresh && !retell && expected === request.expectedAt.getTime()) continue;
    await queue.setRequest(tx, company.companyId, request.id, {
      expectedAt: new Date(expected),
      ...(retell || fresh ? { promisedAt: new Date(expected) } : {}),
    });
    if (retell) {
      const permit = await companyRow(tx, p, company.companyId, request.permitId, {
        columns: ownColumns(p, 'phone', 'guestName', 'plate', 'guestLanguage'),
      });
      if (permit) await text(tx, company, permit, 'valet.will-call-update', { time: new Date(expected) });
    }
  }
}

/** Queues a request for a permit's car (the permit locked by the caller), computes its time and tells the guest. */
async function request(
  tx: Tx,
  actor: Actor,
  company: Company,
  permitId: string,
  source: WillCallItem['source'],
): Promise<string> {
  const permit = await permits.lockPermit(tx, actor.companyId, permitId);
  if (!permit) throw notFound('parking_permit');
  await stepPermit(tx, actor, permit, 'RequestWillCall');
  const now = new Date();
  const id = await queue.insertRequest(tx, {
    companyId: actor.companyId,
    permitId,
    lotId: permit.lotId,
    source,
    requestedAt: now,
    expectedAt: now,
    promisedAt: now,
    requestedBy: actor.userId,
  });
  await recompute(tx, company, permit.lotId, now.getTime(), id);
  const placed = await companyRow(tx, w, actor.companyId, id, { columns: ownColumns(w, 'expectedAt') });
  await text(tx, company, permit, 'valet.will-call', { time: placed?.expectedAt ?? now });
  await publish(tx, { companyId: actor.companyId, type: 'parking.will_call', tags: ['parkingPermits'] });
  return id;
}

const companyOf = (caller: CompanyUserPrincipal): Company => ({
  companyId: caller.companyId,
  timeZone: caller.companyTimeZone,
});

async function itemOf(tx: Tx, companyId: string, id: string): Promise<WillCallItem> {
  const item = await queue.requestById(tx, companyId, id);
  if (!item) throw notFound('will_call_request');
  return item;
}

/** Parking/RequestWillCallParking: staff ask for a guest's car. */
export const requestByStaff = companyChange(
  async (tx, { caller, input: body }: ChangeCall<{ permitId: string; source: 'staff' | 'kiosk' }>) => {
    const id = await request(tx, caller, companyOf(caller), body.permitId, body.source);
    const result = await itemOf(tx, caller.companyId, id);
    return {
      result,
      change: {
        action: 'parking_permit.will_call',
        entity: 'parking_permit',
        entityId: body.permitId,
        after: result,
      },
    };
  },
);

/** A car brought to the curb: the guest is texted, and the lot's queue moves up without it. */
async function markReady(
  tx: Tx,
  caller: CompanyUserPrincipal,
  before: WillCallItem,
  permit: TextedPermit,
): Promise<RequestStep> {
  if (before.readyAt) throw conflict('This car is marked ready already.', 'WILL_CALL_READY_ALREADY');
  await queue.setRequest(tx, caller.companyId, before.id, {
    readyAt: new Date(),
    notified: permit.phone !== '',
  });
  await text(tx, companyOf(caller), permit, 'valet.car-ready', { lot: before.lotName });
  return { action: 'parking_permit.car_ready', released: false };
}

type TextedPermit = Parameters<typeof text>[2];
type LockedPermit = NonNullable<Awaited<ReturnType<typeof permits.lockPermit>>>;

/** What a step on a queued request leaves for the audit: its action, and whether a car left with a balance. */
interface RequestStep {
  action: Extract<AuditAction, `parking_permit.${string}`>;
  released: boolean;
}

/**
 * The request closed: the car handed over (delivered, or let out for an in-and-out package still running), or
 * the request withdrawn. A delivery is refused while the permit has a balance unless the desk releases it.
 */
async function closeRequest(
  tx: Tx,
  caller: CompanyUserPrincipal,
  commandType: 'CONFIRM' | 'DELETE',
  body: { releaseWithBalance?: boolean },
  before: WillCallItem,
  permit: LockedPermit,
): Promise<RequestStep> {
  const confirm = commandType === 'CONFIRM';
  if (confirm && before.balanceCents > 0 && !body.releaseWithBalance) {
    throw unprocessable('This permit has a balance to pay.', 'PERMIT_BALANCE_DUE', {
      balanceCents: String(before.balanceCents),
    });
  }
  const step = confirm
    ? handOverAction(
        {
          endsAt: permit.endsAt.getTime(),
          inAndOut: await packages.packageAllowsInAndOut(tx, caller.companyId, permit.packageId),
        },
        Date.now(),
      )
    : 'DeleteWillCall';
  await stepPermit(tx, caller, permit, step);
  await queue.setRequest(tx, caller.companyId, before.id, {
    status: confirm ? 'delivered' : 'deleted',
    closedAt: new Date(),
    closedBy: caller.userId,
    // A car handed over without a "ready" step is texted now, as it always was.
    notified: before.readyAt !== null || (confirm && permit.phone !== ''),
  });
  if (confirm && before.readyAt === null) {
    await text(tx, companyOf(caller), permit, 'valet.car-ready', { lot: before.lotName });
  }
  const action = (
    {
      ConfirmDelivered: 'parking_permit.delivered',
      LetOut: 'parking_permit.let_out',
      DeleteWillCall: 'parking_permit.will_call_deleted',
    } as const
  )[step];
  return { action, released: confirm && before.balanceCents > 0 };
}

/**
 * Parking/ConfirmOrDeleteWillCallParking: the car ready at the curb, delivered, or the request withdrawn; the
 * queue moves. A delivery is refused while the permit has a balance, unless the desk releases the car anyway
 * (the audit keeps that it did): a car must not leave unpaid without a word.
 */
export function confirmOrDelete(
  deps: Deps,
  ctx: RequestContext,
  caller: CompanyUserPrincipal,
  commandType: 'READY' | 'CONFIRM' | 'DELETE',
  body: { id: string; releaseWithBalance?: boolean },
) {
  const { id } = body;
  return changeInCompany(deps, ctx, caller, async (tx) => {
    const before = await itemOf(tx, caller.companyId, id);
    const permit = await permits.lockPermit(tx, caller.companyId, before.permitId);
    if (!permit) throw notFound('parking_permit');
    const open = await companyRow(tx, w, caller.companyId, id, {
      columns: ownColumns(w, 'status'),
      lock: true,
    });
    if (open?.status !== 'queued') {
      throw conflict('This request was handled already.', 'WILL_CALL_CLOSED', { status: open?.status ?? '' });
    }
    const { action, released } =
      commandType === 'READY'
        ? await markReady(tx, caller, before, permit)
        : await closeRequest(tx, caller, commandType, body, before, permit);
    await recompute(tx, companyOf(caller), permit.lotId);
    await publish(tx, { companyId: caller.companyId, type: 'parking.will_call', tags: ['parkingPermits'] });
    const result = await itemOf(tx, caller.companyId, id);
    return {
      result,
      change: {
        action,
        entity: 'parking_permit',
        entityId: permit.id,
        before,
        after: released ? { ...result, releasedWithBalanceCents: before.balanceCents } : result,
      },
    };
  });
}

export const openQueue = (deps: Deps, caller: CompanyUserPrincipal, lotId?: string) =>
  inCompany(deps, caller, async (tx) => ({ items: await queue.openQueue(tx, caller.companyId, lotId) }));

export function byDates(
  deps: Deps,
  caller: CompanyUserPrincipal,
  body: { fromDate: string; toDate: string; page: number; pageSize: number },
) {
  const range = zonedDayRange(body.fromDate, body.toDate, caller.companyTimeZone);
  return inCompany(deps, caller, async (tx) => {
    const { rows, total } = await queue.requestsByDates(tx, caller.companyId, { ...range, ...body });
    return { items: rows, total, page: body.page, pageSize: body.pageSize };
  });
}

// ---------------------------------------------------------------------------------------------------------
// The guest's link

/**
 * The permit a guest key opens: the resolver of `guest:parkingPermit` entries (the mount calls it). The key
 * names no company, so this one lookup runs in the platform scope (as the party's guest link, ADR 20); the rest
 * runs in the permit's company. Unknown, closed, or ended more than the guest-link days ago: one and the same
 * 404, so a key tells nothing of what it was (DOMAIN.md, ADR 40).
 */
export async function permitOfKey(deps: Deps, key: string): Promise<{ companyId: string; id: string }> {
  const found = await inScope(deps.db, { kind: 'platform' }, (tx) => queue.permitOfGuestKey(tx, key));
  const expired = found && found.endsAt.getTime() + GUEST_LINK_DAYS_AFTER_END * 86_400_000 < Date.now();
  if (!found || expired || found.status === 'Cancelled' || found.status === 'Deleted') {
    throw notFound('parking_permit');
  }
  return { companyId: found.companyId, id: found.id };
}

async function guestView(tx: Tx, companyId: string, permitId: string) {
  const row = await queue.guestPermitView(tx, companyId, permitId);
  if (!row) throw notFound('parking_permit');
  const expectedAt = await queue.queuedExpectedAt(tx, companyId, permitId);
  return {
    ...row,
    language: messageLanguageOf(row.language),
    endsAt: row.endsAt.toISOString(),
    expectedAt: expectedAt?.toISOString() ?? null,
  };
}

/** Parking/GetGuestParking. */
export async function guestPermit(deps: Deps, found: GuestPrincipal<'parkingPermit'>) {
  return inScope(deps.db, { kind: 'company', companyId: found.companyId }, (tx) =>
    guestView(tx, found.companyId, found.id),
  );
}

/**
 * A guest's own request (their link, or a text with a will-call keyword), in the permit's company. The permit is
 * locked before it is read: two presses at once queue one request. Answers false when the car is queued already.
 */
export async function requestByGuest(
  tx: Tx,
  companyId: string,
  permitId: string,
  source: 'guest' | 'sms' | 'kiosk',
): Promise<boolean> {
  const locked = await permits.lockPermit(tx, companyId, permitId);
  if (locked?.status === 'WillCallRequested') return false;
  const { timeZone } = await companyNameAndZone(tx, companyId);
  const actor: Actor = { companyId, userId: null, name: 'Guest' };
  await request(tx, actor, { companyId, timeZone }, permitId, source);
  return true;
}

/** Parking/GuestRequestWillCall: a second press while the car is queued answers the same request. */
export async function guestRequest(deps: Deps, ctx: RequestContext, found: GuestPrincipal<'parkingPermit'>) {
  return inScope(deps.db, { kind: 'company', companyId: found.companyId }, async (tx) => {
    if (await requestByGuest(tx, found.companyId, found.id, 'guest')) {
      await audit(tx, ctx, {
        companyId: found.companyId,
        action: 'parking_permit.will_call',
        entity: 'parking_permit',
        entityId: found.id,
        after: { source: 'guest' },
      });
    }
    return guestView(tx, found.companyId, found.id);
  });
}
