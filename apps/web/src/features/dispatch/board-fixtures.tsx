import type { PartyDetails, PartySummary, SessionInfo } from '@curbside/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import type { Language } from '../../lib/i18n.ts';
import { id, makeSession } from '../../testing/factories.ts';
import type { MockHandlers } from '../../testing/mockApi.ts';
import { mockSignedInApi } from '../../testing/openScreen.ts';
import { makePartyDetails, makePartySummary } from '../../testing/parties.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import DispatchBoardScreen from './DispatchBoardScreen.tsx';
import { DEFAULT_BOARD_SETTINGS } from './useBoardSettings.ts';

/**
 * Shared by the board's test files: the parties of one day, the mocked calls and a board rendered on its own
 * (no app shell, no lazy route), at a fixed instant so waiting times and the default day never depend on when
 * the tests run.
 */
export const NOW = new Date('2026-03-01T08:30:00.000Z');
export const TODAY = '2026-03-01';

export const BOARD = 'Transportation/GetRecordManagementByOption';
const minutesBeforeNow = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/**
 * A describe block of the board's tests, with the clock frozen at NOW for each of them. Only `Date` is faked:
 * timers stay real, so `findBy*`, `waitFor` and user events run as usual, and the board's 30 s clock never
 * fires during a test.
 */
export function describeBoard(name: string, tests: () => void) {
  describe(name, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(NOW);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    tests();
  });
}

/** The shared test party as the board's day has it: waiting since five minutes, partly paid, with actions. */
export function party(overrides: Partial<PartySummary> = {}): PartySummary {
  return makePartySummary({
    id: id(101),
    number: 101,
    bookingKey: id(901),
    status: 1,
    guestName: 'Ada Lovelace',
    phone: '+971500000001',
    roomNumber: '402',
    children: 1,
    luggage: 3,
    fromLocationId: id(501),
    fromLocationName: 'Hotel lobby',
    toLocationId: id(502),
    toLocationName: 'Airport T3',
    scheduledAt: minutesBeforeNow(5),
    quotedWaitMinutes: 15,
    totalCents: 5000,
    paidCents: 2000,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    version: 3,
    actions: ['AssignDriver', 'ConvertToReservation', 'Cancel'],
    ...overrides,
  });
}

export function details(summary: PartySummary, overrides: Partial<PartyDetails> = {}): PartyDetails {
  const shared = makePartyDetails();
  return makePartyDetails({
    ...summary,
    email: 'ada@example.com',
    costs: {
      ...shared.costs,
      tripCents: 4000,
      luggageCents: 1000,
      totalCents: 5000,
      paidCents: 2000,
      balanceCents: 3000,
    },
    ...overrides,
  });
}

export const pending = party();
export const overdue = party({
  id: id(102),
  number: 102,
  guestName: 'Grace Hopper',
  scheduledAt: minutesBeforeNow(40),
  quotedWaitMinutes: 20,
});
export const dispatched = party({
  id: id(103),
  number: 103,
  status: 2,
  guestName: 'Alan Turing',
  driverId: id(301),
  driverName: 'Sam Patel',
  version: 7,
  actions: ['PickUp', 'UnDoGmap', 'Cancel'],
});
export const mapRequest = party({
  id: id(104),
  number: 104,
  status: 9,
  guestName: 'Edsger Dijkstra',
  actions: [],
});
export const parties = [pending, overdue, dispatched, mapRequest];

export function boardAnswer(items: PartySummary[] = parties) {
  const counts = [1, 2, 3, 4, 7, 8, 9].map((status) => ({
    status,
    count: items.filter((p) => p.status === status).length,
  }));
  return { items, total: items.length, page: 1, pageSize: 2000, counts, date: '2026-03-01' };
}

export function setup(handlers: MockHandlers = {}, items: PartySummary[] = parties) {
  return mockSignedInApi({
    'Transportation/GetRecordManagementByOption': () => boardAnswer(items),
    'Transportation/GetDriverList': () => ({
      items: [
        {
          id: id(302),
          name: 'Omar Off-shift',
          phone: null,
          status: 'active',
          onShift: false,
          vehicle: null,
          seats: null,
          activeParties: 0,
          assignable: false,
        },
        {
          id: id(301),
          name: 'Sam Patel',
          phone: '+971500000009',
          status: 'active',
          onShift: true,
          vehicle: 'Van HV-101',
          seats: 14,
          activeParties: 2,
          assignable: true,
        },
      ],
    }),
    'Transportation/GetOtherDriverList': () => ({
      items: [
        { id: id(401), name: 'City Taxi', phone: '+97140000000', description: 'Partner', active: true },
      ],
    }),
    'Transportation/Locations': () => ({ items: [] }),
    ...handlers,
  });
}

/** Chooses `action` from the "More actions" menu of the party card named by `party`; answers the dialog it opens. */
export async function chooseMoreAction(user: UserEvent, party: RegExp, action: string, dialog: string) {
  const found = await screen.findByRole('article', { name: party });
  await user.click(within(found).getByRole('button', { name: 'More actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action, hidden: true }));
  return screen.findByRole('dialog', { name: dialog });
}

export const lane = (name: string) => screen.getByRole('region', { name });
export const card = (name: RegExp) => screen.getByRole('article', { name });

export interface BoardRenderOptions {
  /** The address of the board, with its filters (`/?status=2`). */
  path?: string;
  session?: SessionInfo;
  language?: Language;
  /** Compact cards (the default for a new user); full cards show their actions as buttons. */
  compact?: boolean;
}

/** Renders the board screen alone inside the providers and a router. */
export function renderBoard({
  path = '/',
  session = makeSession(),
  language,
  compact = false,
}: BoardRenderOptions = {}) {
  if (session.kind === 'user') {
    const settings = { ...DEFAULT_BOARD_SETTINGS, compact };
    window.localStorage.setItem(`curbside.board.${session.user.id}`, JSON.stringify(settings));
  }
  return renderWithProviders(<DispatchBoardScreen />, {
    path,
    session,
    ...(language ? { language } : {}),
  });
}

/** Renders the board and opens the drawer of party 103 (`dispatched`) from its card. */
export async function openDrawer(options: BoardRenderOptions = {}) {
  const rendered = renderBoard(options);
  await rendered.user.click(await screen.findByRole('article', { name: /Party 103/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Party 103' });
  return { ...rendered, drawer };
}
