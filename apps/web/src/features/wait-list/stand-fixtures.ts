import type { WaitListEntry } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { id, makeSession } from '../../testing/factories.ts';

/**
 * Shared by the stand's test files: two wait types, their suggestions and guests placed at a fixed instant
 * (the files freeze the clock at NOW with `freezeClock`), and the stand's list as a host sees it.
 */
export const NOW = Date.parse('2027-03-10T10:00:00Z'); // 2 pm in Dubai, the session's zone and 12-hour clock
export const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
export const STAND = '/WaitList/0/c/u/Dana/ADMIN/0';
export const BAR = id(50);

/** Stops the clock at NOW for every test of the calling `describe` (timers still run), and starts it after. */
export function freezeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}
export const TERRACE = id(51);

const waitTypes = [
  {
    id: BAR,
    name: 'Bar',
    defaultQuoteMinutes: 15,
    holdMinutes: 10,
    nextAtPosition: 2,
    status: 'active' as const,
  },
  {
    id: TERRACE,
    name: 'Terrace',
    defaultQuoteMinutes: 30,
    holdMinutes: 10,
    nextAtPosition: 0,
    status: 'active' as const,
  },
];
const suggestions = [
  { waitTypeId: BAR, sizeBand: 1, minutes: 15, basedOn: 0 },
  { waitTypeId: BAR, sizeBand: 2, minutes: 25, basedOn: 5 },
  { waitTypeId: TERRACE, sizeBand: 1, minutes: 30, basedOn: 0 },
];

/** A guest who joined `joinedAgo` minutes ago with a quote of `quoted`. */
export const guest = (
  n: number,
  joinedAgo: number,
  quoted: number,
  extra: Partial<WaitListEntry> = {},
): WaitListEntry => ({
  id: id(n),
  waitTypeId: BAR,
  waitTypeName: 'Bar',
  guestName: `Guest ${n}`,
  phone: '+12125550100',
  language: 'en',
  partySize: 2,
  notes: '',
  status: 11,
  version: 1,
  quotedMinutes: quoted,
  suggestedMinutes: quoted,
  suggestedBasedOn: 0,
  delayMinutes: 0,
  joinedAt: at(-joinedAgo),
  notifiedAt: null,
  confirmedAt: null,
  endedAt: null,
  actualWaitMinutes: null,
  position: n,
  expectedAt: at(quoted - joinedAgo),
  alert: 'none',
  actions: ['Notify', 'Complete', 'Cancel', 'Delete'],
  ...extra,
});

export const host = () => makeSession();
export const standOf = (items: WaitListEntry[]) => () => ({ items, waitTypes, suggestions });
export const card = (name: string) =>
  within(screen.getByRole('list', { name: 'Guests waiting' })).getByRole('listitem', { name });
