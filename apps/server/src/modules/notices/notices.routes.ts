import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './notices.service.ts';
import { staffNoticeRoutes } from './staff-notices.ts';

/**
 * The staff's in-app inbox and the super-admin's messages to a company's people (ADR 90), and which events reach
 * whom (ADR 99).
 */
export const noticeRoutes = (deps: Deps) => [
  ...bindArea(contract.notification, {
    getMyNotifications: ({ body, caller }) =>
      service.myNotices(deps, caller, body ?? { page: 1, pageSize: 25, unreadOnly: false }),
    getUnreadNotificationCount: ({ caller }) => service.unreadNotices(deps, caller),
    markNotificationsRead: ({ body, caller }) => service.markRead(deps, caller, body),
    sendMessageToUser: ({ body, caller, ctx }) => service.sendPlatformMessage(deps, ctx, caller, body),
    sendMessageToAccountUser: ({ body, caller, ctx }) => service.sendPlatformMessage(deps, ctx, caller, body),
  }),
  ...staffNoticeRoutes(deps),
];
