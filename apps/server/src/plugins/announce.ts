import { type Endpoint, formatPosition, POSITION_HEADER, type Tag } from '@curbside/contract';
import {
  type Announcement,
  announceWhile,
  type Database,
  inScope,
  positionAfter,
  publishEvent,
} from '@curbside/db';
import type { FastifyReply } from 'fastify';
import type { ChangeEvent } from '../events.ts';

/**
 * What a call announces (ADR 95). A company user's call that writes announces its path, the tags it writes and
 * the parties or wait-list guest it names, at the end of each of its transactions, inside it, so the event is
 * delivered with the commit or not at all. Any other call announces nothing itself (a guest's or a device's
 * service announces what it changed), but its answer still carries the position its services' events took.
 */
export function announcementOf(endpoint: Endpoint, companyId: string | null, body: unknown): Announcement {
  const writes = endpoint.writes ?? [];
  const parties = writes.includes('parties') ? namedParties(body) : undefined;
  return {
    announced: false,
    answered: false,
    company: undefined,
    event: (result): ChangeEvent | undefined => {
      if (!companyId || writes.length === 0) return undefined;
      const waitListEntries = namedWaitListEntry(writes, body, result);
      return {
        companyId,
        type: endpoint.path,
        tags: writes,
        ...(parties ? { parties } : {}),
        ...(waitListEntries ? { waitListEntries } : {}),
      };
    },
  };
}

/**
 * After the call: a changing call whose work ran in no transaction of its own announces now, in one; the answer
 * then carries the company's position as of its last change (read after the commit, ADR 148), which the browser
 * sends back so that any process reads it (ADR 95).
 */
export async function announced(
  db: Database,
  heard: (origin: string) => number | undefined,
  announcement: Announcement,
  answer: unknown,
  reply: FastifyReply,
): Promise<void> {
  announcement.answered = true;
  const event = announcement.announced ? undefined : (announcement.event(answer) as ChangeEvent | undefined);
  const companyId = event?.companyId;
  if (event && companyId) {
    await announceWhile(announcement, () =>
      inScope(db, { kind: 'company', companyId }, (tx) => publishEvent(tx, event)),
    );
  }
  const position = await positionAfter(db, announcement, heard);
  if (position) reply.header(POSITION_HEADER, formatPosition(position));
}

/** More ids than this and an event names no party: a NOTIFY payload holds at most 8,000 bytes. */
const MAX_EVENT_PARTIES = 100;

/**
 * The parties a call that writes parties names (`partyId`, `partyIds`): those it changed, so a board patches
 * their cards instead of reloading (ADR 30). A call naming none (a new booking) or too many names none, and
 * boards reload as for any other change.
 */
function namedParties(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const one = 'partyId' in body && typeof body.partyId === 'string' ? [body.partyId] : [];
  const many =
    'partyIds' in body && Array.isArray(body.partyIds)
      ? body.partyIds.filter((partyId): partyId is string => typeof partyId === 'string')
      : [];
  const ids = [...new Set([...one, ...many])];
  return ids.length > 0 && ids.length <= MAX_EVENT_PARTIES ? ids : undefined;
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string'
    ? value.id
    : undefined;

/**
 * The wait-list entry a call that writes the wait list alone names: the `id` of its body (a step, a resend) or
 * of its answer (a guest added or edited), so a stand patches that guest instead of reloading (ADR 46). A call
 * naming none (the delay broadcast moves everyone) or writing more (a wait type's `id` names no guest) names
 * none, and stands reload.
 */
function namedWaitListEntry(writes: readonly Tag[], body: unknown, answer: unknown): string[] | undefined {
  if (writes.length !== 1 || writes[0] !== 'waitList') return undefined;
  const id = idOf(body) ?? idOf(answer);
  return id ? [id] : undefined;
}
