import type {
  CompanyAccount,
  CustomField,
  contract,
  MenuItem,
  ResponseOf,
  SessionInfo,
} from '@curbside/contract';
import { MENU_CATALOGUE, PLATFORM_MENU } from '@curbside/domain';

type LoginHistoryEntry = ResponseOf<typeof contract.login.getUserLoginHistory>['items'][number];

function toMenuItem({
  defaultRoles: _roles,
  ...item
}: (typeof MENU_CATALOGUE)[number] | (typeof PLATFORM_MENU)[number]): MenuItem {
  return { ...item };
}

export const companyMenu: MenuItem[] = MENU_CATALOGUE.map(toMenuItem);
export const platformMenu: MenuItem[] = PLATFORM_MENU.map(toMenuItem);

/**
 * The `n`th id of a test's records: a well-formed uuid, the same on every run, so a test names a record by its
 * number and the records of one file stay apart by the numbers they take.
 */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let sequence = 0;
function uuid(): string {
  sequence += 1;
  return id(sequence);
}

/** A company user's session: an administrator of "Harbour View Hotel" with every catalogue screen. */
export function makeSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    kind: 'user',
    user: { id: uuid(), name: 'Dana Driver', email: 'dana@harbour.example', phone: null },
    company: {
      id: uuid(),
      name: 'Harbour View Hotel',
      timeZone: 'Asia/Dubai',
      currency: 'AED',
      country: 'AE',
      clock: '12',
    },
    roleCode: 'ADMIN',
    canBeDriver: false,
    menu: companyMenu,
    rules: ['users.manage', 'reports.view'],
    lockAfterMinutes: 30,
    secondFactor: null,
    support: null,
    ...overrides,
  };
}

/** The platform super-admin's session. */
export function makePlatformSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return makeSession({
    kind: 'platform',
    user: { id: uuid(), name: 'Pat Platform', email: 'pat@curbside.example', phone: null },
    company: null,
    roleCode: 'SUPERADMIN',
    menu: platformMenu,
    rules: [],
    ...overrides,
  });
}

export function makeLoginHistoryEntry(overrides: Partial<LoginHistoryEntry> = {}): LoginHistoryEntry {
  return {
    id: uuid(),
    userId: uuid(),
    userName: 'Dana Driver',
    email: 'dana@harbour.example',
    signedInAt: '2026-03-01T08:30:00.000Z',
    signedOutAt: null,
    lastSeenAt: null,
    succeeded: true,
    failureReason: null,
    ipAddress: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    timeZone: 'Asia/Dubai',
    language: 'en',
    screen: '1920x1080',
    ...overrides,
  };
}

type UserRecord = ResponseOf<typeof contract.userManagement.getUser>;

/** Sam Patel, an active driver available for work with no vehicle, or him with the given changes. */
export function makeDriverUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    name: 'Sam Patel',
    email: 'sam@harbour.example',
    phone: null,
    roleId: '00000000-0000-4000-8000-000000000201',
    roleCode: 'DRIVER',
    roleName: 'Driver',
    status: 'active',
    canBeDriver: true,
    shift: 'available',
    language: null,
    hasPhoto: false,
    currentVehicle: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The guest page's view of a party (`GetGuestPartyInformation`): a dispatched ride by default. */
export function makeGuestParty(
  overrides: Partial<ResponseOf<typeof contract.reservation.getGuestPartyInformation>> = {},
): ResponseOf<typeof contract.reservation.getGuestPartyInformation> {
  return {
    number: 1042,
    status: 2,
    guestName: 'Dana Guest',
    companyName: 'Harbor View Hotel',
    fromLocationName: 'Lobby',
    toLocationName: 'Airport',
    fromLatitude: 0,
    fromLongitude: 0,
    scheduledAt: '2026-11-26T15:00:00.000Z',
    quotedWaitMinutes: 10,
    adults: 2,
    children: 0,
    luggage: 1,
    driverName: 'Sam Driver',
    vehicle: 'White Toyota Sienna · HV 123',
    externalNotes: '',
    totalCents: 0,
    balanceCents: 0,
    currency: 'USD',
    guestLatitude: null,
    guestLongitude: null,
    version: 3,
    language: 'en',
    pickupEta: '2026-11-26T15:10:00.000Z',
    canShareLocation: true,
    canChange: false,
    canPayByCard: false,
    timeZone: 'America/New_York',
    askedFields: [],
    customValues: {},
    showsLuggage: true,
    showsNotes: true,
    ...overrides,
  };
}

/** The platform's `n`th company (`Hotel n`, an active one in New York with some activity). */
export function makeCompanyAccount(n: number, overrides: Partial<CompanyAccount> = {}): CompanyAccount {
  return {
    id: `00000000-0000-4000-8000-00000000020${n}`,
    name: `Hotel ${n}`,
    timeZone: 'America/New_York',
    currency: 'USD',
    country: 'US',
    status: 'active',
    createdAt: '2026-11-02T15:00:00.000Z',
    users: 4,
    administratorEmail: `admin${n}@hotel.example`,
    activity: { parties: 12, permits: 3, waitListGuests: 5, messages: 40 },
    ...overrides,
  };
}

/**
 * A company's own booking field (ADR 85), the `n`th of a test: its id is the `n`th of `series` (a file's fields
 * stay apart from another's) and its position `n`.
 */
export function makeCustomField(n: number, overrides: Partial<CustomField> = {}, series = 1): CustomField {
  return {
    id: `00000000-0000-4000-8000-000000000${series}${String(n).padStart(2, '0')}`,
    label: { en: `Field ${n}`, ar: '' },
    kind: 'text',
    required: false,
    choices: [],
    onReservationForm: true,
    onGuestLink: false,
    onKiosk: false,
    onBoardCard: false,
    position: n,
    active: true,
    ...overrides,
  };
}

/** A guest page's survey before the ride ends: closed, unanswered, on the star scale, no questions. */
export function makeClosedSurvey(): ResponseOf<typeof contract.feedback.getFeedbackSurvey> {
  return {
    companyName: 'Harbor View Hotel',
    guestName: 'Dana Guest',
    fromLocationName: 'Lobby',
    toLocationName: 'Airport',
    open: false,
    answered: false,
    ratingScale: 'stars',
    reviewSiteUrl: null,
    questions: [],
  };
}
