import { z } from 'zod';
import { id, messageParams, paged, pageRequest, timestamp } from './common.ts';
import { endpoint, noQuery } from './endpoint.ts';

/** What a notice is about: a package limit reached (worded by the web from `params`), or a super-admin's message. */
export const noticeKind = z.enum(['limit', 'platform_message']);

/** A notice of a staff member's in-app inbox (ADR 90). */
export const notice = z.object({
  id,
  kind: noticeKind,
  /** For `limit`: `limit` (staff, kiosks, messageSegments), `percent`, `used`, `max`, `period`. */
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
    body: z.object({}).strict().optional(),
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
