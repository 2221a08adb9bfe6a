import type { Notice } from '@curbside/contract';
import { inScope, publishEvent } from '@curbside/db';
import type { CompanyUserPrincipal, Deps, PlatformPrincipal, RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { audit } from '../../plugins/audit.ts';
import { inCompany } from '../../resources/company-change.ts';
import * as repo from './notices.repository.ts';

/** `Notification/GetMyNotifications`: the caller's notices, newest first, and how many are unread. */
export const myNotices = (
  deps: Deps,
  caller: CompanyUserPrincipal,
  page: { page: number; pageSize: number; unreadOnly: boolean },
) =>
  inCompany(deps, caller, async (tx) => {
    const { rows, total } = await repo.pageOfNotices(tx, caller.companyId, caller.userId, page);
    const items: Notice[] = rows.map((row) => ({
      ...row,
      params: row.params as Notice['params'],
      readAt: row.readAt ? row.readAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    }));
    return {
      items,
      total,
      page: page.page,
      pageSize: page.pageSize,
      unread: await repo.unreadCount(tx, caller.companyId, caller.userId),
    };
  });

export const unreadNotices = (deps: Deps, caller: CompanyUserPrincipal) =>
  inCompany(deps, caller, async (tx) => ({
    unread: await repo.unreadCount(tx, caller.companyId, caller.userId),
  }));

/** `Notification/MarkNotificationsRead`: only the caller's own; an id of another person's changes nothing. */
export const markRead = (deps: Deps, caller: CompanyUserPrincipal, body: { ids: string[]; all: boolean }) =>
  inCompany(deps, caller, async (tx) => ({
    marked:
      body.all || body.ids.length > 0
        ? await repo.markRead(tx, caller.companyId, caller.userId, body.all ? null : body.ids)
        : 0,
  }));

interface PlatformMessage {
  companyId: string;
  userId?: string | undefined;
  subject: string;
  message: string;
}

/**
 * `Company/SendMessageToUser` and `SendMessageToAccountUser`: the super-admin's words in the inbox of one active
 * user of the company (or each), and e-mailed to them, in one transaction audited in the company's log; the
 * company's browsers hear of it (`notifications`), so the bell counts it at once.
 */
export const sendPlatformMessage = (
  deps: Deps,
  ctx: RequestContext,
  caller: PlatformPrincipal,
  input: PlatformMessage,
) =>
  inScope(deps.db, { kind: 'platform' }, async (tx) => {
    const company = await repo.companyExists(tx, input.companyId);
    if (!company) throw notFound('company');
    const recipients = await repo.activeUsers(tx, input.companyId, input.userId);
    if (input.userId && recipients.length === 0) throw notFound('user');
    await repo.insertNotices(
      tx,
      recipients.map((user) => ({
        companyId: input.companyId,
        userId: user.id,
        kind: 'platform_message' as const,
        subject: input.subject,
        body: input.message,
      })),
    );
    if (recipients.length > 0) {
      await repo.queueEmails(
        tx,
        recipients.map((user) => ({
          companyId: input.companyId,
          templateCode: 'platform.message',
          recipient: user.email,
          subject: input.subject,
          body: input.message,
        })),
      );
    }
    await audit(tx, ctx, {
      companyId: input.companyId,
      action: input.userId ? 'notice.sent_to_user' : 'notice.sent_to_company',
      entity: 'notification',
      entityId: input.userId ?? null,
      after: { by: caller.adminId, recipients: recipients.length, subject: input.subject },
    });
    await publishEvent(tx, { companyId: input.companyId, type: 'notice.sent', tags: ['notifications'] });
    return { sent: recipients.length };
  });
