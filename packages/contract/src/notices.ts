import { STAFF_NOTICE_EVENTS } from '@curbside/domain';
import { z } from 'zod';
import { id, messageParams, optionalCompany, paged, pageRequest, timestamp } from './common.ts';
import { endpoint, noBody, noQuery } from './endpoint.ts';
import { keyed } from './keyed.ts';

/**
 * What a notice is about: a package limit reached or kiosks gone quiet (worded by the web from `params`), or a
 * super-admin's message.
 */
export const noticeKind = z.enum(['limit', 'kiosk_quiet', 'platform_message']);

/** A notice of a staff member's in-app inbox (ADR 90). */
export const notice = z.object({
  id,
  kind: noticeKind,
  /** For `limit`: `limit` (staff, kiosks, messageSegments), `percent`, `used`, `max`, `period`; for `kiosk_quiet`: `names`. */
  params: messageParams,
  subject: z.string().nullable(),
  body: z.string().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Notice = z.infer<typeof notice>;

const subject = z.string().trim().min(1, 'required').max(150);
const message = z.string().trim().min(1, 'required').max(4000);

/** The signed-in person's inbox, and the super-admin's messages to a company's people. */
export const noticeEntries = {
  getMyNotifications: endpoint({
    method: 'POST',
    path: 'Notification/GetMyNotifications',
    summary: "The signed-in staff member's notices, newest first, with how many are unread; paged.",
    permission: 'company',
    reads: ['notifications'],
    query: noQuery,
    body: z
      .object({ ...pageRequest, unreadOnly: z.boolean().default(false) })
      .strict()
      .optional(),
    response: paged(notice).extend({ unread: z.number().int() }),
  }),
  getUnreadNotificationCount: endpoint({
    method: 'GET',
    path: 'Notification/GetUnreadNotificationCount',
    summary: "How many of the signed-in staff member's notices are unread (the header's bell).",
    permission: 'company',
    reads: ['notifications'],
    query: noQuery,
    body: noBody,
    response: z.object({ unread: z.number().int() }),
  }),
  markNotificationsRead: endpoint({
    method: 'POST',
    path: 'Notification/MarkNotificationsRead',
    summary:
      "Marks the caller's own notices read: those named, or all of them with `all`. Others' are left alone.",
    permission: 'company',
    writes: ['notifications'],
    query: noQuery,
    body: z.object({ ids: z.array(id).max(100).default([]), all: z.boolean().default(false) }).strict(),
    response: z.object({ marked: z.number().int() }),
  }),
  sendMessageToUser: endpoint({
    method: 'POST',
    path: 'Company/SendMessageToUser',
    summary:
      "The super-admin's notice to one user of a company: in the user's inbox and by e-mail. An unknown company or user is 404.",
    permission: 'platform',
    writes: [],
    query: noQuery,
    body: z.object({ companyId: id, userId: id, subject, message }).strict(),
    response: z.object({ sent: z.number().int() }),
  }),
  sendMessageToAccountUser: endpoint({
    method: 'POST',
    path: 'Company/SendMessageToAccountUser',
    summary:
      "The super-admin's notice to every active user of a company: in each inbox and by e-mail. An unknown company is 404.",
    permission: 'platform',
    writes: [],
    query: noQuery,
    body: z.object({ companyId: id, subject, message }).strict(),
    response: z.object({ sent: z.number().int() }),
  }),
};

/** A staff-notice event's route: who hears of it (roles by code) and how (ADR 99). */
export const staffNoticeSetting = z.object({
  event: z.enum(STAFF_NOTICE_EVENTS),
  roles: z.array(z.string()),
  inApp: z.boolean(),
  email: z.boolean(),
  /** True while the company has not chosen for this event (the product's default applies). */
  isDefault: z.boolean(),
  updatedAt: timestamp.nullable(),
});
export type StaffNoticeSetting = z.infer<typeof staffNoticeSetting>;

/** A role's code as roles are coded (capital letters, digits and `_`). */
const roleCode = z
  .string()
  .max(30)
  .regex(/^[A-Z][A-Z0-9_]{1,29}$/);

/**
 * Which staff notices reach whom, per event, in the inbox and by e-mail (the specification's
 * `Company/GetNotificationsList` and `UpdateNotifications`): every event answers its company's choice or the default.
 */
export const staffNotices = keyed({
  noun: 'staff_notice_setting',
  tag: 'staffNotices',
  key: { event: z.enum(STAFF_NOTICE_EVENTS) },
  item: staffNoticeSetting,
  input: z
    .object({
      ...optionalCompany,
      event: z.enum(STAFF_NOTICE_EVENTS),
      roles: z.array(roleCode).max(50),
      inApp: z.boolean(),
      email: z.boolean(),
    })
    .strict(),
  read: 'rule:settings.manage',
  write: 'rule:settings.manage',
  list: {
    path: 'Company/GetNotificationsList',
    method: 'POST',
    summary:
      'Every staff-notice event (limits, message allowance, quiet kiosk) with the roles told and how: in the inbox, by e-mail.',
  },
  save: {
    path: 'Company/UpdateNotifications',
    summary: "Sets one event's roles and channels; the next notice of that event follows it.",
  },
});

/**
 * The two calls as the contract mounts them (ADR 119): shared with the super-admin, who names the company
 * (`/SuperAdmin/ConfigNotifications`); a company user needs `rule:settings.manage` (`staffNotices.spec`) and
 * reads and sets their own company's only.
 */
export const staffNoticeEntries = {
  getNotificationsList: {
    ...staffNotices.list,
    permission: 'session' as const,
    summary:
      "Every staff-notice event (limits, message allowance, quiet kiosk) with the roles told and how: in the inbox, by e-mail. A company user who manages settings reads their own company's; the super-admin names one.",
  },
  updateNotifications: {
    ...staffNotices.save,
    permission: 'session' as const,
    summary:
      "Sets one event's roles and channels; the next notice of that event follows it. A company user who manages settings sets their own company's; the super-admin names one. Audited.",
  },
};
