import type { contract, MenuItem, ResponseOf, SessionInfo } from '@curbside/contract';
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

let sequence = 0;
function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
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
