import { staffNotices } from '@curbside/contract';
import { schema } from '@curbside/db';
import { STAFF_NOTICE_DEFAULTS } from '@curbside/domain';
import type { Deps } from '../../context.ts';
import { bindKeyed, keyedTableStore } from '../../resources/bind-keyed.ts';

const s = schema.staffNoticeSettings;

/**
 * `Company/GetNotificationsList` and `Company/UpdateNotifications`: each event's roles and channels, the
 * company's own or the default; the save upserts on (company, event).
 */
export const staffNoticeRoutes = (deps: Deps) =>
  bindKeyed(
    deps,
    staffNotices,
    keyedTableStore<typeof staffNotices>({
      table: s,
      key: { event: s.event },
      columns: { roles: s.roles, inApp: s.inApp, email: s.email, updatedAt: s.updatedAt },
      values: (input, caller) => ({
        // One code once, in a stable order: the audit's before and after compare as sets.
        roles: [...new Set(input.roles)].sort(),
        inApp: input.inApp,
        email: input.email,
        updatedBy: caller.userId,
      }),
      item: ({ event }, row) => {
        const own = row as { roles: string[]; inApp: boolean; email: boolean; updatedAt: Date } | undefined;
        const route = own ?? STAFF_NOTICE_DEFAULTS[event];
        return {
          event,
          roles: [...route.roles],
          inApp: route.inApp,
          email: route.email,
          isDefault: !own,
          updatedAt: own ? own.updatedAt.toISOString() : null,
        };
      },
    }),
  );
