import type { SeededRoleCode } from './roles.ts';

/**
 * The events the product tells its staff of (ADR 99): a package's staff or kiosk limit reached (80 %, 100 %),
 * the month's message allowance reached (80 %, 100 %), and a kiosk gone quiet in the lobby.
 */
export const STAFF_NOTICE_EVENTS = ['staffLimit', 'kioskLimit', 'messageQuota', 'kioskQuiet'] as const;
export type StaffNoticeEvent = (typeof STAFF_NOTICE_EVENTS)[number];

/** Who is told of an event, and how: the roles (by code) and the channels. */
export interface StaffNoticeRoute {
  roles: readonly string[];
  inApp: boolean;
  email: boolean;
}

/**
 * What each event does until the company chooses otherwise: what the product did before the choice existed.
 * The administrators hear of every event; a quiet kiosk is e-mailed and shown live, with no inbox notice.
 */
export const STAFF_NOTICE_DEFAULTS: Record<StaffNoticeEvent, StaffNoticeRoute & { roles: SeededRoleCode[] }> =
  {
    staffLimit: { roles: ['ADMIN'], inApp: true, email: true },
    kioskLimit: { roles: ['ADMIN'], inApp: true, email: true },
    messageQuota: { roles: ['ADMIN'], inApp: true, email: true },
    kioskQuiet: { roles: ['ADMIN'], inApp: false, email: true },
  };
