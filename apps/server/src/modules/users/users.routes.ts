import { contract } from '@curbside/contract';
import type { Deps } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './users.service.ts';

export const userManagementRoutes = (deps: Deps) =>
  bindArea(contract.userManagement, {
    getUsersList: async ({ body, caller }) =>
      service.listUsers(deps, caller, body ?? { page: 1, pageSize: 25 }),
    getUsersByStatus: async ({ query, caller }) => ({
      items: await service.usersByStatus(deps, caller, query.status),
    }),
    getUser: async ({ body, caller }) => service.getUser(deps, caller, body?.userId),
    getUserPhoto: async ({ query, caller }) => service.getPhoto(deps, caller, query.userId),
    updateUserShift: async ({ query, body, caller, ctx }) =>
      service.updateShift(
        deps,
        ctx,
        caller,
        query.commandType === 'AVAILABLE' ? 'available' : 'not_available',
        body?.userId,
      ),
    updateUserProfile: async ({ body, caller, ctx }) => service.updateProfile(deps, ctx, caller, body),
    updateUserStatus: async ({ body, caller, ctx }) => service.updateStatus(deps, ctx, caller, body),
    addOrEditUser: async ({ query, body, caller, ctx }) =>
      service.saveUser(deps, ctx, caller, query.commandType, body, ctx.siteUrl, query.hostUrl),
    addUserPhoto: async ({ body, caller, ctx }) => service.setPhoto(deps, ctx, caller, body),
    updateUserAccess: async ({ body, caller, ctx }) => service.updateUserAccess(deps, ctx, caller, body),
    bulkUpdateUsers: async ({ query, caller, ctx }) =>
      service.bulkUpdate(deps, ctx, caller, query.userIds, query.commandType),
    addOrEditRole: async ({ query, body, caller, ctx }) =>
      service.saveRole(deps, ctx, caller, query.commandType, body),
    getRoles: async ({ query, caller }) => {
      const items = await service.roles(deps, caller, query.status);
      return {
        items: query.commandType === 'ASSIGNABLE' ? items.filter((role) => role.status === 'active') : items,
      };
    },
    addOrUpdateAccessRues: async ({ query, body, caller, ctx }) =>
      service.setDefaultRules(deps, ctx, caller, query.commandType, body),
    deleteDefaultAccess: async ({ query, body, caller, ctx }) =>
      service.deleteDefaultRules(deps, ctx, caller, query.commandType, body),
    getDefaultAccessRules: async ({ caller }) => service.defaultRules(deps, caller),
    getAllUsersAccess: async ({ query, caller }) => ({
      items: await service.allUsersAccess(deps, caller, query.status),
    }),
    getAuditLog: async ({ query, caller }) => service.auditLog(deps, caller, query),
    getSmsProvider: async ({ caller }) => service.smsProvider(caller),
    getUserAvailabilityList: async ({ query, caller }) => ({
      items: await service.availability(deps, caller, query.status),
    }),
    getDriversPerformance: async ({ body, caller }) => ({
      items: await service.driversPerformance(deps, caller, body ?? {}),
    }),
  });

export const messageApiRoutes = (deps: Deps) =>
  bindArea(contract.messageApi, {
    sendCredentialsForUsers: async ({ body, caller, ctx }) =>
      service.sendInvitations(deps, ctx, caller, 'email', body, ctx.siteUrl),
    sendTextMessageForUsers: async ({ body, caller, ctx }) =>
      service.sendInvitations(deps, ctx, caller, 'sms', body, ctx.siteUrl),
  });
