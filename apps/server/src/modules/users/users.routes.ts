import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as access from './access-rules.ts';
import { auditLog } from './audit-log.ts';
import { availability, driversPerformance } from './driver-reports.ts';
import { sendInvitations, smsProvider } from './invitations.ts';
import * as roles from './roles.ts';
import { getPhoto, setPhoto } from './user-photos.ts';
import * as status from './user-status.ts';
import * as users from './users.ts';

export const userManagementRoutes = (deps: Deps) =>
  bindArea(contract.userManagement, {
    getUsersList: async ({ body, caller }) =>
      users.listUsers(deps, caller, body ?? { page: 1, pageSize: 25 }),
    getUsersByStatus: async ({ query, caller }) => ({
      items: await users.usersByStatus(deps, caller, query.status),
    }),
    getUser: async ({ body, caller }) => users.getUser(deps, caller, body?.userId),
    getUserPhoto: async ({ query, caller }) => getPhoto(deps, caller, query.userId),
    updateUserShift: async ({ query, body, caller, ctx }) =>
      status.updateShift(
        deps,
        ctx,
        caller,
        query.commandType === 'AVAILABLE' ? 'available' : 'not_available',
        body?.userId,
      ),
    updateUserProfile: async ({ body, caller, ctx }) => users.updateProfile(deps, ctx, caller, body),
    updateUserStatus: async ({ body, caller, ctx }) => status.updateStatus(deps, ctx, caller, body),
    addOrEditUser: async ({ query, body, caller, ctx }) =>
      users.saveUser(deps, ctx, caller, query.commandType, body, ctx.siteUrl, query.hostUrl),
    addUserPhoto: async ({ body, caller, ctx }) => setPhoto(deps, ctx, caller, body),
    updateUserAccess: async ({ body, caller, ctx }) => access.updateUserAccess(deps, ctx, caller, body),
    bulkUpdateUsers: async ({ query, caller, ctx }) =>
      status.bulkUpdate(deps, ctx, caller, query.userIds, query.commandType),
    addOrEditRole: async ({ query, body, caller, ctx }) =>
      roles.saveRole(deps, ctx, caller, query.commandType, body),
    getRoles: async ({ query, caller }) => {
      const items = await roles.roles(deps, caller, query.status);
      return {
        items: query.commandType === 'ASSIGNABLE' ? items.filter((role) => role.status === 'active') : items,
      };
    },
    addOrUpdateAccessRues: async ({ query, body, caller, ctx }) =>
      access.changeDefaultRules(deps, ctx, caller, body, access.settingRules(query.commandType)),
    deleteDefaultAccess: async ({ query, body, caller, ctx }) =>
      access.changeDefaultRules(deps, ctx, caller, body, access.removingRules(query.commandType)),
    getDefaultAccessRules: async ({ caller }) => access.defaultRules(deps, caller),
    getAllUsersAccess: async ({ query, caller }) => ({
      items: await access.allUsersAccess(deps, caller, query.status),
    }),
    getAuditLog: async ({ query, caller }) => auditLog(deps, caller, query),
    getSmsProvider: async ({ caller }) => smsProvider(deps, caller),
    getUserAvailabilityList: async ({ query, caller }) => ({
      items: await availability(deps, caller, query.status),
    }),
    getDriversPerformance: async ({ body, caller }) => ({
      items: await driversPerformance(deps, caller, body ?? {}),
    }),
  });

export const messageApiRoutes = (deps: Deps) =>
  bindArea(contract.messageApi, {
    sendCredentialsForUsers: async ({ body, caller, ctx }) =>
      sendInvitations(deps, ctx, caller, 'email', body, ctx.siteUrl),
    sendTextMessageForUsers: async ({ body, caller, ctx }) =>
      sendInvitations(deps, ctx, caller, 'sms', body, ctx.siteUrl),
  });
