import { contract } from '@curbside/contract';
import { type Deps, signedIn } from '../../context.ts';
import { bindArea } from '../../plugins/contract.ts';
import * as service from './users.service.ts';

export const userManagementRoutes = (deps: Deps) =>
  bindArea(contract.userManagement, {
    getUsersList: async ({ body, ctx }) =>
      service.listUsers(deps, signedIn(ctx), body ?? { page: 1, pageSize: 25 }),
    getUsersByStatus: async ({ query, ctx }) => ({
      items: await service.usersByStatus(deps, signedIn(ctx), query.status),
    }),
    getUser: async ({ body, ctx }) => service.getUser(deps, signedIn(ctx), body?.userId),
    getUserPhoto: async ({ query, ctx }) => service.getPhoto(deps, signedIn(ctx), query.userId),
    updateUserShift: async ({ query, body, ctx }) =>
      service.updateShift(
        deps,
        ctx,
        signedIn(ctx),
        query.commandType === 'AVAILABLE' ? 'available' : 'not_available',
        body?.userId,
      ),
    updateUserProfile: async ({ body, ctx }) => service.updateProfile(deps, ctx, signedIn(ctx), body),
    updateUserStatus: async ({ body, ctx }) => service.updateStatus(deps, ctx, signedIn(ctx), body),
    addOrEditUser: async ({ query, body, ctx }) =>
      service.saveUser(deps, ctx, signedIn(ctx), query.commandType, body, ctx.siteUrl, query.hostUrl),
    addUserPhoto: async ({ body, ctx }) => service.setPhoto(deps, ctx, signedIn(ctx), body),
    updateUserAccess: async ({ body, ctx }) => service.updateUserAccess(deps, ctx, signedIn(ctx), body),
    bulkUpdateUsers: async ({ query, ctx }) =>
      service.bulkUpdate(deps, ctx, signedIn(ctx), query.userIds, query.commandType),
    addOrEditRole: async ({ query, body, ctx }) =>
      service.saveRole(deps, ctx, signedIn(ctx), query.commandType, body),
    getRoles: async ({ query, ctx }) => {
      const items = await service.roles(deps, signedIn(ctx), query.status);
      return {
        items: query.commandType === 'ASSIGNABLE' ? items.filter((role) => role.status === 'active') : items,
      };
    },
    addOrUpdateAccessRues: async ({ query, body, ctx }) =>
      service.setDefaultRules(deps, ctx, signedIn(ctx), query.commandType, body),
    deleteDefaultAccess: async ({ query, body, ctx }) =>
      service.deleteDefaultRules(deps, ctx, signedIn(ctx), query.commandType, body),
    getDefaultAccessRules: async ({ ctx }) => service.defaultRules(deps, signedIn(ctx)),
    getAllUsersAccess: async ({ query, ctx }) => ({
      items: await service.allUsersAccess(deps, signedIn(ctx), query.status),
    }),
    getAuditLog: async ({ query, ctx }) => service.auditLog(deps, signedIn(ctx), query),
    getSmsProvider: async ({ ctx }) => service.smsProvider(signedIn(ctx)),
    getUserAvailabilityList: async ({ query, ctx }) => ({
      items: await service.availability(deps, signedIn(ctx), query.status),
    }),
    getDriversPerformance: async ({ body, ctx }) => ({
      items: await service.driversPerformance(deps, signedIn(ctx), body ?? {}),
    }),
  });

export const messageApiRoutes = (deps: Deps) =>
  bindArea(contract.messageApi, {
    sendCredentialsForUsers: async ({ body, ctx }) =>
      service.sendInvitations(deps, ctx, signedIn(ctx), 'email', body, ctx.siteUrl),
    sendTextMessageForUsers: async ({ body, ctx }) =>
      service.sendInvitations(deps, ctx, signedIn(ctx), 'sms', body, ctx.siteUrl),
  });
