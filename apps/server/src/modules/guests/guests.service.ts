import type { ErasureCounts, GUEST_SORTS, GuestDetails, GuestSummary } from '@curbside/contract';
import { inScope } from '@curbside/db';
import { normalizePhone } from '@curbside/domain';
import type { CompanyUserPrincipal, Deps, RequestContext } from '../../context.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { pageAnswer } from '../../resources/page-answer.ts';
import { useThresholds } from '../search/search.repository.ts';
import { needleOf } from '../search/search.service.ts';
import * as erasure from './erasure.repository.ts';
import { identityOf } from './guest-identity.repository.ts';
import * as repo from './guests.repository.ts';

const SCREEN = 'Marketing/GuestManagment';
const iso = (at: Date | string) => new Date(at).toISOString();

function summaryOf(row: repo.GuestRow): GuestSummary {
  return {
    guestRef: row.guestRef,
    name: row.name,
    phone: row.phone,
    email: row.email,
    roomNumber: row.roomNumber,
    language: row.language,
    visits: Number(row.visits),
    lastVisitAt: iso(row.lastVisitAt),
    texts: row.phone === '' ? 'noPhone' : row.optedOut ? 'optedOut' : 'optedIn',
    marketing: row.marketing === null ? 'notAsked' : row.marketing ? 'optedIn' : 'optedOut',
  };
}

/** The fields of an audited booking, message or payment that say who the guest is or what they wrote. */
const PERSONAL_FIELDS = new Set([
  'guestName',
  'phone',
  'email',
  'roomNumber',
  'flightNumber',
  'notes',
  'note',
  'internalNotes',
  'externalNotes',
  'customValues',
  'plate',
  'plateNormalised',
  'plateSearch',
  'accountHolder',
  'accountReference',
  'recipient',
  'body',
  'comment',
  'fromPhone',
]);

/**
 * An audit entry's before or after without the guest (ADR 121): personal fields dropped at any depth, and any
 * other text that holds one of the guest's `traces` (their names, phones, e-mails; small letters) emptied. What
 * was done, by whom and when, and the amounts and statuses stay.
 */
export function withoutPersonalData(value: unknown, traces: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutPersonalData(item, traces));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !PERSONAL_FIELDS.has(key))
        .map(([key, item]) => [key, withoutPersonalData(item, traces)]),
    );
  }
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return traces.some((trace) => trace !== '' && lower.includes(trace)) ? '' : value;
  }
  return value;
}

export interface GuestListInput {
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: (typeof GUEST_SORTS)[number];
  direction: 'asc' | 'desc';
}

/** Guest/GetGuestList: one page of the company's guests, searched and sorted in the database (ADR 120). */
export async function listGuests(deps: Deps, user: CompanyUserPrincipal, input: GuestListInput) {
  const search = input.search?.trim() ?? '';
  const phone = search === '' ? null : normalizePhone(search, user.companyCountry);
  const needle = search === '' ? null : { ...needleOf(search), wholePhone: phone ? phone.slice(1) : null };
  const found = await inScope(deps.db, { kind: 'company', companyId: user.companyId }, async (tx) => {
    if (needle) await useThresholds(tx);
    return repo.listGuests(tx, user.companyId, { ...input, needle });
  });
  return pageAnswer(found, input, summaryOf);
}

/** Guest/GetGuestDetails: one guest with their bookings of every kind and their messages both ways. */
export async function guestDetails(
  deps: Deps,
  user: CompanyUserPrincipal,
  guestRef: string,
): Promise<GuestDetails> {
  return inScope(deps.db, { kind: 'company', companyId: user.companyId }, async (tx) => {
    const guest = await identityOf(tx, user.companyId, guestRef);
    const row = await repo.findGuest(tx, user.companyId, guest);
    if (!row) throw notFound('guest');
    const visits = await repo.guestVisits(tx, user.companyId, guest);
    const messages = await repo.guestMessages(tx, user.companyId, guest);
    return {
      ...summaryOf(row),
      visitList: visits.map((visit) => ({
        ...visit,
        number: visit.number === null ? null : Number(visit.number),
        totalCents: visit.totalCents === null ? null : Number(visit.totalCents),
        at: iso(visit.at),
      })),
      messages: messages.map((message) => ({ ...message, at: iso(message.at) })),
    };
  });
}

/**
 * Guest/UpdateGuestMarketing: the guest's yes or no as staff heard it. Audited by what was chosen, not by whom
 * it is about: the audit log keeps no guest's phone or e-mail (ADR 121).
 */
export async function updateMarketing(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  input: { guestRef: string; optedIn: boolean },
) {
  return inScope(deps.db, { kind: 'company', companyId: user.companyId }, async (tx) => {
    const guest = await identityOf(tx, user.companyId, input.guestRef);
    if (!(await repo.findGuest(tx, user.companyId, guest))) throw notFound('guest');
    await repo.saveMarketing(tx, user.companyId, guest.ref, input.optedIn, user.userId);
    await audit(tx, ctx, {
      companyId: user.companyId,
      action: 'guest.marketing_changed',
      entity: 'guest',
      after: { optedIn: input.optedIn },
    });
    return {
      guestRef: guest.ref,
      marketing: input.optedIn ? ('optedIn' as const) : ('optedOut' as const),
    };
  });
}

/**
 * Guest/EraseGuest (ADR 121, ADR 137): an administrator (the `users.manage` rule) who also opens the guests
 * screen erases the guest everywhere in one transaction, once none of their rides, permits or waits is under way
 * (409 with the counts by kind otherwise), one erasure of the company at a time. A guest already erased, or never known, finds nothing and answers
 * zero counts: the call can be repeated safely and says nothing about who the company knows.
 */
export async function eraseGuest(
  deps: Deps,
  ctx: RequestContext,
  user: CompanyUserPrincipal,
  guestRef: string,
): Promise<ErasureCounts> {
  if (!user.menuCodes.has(SCREEN)) throw forbidden();
  return inScope(deps.db, { kind: 'company', companyId: user.companyId }, async (tx) => {
    await erasure.lockErasures(tx, user.companyId);
    const guest = await identityOf(tx, user.companyId, guestRef);
    const open = await erasure.openBookingsOf(tx, user.companyId, guest.members);
    if (open.parties + open.permits + open.waitListEntries > 0) {
      throw conflict(
        'This guest has a ride, permit or wait still under way.',
        'GUEST_HAS_OPEN_BOOKINGS',
        open,
      );
    }
    const { phones, emails } = await erasure.identifiersOf(tx, user.companyId, guest.members);
    const refs = [
      ...new Set([guestRef, ...guest.members, ...phones.map((phone) => phone.replace(/\D/g, '')), ...emails]),
    ];
    const erased = await erasure.erase(tx, user.companyId, { refs, phones, emails });
    const traces = [...erased.names, ...phones, ...refs].map((trace) => trace.toLowerCase());
    for (const entry of await erasure.auditEntriesOf(tx, user.companyId, erased.ids, traces)) {
      const before = withoutPersonalData(entry.before, traces);
      const after = withoutPersonalData(entry.after, traces);
      await erasure.rewriteAuditEntry(tx, user.companyId, { id: entry.id, before, after });
    }
    await audit(tx, ctx, {
      companyId: user.companyId,
      action: 'guest.erased',
      entity: 'guest',
      after: erased.counts,
    });
    return erased.counts;
  });
}
